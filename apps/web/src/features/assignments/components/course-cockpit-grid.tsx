// course-{id}/app/course-cockpit (issue 6): learners × assignments with each one's status, filterable by
// status (in one assignment or any) and by group (target group or workgroup), and the xlsx export.
// The route puts it behind the cockpit guard; the server refuses students as well.
import { coursePath, type AssignmentsCourseCockpit, type CockpitAssignment, type CourseCockpitRow, type Course } from '@campus/shared';
import { Anchor, Badge, Group, Paper, ScrollArea, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WHOLE_BADGE_STYLES } from '../../../components/whole-badge.ts';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { downloadCourseCockpitExport } from '../api/download-file.ts';
import { useAssignmentsCourseCockpit } from '../api/get-cockpits.ts';
import { isStatusFilter, STATUS_COLORS, statusLabelKey } from '../utils/assignment-status.ts';
import {
  cellFor,
  columnCounts,
  DEFAULT_COCKPIT_FILTERS,
  filterCockpitRows,
  groupOptions,
  parseGroupFilter,
  type CockpitFilters,
} from '../utils/cockpit-filters.ts';
import { formatDate } from '../utils/format.ts';
import { CockpitError } from './cockpit-forbidden.tsx';
import { ExportButton } from './export-button.tsx';
import { PageLoading } from '../../../components/page-state.tsx';

function Filters({ cockpit, value, onChange }: { cockpit: AssignmentsCourseCockpit; value: CockpitFilters; onChange: (next: CockpitFilters) => void }) {
  const { t } = useTranslation();
  const groups = groupOptions(cockpit);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('assignments.filters.label')}>
      <Select
        label={t('assignments.filters.status')}
        value={value.status}
        allowDeselect={false}
        onChange={(next) => {
          if (isStatusFilter(next)) onChange({ ...value, status: next });
        }}
        data={[
          { value: 'all', label: t('assignments.filters.allStatuses') },
          { value: 'not_started', label: t('assignments.status.not_started') },
          { value: 'in_progress', label: t('assignments.status.in_progress') },
          { value: 'completed', label: t('assignments.status.completed') },
        ]}
        w={200}
      />
      <Select
        label={t('assignments.cockpit.statusIn')}
        value={value.assignmentId === null ? 'any' : String(value.assignmentId)}
        allowDeselect={false}
        disabled={value.status === 'all'}
        onChange={(next) => onChange({ ...value, assignmentId: next === null || next === 'any' ? null : Number(next) })}
        data={[
          { value: 'any', label: t('assignments.cockpit.anyAssignment') },
          ...cockpit.assignments.map((assignment) => ({ value: String(assignment.id), label: assignment.title })),
        ]}
        w={240}
      />
      <Select
        label={t('assignments.filters.group')}
        value={value.group}
        allowDeselect={false}
        disabled={groups.length === 0}
        onChange={(next) => onChange({ ...value, group: parseGroupFilter(next) })}
        data={[
          { value: 'all', label: t('assignments.filters.allGroups') },
          ...(cockpit.targetGroups.length > 0
            ? [{ group: t('assignments.filters.targetGroups'), items: groups.filter((g) => g.kind === 'target').map(({ value: v, label }) => ({ value: v, label })) }]
            : []),
          ...(cockpit.workgroups.length > 0
            ? [{ group: t('assignments.filters.workgroups'), items: groups.filter((g) => g.kind === 'workgroup').map(({ value: v, label }) => ({ value: v, label })) }]
            : []),
        ]}
        w={220}
      />
    </Group>
  );
}

function Cell({ row, assignment }: { row: CourseCockpitRow; assignment: CockpitAssignment }) {
  const { t } = useTranslation();
  const cell = cellFor(row, assignment.id);
  if (!cell?.assigned) {
    return (
      <Text c="dimmed" ta="center" aria-label={t('assignments.cockpit.notAssigned')} title={t('assignments.cockpit.notAssigned')}>
        –
      </Text>
    );
  }
  const details = [
    cell.lastActivity ? t('assignments.cockpit.lastActivityAt', { date: formatDate(cell.lastActivity, { withTime: true }) }) : null,
    t('assignments.cockpit.submissionCount', { count: cell.submissions }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Tooltip label={details} withArrow>
      <Group gap={4} justify="center" wrap="nowrap" data-status={cell.status} data-testid={`cell-${row.uid}-${assignment.id}`}>
        <Badge color={STATUS_COLORS[cell.status]} variant="light" size="sm" styles={WHOLE_BADGE_STYLES}>
          {t(statusLabelKey(cell.status))}
        </Badge>
        {cell.submissions > 0 ? (
          <Group gap={2} wrap="nowrap" aria-label={t('assignments.cockpit.submissionCount', { count: cell.submissions })}>
            <IconFiles size={14} aria-hidden />
            <Text size="xs">{cell.submissions}</Text>
          </Group>
        ) : null}
      </Group>
    </Tooltip>
  );
}

function Grid({
  cockpit,
  rows,
  courseId,
  learnerTo,
}: {
  cockpit: AssignmentsCourseCockpit;
  rows: readonly CourseCockpitRow[];
  courseId: number;
  learnerTo?: ((uid: number) => string) | undefined;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table striped highlightOnHover withTableBorder withColumnBorders stickyHeader aria-label={t('assignments.cockpit.gridLabel')} data-testid="course-cockpit-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('assignments.cockpit.member')}</Table.Th>
            <Table.Th scope="col">{t('assignments.cockpit.progress')}</Table.Th>
            <Table.Th scope="col">{t('assignments.cockpit.lastActivity')}</Table.Th>
            {cockpit.assignments.map((assignment) => {
              const counts = columnCounts(rows, assignment.id);
              return (
                <Table.Th key={assignment.id} scope="col" style={{ minWidth: 140 }}>
                  <Stack gap={2}>
                    <Anchor component={Link} to={localized(coursePath(courseId, 'assignment-cockpit', { id: assignment.id }))} size="sm" fw={600}>
                      {assignment.title}
                    </Anchor>
                    <Text size="xs" c="dimmed" fw={400}>
                      {t('assignments.cockpit.columnSummary', { completed: counts.completed, total: counts.not_started + counts.in_progress + counts.completed })}
                      {assignment.status === 'draft' ? ` · ${t('assignments.publication.draft')}` : ''}
                    </Text>
                  </Stack>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.uid} data-testid={`cockpit-row-${row.uid}`}>
              <Table.Th scope="row" fw={500}>
                {learnerTo ? (
                  <Anchor component={Link} to={learnerTo(row.uid)} fw={500}>
                    {row.name}
                  </Anchor>
                ) : (
                  row.name
                )}
              </Table.Th>
              <Table.Td>{t('assignments.progress.percent', { percent: row.student_progress })}</Table.Td>
              <Table.Td>{row.lastActivity ? formatDate(row.lastActivity, { withTime: true }) : '–'}</Table.Td>
              {cockpit.assignments.map((assignment) => (
                <Table.Td key={assignment.id}>
                  <Cell row={row} assignment={assignment} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export interface AssignmentsCourseCockpitProps {
  course: Pick<Course, 'og_id'>;
  /** A learner's learning cockpit (with language prefix), when the app has that screen. */
  learnerTo?: (uid: number) => string;
}

export function AssignmentsCourseCockpit({ course, learnerTo }: AssignmentsCourseCockpitProps) {
  const { t } = useTranslation();
  const query = useAssignmentsCourseCockpit(course.og_id);
  const [filters, setFilters] = useState<CockpitFilters>(DEFAULT_COCKPIT_FILTERS);

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <CockpitError error={query.error} />;

  const cockpit = query.data;
  const rows = filterCockpitRows(cockpit.members, filters);
  const empty = cockpit.members.length === 0 || cockpit.assignments.length === 0;

  return (
    <Stack gap="md" data-testid="assignments-course-cockpit">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2} size="h3">
          {t('assignments.cockpit.courseTitle')}
        </Title>
        <ExportButton download={(language) => downloadCourseCockpitExport(course.og_id, language)} />
      </Group>
      {empty ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {t(cockpit.assignments.length === 0 ? 'assignments.cockpit.noAssignments' : 'assignments.cockpit.noMembers')}
          </Text>
        </Paper>
      ) : (
        <>
          <Filters cockpit={cockpit} value={filters} onChange={setFilters} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('assignments.cockpit.shown', { shown: rows.length, total: cockpit.members.length })}
          </Text>
          {rows.length === 0 ? (
            <Paper withBorder p="xl" radius="md">
              <Text c="dimmed" ta="center">
                {t('assignments.cockpit.noMatch')}
              </Text>
            </Paper>
          ) : (
            <Grid cockpit={cockpit} rows={rows} courseId={course.og_id} learnerTo={learnerTo} />
          )}
        </>
      )}
    </Stack>
  );
}
