// Pure helpers of the course documents screen: which files a folder shows, upload checks, and the
// folder choice kept in the URL (`?folder=`).
import { COURSE_DOCUMENT_LIMITS, type CourseFile, type CourseFolder } from '@campus/shared';

/** The files directly in `folderId` (null: the top level), by name. */
export function filesInFolder(files: readonly CourseFile[], folderId: number | null): CourseFile[] {
  return files
    .filter((file) => file.folderId === folderId)
    .sort((a, b) => a.fileName.localeCompare(b.fileName, undefined, { sensitivity: 'base', numeric: true }) || a.id - b.id);
}

/** The `?folder=` value as a folder of the list; anything else (absent, unknown, deleted) is the top level. */
export function selectedFolderOf(param: string | null, folders: readonly CourseFolder[]): CourseFolder | null {
  if (param === null || !/^[1-9]\d*$/.test(param)) return null;
  const id = Number(param);
  return folders.find((folder) => folder.id === id) ?? null;
}

export type UploadProblem = 'tooLarge' | 'empty' | null;

/** Why the server would refuse this file before it is sent (the server checks again). */
export function uploadProblem(file: { size: number }, maxBytes: number = COURSE_DOCUMENT_LIMITS.fileMaxBytes): UploadProblem {
  if (file.size === 0) return 'empty';
  return file.size > maxBytes ? 'tooLarge' : null;
}

/** `dd.mm.yy` (spec §9) in local time: the app's one formatter. */
export { formatDate } from '../../../lib/dates.ts';

export { formatFileSize } from '../../../lib/file-size.ts';
