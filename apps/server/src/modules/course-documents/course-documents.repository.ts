// The course documents module's database access (course_folders, course_files): the only code here that
// touches those tables. Nothing here throws HTTP errors.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courseFiles, courseFolders, users } from '../../db/schema/index.ts';

export interface FolderRow {
  id: number;
  courseId: number;
  parentId: number | null;
  name: string;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
}

export interface FileRow {
  id: number;
  courseId: number;
  folderId: number | null;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
}

const folderColumns = {
  id: courseFolders.id,
  courseId: courseFolders.courseId,
  parentId: courseFolders.parentId,
  name: courseFolders.name,
  createdBy: courseFolders.createdBy,
  createdByName: users.displayName,
  createdAt: courseFolders.createdAt,
};

const fileColumns = {
  id: courseFiles.id,
  courseId: courseFiles.courseId,
  folderId: courseFiles.folderId,
  storageKey: courseFiles.storageKey,
  fileName: courseFiles.fileName,
  contentType: courseFiles.contentType,
  size: courseFiles.size,
  createdBy: courseFiles.createdBy,
  createdByName: users.displayName,
  createdAt: courseFiles.createdAt,
};

/** Lock key space of this module's advisory locks (one lock per course for folder changes). */
const FOLDER_LOCK_SPACE = 704_001;

/**
 * Runs `work` in a transaction that holds the course's folder lock, so two concurrent changes cannot
 * both pass the sibling-name, depth and ancestry checks (the table has no unique index for them).
 */
export async function withCourseFolderLock<T>(db: Database, courseId: number, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FOLDER_LOCK_SPACE}, ${courseId})`);
    return work(tx);
  });
}

export async function listFolders(db: Database, courseId: number): Promise<FolderRow[]> {
  return db
    .select(folderColumns)
    .from(courseFolders)
    .leftJoin(users, eq(users.id, courseFolders.createdBy))
    .where(eq(courseFolders.courseId, courseId))
    .orderBy(asc(courseFolders.name), asc(courseFolders.id));
}

export async function listFiles(db: Database, courseId: number): Promise<FileRow[]> {
  return db
    .select(fileColumns)
    .from(courseFiles)
    .leftJoin(users, eq(users.id, courseFiles.createdBy))
    .where(eq(courseFiles.courseId, courseId))
    .orderBy(asc(courseFiles.fileName), asc(courseFiles.id));
}

export async function findFolder(db: Database, id: number): Promise<FolderRow | undefined> {
  const [row] = await db
    .select(folderColumns)
    .from(courseFolders)
    .leftJoin(users, eq(users.id, courseFolders.createdBy))
    .where(eq(courseFolders.id, id))
    .limit(1);
  return row;
}

export async function findFile(db: Database, id: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select(fileColumns)
    .from(courseFiles)
    .leftJoin(users, eq(users.id, courseFiles.createdBy))
    .where(eq(courseFiles.id, id))
    .limit(1);
  return row;
}

export async function insertFolder(
  db: Database,
  values: { courseId: number; parentId: number | null; name: string; createdBy: number },
): Promise<number> {
  const [row] = await db.insert(courseFolders).values(values).returning({ id: courseFolders.id });
  if (!row) throw new Error('course folder insert returned nothing');
  return row.id;
}

export async function updateFolder(db: Database, id: number, values: { name?: string; parentId?: number | null }): Promise<void> {
  await db.update(courseFolders).set(values).where(eq(courseFolders.id, id));
}

/** Deletes the folders (their files and subfolders go by cascade) and answers the storage keys of the files that went. */
export async function deleteFolders(db: Database, courseId: number, folderIds: readonly number[]): Promise<string[]> {
  if (folderIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const files = await tx
      .select({ storageKey: courseFiles.storageKey })
      .from(courseFiles)
      .where(and(eq(courseFiles.courseId, courseId), inArray(courseFiles.folderId, [...folderIds])));
    await tx.delete(courseFolders).where(and(eq(courseFolders.courseId, courseId), inArray(courseFolders.id, [...folderIds])));
    return files.map((file) => file.storageKey);
  });
}

export async function insertFile(
  db: Database,
  values: { courseId: number; folderId: number | null; storageKey: string; fileName: string; contentType: string; size: number; createdBy: number },
): Promise<number> {
  const [row] = await db.insert(courseFiles).values(values).returning({ id: courseFiles.id });
  if (!row) throw new Error('course file insert returned nothing');
  return row.id;
}

/** Deletes the file row; answers its storage key, or undefined when it was already gone. */
export async function deleteFile(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.delete(courseFiles).where(eq(courseFiles.id, id)).returning({ storageKey: courseFiles.storageKey });
  return row?.storageKey;
}

/** How many folders and files the course's documents hold (what a copy of the course takes). */
export async function countFoldersAndFiles(db: Database, courseId: number): Promise<{ folders: number; documents: number }> {
  const [[folders], [documents]] = await Promise.all([
    db.select({ value: count() }).from(courseFolders).where(eq(courseFolders.courseId, courseId)),
    db.select({ value: count() }).from(courseFiles).where(eq(courseFiles.courseId, courseId)),
  ]);
  return { folders: folders?.value ?? 0, documents: documents?.value ?? 0 };
}

/** The course's folders in id order (a copy places parents before children from here). */
export async function listFoldersForCopy(db: Database, courseId: number): Promise<{ id: number; parentId: number | null; name: string }[]> {
  return db
    .select({ id: courseFolders.id, parentId: courseFolders.parentId, name: courseFolders.name })
    .from(courseFolders)
    .where(eq(courseFolders.courseId, courseId))
    .orderBy(asc(courseFolders.id));
}

/** The course's files in id order, for a copy. */
export async function listFilesForCopy(
  db: Database,
  courseId: number,
): Promise<{ id: number; folderId: number | null; storageKey: string; fileName: string; contentType: string; size: number }[]> {
  return db
    .select({
      id: courseFiles.id,
      folderId: courseFiles.folderId,
      storageKey: courseFiles.storageKey,
      fileName: courseFiles.fileName,
      contentType: courseFiles.contentType,
      size: courseFiles.size,
    })
    .from(courseFiles)
    .where(eq(courseFiles.courseId, courseId))
    .orderBy(asc(courseFiles.id));
}
