// For the course-templates module (issue 18): count and copy a course's assignments into another course.
// Copies are drafts (staff publish them when the new course is ready), with their texts, target groups,
// order, due date (moved with the course's start) and attachments (the bytes copied through the file
// store); workgroups, progress and linked work stay behind.
import type { Database } from '../../db/client.ts';
import type { CourseCopyContext } from '../../lib/course-copy.ts';
import { copyTargetGroups, countLiveAssignments, findAttachments, insertAssignment, insertAttachment, listCourseAssignments } from './assignments.repository.ts';

/** Storage key prefix of assignment attachments (as assignments.attachments.ts writes them). */
const ATTACHMENTS_PREFIX = 'assignments';

/** How many live assignments a copy of the course takes (drafts only when `includeDrafts`). */
export async function countCourseAssignments(db: Database, courseId: number, includeDrafts: boolean): Promise<number> {
  return countLiveAssignments(db, courseId, includeDrafts);
}

/** Copies the live assignments (drafts only when ctx.includeDrafts); answers old id → new id. */
export async function copyCourseAssignments(ctx: CourseCopyContext): Promise<Map<number, number>> {
  const { db } = ctx;
  const rows = (await listCourseAssignments(db, ctx.fromCourseId)).filter((row) => ctx.includeDrafts || row.status === 'published');
  const ids = new Map<number, number>();
  for (const row of rows) {
    const copyId = await insertAssignment(db, {
      courseId: ctx.toCourseId,
      title: row.title,
      description: row.description,
      processingDescription: row.processingDescription,
      status: 'draft',
      dueAt: row.dueAt === null ? null : new Date(row.dueAt.getTime() + ctx.shiftMs),
      position: row.position,
      createdBy: ctx.userId,
    });
    ids.set(row.id, copyId);
  }
  if (ids.size === 0) return ids;
  await copyTargetGroups(db, ids);
  // Oldest attachment first across the assignments, as the originals were added.
  const attachments = [...(await findAttachments(db, [...ids.keys()])).values()].flat().sort((a, b) => a.id - b.id);
  for (const attachment of attachments) {
    const storageKey = await ctx.copyFile(attachment.storageKey, ATTACHMENTS_PREFIX);
    if (storageKey === undefined) continue;
    await insertAttachment(db, {
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
