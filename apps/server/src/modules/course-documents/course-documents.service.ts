// Course documents (spec §2 course-documents, §6 create_course_folders / create_file_content): the folder
// tree of a course and its files. Routes call this; it never sees the request. Every call first loads
// the user's access to the course (404 for a course they may not see), then checks the permission.
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
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { FileNotFoundError, FileTooLargeError, newStorageKey, type FileStore } from '../../lib/storage.ts';
import type { Principal } from '../auth/principal.ts';
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

/** An uploaded file as the route hands it over (the multipart stream, not yet read). */
export interface IncomingCourseFile {
  fileName: string;
  contentType: string;
  stream: Readable;
  /** True when the multipart parser cut the file at its size limit. */
  wasTruncated(): boolean;
}

export interface OpenedCourseFile {
  file: CourseFile;
  stream: Readable;
  size: number;
}

export interface CourseDocumentServiceDeps {
  db: Database;
  files: FileStore;
  /** Bytes per file; defaults to COURSE_DOCUMENT_LIMITS.fileMaxBytes. */
  maxFileBytes?: number;
}

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** The declared media type without parameters, or application/octet-stream when it is not one. */
export function cleanContentType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return MEDIA_TYPE.test(type) && type.length <= 255 ? type : 'application/octet-stream';
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

export class CourseDocumentService {
  private readonly db: Database;
  private readonly files: FileStore;
  private readonly maxFileBytes: number;

  constructor(deps: CourseDocumentServiceDeps) {
    this.db = deps.db;
    this.files = deps.files;
    this.maxFileBytes = deps.maxFileBytes ?? COURSE_DOCUMENT_LIMITS.fileMaxBytes;
  }

  // ---- loading with access checks ----

  /** The access to the course of a folder or file; a course the user may not see hides the item too (404). */
  private async accessFor(principal: Principal, courseId: number, missing: () => AppError): Promise<CourseAccess> {
    return requireCourseAccess(this.db, principal, courseId).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) throw missing();
      throw error;
    });
  }

  private requireFolders(access: CourseAccess): void {
    if (!mayManageFolders(access.permissions)) throw forbidden('Creating, renaming and deleting folders needs create_course_folders.');
  }

  private filePermissions(access: CourseAccess, userId: number, row: FileRow): { delete: boolean } {
    return { delete: mayDeleteFile(access.permissions, userId, row) };
  }

  // ---- list ----

  async list(principal: Principal, courseId: number): Promise<CourseDocumentsResponse> {
    const access = await requireCourseAccess(this.db, principal, courseId);
    const [folders, files] = await Promise.all([listFolders(this.db, courseId), listFiles(this.db, courseId)]);
    return {
      folders: folders.map(presentFolder),
      files: files.map((row) => presentFile(row, this.filePermissions(access, principal.userId, row))),
      permissions: documentPermissions(access.permissions),
    };
  }

  // ---- folders ----

  async createFolder(principal: Principal, courseId: number, input: { name: string; parentId: number | null }): Promise<CourseFolder> {
    const access = await requireCourseAccess(this.db, principal, courseId);
    this.requireFolders(access);
    const id = await withCourseFolderLock(this.db, courseId, async (tx) => {
      const folders = await listFolders(tx, courseId);
      if (input.parentId !== null && !folders.some((folder) => folder.id === input.parentId)) {
        throw notFound(`Folder ${input.parentId} was not found in this course.`);
      }
      if (!canCreateFolderBelow(folders, input.parentId)) throw tooDeep();
      if (siblingHasName(folders, input.parentId, input.name)) throw nameTaken(input.name);
      return insertFolder(tx, { courseId, parentId: input.parentId, name: input.name, createdBy: principal.userId });
    });
    return presentFolder((await findFolder(this.db, id)) as FolderRow);
  }

  async updateFolder(principal: Principal, folderId: number, input: { name?: string; parentId?: number | null }): Promise<CourseFolder> {
    const existing = await findFolder(this.db, folderId);
    if (!existing) throw folderNotFound(folderId);
    const access = await this.accessFor(principal, existing.courseId, () => folderNotFound(folderId));
    this.requireFolders(access);
    await withCourseFolderLock(this.db, existing.courseId, async (tx) => {
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
    return presentFolder((await findFolder(this.db, folderId)) as FolderRow);
  }

  /** Deletes the folder, its subfolders and their files, then the files' stored bytes. */
  async deleteFolder(principal: Principal, folderId: number): Promise<void> {
    const existing = await findFolder(this.db, folderId);
    if (!existing) throw folderNotFound(folderId);
    const access = await this.accessFor(principal, existing.courseId, () => folderNotFound(folderId));
    this.requireFolders(access);
    const keys = await withCourseFolderLock(this.db, existing.courseId, async (tx) => {
      const folders = await listFolders(tx, existing.courseId);
      if (!folders.some((folder) => folder.id === folderId)) throw folderNotFound(folderId);
      return deleteFolders(tx, existing.courseId, subtreeIds(folders, folderId));
    });
    // The rows are gone, so no request reaches these bytes any more; a failed removal leaves an orphan.
    await Promise.all(keys.map((key) => this.files.delete(key).catch(() => undefined)));
  }

  // ---- files ----

  /**
   * Checks the user may upload into the folder BEFORE the upload is read (`receive` pulls it from the
   * request), then streams it into the file store within the size limit.
   */
  async upload(
    principal: Principal,
    courseId: number,
    folderId: number | null,
    receive: () => Promise<IncomingCourseFile | undefined>,
  ): Promise<CourseFile> {
    const access = await requireCourseAccess(this.db, principal, courseId);
    if (!mayUpload(access.permissions)) throw forbidden('Uploading course documents needs create_file_content.');
    if (folderId !== null) {
      const folder = await findFolder(this.db, folderId);
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
      ({ size } = await this.files.put(key, incoming.stream, { maxBytes: this.maxFileBytes }));
      if (incoming.wasTruncated()) throw new FileTooLargeError(this.maxFileBytes);
    } catch (error) {
      // Drain what is left so the request completes, and keep nothing.
      incoming.stream.resume();
      await this.files.delete(key);
      if (error instanceof FileTooLargeError || (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, `Course documents are limited to ${this.maxFileBytes} bytes.`);
      }
      throw error;
    }
    if (size === 0) {
      await this.files.delete(key);
      throw new AppError(400, COURSE_DOCUMENT_ERROR_CODES.fileEmpty, 'The file is empty.', { errors: [{ path: 'file', message: 'Empty' }] });
    }

    let id: number;
    try {
      // Under the folder lock: a folder deleted meanwhile must not take a file row along and orphan the bytes.
      id = await withCourseFolderLock(this.db, courseId, async (tx) => {
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
      await this.files.delete(key);
      throw error;
    }
    const row = (await findFile(this.db, id)) as FileRow;
    return presentFile(row, this.filePermissions(access, principal.userId, row));
  }

  async open(principal: Principal, fileId: number): Promise<OpenedCourseFile> {
    const row = await findFile(this.db, fileId);
    if (!row) throw fileNotFound(fileId);
    const access = await this.accessFor(principal, row.courseId, () => fileNotFound(fileId));
    const file = presentFile(row, this.filePermissions(access, principal.userId, row));
    try {
      const opened = await this.files.open(row.storageKey);
      return { file, stream: opened.stream, size: opened.size };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw fileNotFound(fileId);
      throw error;
    }
  }

  async deleteFile(principal: Principal, fileId: number): Promise<void> {
    const row = await findFile(this.db, fileId);
    if (!row) throw fileNotFound(fileId);
    const access = await this.accessFor(principal, row.courseId, () => fileNotFound(fileId));
    if (!mayDeleteFile(access.permissions, principal.userId, row)) {
      throw forbidden('Only the uploader or a course moderator deletes a course document.');
    }
    const key = await deleteFile(this.db, fileId);
    if (key === undefined) throw fileNotFound(fileId);
    await this.files.delete(key).catch(() => undefined);
  }
}
