// Student status (spec §4) and the list's filters and summaries, as pure functions the screens call.
// The rules live in @campus/shared. Only types come from its assignments module here: that module
// builds zod schemas at load time, and the list and detail chunks must not carry zod (bundle budget).
// assignment-status.test.ts checks that the constant and the actions below agree with the shared ones.
import {
  canStudentSetAssignmentStatus,
  COURSE_ROLE,
  effectiveRoleIds,
  isStaffRole,
  type Assignment,
  type AssignmentProgressStatus,
  type CourseType,
} from '@campus/shared';

export type StatusCounts = Record<AssignmentProgressStatus, number>;

/** ASSIGNMENT_PROGRESS_STATUSES of @campus/shared, in the order a learner moves through them. */
export const PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const satisfies readonly AssignmentProgressStatus[];

export function isProgressStatus(value: string | null | undefined): value is AssignmentProgressStatus {
  return (PROGRESS_STATUSES as readonly string[]).includes(value ?? '');
}

/** Mantine colours of the three statuses; the same everywhere (list, detail, cockpits). */
export const STATUS_COLORS: Readonly<Record<AssignmentProgressStatus, string>> = {
  not_started: 'gray',
  in_progress: 'yellow',
  completed: 'green',
};

/** i18n key of a status label. */
export function statusLabelKey(status: AssignmentProgressStatus): `assignments.status.${AssignmentProgressStatus}` {
  return `assignments.status.${status}`;
}

export function emptyStatusCounts(): StatusCounts {
  return { not_started: 0, in_progress: 0, completed: 0 };
}

export function countStatuses(statuses: Iterable<AssignmentProgressStatus>): StatusCounts {
  const counts = emptyStatusCounts();
  for (const status of statuses) counts[status] += 1;
  return counts;
}

/** A status change the learner can make from the detail screen, in the order buttons are shown. */
export interface StatusAction {
  to: AssignmentProgressStatus;
  /** i18n key of the button. */
  labelKey: 'assignments.work.start' | 'assignments.work.complete' | 'assignments.work.reopen';
}

/**
 * The buttons of the work area: start (not started → in progress), complete (→ completed) and reopen
 * (completed → in progress); never back to not started, which only staff may do
 * (canLearnerChangeAssignmentStatus). None when the learner may not work on the assignment
 * (can_work_on false: not a learner, a draft, or the empty-assignment rule of spec §6).
 */
export function statusActions(current: AssignmentProgressStatus, canWorkOn: boolean): StatusAction[] {
  if (!canWorkOn) return [];
  switch (current) {
    case 'not_started':
      return [
        { to: 'in_progress', labelKey: 'assignments.work.start' },
        { to: 'completed', labelKey: 'assignments.work.complete' },
      ];
    case 'in_progress':
      return [{ to: 'completed', labelKey: 'assignments.work.complete' }];
    case 'completed':
      return [{ to: 'in_progress', labelKey: 'assignments.work.reopen' }];
  }
}

export type PublicationFilter = 'all' | 'published' | 'draft';
export type StatusFilter = 'all' | AssignmentProgressStatus;

export interface AssignmentFilters {
  /** Free text, matched case-insensitively against the title. */
  search: string;
  status: StatusFilter;
  publication: PublicationFilter;
}

export const DEFAULT_FILTERS: AssignmentFilters = { search: '', status: 'all', publication: 'all' };

export function isFiltered(filters: AssignmentFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all' || filters.publication !== 'all';
}

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value === 'all' || isProgressStatus(value);
}

export function isPublicationFilter(value: string | null): value is PublicationFilter {
  return value === 'all' || value === 'published' || value === 'draft';
}

/** The list in course order (position, then id: ids grow with creation) with the filters applied. */
export function filterAssignments(items: readonly Assignment[], filters: AssignmentFilters): Assignment[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return items
    .filter((item) => needle === '' || item.title.toLocaleLowerCase().includes(needle))
    .filter((item) => filters.status === 'all' || item.studentProgress.status === filters.status)
    .filter((item) => filters.publication === 'all' || item.status === filters.publication)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Past its due date and not completed. */
export function isOverdue(dueDate: string | null, status: AssignmentProgressStatus, now: Date = new Date()): boolean {
  if (dueDate === null || status === 'completed') return false;
  const due = Date.parse(dueDate);
  return Number.isFinite(due) && due < now.getTime();
}

/**
 * Learners have progress of their own: students and members without a staff role (in student mode
 * staff count as students, spec §6). The server decides the same way (can_work_on, the cockpit rows).
 */
export function isLearner(roleIds: Iterable<number>, studentMode: boolean): boolean {
  const roles = effectiveRoleIds(roleIds, studentMode);
  return roles.some((role) => role === COURSE_ROLE.student || role === COURSE_ROLE.member) && !roles.some(isStaffRole);
}

/** Why a learner cannot work on an assignment, when the empty-assignment rule (spec §6) is the reason. */
export function blockedByEmptyRule(courseType: CourseType, assignment: Pick<Assignment, 'isEmpty' | 'status'>): boolean {
  return assignment.status === 'published' && !canStudentSetAssignmentStatus(courseType, assignment.isEmpty);
}
