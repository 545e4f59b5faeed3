// The member context modal's body (issue 13): the members feature's actions, with "Send message" only
// where the conversation screen exists.
import type { MemberContextTarget } from '../../components/member-name.tsx';
import { MemberContextActions } from '../../features/members/components/member-context-actions.tsx';
import { useMessageHref } from '../screen-exists.ts';

export function CourseMemberContextActions({ target, onClose }: { target: MemberContextTarget; onClose: () => void }) {
  return <MemberContextActions target={target} onClose={onClose} messageHref={useMessageHref(target.uid)} />;
}
