// Assignments themselves (spec §3, §4): list, read, create, edit, delete, and the form's options.
import {
  ASSIGNMENT_ERROR_CODES,
  ERROR_CODES,
  assignmentCompletionShare,
  normalizeTargetGroups,
  type Assignment,
  type AssignmentCreateInput,
  type AssignmentFormOptions,
  type AssignmentListQuery,
  type AssignmentListResponse,
  type AssignmentUpdateInput,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import { AppError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { EMPTY_AUDIENCE, audienceOf, courseTargetGroups } from './assignments.audience.ts';
import {
  assignmentContext,
  assignmentNotFound,
  courseContext,
  presentAssignments,
  requireManage,
  type AssignmentDeps,
} from './assignments.context.ts';
import { LEARNER_ROLE_IDS, canSeeAssignment, isAssignedTo } from './assignments.policy.ts';
import { submissionsFor } from './assignments.sources.ts';
import {
  findAudiences,
  findCourseWorkgroupIds,
  findMemberAudiences,
  insertAssignment,
  listCourseAssignments,
  listCourseMembers,
  listCourseWorkgroups,
  listTargetGroupsInUse,
  nextPosition,
  replaceTargetGroups,
  replaceWorkgroups,
  softDeleteAssignment,
  updateAssignment,
  type AssignmentChanges,
} from './assignments.repository.ts';

export async function listAssignments(deps: AssignmentDeps, principal: Principal, query: AssignmentListQuery): Promise<AssignmentListResponse> {
  const context = await courseContext(deps, principal, query.og);
  const rows = await listCourseAssignments(deps.db, query.og);
  const audiences = await findAudiences(deps.db, rows.map((row) => row.id));
  const visible = rows.filter((row) =>
    canSeeAssignment(context.capabilities, { status: row.status, audience: audienceOf(audiences.get(row.id) ?? EMPTY_AUDIENCE) }, context.member),
  );
  const items = await presentAssignments(deps, context, visible, audiences, query.includeVideos);
  const assignedStatuses = context.capabilities.tracksProgress
    ? items
        .filter((item) =>
          isAssignedTo({ status: item.status, audience: audienceOf(audiences.get(item.id) ?? EMPTY_AUDIENCE) }, context.member),
        )
        .map((item) => item.studentProgress.status)
    : [];
  return {
    role: context.capabilities.role,
    student_progress: assignmentCompletionShare(assignedStatuses),
    can_manage: context.capabilities.canManage,
    items,
  };
}

export async function getAssignment(deps: AssignmentDeps, principal: Principal, id: number): Promise<Assignment> {
  const context = await assignmentContext(deps, principal, id);
  const [item] = await presentAssignments(deps, context, [context.row], new Map([[id, context.audience]]), true);
  if (!item) throw assignmentNotFound(id);
  const own = await submissionsFor(deps.sources, deps.db, { courseId: context.row.courseId, assignmentIds: [id], userIds: [context.userId] });
  return { ...item, ownSubmissions: own.map(({ kind, id: workId, title, createdAt, url }) => ({ kind, id: workId, title, createdAt, url })) };
}

async function validWorkgroups(deps: AssignmentDeps, courseId: number, requested: readonly number[] | undefined): Promise<number[] | undefined> {
  if (requested === undefined) return undefined;
  const unique = [...new Set(requested)];
  const known = new Set(await findCourseWorkgroupIds(deps.db, courseId, unique));
  const errors = requested.flatMap((workgroupId, index) =>
    known.has(workgroupId) ? [] : [{ path: `workgroups.${index}`, message: 'Not a workgroup of this course.' }],
  );
  if (errors.length > 0) throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Unknown workgroup.', { errors });
  return unique;
}

export async function createAssignment(deps: AssignmentDeps, principal: Principal, input: AssignmentCreateInput): Promise<Assignment> {
  const context = await courseContext(deps, principal, input.og);
  requireManage(context);
  if (context.access.row.kind === 'group') {
    throw new AppError(409, ASSIGNMENT_ERROR_CODES.notInGroups, 'Groups have no assignments.');
  }
  const workgroupIds = (await validWorkgroups(deps, input.og, input.workgroups)) ?? [];
  const targetGroups = normalizeTargetGroups(input.targetGroups ?? []);
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertAssignment(tx, {
      courseId: input.og,
      title: input.title,
      description: sanitizeRichText(input.description ?? ''),
      processingDescription: sanitizeRichText(input.studentProcessing?.description ?? ''),
      status: input.status ?? 'published',
      dueAt: input.dueDate ? new Date(input.dueDate) : null,
      position: input.position ?? (await nextPosition(tx, input.og)),
      createdBy: principal.userId,
    });
    await replaceTargetGroups(tx, created, targetGroups);
    await replaceWorkgroups(tx, created, workgroupIds);
    return created;
  });
  if ((input.status ?? 'published') === 'published') await announcePublished(deps, principal, id, input.og, input.title);
  return getAssignment(deps, principal, id);
}

/** The learners a published assignment is for (LEARNER_ROLE_IDS members its audience takes in). */
async function learnersOf(deps: AssignmentDeps, assignmentId: number, courseId: number): Promise<number[]> {
  const members = await listCourseMembers(deps.db, courseId, LEARNER_ROLE_IDS);
  const ids = members.map((member) => member.userId);
  const [audiences, audienceMembers] = await Promise.all([findAudiences(deps.db, [assignmentId]), findMemberAudiences(deps.db, courseId, ids)]);
  const audience = audienceOf(audiences.get(assignmentId) ?? EMPTY_AUDIENCE);
  return ids.filter((uid) => isAssignedTo({ status: 'published', audience }, audienceMembers.get(uid) ?? { targetGroups: [], workgroupIds: [] }));
}

/** Tells onPublished (notifications); never fails the caller's request. */
async function announcePublished(deps: AssignmentDeps, principal: Principal, assignmentId: number, courseId: number, title: string): Promise<void> {
  if (!deps.onPublished) return;
  try {
    const learnerUids = await learnersOf(deps, assignmentId, courseId);
    await deps.onPublished({ assignmentId, courseId, title, actorUid: principal.userId, learnerUids });
  } catch (error) {
    deps.log?.warn({ err: error, assignmentId }, 'assignments: onPublished failed');
  }
}

export async function editAssignment(deps: AssignmentDeps, principal: Principal, id: number, input: AssignmentUpdateInput): Promise<Assignment> {
  const context = await assignmentContext(deps, principal, id);
  requireManage(context);
  const workgroupIds = await validWorkgroups(deps, context.row.courseId, input.workgroups);
  const changes: AssignmentChanges = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = sanitizeRichText(input.description);
  if (input.studentProcessing !== undefined) changes.processingDescription = sanitizeRichText(input.studentProcessing.description);
  if (input.status !== undefined) changes.status = input.status;
  if (input.dueDate !== undefined) changes.dueAt = input.dueDate === null ? null : new Date(input.dueDate);
  if (input.position !== undefined) changes.position = input.position;
  await deps.db.transaction(async (tx) => {
    await updateAssignment(tx, id, changes, principal.userId);
    if (input.targetGroups !== undefined) await replaceTargetGroups(tx, id, normalizeTargetGroups(input.targetGroups));
    if (workgroupIds !== undefined) await replaceWorkgroups(tx, id, workgroupIds);
  });
  if (context.row.status !== 'published' && input.status === 'published') {
    await announcePublished(deps, principal, id, context.row.courseId, input.title ?? context.row.title);
  }
  return getAssignment(deps, principal, id);
}

/** Soft delete: the id is never handed out again (identity column) and the history stays. */
export async function removeAssignment(deps: AssignmentDeps, principal: Principal, id: number): Promise<void> {
  const context = await assignmentContext(deps, principal, id);
  requireManage(context);
  if (!(await softDeleteAssignment(deps.db, id, principal.userId, deps.now()))) throw assignmentNotFound(id);
}

export async function assignmentFormOptions(deps: AssignmentDeps, principal: Principal, courseId: number): Promise<AssignmentFormOptions> {
  const context = await courseContext(deps, principal, courseId);
  requireManage(context);
  const [inUse, groups] = await Promise.all([listTargetGroupsInUse(deps.db, courseId), listCourseWorkgroups(deps.db, courseId)]);
  const targetGroups = normalizeTargetGroups([...courseTargetGroups(context.access.row.settings), ...inUse]).sort((a, b) =>
    a.localeCompare(b),
  );
  return { targetGroups, workgroups: groups };
}
