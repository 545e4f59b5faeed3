import { COURSE_ROLE, permissionsForRoles, type CourseRoleId } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { assignmentCapabilities, canSeeAssignment, isAssignedTo } from './assignments.policy.ts';

function capabilities(roleIds: CourseRoleId[], studentMode = false) {
  return assignmentCapabilities(roleIds, permissionsForRoles(roleIds, { studentMode }), studentMode);
}

describe('assignmentCapabilities', () => {
  it.each([
    ['manager', [COURSE_ROLE.manager], { canManage: true, seesEveryAudience: true, tracksProgress: false, role: 'manager' }],
    ['instructor', [COURSE_ROLE.instructor], { canManage: true, seesEveryAudience: true, tracksProgress: false, role: 'instructor' }],
    ['mentor', [COURSE_ROLE.mentor], { canManage: false, seesEveryAudience: true, tracksProgress: false, role: 'mentor' }],
    ['student', [COURSE_ROLE.student], { canManage: false, seesEveryAudience: false, tracksProgress: true, role: 'student' }],
    ['member', [COURSE_ROLE.member], { canManage: false, seesEveryAudience: false, tracksProgress: true, role: 'member' }],
    ['guest', [COURSE_ROLE.guest], { canManage: false, seesEveryAudience: false, tracksProgress: false, role: 'guest' }],
  ] as const)('%s', (_name, roles, expected) => {
    expect(capabilities([...roles])).toEqual(expected);
  });

  it('makes staff students in student mode', () => {
    expect(capabilities([COURSE_ROLE.instructor], true)).toEqual({
      canManage: false,
      seesEveryAudience: false,
      tracksProgress: true,
      role: 'student',
    });
  });

  it('bars a student even when a stale permission map grants access_cockpit', () => {
    const stale = assignmentCapabilities([COURSE_ROLE.student], { access_cockpit: 1 }, false);
    expect(stale.canManage).toBe(false);
  });
});

describe('canSeeAssignment', () => {
  const forTeam = { status: 'published' as const, audience: { targetGroups: [], workgroupIds: [9] } };
  const draft = { status: 'draft' as const, audience: { targetGroups: [], workgroupIds: [] } };
  const inTeam = { targetGroups: [], workgroupIds: [9] };
  const outside = { targetGroups: [], workgroupIds: [] };

  it('shows drafts to managers only', () => {
    expect(canSeeAssignment(capabilities([COURSE_ROLE.instructor]), draft, outside)).toBe(true);
    expect(canSeeAssignment(capabilities([COURSE_ROLE.mentor]), draft, outside)).toBe(false);
    expect(canSeeAssignment(capabilities([COURSE_ROLE.student]), draft, outside)).toBe(false);
  });

  it('shows restricted assignments to staff and to the learners they are for', () => {
    expect(canSeeAssignment(capabilities([COURSE_ROLE.mentor]), forTeam, outside)).toBe(true);
    expect(canSeeAssignment(capabilities([COURSE_ROLE.student]), forTeam, inTeam)).toBe(true);
    expect(canSeeAssignment(capabilities([COURSE_ROLE.student]), forTeam, outside)).toBe(false);
    expect(canSeeAssignment(capabilities([COURSE_ROLE.guest]), forTeam, outside)).toBe(false);
  });

  it('counts only published assignments for the member as assigned', () => {
    expect(isAssignedTo(forTeam, inTeam)).toBe(true);
    expect(isAssignedTo(forTeam, outside)).toBe(false);
    expect(isAssignedTo(draft, outside)).toBe(false);
  });
});
