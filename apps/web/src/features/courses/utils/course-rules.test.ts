import type { Course, CourseGroup } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { mayOpenCockpit } from './cockpit-access.ts';
import { countCourses, filterCourseGroups } from './course-filter.ts';
import { courseLandingPath, courseLandingRoute } from './course-landing.ts';

const groups: CourseGroup[] = [
  {
    groupName: 'Coaching Academy',
    courses: [
      { og_id: 1, domain_id: 1, label: 'Coaching Basics', type: 'course', course_type: 'default', roles: [{ id: 5 }] },
      { og_id: 4, domain_id: 1, label: 'Self-paced Tactics', type: 'course', course_type: 'self_learning', roles: [{ id: 5 }] },
      { og_id: 6, domain_id: 1, label: "Coaches' Lounge", type: 'group', course_type: 'default', roles: [{ id: 5 }] },
    ],
  },
  {
    groupName: 'Youth Football',
    courses: [
      { og_id: 2, domain_id: 1, label: 'Blended Goalkeeper Training', type: 'course', course_type: 'blended', roles: [{ id: 5 }] },
      { og_id: 3, domain_id: 1, label: 'Übungsformen', type: 'course', course_type: 'elearning', roles: [{ id: 5 }] },
    ],
  },
];

const labels = (result: CourseGroup[]) => result.map((group) => [group.groupName, group.courses.map((course) => course.label)]);

describe('course chooser filter', () => {
  it('does not filter below 2 characters', () => {
    expect(filterCourseGroups(groups, '')).toEqual(groups);
    expect(filterCourseGroups(groups, 'x')).toEqual(groups);
    expect(filterCourseGroups(groups, '  t ')).toEqual(groups);
  });

  it('filters case-insensitively from 2 characters, keeping the site groups', () => {
    expect(labels(filterCourseGroups(groups, 'TA'))).toEqual([['Coaching Academy', ['Self-paced Tactics']]]);
    expect(labels(filterCourseGroups(groups, 'coach'))).toEqual([['Coaching Academy', ['Coaching Basics', "Coaches' Lounge"]]]);
    expect(labels(filterCourseGroups(groups, 'ing'))).toEqual([
      ['Coaching Academy', ['Coaching Basics']],
      ['Youth Football', ['Blended Goalkeeper Training']],
    ]);
  });

  it('ignores accents and drops groups without a match', () => {
    expect(labels(filterCourseGroups(groups, 'ubung'))).toEqual([['Youth Football', ['Übungsformen']]]);
    expect(filterCourseGroups(groups, 'zz')).toEqual([]);
    expect(countCourses(groups)).toBe(5);
  });
});

type LandingInput = Pick<Course, 'og_id' | 'course_type' | 'type' | 'dashboard_enabled' | 'permissions'>;
const course = (overrides: Partial<LandingInput>): LandingInput => ({
  og_id: 4,
  course_type: 'self_learning',
  type: 'course',
  dashboard_enabled: true,
  permissions: {},
  ...overrides,
});

describe('course landing', () => {
  it('opens self-learning courses on the dashboard, the tasks or the learning path', () => {
    expect(courseLandingRoute(course({}))).toBe('dashboard');
    expect(courseLandingRoute(course({ dashboard_enabled: false, permissions: { access_cockpit: 1 } }))).toBe('assignments');
    expect(courseLandingRoute(course({ dashboard_enabled: false }))).toBe('learning-path');
    expect(courseLandingRoute(course({ dashboard_enabled: false, type: 'group', permissions: { access_cockpit: 1 } }))).toBe('learning-path');
  });

  it('opens every other course type on the dashboard', () => {
    for (const type of ['default', 'blended', 'elearning', 'compact_learning'] as const) {
      expect(courseLandingRoute(course({ course_type: type, dashboard_enabled: false }))).toBe('dashboard');
    }
    expect(courseLandingPath(course({ dashboard_enabled: false }), { language: 'de' })).toBe('/de/course-4/app/learning-path');
  });
});

describe('cockpit access', () => {
  it('bars students and staff in student mode, lets staff with access_cockpit in', () => {
    expect(mayOpenCockpit({ roles: [{ id: 5 }], permissions: {} }, false)).toBe(false);
    // A stale permission map does not let a student in.
    expect(mayOpenCockpit({ roles: [{ id: 5 }], permissions: { access_cockpit: 1 } }, false)).toBe(false);
    expect(mayOpenCockpit({ roles: [{ id: 3 }], permissions: { access_cockpit: 1 } }, false)).toBe(true);
    expect(mayOpenCockpit({ roles: [{ id: 4 }], permissions: { access_cockpit: 1 } }, true)).toBe(false);
    expect(mayOpenCockpit({ roles: [{ id: 7 }], permissions: {} }, false)).toBe(false);
  });
});
