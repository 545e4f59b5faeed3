// Database rows → the shared response shapes of the course documents endpoints.
import type { CourseDocumentPerson, CourseFile, CourseFolder } from '@campus/shared';
import type { FileRow, FolderRow } from './course-documents.repository.ts';

function person(uid: number | null, name: string | null): CourseDocumentPerson | null {
  return uid === null ? null : { uid, name: name ?? '' };
}

export function presentFolder(row: FolderRow): CourseFolder {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    createdBy: person(row.createdBy, row.createdByName),
    created: row.createdAt.toISOString(),
  };
}

export function presentFile(row: FileRow, permissions: { delete: boolean }): CourseFile {
  return {
    id: row.id,
    folderId: row.folderId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdBy: person(row.createdBy, row.createdByName),
    created: row.createdAt.toISOString(),
    permissions,
  };
}
