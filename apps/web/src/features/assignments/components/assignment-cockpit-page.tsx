// course-{id}/app/assignment-cockpit/{id} (issue 6): every member the assignment is for, with status,
// last activity, who set the status and the work handed in; staff may set a member's status (spec §4
// "and by staff"); filters by status and group; the xlsx export. Guarded by the route and the server.
import { coursePath, type AssignmentCockpit, type AssignmentCockpitRow, type Course } from '@campus/shared';
import { Anchor, Group, List, Paper, ScrollArea, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { downloadAssignmentCockpitExport } from '../api/download-file.ts';
import { useAssignmentCockpit } from '../api/get-cockpits.ts';
import { useSetAssignmentProgress } from '../api/set-assignment-progress.ts';
import { isProgressStatus, isStatusFilter, PROGRESS_STATUSES, statusLabelKey, type StatusFilter } from '../utils/assignment-status.ts';
import { filterAssignmentCockpitRows, parseGroupFilter, targetGroupFilter, workgroupFilter, type GroupFilter } from '../utils/cockpit-filters.ts';
import { formatDate } from '../utils/format.ts';
import { CockpitError } from './cockpit-forbidden.tsx';
import { ExportButton } from './export-button.tsx';
import { PageLoading } from '../../../components/page-state.tsx';
import { StatusBadge } from './status-badge.tsx';
import { errorText } from '../../../lib/error-text.ts';

/** Group choices of this cockpit: the members' target groups and the assignment's workgroups. */
function groupChoices(cockpit: AssignmentCockpit): { value: GroupFilter; label: string }[] {
  const targets = [...new Set([...cockpit.assignment.targetGroups, ...cockpit.members.flatMap((member) => member.targetGroups)])].sort();
  return [
    ...targets.map((name) => ({ value: targetGroupFilter(name), label: name })),
    ...cockpit.assignment.workgroups.map((workgroup) => ({ value: workgroupFilter(workgroup.id), label: workgroup.name })),
  ];
}

function MemberStatus({ assignmentId, row }: { assignmentId: number; row: AssignmentCockpitRow }) {
  const { t } = useTranslation();
  const progress = useSetAssignmentProgress(assignmentId);
  return (
    <Select
      aria-label={t('assignments.cockpit.setStatusFor', { name: row.name })}
      value={progress.isPending ? progress.variables.status : row.status}
      allowDeselect={false}
      disabled={progress.isPending}
      size="xs"
      w={150}
      data={PROGRESS_STATUSES.map((status) => ({ value: status, label: t(statusLabelKey(status)) }))}
      onChange={(next) => {
        if (!isProgressStatus(next) || next === row.status) return;
        progress.mutate(
          { status: next, uid: row.uid },
          {
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: t('assignments.cockpit.setStatusFailed', { name: row.name }),
                message: errorText(t, error),
              }),
          },
        );
      }}
    />
  );
}

function Submissions({ row }: { row: AssignmentCockpitRow }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  if (row.submissions.length === 0) return <Text c="dimmed">–</Text>;
  return (
    <List size="sm" spacing={2}>
      {row.submissions.map((submission) => (
        <List.Item key={`${submission.kind}-${submission.id}`}>
          {submission.url ? (
            <Anchor component={Link} to={localized(submission.url)} size="sm">
              {submission.title}
            </Anchor>
          ) : (
            <Text size="sm" component="span">
              {submission.title}
            </Text>
          )}
          <Text size="xs" c="dimmed" component="span">
            {' '}
            ({t(`assignments.cockpit.kind.${submission.kind}`)}, {formatDate(submission.createdAt)})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

export function AssignmentCockpitView({ course, assignmentId }: { course: Pick<Course, 'og_id'>; assignmentId: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const query = useAssignmentCockpit(assignmentId);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [group, setGroup] = useState<GroupFilter>('all');
  const groups = useMemo(() => (query.data ? groupChoices(query.data) : []), [query.data]);

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <CockpitError error={query.error} />;

  const cockpit = query.data;
  const rows = filterAssignmentCockpitRows(cockpit.members, { status, group });

  return (
    <Stack gap="md" data-testid="assignment-cockpit-view">
      <Anchor component={Link} to={localized(coursePath(course.og_id, 'assignment', { assignmentId }))} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('assignments.cockpit.backToAssignment')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {t('assignments.cockpit.assignmentTitle', { title: cockpit.assignment.title })}
        </Title>
        <ExportButton download={(language) => downloadAssignmentCockpitExport(assignmentId, language)} />
      </Group>

      <Group gap="md" data-testid="assignment-cockpit-counts">
        {PROGRESS_STATUSES.map((key) => (
          <Group key={key} gap={6}>
            <StatusBadge status={key} />
            <Text fw={600} data-testid={`cockpit-count-${key}`}>
              {cockpit.counts[key]}
            </Text>
          </Group>
        ))}
      </Group>

      <Group gap="sm" align="flex-end" role="search" aria-label={t('assignments.filters.label')}>
        <Select
          label={t('assignments.filters.status')}
          value={status}
          allowDeselect={false}
          onChange={(next) => {
            if (isStatusFilter(next)) setStatus(next);
          }}
          data={[
            { value: 'all', label: t('assignments.filters.allStatuses') },
            ...PROGRESS_STATUSES.map((key) => ({ value: key, label: t(statusLabelKey(key)) })),
          ]}
          w={200}
        />
        <Select
          label={t('assignments.filters.group')}
          value={group}
          allowDeselect={false}
          disabled={groups.length === 0}
          onChange={(next) => setGroup(parseGroupFilter(next))}
          data={[{ value: 'all', label: t('assignments.filters.allGroups') }, ...groups]}
          w={220}
        />
      </Group>

      {rows.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {t(cockpit.members.length === 0 ? 'assignments.cockpit.noMembers' : 'assignments.cockpit.noMatch')}
          </Text>
        </Paper>
      ) : (
        <ScrollArea type="auto" offsetScrollbars>
          <Table striped withTableBorder aria-label={t('assignments.cockpit.membersLabel')} data-testid="assignment-cockpit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('assignments.cockpit.member')}</Table.Th>
                <Table.Th scope="col">{t('assignments.cockpit.status')}</Table.Th>
                <Table.Th scope="col">{t('assignments.cockpit.lastActivity')}</Table.Th>
                <Table.Th scope="col">{t('assignments.cockpit.updatedBy')}</Table.Th>
                <Table.Th scope="col">{t('assignments.cockpit.submissions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.uid} data-testid={`assignment-cockpit-row-${row.uid}`} data-status={row.status}>
                  <Table.Th scope="row" fw={500}>
                    {row.name}
                  </Table.Th>
                  <Table.Td>
                    <MemberStatus assignmentId={assignmentId} row={row} />
                  </Table.Td>
                  <Table.Td>{row.lastActivity ? formatDate(row.lastActivity, { withTime: true }) : '–'}</Table.Td>
                  <Table.Td>{row.updatedBy?.name ?? '–'}</Table.Td>
                  <Table.Td>
                    <Submissions row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
