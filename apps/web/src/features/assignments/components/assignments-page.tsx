// course-{id}/app/assignments (spec §2, issue 6): the course's assignments with each one's status for
// the learner and their overall progress, filters kept in the URL, an empty state, and for staff the
// way to create an assignment and to the course cockpit.
import { coursePath, type Assignment, type Course } from '@campus/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { useAssignments } from '../api/get-assignments.ts';
import {
  countStatuses,
  DEFAULT_FILTERS,
  filterAssignments,
  isFiltered,
  isPublicationFilter,
  isStatusFilter,
  type AssignmentFilters as Filters,
} from '../utils/assignment-status.ts';
import { AssignmentCard } from './assignment-card.tsx';
import { AssignmentFilters } from './assignment-filters.tsx';
import { AssignmentFormModal, preloadAssignmentForm } from './assignment-form-modal.tsx';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { ProgressOverview } from './progress-overview.tsx';

/** Roles that have progress of their own (students and members; see the server's LEARNER roles). */
const LEARNER_ROLES: readonly string[] = ['student', 'member'];

function filtersFrom(params: URLSearchParams): Filters {
  const status = params.get('status');
  const publication = params.get('publication');
  return {
    search: params.get('q') ?? '',
    status: isStatusFilter(status) ? status : DEFAULT_FILTERS.status,
    publication: isPublicationFilter(publication) ? publication : DEFAULT_FILTERS.publication,
  };
}

function paramsFrom(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.publication !== 'all') params.set('publication', filters.publication);
  return params;
}

function EmptyState({ filtered, canManage, onCreate, onReset }: { filtered: boolean; canManage: boolean; onCreate: () => void; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" data-testid="assignments-empty">
      <Stack align="center" gap="sm">
        <Text fw={600}>{t(filtered ? 'assignments.empty.filteredTitle' : 'assignments.empty.title')}</Text>
        <Text c="dimmed" ta="center">
          {t(filtered ? 'assignments.empty.filteredText' : canManage ? 'assignments.empty.staffText' : 'assignments.empty.text')}
        </Text>
        {filtered ? (
          <Button variant="default" onClick={onReset}>
            {t('assignments.filters.reset')}
          </Button>
        ) : canManage ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate} onPointerEnter={preloadAssignmentForm}>
            {t('assignments.create')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function AssignmentsPage({ course }: { course: Pick<Course, 'og_id' | 'label'> }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const list = useAssignments(course.og_id);
  const filters = filtersFrom(params);

  const setFilters = (next: Filters) => setParams(paramsFrom(next), { replace: true });
  const openCreate = () => setCreating(true);

  if (list.isPending) return <PageLoading />;
  if (list.isError) return <PageError error={list.error} title={t('assignments.loadFailed')} />;

  const { items, can_manage: canManage, role, student_progress: studentProgress } = list.data;
  const learner = LEARNER_ROLES.includes(role);
  const visible = filterAssignments(items, filters);

  return (
    <Stack gap="md" data-testid="assignments-page">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {t('assignments.title')}
        </Title>
        {canManage ? (
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to={localized(coursePath(course.og_id, 'course-cockpit'))}
              leftSection={<IconLayoutGrid size={16} aria-hidden />}
            >
              {t('assignments.cockpit.course')}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate} onPointerEnter={preloadAssignmentForm}>
              {t('assignments.create')}
            </Button>
          </Group>
        ) : null}
      </Group>

      {learner ? <ProgressOverview percent={studentProgress} counts={countStatuses(items.map((item) => item.studentProgress.status))} /> : null}

      {items.length > 0 ? (
        <AssignmentFilters value={filters} onChange={setFilters} showStatus={learner} showPublication={canManage} />
      ) : null}

      {visible.length === 0 ? (
        <EmptyState
          filtered={items.length > 0 && isFiltered(filters)}
          canManage={canManage}
          onCreate={openCreate}
          onReset={() => setFilters(DEFAULT_FILTERS)}
        />
      ) : (
        <Stack gap="sm" component="section" aria-label={t('assignments.listLabel', { count: visible.length })}>
          {visible.map((assignment: Assignment) => (
            <AssignmentCard key={assignment.id} assignment={assignment} courseId={course.og_id} showStatus={learner} canManage={canManage} />
          ))}
        </Stack>
      )}

      {canManage ? (
        <AssignmentFormModal
          opened={creating}
          onClose={() => setCreating(false)}
          courseId={course.og_id}
          onSaved={(saved) => {
            setCreating(false);
            void navigate(localized(coursePath(course.og_id, 'assignment', { assignmentId: saved.id })));
          }}
        />
      ) : null}
    </Stack>
  );
}
