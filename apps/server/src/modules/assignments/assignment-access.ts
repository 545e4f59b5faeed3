// Public (AGENTS.md "Module boundaries"): which assignments a viewer may see, for every feature that
// takes an assignment id.
import type { Database } from '../../db/client.ts';
import type { CourseAccess } from '../courses/course-access.ts';
import { EMPTY_AUDIENCE, audienceOf } from './assignments.audience.ts';
import { assignmentCapabilities, canSeeAssignment } from './assignments.policy.ts';
import { findAudiences, findCourseAssignmentStatuses, findMemberAudiences } from './assignments.repository.ts';

/**
 * The ids among `assignmentIds` that the user may see in the course of `access`: live assignments of
 * that course that canSeeAssignment allows (drafts only for those who manage the course; published
 * ones for staff, or for members in their audience). Every feature that takes an assignment id
 * (content, comments, videos, uploads, list filters) asks this, and answers an id left out exactly
 * like one that does not exist, so a hidden assignment cannot be linked, filtered by or named.
 */
export async function visibleAssignmentIds(
  db: Database,
  viewer: { userId: number; access: CourseAccess },
  assignmentIds: readonly number[],
): Promise<Set<number>> {
  const courseId = viewer.access.row.id;
  const rows = await findCourseAssignmentStatuses(db, courseId, assignmentIds);
  if (rows.length === 0) return new Set();
  const capabilities = assignmentCapabilities(viewer.access.roleIds, viewer.access.permissions, viewer.access.studentMode);
  const [audiences, members] = await Promise.all([
    findAudiences(db, rows.map((row) => row.id)),
    findMemberAudiences(db, courseId, [viewer.userId]),
  ]);
  const member = members.get(viewer.userId) ?? { targetGroups: [], workgroupIds: [] };
  return new Set(
    rows
      .filter((row) => canSeeAssignment(capabilities, { status: row.status, audience: audienceOf(audiences.get(row.id) ?? EMPTY_AUDIENCE) }, member))
      .map((row) => row.id),
  );
}
