// A member's status on an assignment (spec §6): set by the learner themself or by course staff.
import {
  ASSIGNMENT_ERROR_CODES,
  ERROR_CODES,
  canLearnerChangeAssignmentStatus,
  canStudentSetAssignmentStatus,
  type AssignmentProgressInput,
  type AssignmentProgressResponse,
  type AssignmentProgressStatus,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { audienceOf } from './assignments.audience.ts';
import { assignmentContext, presentAssignments, type AssignmentDeps } from './assignments.context.ts';
import { LEARNER_ROLE_IDS, isAssignedTo } from './assignments.policy.ts';
import { iso } from './assignments.presenter.ts';
import { findMemberAudiences, findMemberRole, findProgress, upsertProgress } from './assignments.repository.ts';
import { learnerProgressShare } from './assignments.sources.ts';

export async function setAssignmentProgress(
  deps: AssignmentDeps,
  principal: Principal,
  id: number,
  input: AssignmentProgressInput,
): Promise<AssignmentProgressResponse> {
  const context = await assignmentContext(deps, principal, id);
  const targetId = input.uid ?? principal.userId;
  const [current] = await findProgress(deps.db, [id], [targetId]);
  const from: AssignmentProgressStatus = current?.status ?? 'not_started';

  if (targetId === principal.userId) {
    if (!context.capabilities.tracksProgress) {
      throw forbidden('Only students and members of the course have a status to set.', ASSIGNMENT_ERROR_CODES.progressNotTracked);
    }
    const [item] = await presentAssignments(deps, context, [context.row], new Map([[id, context.audience]]), false);
    if (!canStudentSetAssignmentStatus(context.access.row.courseType, item?.isEmpty ?? true)) {
      throw forbidden('An empty assignment of a self-learning course has no status to set.', ASSIGNMENT_ERROR_CODES.emptyAssignment);
    }
    if (!canLearnerChangeAssignmentStatus(from, input.status)) {
      throw forbidden('Only staff reset an assignment to not started.', ASSIGNMENT_ERROR_CODES.statusChangeNotAllowed);
    }
  } else {
    if (!context.capabilities.canManage) throw forbidden("Only the people who manage the course set a member's status.");
    const roleId = await findMemberRole(deps.db, context.row.courseId, targetId);
    const invalid = (message: string) =>
      new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, { errors: [{ path: 'uid', message }] });
    if (roleId === undefined || !(LEARNER_ROLE_IDS as readonly number[]).includes(roleId)) {
      throw invalid('Not a student or member of this course.');
    }
    const audiences = await findMemberAudiences(deps.db, context.row.courseId, [targetId]);
    const target = audiences.get(targetId) ?? { targetGroups: [], workgroupIds: [] };
    if (!isAssignedTo({ status: context.row.status, audience: audienceOf(context.audience) }, target)) {
      throw invalid('The assignment is not for this member.');
    }
  }

  const saved =
    current !== undefined && from === input.status
      ? current
      : await upsertProgress(deps.db, { assignmentId: id, userId: targetId, status: input.status, at: deps.now(), by: principal.userId });
  return {
    assignmentId: id,
    uid: targetId,
    status: saved.status,
    updatedAt: iso(saved.updatedAt),
    student_progress: await learnerProgressShare(deps.db, context.row.courseId, targetId),
  };
}
