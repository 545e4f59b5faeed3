// Who may do what with a course's documents (spec §6): pure functions over the course permissions the
// user acts with, so the list answer (what the app shows) and the checks (what the server refuses) agree.
import type { CourseDocumentsPermissions, PermissionMap } from '@campus/shared';

/** create_course_folders: create, rename, move and delete folders (with their contents). */
export function mayManageFolders(permissions: PermissionMap): boolean {
  return permissions.create_course_folders === 1;
}

/** create_file_content: upload files. */
export function mayUpload(permissions: PermissionMap): boolean {
  return permissions.create_file_content === 1;
}

/** The uploader removes their own file; moderators (administer_course) any file. */
export function mayDeleteFile(permissions: PermissionMap, userId: number, file: { createdBy: number | null }): boolean {
  return permissions.administer_course === 1 || (file.createdBy !== null && file.createdBy === userId);
}

export function documentPermissions(permissions: PermissionMap): CourseDocumentsPermissions {
  return { createFolder: mayManageFolders(permissions), upload: mayUpload(permissions) };
}
