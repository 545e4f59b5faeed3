// For the course-templates module (issue 18): count and copy a course's documents (the folder tree and
// its files, the bytes copied through the file store) into another course. Editor images stay behind.
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courseFiles, courseFolders } from '../../db/schema/course-files.ts';
import type { CourseCopyContext } from '../../lib/course-copy.ts';
import { COURSE_FILES_PREFIX } from './course-documents.service.ts';

/** How many folders and files the course's documents hold. */
export async function countCourseDocuments(db: Database, courseId: number): Promise<{ folders: number; documents: number }> {
  const [[folders], [documents]] = await Promise.all([
    db.select({ value: count() }).from(courseFolders).where(eq(courseFolders.courseId, courseId)),
    db.select({ value: count() }).from(courseFiles).where(eq(courseFiles.courseId, courseId)),
  ]);
  return { folders: folders?.value ?? 0, documents: documents?.value ?? 0 };
}

/** Copies folders (parents before children) and files; answers old file id → new file id. */
export async function copyCourseDocuments(ctx: CourseCopyContext): Promise<Map<number, number>> {
  const { db } = ctx;
  const folders = await db.select().from(courseFolders).where(eq(courseFolders.courseId, ctx.fromCourseId)).orderBy(asc(courseFolders.id));
  const folderIds = new Map<number, number>();
  // Level by level: a folder is copied once its parent is.
  let pending = folders;
  while (pending.length > 0) {
    const ready = pending.filter((folder) => folder.parentId === null || folderIds.has(folder.parentId));
    if (ready.length === 0) break; // a parent outside the course: nothing more can be placed
    for (const folder of ready) {
      const [copy] = await db
        .insert(courseFolders)
        .values({
          courseId: ctx.toCourseId,
          parentId: folder.parentId === null ? null : (folderIds.get(folder.parentId) ?? null),
          name: folder.name,
          createdBy: ctx.userId,
        })
        .returning({ id: courseFolders.id });
      if (!copy) throw new Error('folder copy returned nothing');
      folderIds.set(folder.id, copy.id);
    }
    pending = pending.filter((folder) => !folderIds.has(folder.id));
  }

  const files = await db.select().from(courseFiles).where(eq(courseFiles.courseId, ctx.fromCourseId)).orderBy(asc(courseFiles.id));
  const fileIds = new Map<number, number>();
  for (const file of files) {
    if (file.folderId !== null && !folderIds.has(file.folderId)) continue;
    const storageKey = await ctx.copyFile(file.storageKey, COURSE_FILES_PREFIX);
    if (storageKey === undefined) continue;
    const [copy] = await db
      .insert(courseFiles)
      .values({
        courseId: ctx.toCourseId,
        folderId: file.folderId === null ? null : (folderIds.get(file.folderId) ?? null),
        storageKey,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        createdBy: ctx.userId,
      })
      .returning({ id: courseFiles.id });
    if (!copy) throw new Error('file copy returned nothing');
    fileIds.set(file.id, copy.id);
  }
  return fileIds;
}
