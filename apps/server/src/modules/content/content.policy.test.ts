// The content permission rules over course permission maps (student mode and course flags applied).
import { COURSE_ROLE, permissionsForRoles } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { commentPermissions, itemPermissions, mayCreate } from './content.policy.ts';

const actor = (roleId: number, options: Parameters<typeof permissionsForRoles>[1] = {}) => ({
  userId: 7,
  permissions: permissionsForRoles([roleId], options),
});

describe('itemPermissions', () => {
  it('lets the author edit and delete their own item', () => {
    expect(itemPermissions(actor(COURSE_ROLE.student), 7)).toEqual({ update: true, delete: true, comment: true });
  });

  it("keeps students and mentors off other people's items", () => {
    expect(itemPermissions(actor(COURSE_ROLE.student), 8)).toEqual({ update: false, delete: false, comment: true });
    expect(itemPermissions(actor(COURSE_ROLE.mentor), 8)).toEqual({ update: false, delete: false, comment: true });
  });

  it('lets managers and instructors moderate, but not in student mode', () => {
    expect(itemPermissions(actor(COURSE_ROLE.instructor), 8).update).toBe(true);
    expect(itemPermissions(actor(COURSE_ROLE.manager), null).delete).toBe(true);
    expect(itemPermissions(actor(COURSE_ROLE.instructor, { studentMode: true }), 8).update).toBe(false);
  });

  it('never treats an item without author as the caller’s own', () => {
    expect(itemPermissions(actor(COURSE_ROLE.student), null)).toEqual({ update: false, delete: false, comment: true });
  });

  it('gives guests read only', () => {
    expect(itemPermissions(actor(COURSE_ROLE.guest), 8)).toEqual({ update: false, delete: false, comment: false });
  });
});

describe('commentPermissions and mayCreate', () => {
  it('follows the same author-or-moderator rule for comments', () => {
    expect(commentPermissions(actor(COURSE_ROLE.mentor), 7)).toEqual({ update: true, delete: true });
    expect(commentPermissions(actor(COURSE_ROLE.mentor), 8)).toEqual({ update: false, delete: false });
    expect(commentPermissions(actor(COURSE_ROLE.manager), 8)).toEqual({ update: true, delete: true });
  });

  it('honours the member news and member files flags', () => {
    expect(mayCreate(actor(COURSE_ROLE.member), 'news')).toBe(false);
    expect(mayCreate(actor(COURSE_ROLE.member, { courseFlags: { memberNewsEnabled: true } }), 'news')).toBe(true);
    expect(mayCreate(actor(COURSE_ROLE.member), 'cmap')).toBe(true);
    expect(mayCreate(actor(COURSE_ROLE.guest), 'videocomment')).toBe(false);
  });
});
