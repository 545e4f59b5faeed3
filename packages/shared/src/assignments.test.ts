import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_LIMITS,
  AssignmentCreateInputSchema,
  AssignmentListQuerySchema,
  AssignmentProgressInputSchema,
  AssignmentUpdateInputSchema,
  assignmentCompletionShare,
  canLearnerChangeAssignmentStatus,
  isAssignmentForMember,
  normalizeTargetGroups,
  type AssignmentProgressStatus,
} from './assignments.ts';

describe('isAssignmentForMember', () => {
  const member = { targetGroups: ['U12 coaches'], workgroupIds: [7] };

  it.each([
    ['no restriction', { targetGroups: [], workgroupIds: [] }, true],
    ['a matching target group', { targetGroups: ['U14 coaches', 'U12 coaches'], workgroupIds: [] }, true],
    ['another target group', { targetGroups: ['U14 coaches'], workgroupIds: [] }, false],
    ['a matching workgroup', { targetGroups: [], workgroupIds: [3, 7] }, true],
    ['another workgroup', { targetGroups: [], workgroupIds: [3] }, false],
    ['both matching', { targetGroups: ['U12 coaches'], workgroupIds: [7] }, true],
    ['target group matching, workgroup not', { targetGroups: ['U12 coaches'], workgroupIds: [3] }, false],
    ['workgroup matching, target group not', { targetGroups: ['U14 coaches'], workgroupIds: [7] }, false],
  ] as const)('%s → %s', (_name, audience, expected) => {
    expect(isAssignmentForMember(audience, member)).toBe(expected);
  });

  it('gives a member without groups only unrestricted assignments', () => {
    const nobody = { targetGroups: [], workgroupIds: [] };
    expect(isAssignmentForMember({ targetGroups: [], workgroupIds: [] }, nobody)).toBe(true);
    expect(isAssignmentForMember({ targetGroups: ['A'], workgroupIds: [] }, nobody)).toBe(false);
  });
});

describe('canLearnerChangeAssignmentStatus', () => {
  const table: [AssignmentProgressStatus, AssignmentProgressStatus, boolean][] = [
    ['not_started', 'not_started', true],
    ['not_started', 'in_progress', true],
    ['not_started', 'completed', true],
    ['in_progress', 'in_progress', true],
    ['in_progress', 'completed', true],
    ['in_progress', 'not_started', false],
    ['completed', 'in_progress', true],
    ['completed', 'completed', true],
    ['completed', 'not_started', false],
  ];
  it.each(table)('%s → %s: %s', (from, to, expected) => {
    expect(canLearnerChangeAssignmentStatus(from, to)).toBe(expected);
  });
});

describe('assignmentCompletionShare', () => {
  it('is the whole percent completed, 0 for nothing assigned', () => {
    expect(assignmentCompletionShare([])).toBe(0);
    expect(assignmentCompletionShare(['completed'])).toBe(100);
    expect(assignmentCompletionShare(['completed', 'in_progress', 'not_started'])).toBe(33);
    expect(assignmentCompletionShare(['completed', 'completed', 'not_started'])).toBe(67);
    expect(assignmentCompletionShare(['in_progress', 'not_started'])).toBe(0);
  });
});

describe('normalizeTargetGroups', () => {
  it('trims, drops blanks and duplicates, keeps order', () => {
    expect(normalizeTargetGroups([' B ', 'A', 'B', '', '  ', 'A'])).toEqual(['B', 'A']);
  });
});

describe('schemas', () => {
  it('parses the list query of spec §7', () => {
    expect(AssignmentListQuerySchema.parse({ og: '12', includeVideos: 'false' })).toEqual({ og: 12, includeVideos: false });
    expect(AssignmentListQuerySchema.parse({ og: '12', includeVideos: '1' })).toEqual({ og: 12, includeVideos: true });
    expect(AssignmentListQuerySchema.parse({ og: '12' })).toEqual({ og: 12, includeVideos: false });
    expect(AssignmentListQuerySchema.safeParse({ og: 'x' }).success).toBe(false);
    expect(AssignmentListQuerySchema.safeParse({ og: '1', includeVideos: 'maybe' }).success).toBe(false);
  });

  it('requires a title of 1–500 characters and a course on create', () => {
    expect(AssignmentCreateInputSchema.safeParse({ og: 1, title: 'Plan' }).success).toBe(true);
    expect(AssignmentCreateInputSchema.safeParse({ og: 1, title: '   ' }).success).toBe(false);
    expect(AssignmentCreateInputSchema.safeParse({ og: 1, title: 'x'.repeat(ASSIGNMENT_LIMITS.titleMax + 1) }).success).toBe(false);
    expect(AssignmentCreateInputSchema.safeParse({ title: 'Plan' }).success).toBe(false);
  });

  it('reports every invalid field with its path', () => {
    const result = AssignmentCreateInputSchema.safeParse({
      og: 1,
      title: '',
      dueDate: '31.01.2030',
      status: 'hidden',
      targetGroups: ['ok', ''],
      workgroups: [0],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(
      ['dueDate', 'status', 'targetGroups.1', 'title', 'workgroups.0'].sort(),
    );
  });

  it('accepts ISO due dates with an offset, or null', () => {
    expect(AssignmentUpdateInputSchema.parse({ dueDate: '2030-01-31T12:00:00+01:00' })).toEqual({ dueDate: '2030-01-31T12:00:00+01:00' });
    expect(AssignmentUpdateInputSchema.parse({ dueDate: null })).toEqual({ dueDate: null });
    expect(AssignmentUpdateInputSchema.parse({})).toEqual({});
  });

  it('knows the three student statuses only', () => {
    expect(AssignmentProgressInputSchema.safeParse({ status: 'completed' }).success).toBe(true);
    expect(AssignmentProgressInputSchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(AssignmentProgressInputSchema.safeParse({ status: 'completed', uid: 0 }).success).toBe(false);
  });
});
