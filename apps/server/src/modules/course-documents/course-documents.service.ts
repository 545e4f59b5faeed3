// Course documents (spec §2 course-documents, §6 create_course_folders / create_file_content): the folder
// tree of a course and its files. Routes call these functions with their CourseDocumentDeps; they never
// see the request. Every call first loads the user's access to the course (404 for a course they may
// not see), then checks the permission.
import {
  COURSE_DOCUMENT_ERROR_CODES,
  COURSE_DOCUMENT_LIMITS,
  ERROR_CODES,
  canCreateFolderBelow,
  folderMoveProblem,
  folderNameKey,
  sanitizeFileName,
  subtreeIds,
  type CourseDocumentsResponse,
  type CourseFile,
  type CourseFolder,
} from '@campus/shared';
import type { Readable } from 'node:stream';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { cleanContentType } from '../../lib/content-type.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { UploadedFileStream } from '../../lib/http-files.ts';
import { FileNotFoundError, FileTooLargeError, newStorageKey, type FileStore } from '../../lib/storage.ts';
import { requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import { documentPermissions, mayDeleteFile, mayManageFolders, mayUpload } from './course-documents.policy.ts';
import { presentFile, presentFolder } from './course-documents.presenter.ts';
import {
  deleteFile,
  deleteFolders,
  findFile,
  findFolder,
  insertFile,
  insertFolder,
  listFiles,
  listFolders,
  updateFolder,
  withCourseFolderLock,
  type FileRow,
  type FolderRow,
} from './course-documents.repository.ts';

/** Storage prefix of course document bytes. */
export const COURSE_FILES_PREFIX = 'course-files';

export interface OpenedCourseFile {
  file: CourseFile;
  stream: Readable;
  size: number;
}

export interface CourseDocumentDeps {
  db: Database;
  files: FileStore;
  /** Bytes per file; defaults to COURSE_DOCUMENT_LIMITS.fileMaxBytes. */
  maxFileBytes?: number;
}

function folderNotFound(id: number): AppError {
  return notFound(`Folder ${id} was not found.`);
}

function fileNotFound(id: number): AppError {
  return notFound(`File ${id} was not found.`);
}

function nameTaken(name: string): AppError {
  return new AppError(409, COURSE_DOCUMENT_ERROR_CODES.folderNameTaken, `A folder named "${name}" is already there.`, {
    errors: [{ path: 'name', message: 'A folder with this name is already there.' }],
  });
}

function tooDeep(): AppError {
  return new AppError(
    400,
    COURSE_DOCUMENT_ERROR_CODES.folderDepthExceeded,
    `Folders go at most ${COURSE_DOCUMENT_LIMITS.folderDepthMax} levels deep.`,
    { errors: [{ path: 'parentId', message: 'Too deep.' }] },
  );
}

function siblingHasName(folders: readonly FolderRow[], parentId: number | null, name: string, exceptId?: number): boolean {
  const key = folderNameKey(name);
  return folders.some((folder) => folder.parentId === parentId && folder.id !== exceptId && folderNameKey(folder.name) === key);
}

/** The access to the course of a folder or file; a course the user may not see hides the item too (404). */
async function accessFor(db: Database, principal: Principal, courseId: number, missing: () => AppError): Promise<CourseAccess> {
  return requireCourseAccess(db, principal, courseId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw missing();
    throw error;
  });
}

function requireFolders(access: CourseAccess): void {
  if (!mayManageFolders(access.permissions)) throw forbidden('Creating, renaming and deleting folders needs create_course_folders.');
}

function filePermissions(access: CourseAccess, userId: number, row: FileRow): { delete: boolean } {
  return { delete: mayDeleteFile(access.permissions, userId, row) };
}

// ---- list ----

export async function listCourseDocuments(deps: CourseDocumentDeps, principal: Principal, courseId: number): Promise<CourseDocumentsResponse> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  const [folders, files] = await Promise.all([listFolders(deps.db, courseId), listFiles(deps.db, courseId)]);
  return {
    folders: folders.map(presentFolder),
    files: files.map((row) => presentFile(row, filePermissions(access, principal.userId, row))),
    permissions: documentPermissions(access.permissions),
  };
}

// ---- folders ----

export async function createCourseFolder(
  deps: CourseDocumentDeps,
  principal: Principal,
  courseId: number,
  input: { name: string; parentId: number | null },
): Promise<CourseFolder> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  requireFolders(access);
  const id = await withCourseFolderLock(deps.db, courseId, async (tx) => {
    const folders = await listFolders(tx, courseId);
    if (input.parentId !== null && !folders.some((folder) => folder.id === input.parentId)) {
      throw notFound(`Folder ${input.parentId} was not found in this course.`);
    }
    if (!canCreateFolderBelow(folders, input.parentId)) throw tooDeep();
    if (siblingHasName(folders, input.parentId, input.name)) throw nameTaken(input.name);
    return insertFolder(tx, { courseId, parentId: input.parentId, name: input.name, createdBy: principal.userId });
  });
  return presentFolder((await findFolder(deps.db, id)) as FolderRow);
}

/** The folder, 404 (as a missing one) where the user may not see its course. */
export async function requireVisibleFolder(deps: CourseDocumentDeps, principal: Principal, folderId: number): Promise<void> {
  const existing = await findFolder(deps.db, folderId);
  if (!existing) throw folderNotFound(folderId);
  await accessFor(deps.db, principal, existing.courseId, () => folderNotFound(folderId));
}

export async function editCourseFolder(
  deps: CourseDocumentDeps,
  principal: Principal,
  folderId: number,
  input: { name?: string; parentId?: number | null },
): Promise<CourseFolder> {
  const existing = await findFolder(deps.db, folderId);
  if (!existing) throw folderNotFound(folderId);
  const access = await accessFor(deps.db, principal, existing.courseId, () => folderNotFound(folderId));
  requireFolders(access);
  await withCourseFolderLock(deps.db, existing.courseId, async (tx) => {
    const folders = await listFolders(tx, existing.courseId);
    const current = folders.find((folder) => folder.id === folderId);
    if (!current) throw folderNotFound(folderId);
    const parentId = input.parentId === undefined ? current.parentId : input.parentId;
    const name = input.name ?? current.name;
    if (parentId !== current.parentId) {
      if (parentId !== null && !folders.some((folder) => folder.id === parentId)) {
        throw notFound(`Folder ${parentId} was not found in this course.`);
      }
      const problem = folderMoveProblem(folders, folderId, parentId);
      if (problem === 'cycle') {
        throw new AppError(400, COURSE_DOCUMENT_ERROR_CODES.folderCycle, 'A folder cannot go into itself or one of its subfolders.', {
          errors: [{ path: 'parentId', message: 'Inside the folder itself.' }],
        });
      }
      if (problem === 'depth') throw tooDeep();
    }
    if (siblingHasName(folders, parentId, name, folderId)) throw nameTaken(name);
    await updateFolder(tx, folderId, { name, parentId });
  });
  return presentFolder((await findFolder(deps.db, folderId)) as FolderRow);
}

/** Deletes the folder, its subfolders and their files, then the files' stored bytes. */
export async function removeCourseFolder(deps: CourseDocumentDeps, principal: Principal, folderId: number): Promise<void> {
  const existing = await findFolder(deps.db, folderId);
  if (!existing) throw folderNotFound(folderId);
  const access = await accessFor(deps.db, principal, existing.courseId, () => folderNotFound(folderId));
  requireFolders(access);
  const keys = await withCourseFolderLock(deps.db, existing.courseId, async (tx) => {
    const folders = await listFolders(tx, existing.courseId);
    if (!folders.some((folder) => folder.id === folderId)) throw folderNotFound(folderId);
    return deleteFolders(tx, existing.courseId, subtreeIds(folders, folderId));
  });
  // The rows are gone, so no request reaches these bytes any more; a failed removal leaves an orphan.
  await Promise.all(keys.map((key) => deps.files.delete(key).catch(() => undefined)));
}

// ---- files ----

/**
 * Checks the user may upload into the folder BEFORE the upload is read (`receive` pulls it from the
 * request), then streams it into the file store within the size limit.
 */
export async function uploadCourseFile(
  deps: CourseDocumentDeps,
  principal: Principal,
  courseId: number,
  folderId: number | null,
  receive: () => Promise<UploadedFileStream | undefined>,
): Promise<CourseFile> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  const maxFileBytes = deps.maxFileBytes ?? COURSE_DOCUMENT_LIMITS.fileMaxBytes;
  if (!mayUpload(access.permissions)) throw forbidden('Uploading course documents needs create_file_content.');
  if (folderId !== null) {
    const folder = await findFolder(deps.db, folderId);
    if (!folder || folder.courseId !== courseId) throw folderNotFound(folderId);
  }

  const incoming = await receive();
  if (!incoming) {
    throw new AppError(400, COURSE_DOCUMENT_ERROR_CODES.fileMissing, 'Send the file as multipart/form-data field "file".', {
      errors: [{ path: 'file', message: 'Required' }],
    });
  }
  const key = newStorageKey(COURSE_FILES_PREFIX);
  let size: number;
  try {
    ({ size } = await deps.files.put(key, incoming.stream, { maxBytes: maxFileBytes }));
    if (incoming.wasTruncated()) throw new FileTooLargeError(maxFileBytes);
  } catch (error) {
    // Drain what is left so the request completes, and keep nothing.
    incoming.stream.resume();
    await deps.files.delete(key);
    if (error instanceof FileTooLargeError || (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, `Course documents are limited to ${maxFileBytes} bytes.`);
    }
    throw error;
  }
  if (size === 0) {
    await deps.files.delete(key);
    throw new AppError(400, COURSE_DOCUMENT_ERROR_CODES.fileEmpty, 'The file is empty.', { errors: [{ path: 'file', message: 'Empty' }] });
  }

  let id: number;
  try {
    // Under the folder lock: a folder deleted meanwhile must not take a file row along and orphan the bytes.
    id = await withCourseFolderLock(deps.db, courseId, async (tx) => {
      if (folderId !== null && !(await findFolder(tx, folderId))) throw folderNotFound(folderId);
      return insertFile(tx, {
        courseId,
        folderId,
        storageKey: key,
        fileName: sanitizeFileName(incoming.fileName),
        contentType: cleanContentType(incoming.contentType),
        size,
        createdBy: principal.userId,
      });
    });
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
  const row = (await findFile(deps.db, id)) as FileRow;
  return presentFile(row, filePermissions(access, principal.userId, row));
}

export async function openCourseFile(deps: CourseDocumentDeps, principal: Principal, fileId: number): Promise<OpenedCourseFile> {
  const row = await findFile(deps.db, fileId);
  if (!row) throw fileNotFound(fileId);
  const access = await accessFor(deps.db, principal, row.courseId, () => fileNotFound(fileId));
  const file = presentFile(row, filePermissions(access, principal.userId, row));
  try {
    const opened = await deps.files.open(row.storageKey);
    return { file, stream: opened.stream, size: opened.size };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw fileNotFound(fileId);
    throw error;
  }
}

export async function removeCourseFile(deps: CourseDocumentDeps, principal: Principal, fileId: number): Promise<void> {
  const row = await findFile(deps.db, fileId);
  if (!row) throw fileNotFound(fileId);
  const access = await accessFor(deps.db, principal, row.courseId, () => fileNotFound(fileId));
  if (!mayDeleteFile(access.permissions, principal.userId, row)) {
    throw forbidden('Only the uploader or a course moderator deletes a course document.');
  }
  const key = await deleteFile(deps.db, fileId);
  if (key === undefined) throw fileNotFound(fileId);
  await deps.files.delete(key).catch(() => undefined);
}
