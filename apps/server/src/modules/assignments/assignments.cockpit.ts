// The staff cockpits: every learner of a course against every assignment, and every learner an
// assignment is for with their status and submitted work.
import {
  COURSE_ROLE,
  assignmentCompletionShare,
  isAssignmentForMember,
  normalizeTargetGroups,
  type AssignmentCockpit,
  type AssignmentCockpitRow,
  type AssignmentsCourseCockpit,
  type CourseCockpitCell,
  type CourseCockpitRow,
  type CourseRoleName,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import { AppError } from '../../lib/errors.ts';
import { assertCockpitAccess, requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import { EMPTY_AUDIENCE, audienceOf, courseTargetGroups } from './assignments.audience.ts';
import { assignmentNotFound, type AssignmentDeps } from './assignments.context.ts';
import { LEARNER_ROLE_IDS, isAssignedTo } from './assignments.policy.ts';
import { isoOrNull, presentCockpitAssignment } from './assignments.presenter.ts';
import {
  findAssignment,
  findAudiences,
  findMemberAudiences,
  findProgress,
  findUserNames,
  listCourseAssignments,
  listCourseMembers,
  listCourseWorkgroups,
  listTargetGroupsInUse,
  type ProgressRow,
} from './assignments.repository.ts';
import { submissionsFor, type SubmissionRecord } from './assignments.sources.ts';

function progressKey(assignmentId: number, userId: number): string {
  return `${assignmentId}:${userId}`;
}

function latest(...dates: (Date | string | null | undefined)[]): Date | null {
  let result: Date | null = null;
  for (const value of dates) {
    if (value === null || value === undefined) continue;
    const date = typeof value === 'string' ? new Date(value) : value;
    if (result === null || date.getTime() > result.getTime()) result = date;
  }
  return result;
}

async function cockpitAccess(deps: AssignmentDeps, principal: Principal, courseId: number): Promise<CourseAccess> {
  const access = await requireCourseAccess(deps.db, principal, courseId, deps.now());
  assertCockpitAccess(access);
  return access;
}

export async function courseCockpit(deps: AssignmentDeps, principal: Principal, courseId: number): Promise<AssignmentsCourseCockpit> {
  const access = await cockpitAccess(deps, principal, courseId);
  const rows = await listCourseAssignments(deps.db, courseId);
  const ids = rows.map((row) => row.id);
  const members = await listCourseMembers(deps.db, courseId, LEARNER_ROLE_IDS);
  const memberIds = members.map((member) => member.userId);
  const [audiences, memberAudiences, progress, submissions, groups, inUse] = await Promise.all([
    findAudiences(deps.db, ids),
    findMemberAudiences(deps.db, courseId, memberIds),
    findProgress(deps.db, ids, memberIds),
    submissionsFor(deps.sources, deps.db, { courseId, assignmentIds: ids, userIds: memberIds }),
    listCourseWorkgroups(deps.db, courseId),
    listTargetGroupsInUse(deps.db, courseId),
  ]);
  const progressByKey = new Map(progress.map((entry) => [progressKey(entry.assignmentId, entry.userId), entry]));
  const submissionsByKey = groupSubmissions(submissions);

  const memberRows: CourseCockpitRow[] = members.map((member) => {
    const audience = memberAudiences.get(member.userId) ?? { targetGroups: [], workgroupIds: [] };
    const cells: CourseCockpitCell[] = rows.map((row) => {
      const key = progressKey(row.id, member.userId);
      const entry = progressByKey.get(key);
      const work = submissionsByKey.get(key) ?? [];
      return {
        assignmentId: row.id,
        assigned: isAssignedTo({ status: row.status, audience: audienceOf(audiences.get(row.id) ?? EMPTY_AUDIENCE) }, audience),
        status: entry?.status ?? 'not_started',
        lastActivity: isoOrNull(latest(entry?.updatedAt, ...work.map((item) => item.createdAt))),
        submissions: work.length,
      };
    });
    const assigned = cells.filter((cell) => cell.assigned);
    return {
      uid: member.userId,
      name: member.name,
      role: roleName(member.roleId),
      targetGroups: audience.targetGroups,
      workgroups: audience.workgroupIds,
      student_progress: assignmentCompletionShare(assigned.map((cell) => cell.status)),
      lastActivity: isoOrNull(latest(...cells.map((cell) => cell.lastActivity))),
      cells,
    };
  });

  return {
    og_id: courseId,
    label: access.row.title,
    assignments: rows.map((row) => presentCockpitAssignment(row, audiences.get(row.id) ?? EMPTY_AUDIENCE)),
    targetGroups: normalizeTargetGroups([...courseTargetGroups(access.row.settings), ...inUse]).sort((a, b) => a.localeCompare(b)),
    workgroups: groups,
    members: memberRows,
  };
}

export async function assignmentCockpit(deps: AssignmentDeps, principal: Principal, id: number): Promise<AssignmentCockpit> {
  const row = await findAssignment(deps.db, id);
  if (!row) throw assignmentNotFound(id);
  await cockpitAccess(deps, principal, row.courseId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw assignmentNotFound(id);
    throw error;
  });
  const audience = (await findAudiences(deps.db, [id])).get(id) ?? EMPTY_AUDIENCE;
  const allMembers = await listCourseMembers(deps.db, row.courseId, LEARNER_ROLE_IDS);
  const memberAudiences = await findMemberAudiences(deps.db, row.courseId, allMembers.map((member) => member.userId));
  // Everyone the assignment is for (also while it is a draft, so staff see who will get it).
  const members = allMembers.filter((member) =>
    isAssignmentForMember(audienceOf(audience), memberAudiences.get(member.userId) ?? { targetGroups: [], workgroupIds: [] }),
  );
  const memberIds = members.map((member) => member.userId);
  const [progress, submissions] = await Promise.all([
    findProgress(deps.db, [id], memberIds),
    submissionsFor(deps.sources, deps.db, { courseId: row.courseId, assignmentIds: [id], userIds: memberIds }),
  ]);
  const progressByUser = new Map<number, ProgressRow>(progress.map((entry) => [entry.userId, entry]));
  const submissionsByKey = groupSubmissions(submissions);
  const names = await findUserNames(
    deps.db,
    progress.flatMap((entry) => (entry.updatedBy === null ? [] : [entry.updatedBy])),
  );

  const counts = { not_started: 0, in_progress: 0, completed: 0 };
  const memberRows: AssignmentCockpitRow[] = members.map((member) => {
    const audienceOfMember = memberAudiences.get(member.userId) ?? { targetGroups: [], workgroupIds: [] };
    const entry = progressByUser.get(member.userId);
    const work = submissionsByKey.get(progressKey(id, member.userId)) ?? [];
    const status = entry?.status ?? 'not_started';
    counts[status] += 1;
    const updatedByName = entry?.updatedBy == null ? undefined : names.get(entry.updatedBy);
    return {
      uid: member.userId,
      name: member.name,
      role: roleName(member.roleId),
      targetGroups: audienceOfMember.targetGroups,
      workgroups: audienceOfMember.workgroupIds,
      status,
      lastActivity: isoOrNull(latest(entry?.updatedAt, ...work.map((item) => item.createdAt))),
      updatedBy: entry?.updatedBy != null && updatedByName !== undefined ? { uid: entry.updatedBy, name: updatedByName } : null,
      submissions: work.map(({ kind, id: workId, title, createdAt, url }) => ({ kind, id: workId, title, createdAt, url })),
    };
  });

  return { og_id: row.courseId, assignment: presentCockpitAssignment(row, audience), counts, members: memberRows };
}

function groupSubmissions(records: readonly SubmissionRecord[]): Map<string, SubmissionRecord[]> {
  const result = new Map<string, SubmissionRecord[]>();
  for (const record of records) {
    const key = progressKey(record.assignmentId, record.userId);
    const list = result.get(key);
    if (list) list.push(record);
    else result.set(key, [record]);
  }
  return result;
}

const ROLE_NAMES = new Map<number, CourseRoleName>(
  (Object.entries(COURSE_ROLE) as [CourseRoleName, number][]).map(([name, roleId]) => [roleId, name]),
);

function roleName(roleId: number): CourseRoleName {
  return ROLE_NAMES.get(roleId) ?? 'member';
}
