// The member context modal's body for MemberContextProvider (components/member-name.tsx): the members
// feature's actions with the app's "Send message" link. Loaded on first opening, so screens that show
// author names do not carry the members feature.
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { MemberContextActions } from '../components/member-name.tsx';

const Actions = lazy(async () => ({ default: (await import('./routes/member-context-actions.tsx')).CourseMemberContextActions }));

export const LazyMemberContextActions: MemberContextActions = (props) => (
  <Suspense fallback={<Loader size="sm" />}>
    <Actions {...props} />
  </Suspense>
);
