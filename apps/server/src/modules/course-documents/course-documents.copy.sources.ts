// For the course-templates module (issue 18): count and copy a course's documents (the folder tree and
// its files, the bytes copied through the file store) into another course. Editor images stay behind.
import type { Database } from '../../db/client.ts';
import type { CourseCopyContext } from '../../lib/course-copy.ts';
import { countFoldersAndFiles, insertFile, insertFolder, listFilesForCopy, listFoldersForCopy } from './course-documents.repository.ts';
import { COURSE_FILES_PREFIX } from './course-documents.service.ts';

/** How many folders and files the course's documents hold. */
export async function countCourseDocuments(db: Database, courseId: number): Promise<{ folders: number; documents: number }> {
  return countFoldersAndFiles(db, courseId);
}

/** Copies folders (parents before children) and files; answers old file id → new file id. */
export async function copyCourseDocuments(ctx: CourseCopyContext): Promise<Map<number, number>> {
  const { db } = ctx;
  const folders = await listFoldersForCopy(db, ctx.fromCourseId);
  const folderIds = new Map<number, number>();
  // Level by level: a folder is copied once its parent is.
  let pending = folders;
  while (pending.length > 0) {
    const ready = pending.filter((folder) => folder.parentId === null || folderIds.has(folder.parentId));
    if (ready.length === 0) break; // a parent outside the course: nothing more can be placed
    for (const folder of ready) {
      const copyId = await insertFolder(db, {
        courseId: ctx.toCourseId,
        parentId: folder.parentId === null ? null : (folderIds.get(folder.parentId) ?? null),
        name: folder.name,
        createdBy: ctx.userId,
      });
      folderIds.set(folder.id, copyId);
    }
    pending = pending.filter((folder) => !folderIds.has(folder.id));
  }

  const files = await listFilesForCopy(db, ctx.fromCourseId);
  const fileIds = new Map<number, number>();
  for (const file of files) {
    if (file.folderId !== null && !folderIds.has(file.folderId)) continue;
    const storageKey = await ctx.copyFile(file.storageKey, COURSE_FILES_PREFIX);
    if (storageKey === undefined) continue;
    const copyId = await insertFile(db, {
      courseId: ctx.toCourseId,
      folderId: file.folderId === null ? null : (folderIds.get(file.folderId) ?? null),
      storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      createdBy: ctx.userId,
    });
    fileIds.set(file.id, copyId);
  }
  return fileIds;
}
