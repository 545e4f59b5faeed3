// Course rules: visibility (404 for a course the user may not see, never 403 with details), the roles
// and permissions the user acts with, the course and list answers, and the cockpit guard.
import {
  COURSE_ERROR_CODES,
  COURSE_ROLE_IDS,
  ERROR_CODES,
  isStudentOnly,
  type Course,
  type CourseCockpit,
  type CourseListResponse,
  type CourseRoleId,
  type PermissionMap,
} from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Principal } from '../auth/principal.ts';
import {
  actingRoleIds,
  coursePeriodState,
  coursePermissions,
  isCourseShown,
  mayOpenCockpit,
  type CoursePeriodState,
} from './courses.policy.ts';
import { groupBySite, presentCourse, presentCourseListItem } from './courses.presenter.ts';
import {
  countMembersByRole,
  findCourseAccessRow,
  listVisibleCourses,
  type CourseAccessRow,
} from './courses.repository.ts';
import { learnerProgressShare } from '../assignments/assignments.service.ts';

/** What a user may do in one course; other features load it to authorize course-scoped calls. */
export interface CourseAccess {
  row: CourseAccessRow;
  /** Roles the user acts with (see actingRoleIds); student mode is applied by the permission rules. */
  roleIds: CourseRoleId[];
  permissions: PermissionMap;
  studentMode: boolean;
  period: CoursePeriodState;
  shown: boolean;
  /** The current campus terms are accepted (or the campus has none). */
  legalAccepted: boolean;
}

export function courseNotFound(courseId: number): AppError {
  return new AppError(404, ERROR_CODES.NOT_FOUND, `Course ${courseId} was not found.`);
}

/** The user's access to a course, or undefined when the course is missing, deleted or invisible to them. */
export async function findCourseAccess(
  db: Database,
  principal: Principal,
  courseId: number,
  now: Date = new Date(),
): Promise<CourseAccess | undefined> {
  const row = await findCourseAccessRow(db, courseId, principal.userId);
  if (!row) return undefined;
  const roleIds = actingRoleIds({
    heldRoleIds: row.heldRoleId === null ? [] : [row.heldRoleId],
    accountIsAdmin: principal.accountIsAdmin,
    campusManager: row.campusManager,
  });
  if (roleIds === null) return undefined;
  const permissions = coursePermissions(roleIds, principal.studentMode, row.settings);
  const period = coursePeriodState(row.startDate, row.endDate, now);
  return {
    row,
    roleIds,
    permissions,
    studentMode: principal.studentMode,
    period,
    shown: isCourseShown(period, permissions),
    legalAccepted: row.termsVersion === null || row.termsAccepted,
  };
}

/** Like findCourseAccess, but a course the user may not see is a 404. */
export async function requireCourseAccess(db: Database, principal: Principal, courseId: number, now?: Date): Promise<CourseAccess> {
  const access = await findCourseAccess(db, principal, courseId, now);
  if (!access) throw courseNotFound(courseId);
  return access;
}

export async function getCourse(db: Database, principal: Principal, courseId: number, now?: Date): Promise<Course> {
  const access = await requireCourseAccess(db, principal, courseId, now);
  // A learner's own share of completed assignments; staff have no progress of their own. A course
  // without assignments has nothing to complete: 0, as learnerProgressShare would answer.
  const progress =
    access.row.hasAssignments && isStudentOnly(access.roleIds, access.studentMode)
      ? await learnerProgressShare(db, courseId, principal.userId)
      : 0;
  return presentCourse(access, principal.userId, progress);
}

export async function listCourses(db: Database, principal: Principal): Promise<CourseListResponse> {
  const rows = await listVisibleCourses(db, principal.userId, principal.accountIsAdmin);
  const entries = rows.flatMap((row) => {
    const roleIds = actingRoleIds({
      heldRoleIds: row.heldRoleId === null ? [] : [row.heldRoleId],
      accountIsAdmin: principal.accountIsAdmin,
      campusManager: row.campusManager,
    });
    return roleIds === null ? [] : [{ siteName: row.siteName, item: presentCourseListItem(row, roleIds) }];
  });
  return groupBySite(entries);
}

/** Throws 403 COCKPIT_FORBIDDEN unless the user may open the course cockpit (students never). */
export function assertCockpitAccess(access: CourseAccess): void {
  if (!mayOpenCockpit(access.roleIds, access.permissions, access.studentMode)) {
    throw new AppError(403, COURSE_ERROR_CODES.cockpitForbidden, 'Only the people who run the course open its cockpit.');
  }
}

export async function getCourseCockpit(db: Database, principal: Principal, courseId: number): Promise<CourseCockpit> {
  const access = await requireCourseAccess(db, principal, courseId);
  assertCockpitAccess(access);
  const counts = await countMembersByRole(db, courseId);
  const membersByRole = COURSE_ROLE_IDS.map((id) => ({ id, count: counts.get(id) ?? 0 }));
  return {
    og_id: access.row.id,
    label: access.row.title,
    member_count: membersByRole.reduce((sum, entry) => sum + entry.count, 0),
    members_by_role: membersByRole,
  };
}
