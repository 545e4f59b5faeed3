import { describe, expect, it } from 'vitest';
import { CourseParamsSchema, CourseSchema, MenuItemSchema, PermissionMapSchema } from './courses.ts';
import { buildCourseMenu } from './menu.ts';
import { permissionsForRoles } from './permissions.ts';

describe('course wire schemas', () => {
  it('accept the menu buildCourseMenu makes, groups and all', () => {
    const menu = buildCourseMenu({
      courseId: 3,
      kind: 'course',
      courseType: 'default',
      permissions: permissionsForRoles([3]),
      dashboardEnabled: true,
    });
    expect(MenuItemSchema.array().parse(menu)).toEqual(menu);
  });

  it('refuse a menu item of an unknown type', () => {
    expect(MenuItemSchema.safeParse({ id: 'x', type: 'link', isLegacy: false }).success).toBe(false);
  });

  it('keep permission maps to known permissions with the value 1', () => {
    expect(PermissionMapSchema.parse({ access_cockpit: 1 })).toEqual({ access_cockpit: 1 });
    expect(PermissionMapSchema.safeParse({ access_cockpit: true }).success).toBe(false);
    expect(PermissionMapSchema.safeParse({ fly: 1 }).success).toBe(false);
  });

  it('coerce a numeric course id from the path and refuse anything else', () => {
    expect(CourseParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const bad of ['0', '-2', '1.5', 'abc', '99999999999']) expect(CourseParamsSchema.safeParse({ id: bad }).success).toBe(false);
  });

  it('refuse a course with an unknown role id', () => {
    const shape = CourseSchema.shape.roles;
    expect(shape.safeParse([{ id: 5 }]).success).toBe(true);
    expect(shape.safeParse([{ id: 1 }]).success).toBe(false);
  });
});
