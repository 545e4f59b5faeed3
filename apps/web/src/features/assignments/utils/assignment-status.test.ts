import { ASSIGNMENT_PROGRESS_STATUSES, canLearnerChangeAssignmentStatus } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { assignmentFixture } from '../testing/assignment-fixtures.ts';
import {
  blockedByEmptyRule,
  countStatuses,
  DEFAULT_FILTERS,
  filterAssignments,
  isFiltered,
  isLearner,
  isOverdue,
  isProgressStatus,
  isPublicationFilter,
  isStatusFilter,
  PROGRESS_STATUSES,
  statusActions,
  statusLabelKey,
} from './assignment-status.ts';

describe('status actions of the work area (spec §4)', () => {
  it('lets a learner start, complete and reopen, never reset to not started', () => {
    expect(statusActions('not_started', true).map((action) => action.to)).toEqual(['in_progress', 'completed']);
    expect(statusActions('in_progress', true).map((action) => action.to)).toEqual(['completed']);
    expect(statusActions('completed', true)).toEqual([{ to: 'in_progress', labelKey: 'assignments.work.reopen' }]);
    for (const current of ['not_started', 'in_progress', 'completed'] as const) {
      expect(statusActions(current, true).some((action) => action.to === 'not_started')).toBe(false);
    }
  });

  it('offers nothing when the user may not work on the assignment', () => {
    expect(statusActions('not_started', false)).toEqual([]);
    expect(statusActions('completed', false)).toEqual([]);
  });

  it('names each status by its translation key', () => {
    expect(statusLabelKey('in_progress')).toBe('assignments.status.in_progress');
  });
});

describe('the empty-assignment rule (spec §6)', () => {
  it('blocks a published empty assignment in a self-learning course only', () => {
    expect(blockedByEmptyRule('self_learning', { isEmpty: true, status: 'published' })).toBe(true);
    expect(blockedByEmptyRule('self_learning', { isEmpty: false, status: 'published' })).toBe(false);
    expect(blockedByEmptyRule('blended', { isEmpty: true, status: 'published' })).toBe(false);
    expect(blockedByEmptyRule('self_learning', { isEmpty: true, status: 'draft' })).toBe(false);
  });
});

describe('learners', () => {
  it('are students and members without a staff role; staff in student mode count as students', () => {
    expect(isLearner([5], false)).toBe(true);
    expect(isLearner([2], false)).toBe(true);
    expect(isLearner([6], false)).toBe(false);
    expect(isLearner([4], false)).toBe(false);
    expect(isLearner([5, 7], false)).toBe(false);
    expect(isLearner([4], true)).toBe(true);
    expect(isLearner([6], true)).toBe(false);
  });
});

describe('list filters', () => {
  const items = [
    assignmentFixture({ id: 3, position: 2, title: 'Set pieces', studentProgress: { status: 'completed', updatedAt: null } }),
    assignmentFixture({ id: 1, position: 0, title: 'Pressing trap', status: 'draft' }),
    assignmentFixture({ id: 2, position: 1, title: 'Build-up play', studentProgress: { status: 'in_progress', updatedAt: null } }),
    assignmentFixture({ id: 4, position: 1, title: 'Counter PRESSING' }),
  ];

  it('keeps course order (position, then id) without filters', () => {
    expect(filterAssignments(items, DEFAULT_FILTERS).map((item) => item.id)).toEqual([1, 2, 4, 3]);
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
  });

  it('searches titles case-insensitively and filters by status and publication', () => {
    expect(filterAssignments(items, { ...DEFAULT_FILTERS, search: ' pressing ' }).map((item) => item.id)).toEqual([1, 4]);
    expect(filterAssignments(items, { ...DEFAULT_FILTERS, status: 'in_progress' }).map((item) => item.id)).toEqual([2]);
    expect(filterAssignments(items, { ...DEFAULT_FILTERS, status: 'not_started' }).map((item) => item.id)).toEqual([1, 4]);
    expect(filterAssignments(items, { ...DEFAULT_FILTERS, publication: 'draft' }).map((item) => item.id)).toEqual([1]);
    expect(filterAssignments(items, { search: 'press', status: 'not_started', publication: 'published' }).map((item) => item.id)).toEqual([4]);
    expect(isFiltered({ ...DEFAULT_FILTERS, search: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, publication: 'published' })).toBe(true);
  });

  it('does not reorder the list it was given', () => {
    const before = items.map((item) => item.id);
    filterAssignments(items, DEFAULT_FILTERS);
    expect(items.map((item) => item.id)).toEqual(before);
  });

  it('recognises only known filter values (they come from the URL)', () => {
    expect(isStatusFilter('completed')).toBe(true);
    expect(isStatusFilter('all')).toBe(true);
    expect(isStatusFilter('done')).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
    expect(isPublicationFilter('draft')).toBe(true);
    expect(isPublicationFilter('archived')).toBe(false);
  });

  it('counts statuses', () => {
    expect(countStatuses(items.map((item) => item.studentProgress.status))).toEqual({ not_started: 2, in_progress: 1, completed: 1 });
    expect(countStatuses([])).toEqual({ not_started: 0, in_progress: 0, completed: 0 });
  });
});

describe('overdue', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is past the due date and not completed', () => {
    expect(isOverdue('2026-02-28T12:00:00Z', 'in_progress', now)).toBe(true);
    expect(isOverdue('2026-02-28T12:00:00Z', 'completed', now)).toBe(false);
    expect(isOverdue('2026-03-02T12:00:00Z', 'not_started', now)).toBe(false);
    expect(isOverdue(null, 'not_started', now)).toBe(false);
    expect(isOverdue('not a date', 'not_started', now)).toBe(false);
  });
});

describe('agreement with @campus/shared (kept free of its zod module at run time)', () => {
  it('lists the same statuses in the same order', () => {
    expect(PROGRESS_STATUSES).toEqual(ASSIGNMENT_PROGRESS_STATUSES);
    expect(isProgressStatus('in_progress')).toBe(true);
    expect(isProgressStatus('done')).toBe(false);
  });

  it('offers exactly the changes canLearnerChangeAssignmentStatus allows', () => {
    for (const from of ASSIGNMENT_PROGRESS_STATUSES) {
      const offered = statusActions(from, true).map((action) => action.to);
      const allowed = ASSIGNMENT_PROGRESS_STATUSES.filter((to) => to !== from && canLearnerChangeAssignmentStatus(from, to));
      expect(offered.sort(), from).toEqual(allowed.sort());
    }
  });
});
