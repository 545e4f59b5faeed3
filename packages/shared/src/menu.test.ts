import { describe, expect, it } from 'vitest';
import { COURSE_ROLE } from './roles.ts';
import { permissionsForRoles } from './permissions.ts';
import {
  buildCourseMenu,
  COURSE_MENU_LABEL_KEYS,
  courseEditFormTarget,
  markActive,
  menuTextColor,
  relativeLuminance,
  type CourseMenuInput,
  type MenuItem,
} from './menu.ts';

describe('menuTextColor', () => {
  it('puts dark text on light backgrounds and white text on dark ones', () => {
    expect(menuTextColor('#ffffff')).toBe('#3b3b3b');
    expect(menuTextColor('#000000')).toBe('#ffffff');
    expect(menuTextColor('#ffff00')).toBe('#3b3b3b');
    expect(menuTextColor('#0000ff')).toBe('#ffffff');
  });

  it('decides on relative luminance, not on the channel average', () => {
    // #808080 averages 0.5 but its relative luminance is about 0.22.
    expect(relativeLuminance([128, 128, 128])).toBeCloseTo(0.2159, 3);
    expect(menuTextColor('#808080')).toBe('#ffffff');
  });

  it('switches at a luminance of 0.5', () => {
    // #bcbcbc is just above 0.5, #bbbbbb just below.
    expect(relativeLuminance([188, 188, 188])).toBeGreaterThan(0.5);
    expect(relativeLuminance([187, 187, 187])).toBeLessThan(0.5);
    expect(menuTextColor('#bcbcbc')).toBe('#3b3b3b');
    expect(menuTextColor('#bbbbbb')).toBe('#ffffff');
  });

  it('accepts short, upper-case, unprefixed and alpha hex forms', () => {
    expect(menuTextColor('#FFF')).toBe('#3b3b3b');
    expect(menuTextColor('000')).toBe('#ffffff');
    expect(menuTextColor(' #000000ff ')).toBe('#ffffff');
  });

  it('falls back to dark text for values that are not hex colours', () => {
    expect(menuTextColor('')).toBe('#3b3b3b');
    expect(menuTextColor('red')).toBe('#3b3b3b');
    expect(menuTextColor('#12345')).toBe('#3b3b3b');
  });
});

const base: CourseMenuInput = {
  courseId: 5,
  kind: 'course',
  courseType: 'default',
  permissions: permissionsForRoles([COURSE_ROLE.student]),
  features: {},
  dashboardEnabled: true,
};

function flatIds(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flatIds(item.items ?? [])]);
}

function find(items: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = find(item.items ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

describe('buildCourseMenu', () => {
  it('shows a student the course screens, grouped, without administration', () => {
    const menu = buildCourseMenu({ ...base, hasLearningPath: true });
    expect(flatIds(menu)).toEqual([
      'dashboard',
      'assignments',
      'learning-path',
      'separator-collaboration',
      'collaboration',
      'content',
      'videos',
      'course-documents',
      'members',
      'conversations',
      'dialogs',
    ]);
    expect(menu.map((item) => item.type)).toEqual(['item', 'item', 'item', 'separator', 'group']);
  });

  it('shows the learning path to learners only where the course has one, to staff always', () => {
    expect(flatIds(buildCourseMenu(base))).not.toContain('learning-path');
    expect(flatIds(buildCourseMenu({ ...base, hasLearningPath: false }))).not.toContain('learning-path');
    const staff = { ...base, permissions: permissionsForRoles([COURSE_ROLE.instructor]) };
    expect(flatIds(buildCourseMenu(staff))).toContain('learning-path');
    expect(flatIds(buildCourseMenu({ ...staff, hasLearningPath: true }))).toContain('learning-path');
  });

  it('fills every item with an i18n label, an icon and an in-app target', () => {
    const items = buildCourseMenu({ ...base, permissions: permissionsForRoles([COURSE_ROLE.manager]) });
    expect(find(items, 'dashboard')).toEqual({
      id: 'dashboard',
      type: 'item',
      label: 'menu.dashboard',
      icon: 'layout-dashboard',
      target: '/course-5/app/dashboard',
      isLegacy: false,
    });
    expect(find(items, 'collaboration')).toMatchObject({ label: 'menu.groups.collaboration', collapsed: true });
    const labels = flatIds(items)
      .map((id) => find(items, id)?.label)
      .filter((label) => label !== undefined);
    expect([...labels].sort()).toEqual([...COURSE_MENU_LABEL_KEYS].sort());
  });

  it('hides the dashboard when it is disabled', () => {
    expect(flatIds(buildCourseMenu({ ...base, dashboardEnabled: false }))).not.toContain('dashboard');
  });

  it('never shows tasks in a group', () => {
    const ids = flatIds(buildCourseMenu({ ...base, kind: 'group', permissions: permissionsForRoles([COURSE_ROLE.manager]) }));
    expect(ids).not.toContain('assignments');
    expect(ids).toContain('content');
  });

  it('hides members when the course turns contacts off', () => {
    expect(flatIds(buildCourseMenu({ ...base, features: { contacts: false } }))).not.toContain('members');
    expect(flatIds(buildCourseMenu({ ...base, features: null }))).toContain('members');
  });

  it('shows the cockpit only with access_cockpit', () => {
    const withCockpit = buildCourseMenu({ ...base, permissions: { access_cockpit: 1 } });
    expect(find(withCockpit, 'course-cockpit')?.target).toBe('/course-5/app/course-cockpit');
    expect(flatIds(withCockpit)).not.toContain('course-edit-form');
    expect(flatIds(buildCourseMenu({ ...base, permissions: permissionsForRoles([COURSE_ROLE.mentor]) }))).not.toContain(
      'administration',
    );
  });

  it('offers the course edit form with administer_course, over the dashboard', () => {
    const menu = buildCourseMenu({ ...base, permissions: { administer_course: 1 } });
    expect(find(menu, 'course-edit-form')).toMatchObject({
      label: 'menu.course-edit-form',
      target: '/course-5/app/dashboard?dialog=course-edit-form',
    });
  });

  it('opens the course edit form over assignments in a self-learning course without dashboard', () => {
    const menu = buildCourseMenu({
      ...base,
      courseType: 'self_learning',
      dashboardEnabled: false,
      permissions: { administer_course: 1 },
    });
    expect(find(menu, 'course-edit-form')?.target).toBe('/course-5/app/assignments?dialog=course-edit-form');
  });
});

describe('courseEditFormTarget', () => {
  it('uses the content screen for a group without dashboard (groups have no assignments)', () => {
    expect(courseEditFormTarget({ courseId: 2, kind: 'group', dashboardEnabled: false })).toBe(
      '/course-2/app/content?dialog=course-edit-form',
    );
  });
});

describe('markActive', () => {
  const menu = buildCourseMenu({ ...base, permissions: permissionsForRoles([COURSE_ROLE.manager]) });

  function activeIds(items: readonly MenuItem[]): string[] {
    return flatIds(items).filter((id) => find(items, id)?.active === true && find(items, id)?.type === 'item');
  }

  it('marks the item with the current path active and nothing else', () => {
    const marked = markActive(menu, '/course-5/app/dashboard');
    expect(activeIds(marked)).toEqual(['dashboard']);
    expect(find(marked, 'collaboration')).toMatchObject({ active: false, collapsed: true });
  });

  it('opens the group that contains the active item and leaves the other groups as they were', () => {
    const marked = markActive(menu, '/course-5/app/videos');
    expect(activeIds(marked)).toEqual(['videos']);
    expect(find(marked, 'collaboration')).toMatchObject({ active: true, collapsed: false });
    expect(find(marked, 'administration')).toMatchObject({ active: false, collapsed: true });
  });

  it('keeps a group the user opened open', () => {
    const opened = menu.map((item) => (item.id === 'administration' ? { ...item, collapsed: false } : item));
    expect(find(markActive(opened, '/course-5/app/videos'), 'administration')?.collapsed).toBe(false);
  });

  it('highlights the list entry for its detail screens and ignores a language prefix', () => {
    expect(activeIds(markActive(menu, '/course-5/app/assignment/7'))).toEqual(['assignments']);
    expect(activeIds(markActive(menu, '/de/course-5/app/content-details/blog?id=3'))).toEqual(['content']);
    expect(activeIds(markActive(menu, '/course-5/app/assignment-cockpit/4'))).toEqual(['course-cockpit']);
    expect(activeIds(markActive(menu, '/course-5/app/video-player?id=1&cid=2'))).toEqual(['videos']);
  });

  it('prefers the target whose query matches (edit form over the dashboard)', () => {
    const marked = markActive(menu, '/course-5/app/dashboard?dialog=course-edit-form');
    expect(activeIds(marked)).toEqual(['course-edit-form']);
    expect(find(marked, 'administration')?.collapsed).toBe(false);
  });

  it('marks nothing for a path outside the menu, and another course does not match', () => {
    expect(activeIds(markActive(menu, '/app/campus-dashboard'))).toEqual([]);
    expect(activeIds(markActive(menu, '/course-6/app/dashboard'))).toEqual([]);
    expect(activeIds(markActive(menu, '/course-5/app/constructor'))).toEqual([]);
  });

  it('does not change its input', () => {
    const before = JSON.stringify(menu);
    markActive(menu, '/course-5/app/videos');
    expect(JSON.stringify(menu)).toBe(before);
  });
});
