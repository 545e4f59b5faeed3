// The template permission as the server applies it (spec §6): campus_manager or admin, or a moderator
// role (manager 3, instructor 4) in any course of the campus; nobody in student mode.
import { COURSE_ROLE } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../auth-core/principal.ts';
import { holdsTemplatePermission } from './course-templates.policy.ts';

const principal = (overrides: Partial<Principal> = {}): Principal => ({
  userId: 1,
  sessionId: 's',
  isAdmin: false,
  accountIsAdmin: false,
  studentMode: false,
  impersonatorUserId: null,
  ...overrides,
});

describe('holdsTemplatePermission', () => {
  it('holds for campus managers and admins without course roles', () => {
    expect(holdsTemplatePermission(['campus_manager'], principal(), [])).toBe(true);
    expect(holdsTemplatePermission([], principal({ isAdmin: true, accountIsAdmin: true }), [])).toBe(true);
  });

  it('holds for a manager or instructor of any course', () => {
    expect(holdsTemplatePermission([], principal(), [COURSE_ROLE.student, COURSE_ROLE.manager])).toBe(true);
    expect(holdsTemplatePermission([], principal(), [COURSE_ROLE.instructor])).toBe(true);
  });

  it('does not hold for other roles, other campus roles, or anyone in student mode', () => {
    expect(holdsTemplatePermission(['dialog_manager', 'quiz_manager'], principal(), [COURSE_ROLE.mentor, COURSE_ROLE.student, COURSE_ROLE.guest, COURSE_ROLE.member])).toBe(false);
    expect(holdsTemplatePermission(['campus_manager'], principal({ studentMode: true }), [COURSE_ROLE.manager])).toBe(false);
  });
});
