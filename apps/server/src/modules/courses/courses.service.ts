// Course answers: one course, the course list and the cockpit overview. Access itself (visibility,
// roles, permissions, the cockpit guard) is in course-access.ts.
import {
  COURSE_ROLE_IDS,
  isStudentOnly,
  type Course,
  type CourseCockpit,
  type CourseListResponse,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { assertCockpitAccess, requireCourseAccess } from './course-access.ts';
import { actingRoleIds } from './courses.policy.ts';
import { groupBySite, presentCourse, presentCourseListItem } from './courses.presenter.ts';
import { countMembersByRole, listVisibleCourses } from './courses.repository.ts';

/**
 * A learner's share of completed work in a course (learning path steps where the course has a path,
 * else assignments). The learning-paths and assignments features own it; app.ts composes it and hands
 * it in (see CourseRoutesOptions) so this module imports neither.
 */
export type LearnerProgressShare = (db: Database, courseId: number, userId: number) => Promise<number>;

export async function getCourse(
  db: Database,
  learnerProgressShare: LearnerProgressShare,
  principal: Principal,
  courseId: number,
  now?: Date,
): Promise<Course> {
  const access = await requireCourseAccess(db, principal, courseId, now);
  // A learner's own share of completed assignments (or learning path steps, app.ts composes the share);
  // staff have no progress of their own. A course without either has nothing to complete: 0.
  const progress =
    (access.row.hasAssignments || access.row.hasLearningPath) && isStudentOnly(access.roleIds, access.studentMode)
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
