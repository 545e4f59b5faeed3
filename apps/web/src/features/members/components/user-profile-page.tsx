// `app/user/{id}` and `app/member` (spec §2, issue 13): the campus-wide profile: name, picture, the
// e-mail (own profile and campus staff only) and the courses the viewer shares with the user, each
// leading to the member's profile in that course.
import { coursePath } from '@campus/shared';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-state.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { memberErrorText } from '../utils/member-text.ts';
import { MemberAvatar } from './member-avatar.tsx';
import { RoleBadges } from './role-badges.tsx';

export interface UserProfilePageProps {
  uid: number;
  /** The conversation screen with this user, when that screen exists. */
  messageHref: string | null;
  /** The account settings screen, when it exists (own profile). */
  settingsHref: string | null;
}

export function UserProfilePage({ uid, messageHref, settingsHref }: UserProfilePageProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const profile = useUserProfile(uid);
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    return (
      <Alert color="red" role="alert" title={t('members.profile.loadFailed')}>
        {memberErrorText(t, profile.error)}
      </Alert>
    );
  }
  const user = profile.data;
  return (
    <Stack gap="md" data-testid="user-profile-page">
      <Group gap="md" wrap="nowrap">
        <MemberAvatar name={user.name} picture={user.picture} size="xl" />
        <Stack gap={4}>
          <Title order={1}>{user.isSelf ? t('members.profile.mine', { name: user.name }) : user.name}</Title>
          {user.email !== null ? <Text c="dimmed">{user.email}</Text> : null}
        </Stack>
      </Group>
      <Group gap="xs">
        {user.isSelf && settingsHref !== null ? (
          <Button component={Link} to={localized(settingsHref)} variant="default" leftSection={<IconSettings size={18} aria-hidden />}>
            {t('members.profile.settings')}
          </Button>
        ) : null}
        {!user.isSelf && messageHref !== null ? (
          <Button component={Link} to={localized(messageHref)} variant="default" leftSection={<IconMessage size={18} aria-hidden />}>
            {t('members.context.message')}
          </Button>
        ) : null}
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-label={user.isSelf ? t('members.profile.myCourses') : t('members.profile.sharedCourses')}>
        <Title order={2} size="h4" mb="xs">
          {user.isSelf ? t('members.profile.myCourses') : t('members.profile.sharedCourses')}
        </Title>
        {user.courses.length === 0 ? (
          <Text c="dimmed">{t('members.profile.noCourses')}</Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="profile-courses">
            {user.courses.map((course) => (
              <Group component="li" key={course.og_id} justify="space-between" wrap="wrap" gap="xs">
                <Anchor component={Link} to={localized(coursePath(course.og_id, 'member', { id: user.uid }))}>
                  {course.title}
                </Anchor>
                <RoleBadges roles={course.roles} />
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
