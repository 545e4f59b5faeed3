// The assignments module's database access: the only code here that touches the tables. Every read
// leaves soft-deleted assignments out; nothing here throws HTTP errors.
import type { AssignmentProgressStatus, AssignmentPublicationStatus, AudienceMember, WorkgroupRef } from '@campus/shared';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  assignmentAttachments,
  assignmentProgress,
  assignments,
  assignmentTargetGroups,
  assignmentWorkgroups,
  courseMemberTargetGroups,
  workgroupMembers,
  workgroups,
} from '../../db/schema/assignments.ts';
import { courseMembers, users } from '../../db/schema/index.ts';

export interface AssignmentRow {
  id: number;
  courseId: number;
  title: string;
  description: string;
  processingDescription: string;
  status: AssignmentPublicationStatus;
  dueAt: Date | null;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

const assignmentColumns = {
  id: assignments.id,
  courseId: assignments.courseId,
  title: assignments.title,
  description: assignments.description,
  processingDescription: assignments.processingDescription,
  status: assignments.status,
  dueAt: assignments.dueAt,
  position: assignments.position,
  createdAt: assignments.createdAt,
  updatedAt: assignments.updatedAt,
};

export async function findAssignment(db: Database, id: number): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .select(assignmentColumns)
    .from(assignments)
    .where(and(eq(assignments.id, id), isNull(assignments.deletedAt)))
    .limit(1);
  return row;
}

/** The live assignments of the course among `ids` (others, deleted or missing ones are left out). */
export async function findCourseAssignmentStatuses(
  db: Database,
  courseId: number,
  ids: readonly number[],
): Promise<{ id: number; status: AssignmentPublicationStatus }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: assignments.id, status: assignments.status })
    .from(assignments)
    .where(and(eq(assignments.courseId, courseId), inArray(assignments.id, [...new Set(ids)]), isNull(assignments.deletedAt)));
}

/** The course's assignments in course order (position, then id). */
export async function listCourseAssignments(db: Database, courseId: number): Promise<AssignmentRow[]> {
  return db
    .select(assignmentColumns)
    .from(assignments)
    .where(and(eq(assignments.courseId, courseId), isNull(assignments.deletedAt)))
    .orderBy(asc(assignments.position), asc(assignments.id));
}

/** How many live assignments the course has: the published ones, the drafts too when `includeDrafts` (a course copy takes these). */
export async function countLiveAssignments(db: Database, courseId: number, includeDrafts: boolean): Promise<number> {
  const live = and(eq(assignments.courseId, courseId), isNull(assignments.deletedAt));
  const [row] = await db
    .select({ value: count() })
    .from(assignments)
    .where(includeDrafts ? live : and(live, eq(assignments.status, 'published')));
  return row?.value ?? 0;
}

/** Position after the last assignment of the course (deleted ones included, so order stays stable). */
export async function nextPosition(db: Database, courseId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(assignments.position) })
    .from(assignments)
    .where(eq(assignments.courseId, courseId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export interface NewAssignment {
  courseId: number;
  title: string;
  description: string;
  processingDescription: string;
  status: AssignmentPublicationStatus;
  dueAt: Date | null;
  position: number;
  createdBy: number;
}

export async function insertAssignment(db: Database, values: NewAssignment): Promise<number> {
  const [row] = await db
    .insert(assignments)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: assignments.id });
  if (!row) throw new Error('assignment insert returned nothing');
  return row.id;
}

export interface AssignmentChanges {
  title?: string;
  description?: string;
  processingDescription?: string;
  status?: AssignmentPublicationStatus;
  dueAt?: Date | null;
  position?: number;
}

export async function updateAssignment(db: Database, id: number, changes: AssignmentChanges, updatedBy: number): Promise<void> {
  await db
    .update(assignments)
    .set({ ...changes, updatedBy, updatedAt: new Date() })
    .where(and(eq(assignments.id, id), isNull(assignments.deletedAt)));
}

/** True when this call deleted it (a second delete finds nothing). */
export async function softDeleteAssignment(db: Database, id: number, deletedBy: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(assignments)
    .set({ deletedAt: at, updatedBy: deletedBy, updatedAt: at })
    .where(and(eq(assignments.id, id), isNull(assignments.deletedAt)))
    .returning({ id: assignments.id });
  return rows.length > 0;
}

export interface AudienceRow {
  targetGroups: string[];
  workgroups: WorkgroupRef[];
}

/** Target groups and workgroups of each assignment (empty lists for unrestricted ones). */
export async function findAudiences(db: Database, assignmentIds: readonly number[]): Promise<Map<number, AudienceRow>> {
  const result = new Map<number, AudienceRow>(assignmentIds.map((id) => [id, { targetGroups: [], workgroups: [] }]));
  if (assignmentIds.length === 0) return result;
  const ids = [...assignmentIds];
  const [groups, groupRows] = await Promise.all([
    db
      .select({ assignmentId: assignmentTargetGroups.assignmentId, targetGroup: assignmentTargetGroups.targetGroup })
      .from(assignmentTargetGroups)
      .where(inArray(assignmentTargetGroups.assignmentId, ids))
      .orderBy(asc(assignmentTargetGroups.targetGroup)),
    db
      .select({ assignmentId: assignmentWorkgroups.assignmentId, id: workgroups.id, name: workgroups.name })
      .from(assignmentWorkgroups)
      .innerJoin(workgroups, eq(workgroups.id, assignmentWorkgroups.workgroupId))
      .where(inArray(assignmentWorkgroups.assignmentId, ids))
      .orderBy(asc(workgroups.name), asc(workgroups.id)),
  ]);
  for (const row of groups) result.get(row.assignmentId)?.targetGroups.push(row.targetGroup);
  for (const row of groupRows) result.get(row.assignmentId)?.workgroups.push({ id: row.id, name: row.name });
  return result;
}

export async function replaceTargetGroups(db: Database, assignmentId: number, groups: readonly string[]): Promise<void> {
  await db.delete(assignmentTargetGroups).where(eq(assignmentTargetGroups.assignmentId, assignmentId));
  if (groups.length > 0) {
    await db.insert(assignmentTargetGroups).values(groups.map((targetGroup) => ({ assignmentId, targetGroup })));
  }
}

/** Gives each copied assignment (old id → new id) the target groups of its original. */
export async function copyTargetGroups(db: Database, ids: ReadonlyMap<number, number>): Promise<void> {
  if (ids.size === 0) return;
  const groups = await db.select().from(assignmentTargetGroups).where(inArray(assignmentTargetGroups.assignmentId, [...ids.keys()]));
  if (groups.length > 0) {
    await db
      .insert(assignmentTargetGroups)
      .values(groups.map((group) => ({ assignmentId: ids.get(group.assignmentId) ?? 0, targetGroup: group.targetGroup })));
  }
}

export async function replaceWorkgroups(db: Database, assignmentId: number, workgroupIds: readonly number[]): Promise<void> {
  await db.delete(assignmentWorkgroups).where(eq(assignmentWorkgroups.assignmentId, assignmentId));
  if (workgroupIds.length > 0) {
    await db.insert(assignmentWorkgroups).values(workgroupIds.map((workgroupId) => ({ assignmentId, workgroupId })));
  }
}

/** Workgroups of a course by name. */
export async function listCourseWorkgroups(db: Database, courseId: number): Promise<WorkgroupRef[]> {
  return db
    .select({ id: workgroups.id, name: workgroups.name })
    .from(workgroups)
    .where(eq(workgroups.courseId, courseId))
    .orderBy(asc(workgroups.name), asc(workgroups.id));
}

/** Target groups named by the course's assignments or chosen by its members. */
export async function listTargetGroupsInUse(db: Database, courseId: number): Promise<string[]> {
  const rows = await db.execute<{ target_group: string }>(sql`
    SELECT ${assignmentTargetGroups.targetGroup} AS target_group
      FROM ${assignmentTargetGroups}
      JOIN ${assignments} ON ${assignments.id} = ${assignmentTargetGroups.assignmentId}
     WHERE ${assignments.courseId} = ${courseId} AND ${assignments.deletedAt} IS NULL
    UNION
    SELECT ${courseMemberTargetGroups.targetGroup} FROM ${courseMemberTargetGroups}
     WHERE ${courseMemberTargetGroups.courseId} = ${courseId}
    ORDER BY 1`);
  return rows.rows.map((row) => row.target_group);
}

/** Target groups and workgroups of some members of a course (members without any get empty lists). */
export async function findMemberAudiences(
  db: Database,
  courseId: number,
  userIds: readonly number[],
): Promise<Map<number, AudienceMember & { targetGroups: string[]; workgroupIds: number[] }>> {
  const result = new Map(userIds.map((id) => [id, { targetGroups: [] as string[], workgroupIds: [] as number[] }]));
  if (userIds.length === 0) return result;
  const ids = [...userIds];
  const [groups, memberships] = await Promise.all([
    db
      .select({ userId: courseMemberTargetGroups.userId, targetGroup: courseMemberTargetGroups.targetGroup })
      .from(courseMemberTargetGroups)
      .where(and(eq(courseMemberTargetGroups.courseId, courseId), inArray(courseMemberTargetGroups.userId, ids)))
      .orderBy(asc(courseMemberTargetGroups.targetGroup)),
    db
      .select({ userId: workgroupMembers.userId, workgroupId: workgroupMembers.workgroupId })
      .from(workgroupMembers)
      .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
      .where(and(eq(workgroups.courseId, courseId), inArray(workgroupMembers.userId, ids)))
      .orderBy(asc(workgroupMembers.workgroupId)),
  ]);
  for (const row of groups) result.get(row.userId)?.targetGroups.push(row.targetGroup);
  for (const row of memberships) result.get(row.userId)?.workgroupIds.push(row.workgroupId);
  return result;
}

export interface CourseMemberRow {
  userId: number;
  name: string;
  roleId: number;
}

/** Members of a course holding one of the roles, by name. */
export async function listCourseMembers(db: Database, courseId: number, roleIds: readonly number[]): Promise<CourseMemberRow[]> {
  return db
    .select({ userId: courseMembers.userId, name: users.displayName, roleId: courseMembers.roleId })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(and(eq(courseMembers.courseId, courseId), inArray(courseMembers.roleId, [...roleIds])))
    .orderBy(asc(users.displayName), asc(users.id));
}

/** The member's role in the course, undefined without membership. */
export async function findMemberRole(db: Database, courseId: number, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ roleId: courseMembers.roleId })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId)))
    .limit(1);
  return row?.roleId;
}

export async function findUserNames(db: Database, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

// ---- attachments ----

export interface AttachmentRow {
  id: number;
  assignmentId: number;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

const attachmentColumns = {
  id: assignmentAttachments.id,
  assignmentId: assignmentAttachments.assignmentId,
  storageKey: assignmentAttachments.storageKey,
  fileName: assignmentAttachments.fileName,
  contentType: assignmentAttachments.contentType,
  size: assignmentAttachments.size,
  createdAt: assignmentAttachments.createdAt,
};

/** Attachments per assignment, oldest first. */
export async function findAttachments(db: Database, assignmentIds: readonly number[]): Promise<Map<number, AttachmentRow[]>> {
  const result = new Map<number, AttachmentRow[]>(assignmentIds.map((id) => [id, []]));
  if (assignmentIds.length === 0) return result;
  const rows = await db
    .select(attachmentColumns)
    .from(assignmentAttachments)
    .where(inArray(assignmentAttachments.assignmentId, [...assignmentIds]))
    .orderBy(asc(assignmentAttachments.id));
  for (const row of rows) result.get(row.assignmentId)?.push(row);
  return result;
}

export async function findAttachment(db: Database, assignmentId: number, attachmentId: number): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select(attachmentColumns)
    .from(assignmentAttachments)
    .where(and(eq(assignmentAttachments.id, attachmentId), eq(assignmentAttachments.assignmentId, assignmentId)))
    .limit(1);
  return row;
}

export interface NewAttachment {
  assignmentId: number;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  createdBy: number;
}

export async function insertAttachment(db: Database, values: NewAttachment): Promise<AttachmentRow> {
  const [row] = await db.insert(assignmentAttachments).values(values).returning(attachmentColumns);
  if (!row) throw new Error('attachment insert returned nothing');
  return row;
}

/** Inserts unless the assignment already has `max` attachments; serialised per assignment by a row lock. */
export async function insertAttachmentWithinLimit(db: Database, values: NewAttachment, maxCount: number): Promise<AttachmentRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${assignments} WHERE ${assignments.id} = ${values.assignmentId} FOR UPDATE`);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(assignmentAttachments)
      .where(eq(assignmentAttachments.assignmentId, values.assignmentId));
    if ((row?.count ?? 0) >= maxCount) return undefined;
    return insertAttachment(tx, values);
  });
}

/** Deletes the row; returns its storage key so the caller can remove the bytes after commit. */
export async function deleteAttachment(db: Database, assignmentId: number, attachmentId: number): Promise<string | undefined> {
  const [row] = await db
    .delete(assignmentAttachments)
    .where(and(eq(assignmentAttachments.id, attachmentId), eq(assignmentAttachments.assignmentId, assignmentId)))
    .returning({ storageKey: assignmentAttachments.storageKey });
  return row?.storageKey;
}

// ---- progress ----

export interface ProgressRow {
  assignmentId: number;
  userId: number;
  status: AssignmentProgressStatus;
  startedAt: Date | null;
  completedAt: Date | null;
  updatedAt: Date;
  updatedBy: number | null;
}

const progressColumns = {
  assignmentId: assignmentProgress.assignmentId,
  userId: assignmentProgress.userId,
  status: assignmentProgress.status,
  startedAt: assignmentProgress.startedAt,
  completedAt: assignmentProgress.completedAt,
  updatedAt: assignmentProgress.updatedAt,
  updatedBy: assignmentProgress.updatedBy,
};

/** Progress rows of the assignments, for some users or (userIds omitted) for everyone. */
export async function findProgress(
  db: Database,
  assignmentIds: readonly number[],
  userIds?: readonly number[],
): Promise<ProgressRow[]> {
  if (assignmentIds.length === 0 || userIds?.length === 0) return [];
  const byAssignment = inArray(assignmentProgress.assignmentId, [...assignmentIds]);
  return db
    .select(progressColumns)
    .from(assignmentProgress)
    .where(userIds === undefined ? byAssignment : and(byAssignment, inArray(assignmentProgress.userId, [...userIds])));
}

export interface ProgressChange {
  assignmentId: number;
  userId: number;
  status: AssignmentProgressStatus;
  at: Date;
  by: number;
}

/**
 * Sets the status: started_at is kept from the first start (set now if the status leaves not_started),
 * completed_at is the moment of completion and cleared when reopened.
 */
export async function upsertProgress(db: Database, change: ProgressChange): Promise<ProgressRow> {
  const startedAt = change.status === 'not_started' ? null : change.at;
  const completedAt = change.status === 'completed' ? change.at : null;
  const [row] = await db
    .insert(assignmentProgress)
    .values({
      assignmentId: change.assignmentId,
      userId: change.userId,
      status: change.status,
      startedAt,
      completedAt,
      updatedAt: change.at,
      updatedBy: change.by,
    })
    .onConflictDoUpdate({
      target: [assignmentProgress.assignmentId, assignmentProgress.userId],
      set: {
        status: change.status,
        startedAt:
          change.status === 'not_started' ? null : sql`COALESCE(${assignmentProgress.startedAt}, ${change.at.toISOString()}::timestamptz)`,
        // A repeated "completed" keeps the first completion time.
        completedAt:
          change.status === 'completed'
            ? sql`CASE WHEN ${assignmentProgress.status} = 'completed' THEN ${assignmentProgress.completedAt} ELSE ${change.at.toISOString()}::timestamptz END`
            : null,
        updatedAt: change.at,
        updatedBy: change.by,
      },
    })
    .returning(progressColumns);
  if (!row) throw new Error('progress upsert returned nothing');
  return row;
}

/** Activity on linked work: a not-started assignment becomes in progress; otherwise only the time moves. */
export async function touchProgress(db: Database, assignmentId: number, userId: number, at: Date): Promise<void> {
  await db
    .insert(assignmentProgress)
    .values({ assignmentId, userId, status: 'in_progress', startedAt: at, updatedAt: at, updatedBy: userId })
    .onConflictDoUpdate({
      target: [assignmentProgress.assignmentId, assignmentProgress.userId],
      set: {
        status: sql`CASE WHEN ${assignmentProgress.status} = 'not_started' THEN 'in_progress' ELSE ${assignmentProgress.status} END`,
        startedAt: sql`COALESCE(${assignmentProgress.startedAt}, ${at.toISOString()}::timestamptz)`,
        updatedAt: sql`GREATEST(${assignmentProgress.updatedAt}, ${at.toISOString()}::timestamptz)`,
      },
    });
}

/** Ids among `workgroupIds` that are workgroups of the course. */
export async function findCourseWorkgroupIds(db: Database, courseId: number, workgroupIds: readonly number[]): Promise<number[]> {
  if (workgroupIds.length === 0) return [];
  const rows = await db
    .select({ id: workgroups.id })
    .from(workgroups)
    .where(and(eq(workgroups.courseId, courseId), inArray(workgroups.id, [...workgroupIds])));
  return rows.map((row) => row.id);
}

/**
 * When the learner completed assignments of these courses since a moment (the learning cockpit, through
 * assignments.sources.ts). Unlike the other reads here, it keeps completions of soft-deleted assignments.
 */
export async function assignmentCompletionTimes(db: Database, userId: number, courseIds: readonly number[], since: Date): Promise<Date[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({ at: assignmentProgress.completedAt })
    .from(assignmentProgress)
    .innerJoin(assignments, eq(assignments.id, assignmentProgress.assignmentId))
    .where(
      and(
        eq(assignmentProgress.userId, userId),
        eq(assignmentProgress.status, 'completed'),
        isNotNull(assignmentProgress.completedAt),
        gte(assignmentProgress.completedAt, since),
        inArray(assignments.courseId, [...courseIds]),
      ),
    );
  return rows.flatMap((row) => (row.at ? [row.at] : []));
}
