// Course documents (spec §2 `course-documents`, §6 create_course_folders / create_file_content): a folder
// tree of files per course. The wire schemas and the pure rules the server and the web app share:
// folder and file names, the tree, depth and ancestry, and which stored types a download may keep.
import { z } from 'zod';
import { COURSE_FILE_MAX_BYTES } from './content-constants.ts';

const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const isoDateTime = z.iso.datetime({ offset: true });

export const COURSE_DOCUMENT_LIMITS = {
  folderNameMax: 255,
  /** Levels of folders: a top-level folder is depth 1. */
  folderDepthMax: 10,
  fileNameMax: 255,
  /** Bytes per uploaded file (413 beyond). */
  fileMaxBytes: COURSE_FILE_MAX_BYTES,
} as const;

/** Multipart field name of the upload. */
export const COURSE_DOCUMENT_FILE_FIELD = 'file';

/** Problem codes of the course documents endpoints (besides the cross-cutting ERROR_CODES). */
export const COURSE_DOCUMENT_ERROR_CODES = {
  /** A sibling folder already has this name (compared without regard to case). */
  folderNameTaken: 'FOLDER_NAME_TAKEN',
  /** The folder would sit deeper than COURSE_DOCUMENT_LIMITS.folderDepthMax. */
  folderDepthExceeded: 'FOLDER_DEPTH_EXCEEDED',
  /** A folder cannot move into itself or one of its own subfolders. */
  folderCycle: 'FOLDER_CYCLE',
  /** No multipart field "file" in the upload. */
  fileMissing: 'COURSE_FILE_MISSING',
  /** The uploaded file has no bytes. */
  fileEmpty: 'COURSE_FILE_EMPTY',
} as const;

// ---- pure rules ----

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
}

/** Whitespace collapsed, NFC, trimmed: the form a folder name is stored and compared in. */
export function normalizeFolderName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** A usable folder name: not empty, not `.`/`..`, no slashes, control or direction-override characters. */
export function isValidFolderName(name: string): boolean {
  const normalized = normalizeFolderName(name);
  if (normalized === '' || normalized === '.' || normalized === '..') return false;
  if (normalized.length > COURSE_DOCUMENT_LIMITS.folderNameMax) return false;
  if (/[/\\]/u.test(normalized)) return false;
  if (new RegExp(BIDI_CONTROLS.source, 'u').test(normalized)) return false;
  return !Array.from(normalized).some(isControl);
}

/** Two sibling folders may not share this key (case and Unicode form do not count). */
export function folderNameKey(name: string): string {
  return normalizeFolderName(name).toLocaleLowerCase('en');
}

/**
 * The stored name of an uploaded file: the last path segment only, without control or direction
 * override characters, at most COURSE_DOCUMENT_LIMITS.fileNameMax characters with the extension kept.
 * The one file-name cleaner: course documents, assignment attachments and video uploads use it; each
 * names its own `fallback` for a name that cleans away to nothing.
 */
export function sanitizeFileName(raw: string, fallback = 'file'): string {
  const base = raw.split(/[\\/]/u).pop() ?? '';
  const printable = Array.from(base.normalize('NFC').replace(BIDI_CONTROLS, ''))
    .filter((char) => !isControl(char))
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();
  const name = printable === '' || /^\.+$/u.test(printable) ? fallback : printable;
  const chars = Array.from(name);
  if (chars.length <= COURSE_DOCUMENT_LIMITS.fileNameMax) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? Array.from(name.slice(dot)) : [];
  return [...chars.slice(0, COURSE_DOCUMENT_LIMITS.fileNameMax - extension.length), ...extension].join('');
}

/** Stored types a download keeps; every other type (HTML, SVG, scripts …) leaves as application/octet-stream. */
export const COURSE_DOCUMENT_SAFE_TYPES: readonly string[] = [
  'application/pdf',
  'text/plain',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
];

/** The Content-Type a download is served with. */
export function downloadContentType(storedType: string): string {
  const type = storedType.split(';')[0]?.trim().toLowerCase() ?? '';
  return COURSE_DOCUMENT_SAFE_TYPES.includes(type) ? type : 'application/octet-stream';
}

/** The least a tree rule needs of a folder. */
export interface FolderLink {
  id: number;
  parentId: number | null;
}

/** Depth of a folder (top level 1); a broken or cyclic chain counts as too deep. */
export function folderDepth(folders: readonly FolderLink[], folderId: number): number {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  let depth = 0;
  let current: number | null = folderId;
  const seen = new Set<number>();
  while (current !== null) {
    if (seen.has(current)) return Number.POSITIVE_INFINITY;
    seen.add(current);
    const folder = byId.get(current);
    if (!folder) return Number.POSITIVE_INFINITY;
    depth += 1;
    current = folder.parentId;
  }
  return depth;
}

/** Ids of the folder and everything beneath it. */
export function subtreeIds(folders: readonly FolderLink[], folderId: number): number[] {
  const children = new Map<number, number[]>();
  for (const folder of folders) {
    if (folder.parentId === null) continue;
    children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder.id]);
  }
  const result: number[] = [];
  const queue = [folderId];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const next = queue.shift() as number;
    if (seen.has(next)) continue;
    seen.add(next);
    result.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return result;
}

/** Levels of the deepest path from the folder down (the folder alone: 1). */
export function subtreeHeight(folders: readonly FolderLink[], folderId: number): number {
  const ids = new Set(subtreeIds(folders, folderId));
  const byId = new Map(folders.map((entry) => [entry.id, entry]));
  let height = 1;
  for (const folder of folders) {
    if (!ids.has(folder.id)) continue;
    // Depth below folderId, counted by walking up to it.
    let levels = 1;
    let current = folder;
    while (current.id !== folderId && current.parentId !== null) {
      const parent = byId.get(current.parentId);
      if (!parent) break;
      levels += 1;
      current = parent;
    }
    height = Math.max(height, levels);
  }
  return height;
}

export type FolderMoveProblem = 'cycle' | 'depth' | null;

/**
 * Whether `folderId` (with its subtree) may sit below `newParentId` (null: top level): not inside
 * itself, and its deepest subfolder no deeper than the limit.
 */
export function folderMoveProblem(folders: readonly FolderLink[], folderId: number, newParentId: number | null): FolderMoveProblem {
  if (newParentId === null) return subtreeHeight(folders, folderId) > COURSE_DOCUMENT_LIMITS.folderDepthMax ? 'depth' : null;
  if (subtreeIds(folders, folderId).includes(newParentId)) return 'cycle';
  const parentDepth = folderDepth(folders, newParentId);
  return parentDepth + subtreeHeight(folders, folderId) > COURSE_DOCUMENT_LIMITS.folderDepthMax ? 'depth' : null;
}

/** May a new folder go below `parentId` (null: top level)? */
export function canCreateFolderBelow(folders: readonly FolderLink[], parentId: number | null): boolean {
  return parentId === null || folderDepth(folders, parentId) < COURSE_DOCUMENT_LIMITS.folderDepthMax;
}

export interface FolderTreeNode<T extends FolderLink> {
  folder: T;
  children: FolderTreeNode<T>[];
}

/** The folders as a tree, siblings by name; folders whose parent is missing go to the top level. */
export function buildFolderTree<T extends FolderLink & { name: string }>(folders: readonly T[]): FolderTreeNode<T>[] {
  const ids = new Set(folders.map((folder) => folder.id));
  const nodes = new Map(folders.map((folder) => [folder.id, { folder, children: [] as FolderTreeNode<T>[] }]));
  const roots: FolderTreeNode<T>[] = [];
  for (const folder of folders) {
    const node = nodes.get(folder.id) as FolderTreeNode<T>;
    const parent = folder.parentId !== null && ids.has(folder.parentId) && folder.parentId !== folder.id ? nodes.get(folder.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: FolderTreeNode<T>[]): void => {
    list.sort((a, b) => a.folder.name.localeCompare(b.folder.name, undefined, { sensitivity: 'base', numeric: true }) || a.folder.id - b.folder.id);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The chain from the top level down to the folder (for breadcrumbs); empty for an unknown id. */
export function folderPath<T extends FolderLink>(folders: readonly T[], folderId: number | null): T[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const chain: T[] = [];
  const seen = new Set<number>();
  let current = folderId === null ? undefined : byId.get(folderId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return chain;
}

// ---- requests ----

export const FolderNameSchema = z
  .string()
  .max(COURSE_DOCUMENT_LIMITS.folderNameMax * 2)
  .transform(normalizeFolderName)
  .pipe(z.string().min(1).max(COURSE_DOCUMENT_LIMITS.folderNameMax).refine(isValidFolderName, 'Not a usable folder name'));

/** `GET /course-documents?og={courseId}`. */
export const CourseDocumentsQuerySchema = z.object({ og: idParam });
export type CourseDocumentsQuery = z.infer<typeof CourseDocumentsQuerySchema>;

/** `POST /course-documents/folders?og={courseId}`. */
export const CourseFolderCreateQuerySchema = z.object({ og: idParam });

export const CourseFolderCreateInputSchema = z.object({
  name: FolderNameSchema,
  /** Null or absent: a top-level folder. */
  parentId: id.nullable().default(null),
});
export type CourseFolderCreateInput = z.input<typeof CourseFolderCreateInputSchema>;

/** `PUT /course-documents/folders/{id}`: rename and/or move (parentId null: to the top level). */
export const CourseFolderUpdateInputSchema = z
  .object({
    name: FolderNameSchema.optional(),
    parentId: id.nullable().optional(),
  })
  .refine((value) => value.name !== undefined || value.parentId !== undefined, { message: 'Give a name or a parentId', path: ['name'] });
export type CourseFolderUpdateInput = z.input<typeof CourseFolderUpdateInputSchema>;

export const CourseFolderParamsSchema = z.object({ id: idParam });
export const CourseFileParamsSchema = z.object({ id: idParam });

/** `POST /course-documents/files?og={courseId}&folderId={folderId}`; no folderId: the top level. */
export const CourseFileUploadQuerySchema = z.object({
  og: idParam,
  folderId: idParam.optional(),
});
export type CourseFileUploadQuery = z.infer<typeof CourseFileUploadQuerySchema>;

// ---- responses ----

export const CourseDocumentPersonSchema = z.object({ uid: id, name: z.string() });
export type CourseDocumentPerson = z.infer<typeof CourseDocumentPersonSchema>;

export const CourseFolderSchema = z.object({
  id,
  parentId: id.nullable(),
  name: z.string(),
  /** Null when the account is gone. */
  createdBy: CourseDocumentPersonSchema.nullable(),
  created: isoDateTime,
});
export type CourseFolder = z.infer<typeof CourseFolderSchema>;

export const CourseFileSchema = z.object({
  id,
  /** Null: the top level. */
  folderId: id.nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  createdBy: CourseDocumentPersonSchema.nullable(),
  created: isoDateTime,
  permissions: z.object({ delete: z.boolean() }),
});
export type CourseFile = z.infer<typeof CourseFileSchema>;

export const CourseDocumentsPermissionsSchema = z.object({
  /** create_course_folders: create, rename, move and delete folders. */
  createFolder: z.boolean(),
  /** create_file_content: upload files. */
  upload: z.boolean(),
});
export type CourseDocumentsPermissions = z.infer<typeof CourseDocumentsPermissionsSchema>;

export const CourseDocumentsResponseSchema = z.object({
  folders: z.array(CourseFolderSchema),
  files: z.array(CourseFileSchema),
  permissions: CourseDocumentsPermissionsSchema,
});
export type CourseDocumentsResponse = z.infer<typeof CourseDocumentsResponseSchema>;
