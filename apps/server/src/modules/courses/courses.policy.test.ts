import { COURSE_PERMISSIONS, COURSE_ROLE } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import {
  actingRoleIds,
  courseFlagsFromSettings,
  coursePeriodState,
  coursePermissions,
  isCourseShown,
  mayOpenCockpit,
} from './courses.policy.ts';

const none = { heldRoleIds: [], accountIsAdmin: false, campusManager: false };

describe('actingRoleIds', () => {
  it('hides a course from a user with no role and no campus rights', () => {
    expect(actingRoleIds(none)).toBeNull();
  });

  it.each([2, 3, 4, 5, 6, 7])('a member with role %i acts with that role', (roleId) => {
    expect(actingRoleIds({ ...none, heldRoleIds: [roleId] })).toEqual([roleId]);
  });

  it('ignores unknown role ids', () => {
    expect(actingRoleIds({ ...none, heldRoleIds: [1, 9] })).toBeNull();
  });

  it('lets an admin act as manager, on top of a held role', () => {
    expect(actingRoleIds({ ...none, accountIsAdmin: true })).toEqual([COURSE_ROLE.manager]);
    expect(actingRoleIds({ ...none, accountIsAdmin: true, heldRoleIds: [COURSE_ROLE.student] })).toEqual([
      COURSE_ROLE.manager,
      COURSE_ROLE.student,
    ]);
  });

  it('lets a campus manager act as manager only where they hold no role', () => {
    expect(actingRoleIds({ ...none, campusManager: true })).toEqual([COURSE_ROLE.manager]);
    expect(actingRoleIds({ ...none, campusManager: true, heldRoleIds: [COURSE_ROLE.student] })).toEqual([COURSE_ROLE.student]);
  });
});

describe('coursePermissions', () => {
  it('gives managers every permission and students theirs, from the shared table', () => {
    expect(Object.keys(coursePermissions([COURSE_ROLE.manager], false, {})).sort()).toEqual([...COURSE_PERMISSIONS].sort());
    expect(coursePermissions([COURSE_ROLE.student], false, {})).toEqual({ create_content: 1, upload_video: 1 });
    expect(coursePermissions([COURSE_ROLE.guest], false, {})).toEqual({});
  });

  it('turns staff into students in student mode', () => {
    expect(coursePermissions([COURSE_ROLE.instructor], true, {})).toEqual({ create_content: 1, upload_video: 1 });
  });

  it('reads the member switches from the course settings, ignoring non-booleans', () => {
    const settings = { memberNewsEnabled: true, videoUploadEnabled: false, memberFilesEnabled: 'yes' };
    expect(courseFlagsFromSettings(settings)).toEqual({ memberNewsEnabled: true, videoUploadEnabled: false });
    expect(coursePermissions([COURSE_ROLE.student], false, settings)).toEqual({ create_content: 1, create_news: 1 });
  });
});

describe('course period and show', () => {
  const day = 24 * 60 * 60 * 1000;
  const start = new Date('2026-03-01T00:00:00Z');
  const end = new Date('2026-03-31T00:00:00Z');

  it.each([
    ['2026-02-28T23:59:59Z', 'not_started'],
    ['2026-03-01T00:00:00Z', 'running'],
    ['2026-03-31T23:59:59Z', 'running'],
    ['2026-04-01T00:00:00Z', 'ended'],
  ] as const)('%s is %s (the end day counts whole)', (now, expected) => {
    expect(coursePeriodState(start, end, new Date(now))).toBe(expected);
  });

  it('treats missing dates as open', () => {
    expect(coursePeriodState(null, null, new Date(0))).toBe('running');
    expect(coursePeriodState(null, end, new Date(end.getTime() + day))).toBe('ended');
  });

  it('shows an inactive course only to those who administer it', () => {
    expect(isCourseShown('running', {})).toBe(true);
    expect(isCourseShown('ended', { create_content: 1 })).toBe(false);
    expect(isCourseShown('not_started', { administer_course: 1 })).toBe(true);
  });
});

describe('mayOpenCockpit', () => {
  it('bars students and staff in student mode, lets managers and instructors in', () => {
    const staff = coursePermissions([COURSE_ROLE.manager], false, {});
    expect(mayOpenCockpit([COURSE_ROLE.manager], staff, false)).toBe(true);
    expect(mayOpenCockpit([COURSE_ROLE.manager], coursePermissions([COURSE_ROLE.manager], true, {}), true)).toBe(false);
    expect(mayOpenCockpit([COURSE_ROLE.student], coursePermissions([COURSE_ROLE.student], false, {}), false)).toBe(false);
    // A stale map that grants the cockpit does not let a student in.
    expect(mayOpenCockpit([COURSE_ROLE.student], { access_cockpit: 1 }, false)).toBe(false);
    expect(mayOpenCockpit([COURSE_ROLE.mentor], coursePermissions([COURSE_ROLE.mentor], false, {}), false)).toBe(false);
  });
});
