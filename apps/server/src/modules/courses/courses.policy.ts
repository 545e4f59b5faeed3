// Who sees a course and with which roles it is used; when a course is shown. Pure rules over
// the shared role table (docs/permissions.md "Course visibility").
import {
  COURSE_ROLE,
  DEFAULT_COURSE_FEATURES,
  canOpenCockpit,
  hasCampusRole,
  isCourseRoleId,
  permissionsForRoles,
  type CampusRole,
  type CourseFeatures,
  type CourseFlags,
  type CourseRoleId,
  type PermissionMap,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { CourseSettings } from '../../db/schema/index.ts';

export interface CourseViewer {
  /** Held membership roles in the course (a membership has one role; kept a list for the shared rules). */
  heldRoleIds: readonly number[];
  /** The account is a campus admin (the flag, whatever the student mode). */
  accountIsAdmin: boolean;
  /** The user holds campus_manager on the course's campus. */
  campusManager: boolean;
}

/**
 * The roles the user acts with in a course, or null when the course is invisible to them.
 * Members act with their role. Campus admins count as every role, so they also act as manager.
 * Campus managers run their campus: in a course where they hold no role they act as manager; where
 * they enrolled with a role, that role counts (a campus manager taking a course as student is a student).
 */
export function actingRoleIds(viewer: CourseViewer): CourseRoleId[] | null {
  const roles = new Set<CourseRoleId>(viewer.heldRoleIds.filter(isCourseRoleId));
  if (viewer.accountIsAdmin || (viewer.campusManager && roles.size === 0)) roles.add(COURSE_ROLE.manager);
  return roles.size === 0 ? null : [...roles].sort((a, b) => a - b);
}

/** Course settings (the course save payload names) that widen member permissions. */
export function courseFlagsFromSettings(settings: Readonly<Record<string, unknown>>): CourseFlags {
  const flags: CourseFlags = {};
  for (const key of ['videoUploadEnabled', 'memberNewsEnabled', 'memberDialogsEnabled', 'memberFilesEnabled'] as const) {
    const value = settings[key];
    if (typeof value === 'boolean') flags[key] = value;
  }
  return flags;
}

export function coursePermissions(roleIds: readonly CourseRoleId[], studentMode: boolean, settings: Readonly<Record<string, unknown>>): PermissionMap {
  return permissionsForRoles(roleIds, { studentMode, courseFlags: courseFlagsFromSettings(settings) });
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type CoursePeriodState = 'running' | 'not_started' | 'ended';

/** Where `now` falls in the course period; the end date counts as a whole day. Missing dates are open. */
export function coursePeriodState(startDate: Date | null, endDate: Date | null, now: Date): CoursePeriodState {
  if (startDate !== null && now.getTime() < startDate.getTime()) return 'not_started';
  if (endDate !== null && now.getTime() >= endDate.getTime() + DAY_MS) return 'ended';
  return 'running';
}

/**
 * `show` of the course (spec §3): outside its period a course is inactive for everyone who does not
 * administer it (they get og_inactive instead); the people who run it always see it.
 */
export function isCourseShown(period: CoursePeriodState, permissions: PermissionMap): boolean {
  return period === 'running' || permissions.administer_course === 1;
}

/** The server side of the cockpit guard (spec §5): the same rule the web app applies. */
export function mayOpenCockpit(roleIds: readonly CourseRoleId[], permissions: PermissionMap, studentMode: boolean): boolean {
  return canOpenCockpit(roleIds, permissions, studentMode);
}

// Who administers a course: the course editor and the taxonomy feature (adding terms) both ask.
type Actor = Pick<Principal, 'isAdmin' | 'studentMode'>;

/**
 * Campus managers and admins run a campus. In student mode they act as students, so they do not
 * (principal.isAdmin is already false in student mode).
 */
export function runsCampus(campusRoles: readonly CampusRole[], actor: Actor): boolean {
  if (actor.studentMode) return false;
  return hasCampusRole(campusRoles, 'campus_manager', actor.isAdmin);
}

export interface CourseAdminFacts {
  /** The user's permissions in the course, student mode applied. */
  permissions: PermissionMap;
  /** The user holds campus_manager on the course's campus. */
  campusManager: boolean;
}

/** Editing, deleting and configuring a course: its managers (administer_course), campus managers, admins. */
export function mayAdministerCourse(facts: CourseAdminFacts, actor: Actor): boolean {
  if (facts.permissions.administer_course === 1) return true;
  return runsCampus(facts.campusManager ? ['campus_manager'] : [], actor);
}

// `course_features` from the course settings (our key names: the save payload has none for them);
// the course answer and the system config both read them.
function flagSetting(settings: CourseSettings, key: string, fallback: boolean): boolean {
  const value = settings[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function courseFeatures(settings: CourseSettings): CourseFeatures {
  return {
    tandem_assignments: flagSetting(settings, 'tandemAssignments', DEFAULT_COURSE_FEATURES.tandem_assignments),
    contacts: flagSetting(settings, 'contactsEnabled', DEFAULT_COURSE_FEATURES.contacts),
    has_certificated: flagSetting(settings, 'hasCertificate', DEFAULT_COURSE_FEATURES.has_certificated),
  };
}
