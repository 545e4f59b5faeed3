// For the course-templates module (issue 18): count and copy a course's assignments into another course.
// Copies are drafts (staff publish them when the new course is ready), with their texts, target groups,
// order, due date (moved with the course's start) and attachments (the bytes copied through the file
// store); workgroups, progress and linked work stay behind.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assignmentAttachments, assignmentTargetGroups, assignments } from '../../db/schema/assignments.ts';
import type { CourseCopyContext } from '../../lib/course-copy.ts';

/** Storage key prefix of assignment attachments (as assignments.attachments.ts writes them). */
const ATTACHMENTS_PREFIX = 'assignments';

/** The live assignments of the course a copy takes: the published ones, the drafts too when asked. */
function copiedAssignments(courseId: number, includeDrafts: boolean) {
  const live = and(eq(assignments.courseId, courseId), isNull(assignments.deletedAt));
  return includeDrafts ? live : and(live, eq(assignments.status, 'published'));
}

/** How many live assignments a copy of the course takes (drafts only when `includeDrafts`). */
export async function countCourseAssignments(db: Database, courseId: number, includeDrafts: boolean): Promise<number> {
  const [row] = await db.select({ value: count() }).from(assignments).where(copiedAssignments(courseId, includeDrafts));
  return row?.value ?? 0;
}

/** Copies the live assignments (drafts only when ctx.includeDrafts); answers old id → new id. */
export async function copyCourseAssignments(ctx: CourseCopyContext): Promise<Map<number, number>> {
  const { db } = ctx;
  const rows = await db
    .select()
    .from(assignments)
    .where(copiedAssignments(ctx.fromCourseId, ctx.includeDrafts))
    .orderBy(asc(assignments.position), asc(assignments.id));
  const ids = new Map<number, number>();
  for (const row of rows) {
    const [copy] = await db
      .insert(assignments)
      .values({
        courseId: ctx.toCourseId,
        title: row.title,
        description: row.description,
        processingDescription: row.processingDescription,
        status: 'draft',
        dueAt: row.dueAt === null ? null : new Date(row.dueAt.getTime() + ctx.shiftMs),
        position: row.position,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning({ id: assignments.id });
    if (!copy) throw new Error('assignment copy returned nothing');
    ids.set(row.id, copy.id);
  }
  if (ids.size === 0) return ids;
  const oldIds = [...ids.keys()];
  const groups = await db.select().from(assignmentTargetGroups).where(inArray(assignmentTargetGroups.assignmentId, oldIds));
  if (groups.length > 0) {
    await db
      .insert(assignmentTargetGroups)
      .values(groups.map((group) => ({ assignmentId: ids.get(group.assignmentId) ?? 0, targetGroup: group.targetGroup })));
  }
  const attachments = await db
    .select()
    .from(assignmentAttachments)
    .where(inArray(assignmentAttachments.assignmentId, oldIds))
    .orderBy(asc(assignmentAttachments.id));
  for (const attachment of attachments) {
    const storageKey = await ctx.copyFile(attachment.storageKey, ATTACHMENTS_PREFIX);
    if (storageKey === undefined) continue;
    await db.insert(assignmentAttachments).values({
      assignmentId: ids.get(attachment.assignmentId) ?? 0,
      storageKey,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.size,
      createdBy: ctx.userId,
    });
  }
  return ids;
}
