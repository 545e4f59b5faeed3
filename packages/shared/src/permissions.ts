// Course and campus permission rules of spec §6, completed as ARCHITECTURE §4 and docs/permissions.md
// describe. Pure functions: the server enforces them, the web app only hides what the server refuses.
import {
  COURSE_PERMISSIONS,
  COURSE_ROLE,
  isCourseRoleId,
  type CampusRole,
  type CoursePermission,
  type CourseRoleId,
  type CourseRoleName,
} from './roles.ts';
import type { CourseType } from './course-types.ts';

/** The wire shape of a course's `permissions`: a granted permission maps to 1 (spec §3, §6). */
export type PermissionMap = Partial<Record<CoursePermission, 1>>;

/**
 * Course settings that widen what students and members may do. The names are those of the course
 * save payload (spec §3) so a course row can be passed as it is; `videoUploadEnabled` is the
 * course's video upload switch (spec §9: enabled by default).
 */
export interface CourseFlags {
  videoUploadEnabled?: boolean;
  memberNewsEnabled?: boolean;
  memberDialogsEnabled?: boolean;
  memberFilesEnabled?: boolean;
}
export type CourseFlagName = keyof CourseFlags;

/** Flags that are on unless the course turns them off. */
const FLAG_DEFAULTS: Required<CourseFlags> = {
  videoUploadEnabled: true,
  memberNewsEnabled: false,
  memberDialogsEnabled: false,
  memberFilesEnabled: false,
};

/** `true`: always granted; a flag name: granted while that course flag is on. */
export type PermissionGrant = true | CourseFlagName;

// Manager and instructor hold every course permission (ARCHITECTURE §4).
const EVERY_PERMISSION = Object.fromEntries(COURSE_PERMISSIONS.map((p) => [p, true])) as Record<CoursePermission, true>;

/** THE role → permission table; docs/permissions.md explains every cell. Absent means denied. */
export const ROLE_PERMISSIONS: Readonly<
  Record<CourseRoleName, Readonly<Partial<Record<CoursePermission, PermissionGrant>>>>
> = {
  manager: EVERY_PERMISSION,
  instructor: EVERY_PERMISSION,
  // Mentors review and comment; access_cockpit means managing assignments, so they do not get it.
  mentor: { create_content: true, create_file_content: true, upload_video: true },
  student: {
    create_content: true,
    upload_video: 'videoUploadEnabled',
    create_file_content: 'memberFilesEnabled',
    create_news: 'memberNewsEnabled',
    manage_dialog: 'memberDialogsEnabled',
  },
  // Like a student, without video uploads.
  member: {
    create_content: true,
    create_file_content: 'memberFilesEnabled',
    create_news: 'memberNewsEnabled',
    manage_dialog: 'memberDialogsEnabled',
  },
  guest: {},
};

/** Moderator roles (spec §6 course templates): they run the course. */
export const MODERATOR_ROLE_IDS: readonly CourseRoleId[] = [COURSE_ROLE.manager, COURSE_ROLE.instructor];
/** Staff roles act with student rights in student mode. */
export const STAFF_ROLE_IDS: readonly CourseRoleId[] = [...MODERATOR_ROLE_IDS, COURSE_ROLE.mentor];

/** The domain role that counts as every campus role (spec §6). */
export const CAMPUS_ADMIN_ROLE = 'admin';

const ROLE_NAME_BY_ID = new Map<number, CourseRoleName>(
  (Object.entries(COURSE_ROLE) as [CourseRoleName, CourseRoleId][]).map(([name, id]) => [id, name]),
);

export function isModeratorRole(roleId: number): boolean {
  return (MODERATOR_ROLE_IDS as readonly number[]).includes(roleId);
}

export function isStaffRole(roleId: number): boolean {
  return (STAFF_ROLE_IDS as readonly number[]).includes(roleId);
}

/** The roles a user acts with: known ids only; in student mode staff roles become student. */
export function effectiveRoleIds(roleIds: Iterable<number>, studentMode = false): CourseRoleId[] {
  const result = new Set<CourseRoleId>();
  for (const id of roleIds) {
    if (!isCourseRoleId(id)) continue;
    result.add(studentMode && isStaffRole(id) ? COURSE_ROLE.student : id);
  }
  return [...result];
}

export interface PermissionOptions {
  studentMode?: boolean;
  courseFlags?: CourseFlags;
}

/** Union of the permissions of all roles held, as the `permissions` map of the course (spec §3). */
export function permissionsForRoles(roleIds: Iterable<number>, options: PermissionOptions = {}): PermissionMap {
  const flags: Required<CourseFlags> = { ...FLAG_DEFAULTS, ...definedFlags(options.courseFlags) };
  const result: PermissionMap = {};
  for (const roleId of effectiveRoleIds(roleIds, options.studentMode ?? false)) {
    const name = ROLE_NAME_BY_ID.get(roleId);
    if (name === undefined) continue;
    const grants = ROLE_PERMISSIONS[name];
    for (const permission of COURSE_PERMISSIONS) {
      const grant = grants[permission];
      if (grant === true || (grant !== undefined && flags[grant])) result[permission] = 1;
    }
  }
  return result;
}

// An explicit `undefined` in the course row must not override a default.
function definedFlags(flags: CourseFlags | undefined): CourseFlags {
  const result: CourseFlags = {};
  if (flags === undefined) return result;
  for (const key of Object.keys(FLAG_DEFAULTS) as CourseFlagName[]) {
    const value = flags[key];
    if (value !== undefined) result[key] = value;
  }
  return result;
}

export function hasPermission(permissions: PermissionMap | null | undefined, permission: CoursePermission): boolean {
  return permissions?.[permission] === 1;
}

/** Campus role check; admin (flag or the `admin` domain role) counts as every role (spec §6). */
export function hasCampusRole(domainRoles: readonly string[], role: CampusRole, isAdmin: boolean): boolean {
  return isAdmin || domainRoles.includes(CAMPUS_ADMIN_ROLE) || domainRoles.includes(role);
}

/**
 * Course templates need campus_manager, or a moderator role in any course (spec §6).
 * `courseRoleIds`: every role id the user holds in any course of the campus.
 */
export function canUseCourseTemplates(
  domainRoles: readonly string[],
  isAdmin: boolean,
  courseRoleIds: Iterable<number>,
): boolean {
  if (hasCampusRole(domainRoles, 'campus_manager', isAdmin)) return true;
  for (const id of courseRoleIds) if (isModeratorRole(id)) return true;
  return false;
}

/**
 * True when the user acts as a student and holds no staff role (in student mode staff act as
 * students). A guest-only user is not a student.
 */
export function isStudentOnly(roleIds: Iterable<number>, studentMode = false): boolean {
  const roles = effectiveRoleIds(roleIds, studentMode);
  return roles.includes(COURSE_ROLE.student) && !roles.some(isStaffRole);
}

/**
 * Course and assignment cockpit: needs access_cockpit, and students are barred even if a stale
 * permission map says otherwise (spec §5 guard, §6).
 */
export function canOpenCockpit(roleIds: Iterable<number>, permissions: PermissionMap | null | undefined, studentMode = false): boolean {
  return !isStudentOnly(roleIds, studentMode) && hasPermission(permissions, 'access_cockpit');
}

/** `campus_features.courseTypes` of the campus (spec §3). */
export interface CampusFeatures {
  courseTypes?: Partial<Record<'self_learning' | 'compact_learning', boolean>>;
}

/**
 * Who may create a course of a type: campus managers and admins; self_learning and
 * compact_learning only while the campus feature is on (spec §6), for admins too.
 */
export function canCreateCourseType(
  type: CourseType,
  campusFeatures: CampusFeatures | null | undefined,
  campusRoles: readonly string[],
  isAdmin: boolean,
): boolean {
  if (!hasCampusRole(campusRoles, 'campus_manager', isAdmin)) return false;
  if (type === 'self_learning' || type === 'compact_learning') {
    return campusFeatures?.courseTypes?.[type] === true;
  }
  return true;
}

/** Minimal assignment shape needed to tell whether it has anything to work on. */
export interface AssignmentBody {
  description?: string | null;
  attachments?: readonly unknown[] | null;
  videos?: readonly unknown[] | null;
}

/** An assignment is empty when it has no description text, no attachments and no videos. */
export function isAssignmentEmpty(assignment: AssignmentBody): boolean {
  const text = (assignment.description ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' && (assignment.attachments?.length ?? 0) === 0 && (assignment.videos?.length ?? 0) === 0;
}

/** A student may not set the status of an empty assignment in a self-learning course (spec §6). */
export function canStudentSetAssignmentStatus(courseType: CourseType, assignmentIsEmpty: boolean): boolean {
  return !(courseType === 'self_learning' && assignmentIsEmpty);
}

/** Course-spot quotas apply only to blended learning courses (spec §6). */
export function quotasApply(courseType: CourseType): boolean {
  return courseType === 'blended';
}

/** The stored comment mode (blog, document) belongs to students; everyone else clears it (spec §4, §6). */
export function shouldClearCommentMode(roleIds: Iterable<number>, studentMode = false): boolean {
  return !isStudentOnly(roleIds, studentMode);
}
