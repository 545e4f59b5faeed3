import { describe, expect, it } from 'vitest';
import { mayAdministerCourse, runsCampus } from '../courses/courses.policy.ts';
import { decideCourseCreation } from './course-editor.policy.ts';

const both = { courseTypes: { self_learning: true, compact_learning: true } };
const none = { courseTypes: { self_learning: false, compact_learning: false } };
const user = { isAdmin: false, studentMode: false };
const admin = { isAdmin: true, studentMode: false };

describe('runsCampus', () => {
  it('is true for campus managers and admins, false in student mode and for other roles', () => {
    expect(runsCampus(['campus_manager'], user)).toBe(true);
    expect(runsCampus([], admin)).toBe(true);
    expect(runsCampus(['dialog_manager', 'quiz_manager'], user)).toBe(false);
    expect(runsCampus(['campus_manager'], { isAdmin: false, studentMode: true })).toBe(false);
  });
});

describe('decideCourseCreation', () => {
  it.each([
    ['default', both, ['campus_manager'], user, 'allowed'],
    ['blended', none, ['campus_manager'], user, 'allowed'],
    ['elearning', none, [], admin, 'allowed'],
    ['self_learning', both, ['campus_manager'], user, 'allowed'],
    ['self_learning', none, ['campus_manager'], user, 'type_not_allowed'],
    ['compact_learning', none, [], admin, 'type_not_allowed'],
    ['compact_learning', both, [], admin, 'allowed'],
    ['default', both, [], user, 'forbidden'],
    ['default', both, ['dialog_manager'], user, 'forbidden'],
    ['self_learning', none, [], user, 'forbidden'],
    ['default', both, ['campus_manager'], { isAdmin: false, studentMode: true }, 'forbidden'],
  ] as const)('%s on %o for %o (%o) → %s', (type, features, roles, actor, expected) => {
    expect(decideCourseCreation(type, features, roles, actor)).toBe(expected);
  });
});

describe('mayAdministerCourse', () => {
  it('lets course managers (administer_course), campus managers and admins edit', () => {
    expect(mayAdministerCourse({ permissions: { administer_course: 1 }, campusManager: false }, user)).toBe(true);
    expect(mayAdministerCourse({ permissions: {}, campusManager: true }, user)).toBe(true);
    expect(mayAdministerCourse({ permissions: {}, campusManager: false }, admin)).toBe(true);
  });

  it('refuses everyone else, and campus managers in student mode', () => {
    expect(mayAdministerCourse({ permissions: { create_content: 1, upload_video: 1 }, campusManager: false }, user)).toBe(false);
    expect(mayAdministerCourse({ permissions: {}, campusManager: true }, { isAdmin: false, studentMode: true })).toBe(false);
  });
});
