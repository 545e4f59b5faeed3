// course-{id}/app/member?id={uid} (spec §2, issue 13): a member in the course: name, picture, roles and
// groups, and what they published here that the viewer may see (content and videos, each a link).
import { appPath, type Course, type MemberProfileEntry } from '@campus/shared';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-state.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useMemberProfile } from '../api/get-member-profile.ts';
import { memberErrorText } from '../utils/member-text.ts';
import { MemberAvatar } from './member-avatar.tsx';
import { RoleBadges } from './role-badges.tsx';

export interface MemberProfilePageProps {
  course: Pick<Course, 'og_id' | 'label'>;
  uid: number;
  /** The conversation screen with this member, when that screen exists. */
  messageHref: string | null;
}

function EntryList({ title, entries, empty, testId }: { title: string; entries: readonly MemberProfileEntry[]; empty: string; testId: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
          {entries.map((entry) => (
            <Group component="li" key={`${entry.type}-${entry.id}`} justify="space-between" wrap="wrap" gap="xs">
              <Anchor component={Link} to={localized(entry.url)}>
                {entry.title || t('members.profile.untitled')}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t(`members.profile.types.${entry.type}`, { defaultValue: entry.type })} · {formatDate(entry.created)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

export function MemberProfilePage({ course, uid, messageHref }: MemberProfilePageProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const profile = useMemberProfile(course.og_id, uid);
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    return (
      <Alert color="red" role="alert" title={t('members.profile.loadFailed')}>
        {memberErrorText(t, profile.error)}
      </Alert>
    );
  }
  const member = profile.data;
  return (
    <Stack gap="md" data-testid="member-profile-page">
      <Group gap="md" wrap="nowrap">
        <MemberAvatar name={member.name} picture={member.picture} size="xl" />
        <Stack gap={4}>
          <Title order={1}>{member.name}</Title>
          <RoleBadges roles={member.roles} />
          <Text size="sm" c="dimmed">
            {t('members.profile.memberOf', { course: course.label, date: formatDate(member.joined) })}
          </Text>
        </Stack>
      </Group>
      {member.workgroups.length + member.targetGroups.length > 0 ? (
        <Group gap={4} wrap="wrap" aria-label={t('members.profile.groups')}>
          {member.workgroups.map((group) => (
            <Badge key={`w${group.id}`} variant="outline" color="gray">
              {group.name}
            </Badge>
          ))}
          {member.targetGroups.map((group) => (
            <Badge key={`t${group}`} variant="dot" color="gray">
              {group}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Group gap="xs">
        <Button component={Link} to={localized(appPath('app-user', { id: member.uid }))} variant="default" leftSection={<IconUser size={18} aria-hidden />}>
          {t('members.profile.campusProfile')}
        </Button>
        {messageHref !== null && !member.isSelf ? (
          <Button component={Link} to={localized(messageHref)} variant="default" leftSection={<IconMessage size={18} aria-hidden />}>
            {t('members.context.message')}
          </Button>
        ) : null}
      </Group>
      <EntryList title={t('members.profile.content')} entries={member.content} empty={t('members.profile.noContent')} testId="member-content" />
      <EntryList title={t('members.profile.videos')} entries={member.videos} empty={t('members.profile.noVideos')} testId="member-videos" />
    </Stack>
  );
}
