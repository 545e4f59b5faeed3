// The member context modal's body (spec §2 `member-context-modal`, issue 13), opened from an author's
// name: the member's roles, a link to their profile in the course, "Send message" when the conversation
// screen exists, and for staff a role change (never their own role).
import { coursePath, type CourseRoleId } from '@campus/shared';
import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessage, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberContextTarget } from '../../../components/member-name.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { useMemberProfile } from '../api/get-member-profile.ts';
import { useChangeMemberRole } from '../api/manage-members.ts';
import { memberErrorText, parseRole, roleOptions } from '../utils/member-text.ts';
import { MemberAvatar } from './member-avatar.tsx';
import { RoleBadges } from './role-badges.tsx';

export interface MemberContextActionsProps {
  target: MemberContextTarget;
  onClose: () => void;
  /** The conversation screen with the member, when that screen exists. */
  messageHref: string | null;
}

function RoleChange({ courseId, uid, current }: { courseId: number; uid: number; current: CourseRoleId }) {
  const { t } = useTranslation();
  const change = useChangeMemberRole(courseId);
  const [role, setRole] = useState<CourseRoleId>(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ uid, role }, { onSuccess: (saved) => notifications.show({ color: 'green', message: t('members.role.done', { name: saved.name }) }) });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <Select
            style={{ flex: 1 }}
            label={t('members.role.label')}
            data={roleOptions(t)}
            value={String(role)}
            onChange={(value) => setRole(parseRole(value) ?? current)}
            allowDeselect={false}
          />
          <Button type="submit" variant="default" loading={change.isPending} disabled={role === current}>
            {t('members.role.submit')}
          </Button>
        </Group>
        {change.error ? (
          <Alert color="red" role="alert">
            {memberErrorText(t, change.error)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

export function MemberContextActions({ target, onClose, messageHref }: MemberContextActionsProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const profile = useMemberProfile(target.courseId, target.uid);
  if (profile.isPending) return <Loader size="sm" aria-label={t('members.context.loading')} />;
  const member = profile.data;
  const role = member?.roles[0]?.id;
  return (
    <Stack gap="md" data-testid="member-context">
      {member ? (
        <Group gap="sm" wrap="nowrap">
          <MemberAvatar name={member.name} picture={member.picture} size="lg" />
          <RoleBadges roles={member.roles} />
        </Group>
      ) : (
        // A former member (their content stays): the profile in the course is gone.
        <Text c="dimmed">{memberErrorText(t, profile.error)}</Text>
      )}
      <Group gap="xs">
        {member ? (
          <Button component={Link} to={localized(coursePath(target.courseId, 'member', { id: target.uid }))} onClick={onClose} leftSection={<IconUser size={18} aria-hidden />}>
            {t('members.context.profile')}
          </Button>
        ) : null}
        {messageHref !== null && member?.isSelf !== true ? (
          <Button component={Link} to={localized(messageHref)} onClick={onClose} variant="default" leftSection={<IconMessage size={18} aria-hidden />}>
            {t('members.context.message')}
          </Button>
        ) : null}
      </Group>
      {member?.canManage && !member.isSelf && role !== undefined ? <RoleChange courseId={target.courseId} uid={target.uid} current={role} /> : null}
    </Stack>
  );
}
