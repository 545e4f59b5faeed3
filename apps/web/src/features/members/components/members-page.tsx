// course-{id}/app/members (spec §2, issue 13): the course's members with role badges, search, role and
// group filters and paging; staff invite (dialog), change roles, put members into groups, remove them
// (confirmed) and keep the course's workgroups. Nobody changes their own role or removes themselves.
import { MEMBERS_PAGE_SIZE, coursePath, type Course, type Member } from '@campus/shared';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconShieldCog, IconUserMinus, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useMembers } from '../api/get-members.ts';
import { useRemoveMember } from '../api/manage-members.ts';
import { NO_MEMBER_FILTERS, type MemberFilterValues } from '../utils/member-filters.ts';
import { memberErrorText, parseRole, roleOptions } from '../utils/member-text.ts';
import { MemberAvatar } from './member-avatar.tsx';
import { GroupsDialog, InviteDialog, RoleDialog, WorkgroupsDialog } from './member-dialogs.tsx';
import { RoleBadges } from './role-badges.tsx';

export interface MembersPageProps {
  course: Pick<Course, 'og_id' | 'label'>;
  /** The signed-in user: their own row offers no role change or removal. */
  currentUserId: number | null;
  /** `?invite=1` (the legacy invite page) opens the invite dialog; `?view=workgroups` the workgroups. */
  initialDialog?: 'invite' | 'workgroups' | null;
}

interface RowProps {
  member: Member;
  courseId: number;
  manage: boolean;
  onRole: () => void;
  onGroups: () => void;
  onRemove: () => void;
}

function MemberRow({ member, courseId, manage, onRole, onGroups, onRemove }: RowProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="member-row">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <MemberAvatar name={member.name} picture={member.picture} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={localized(coursePath(courseId, 'member', { id: member.uid }))} fw={600}>
              {member.name}
            </Anchor>
            <Group gap={4} wrap="wrap">
              <RoleBadges roles={member.roles} />
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
            <Text size="xs" c="dimmed">
              {t('members.list.joined', { date: formatDate(member.joined) })}
            </Text>
          </Stack>
        </Group>
        {manage ? (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('members.list.changeRole', { name: member.name })} onClick={onRole}>
              <IconShieldCog size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={t('members.list.groups', { name: member.name })} onClick={onGroups}>
              <IconUsersGroup size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t('members.list.remove', { name: member.name })} onClick={onRemove}>
              <IconUserMinus size={20} aria-hidden />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

export function MembersPage({ course, currentUserId, initialDialog = null }: MembersPageProps) {
  const { t } = useTranslation();
  const courseId = course.og_id;
  const [filters, setFilters] = useState<MemberFilterValues>(NO_MEMBER_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search, 250);
  const [page, setPage] = useState(0);
  const members = useMembers(courseId, { ...filters, search: debouncedSearch }, page);
  const remove = useRemoveMember(courseId);
  const [dialog, setDialog] = useState<'invite' | 'workgroups' | null>(initialDialog);
  const [roleOf, setRoleOf] = useState<Member | null>(null);
  const [groupsOf, setGroupsOf] = useState<Member | null>(null);

  const filter = (change: Partial<MemberFilterValues>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(0);
  };

  if (members.isPending) return <PageLoading />;
  if (members.isError) return <PageError error={members.error} title={t('members.loadFailed')} />;
  const data = members.data;
  const pages = Math.max(1, Math.ceil(data.total / MEMBERS_PAGE_SIZE));

  const confirmRemove = (member: Member) =>
    modals.openConfirmModal({
      title: t('members.remove.title'),
      children: <Text size="sm">{t('members.remove.text', { name: member.name, course: course.label })}</Text>,
      labels: { confirm: t('members.remove.confirm'), cancel: t('members.dialogs.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(member.uid, {
          onSuccess: () => notifications.show({ color: 'green', message: t('members.remove.done', { name: member.name }) }),
          onError: (error) => notifications.show({ color: 'red', title: t('members.remove.failed'), message: memberErrorText(t, error) }),
        }),
    });

  return (
    <Stack gap="md" data-testid="members-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('members.title')}</Title>
        {data.canManage ? (
          <Group gap="xs">
            <Button variant="default" leftSection={<IconUsersGroup size={18} aria-hidden />} onClick={() => setDialog('workgroups')}>
              {t('members.workgroups.open')}
            </Button>
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setDialog('invite')}>
              {t('members.invite.open')}
            </Button>
          </Group>
        ) : null}
      </Group>

      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          style={{ flex: '1 1 14rem' }}
          label={t('members.filters.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => filter({ search: event.currentTarget.value })}
          type="search"
        />
        <Select
          style={{ flex: '1 1 10rem' }}
          label={t('members.filters.role')}
          placeholder={t('members.filters.all')}
          data={roleOptions(t)}
          value={filters.role === null ? null : String(filters.role)}
          onChange={(value) => filter({ role: parseRole(value) })}
          clearable
        />
        {data.workgroups.length > 0 ? (
          <Select
            style={{ flex: '1 1 10rem' }}
            label={t('members.filters.workgroup')}
            placeholder={t('members.filters.all')}
            data={data.workgroups.map((group) => ({ value: String(group.id), label: group.name }))}
            value={filters.workgroup === null ? null : String(filters.workgroup)}
            onChange={(value) => filter({ workgroup: value === null ? null : Number(value) })}
            clearable
          />
        ) : null}
        {data.targetGroups.length > 0 ? (
          <Select
            style={{ flex: '1 1 10rem' }}
            label={t('members.filters.targetGroup')}
            placeholder={t('members.filters.all')}
            data={data.targetGroups}
            value={filters.targetGroup}
            onChange={(value) => filter({ targetGroup: value })}
            clearable
          />
        ) : null}
      </Group>

      <Text size="sm" c="dimmed" aria-live="polite">
        {t('members.list.count', { count: data.total })}
      </Text>
      {data.items.length === 0 ? (
        <Text>{t('members.list.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('members.title')}>
          {data.items.map((member) => (
            <MemberRow
              key={member.uid}
              member={member}
              courseId={courseId}
              manage={data.canManage && member.uid !== currentUserId}
              onRole={() => setRoleOf(member)}
              onGroups={() => setGroupsOf(member)}
              onRemove={() => confirmRemove(member)}
            />
          ))}
        </Stack>
      )}

      {pages > 1 ? (
        <Group justify="center" gap="sm" component="nav" aria-label={t('members.paging.label')}>
          <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('members.paging.previous')}
          </Button>
          <Text size="sm">{t('members.paging.position', { page: page + 1, pages })}</Text>
          <Button variant="default" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t('members.paging.next')}
          </Button>
        </Group>
      ) : null}

      {data.canManage ? (
        <>
          <InviteDialog courseId={courseId} opened={dialog === 'invite'} onClose={() => setDialog(null)} />
          <WorkgroupsDialog courseId={courseId} opened={dialog === 'workgroups'} workgroups={data.workgroups} onClose={() => setDialog(null)} />
          <RoleDialog courseId={courseId} member={roleOf} onClose={() => setRoleOf(null)} />
          <GroupsDialog courseId={courseId} member={groupsOf} choices={data} onClose={() => setGroupsOf(null)} />
        </>
      ) : null}
    </Stack>
  );
}
