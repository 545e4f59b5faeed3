// Course access: the courses module's public file for every other feature. Visibility (404 for a course
// the user may not see, never 403 with details), the roles and permissions the user acts with, and the
// cockpit guard. It lives in the courses module because it is built from the courses policy and
// repository; other modules import this file, never courses.service.ts.
import { COURSE_ERROR_CODES, type CourseRoleId, type PermissionMap } from '@campus/shared';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound, type AppError } from '../../lib/errors.ts';
import { accessFirst } from '../../plugins/access-first.ts';
import { actingRoleIds, coursePeriodState, coursePermissions, isCourseShown, mayOpenCockpit, type CoursePeriodState } from './courses.policy.ts';
import { findCourseAccessRow, type CourseAccessRow } from './courses.repository.ts';

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
  return notFound(`Course ${courseId} was not found.`);
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

/** Throws 403 COCKPIT_FORBIDDEN unless the user may open the course cockpit (students never). */
export function assertCockpitAccess(access: CourseAccess): void {
  if (!mayOpenCockpit(access.roleIds, access.permissions, access.studentMode)) {
    throw forbidden('Only the people who run the course open its cockpit.', COURSE_ERROR_CODES.cockpitForbidden);
  }
}

/**
 * A preValidation hook (plugins/access-first.ts) for routes that name a course (`og` in the query, or
 * the path's id): a course the caller may not see is 404 before the body or the query is validated,
 * exactly as a missing one (issue 27). `schema` is the route's own schema of the id.
 */
export function courseVisibleFirst<Schema extends z.ZodType>(
  db: Database,
  source: 'params' | 'query',
  schema: Schema,
  courseIdOf: (ids: z.output<Schema>) => number,
): preValidationAsyncHookHandler {
  return accessFirst(source, schema, (principal, ids) => requireCourseAccess(db, principal, courseIdOf(ids)));
}
