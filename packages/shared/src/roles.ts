// Roles of spec §6. Course roles are per membership; campus roles come from the campus's domain_roles.

export const COURSE_ROLE = {
  member: 2,
  manager: 3,
  instructor: 4,
  student: 5,
  guest: 6,
  mentor: 7,
} as const;
export type CourseRoleName = keyof typeof COURSE_ROLE;
export type CourseRoleId = (typeof COURSE_ROLE)[CourseRoleName];
export const COURSE_ROLE_IDS: readonly CourseRoleId[] = Object.values(COURSE_ROLE);

export function isCourseRoleId(value: number): value is CourseRoleId {
  return (COURSE_ROLE_IDS as readonly number[]).includes(value);
}

export const CAMPUS_ROLES = ['campus_manager', 'dialog_manager', 'quiz_manager'] as const;
export type CampusRole = (typeof CAMPUS_ROLES)[number];

export const COURSE_PERMISSIONS = [
  'access_cockpit',
  'administer_course',
  'upload_video',
  'manage_videos',
  'create_course_folders',
  'create_file_content',
  'create_content',
  'manage_dialog',
  'create_news',
] as const;
export type CoursePermission = (typeof COURSE_PERMISSIONS)[number];
