import { COURSE_ROLE, permissionsForRoles } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { documentPermissions, mayDeleteFile, mayManageFolders, mayUpload } from './course-documents.policy.ts';

describe('course documents policy', () => {
  it('follows the role table: folders for moderators, uploads also for mentors, students with member files', () => {
    const of = (roleId: number, flags = {}) => documentPermissions(permissionsForRoles([roleId], { courseFlags: flags }));
    expect(of(COURSE_ROLE.manager)).toEqual({ createFolder: true, upload: true });
    expect(of(COURSE_ROLE.instructor)).toEqual({ createFolder: true, upload: true });
    expect(of(COURSE_ROLE.mentor)).toEqual({ createFolder: false, upload: true });
    expect(of(COURSE_ROLE.student)).toEqual({ createFolder: false, upload: false });
    expect(of(COURSE_ROLE.student, { memberFilesEnabled: true })).toEqual({ createFolder: false, upload: true });
    expect(of(COURSE_ROLE.guest, { memberFilesEnabled: true })).toEqual({ createFolder: false, upload: false });
  });

  it('lets the uploader or a moderator delete a file', () => {
    const moderator = permissionsForRoles([COURSE_ROLE.instructor]);
    const student = permissionsForRoles([COURSE_ROLE.student]);
    expect(mayDeleteFile(moderator, 1, { createdBy: 2 })).toBe(true);
    expect(mayDeleteFile(student, 1, { createdBy: 1 })).toBe(true);
    expect(mayDeleteFile(student, 1, { createdBy: 2 })).toBe(false);
    expect(mayDeleteFile(student, 1, { createdBy: null })).toBe(false);
    expect(mayManageFolders(student)).toBe(false);
    expect(mayUpload(student)).toBe(false);
  });
});
