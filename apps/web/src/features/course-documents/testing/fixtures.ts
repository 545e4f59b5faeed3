// Test data and a fake API (a fetch that answers by "METHOD /path?query") for the course documents screens.
import type { CourseDocumentsResponse, CourseFile, CourseFolder } from '@campus/shared';

export { fakeApi, json, problem, type RecordedCall } from '../../../test/fake-api.ts';

export const course = { og_id: 4, label: 'Coaching Basics' };

export function folderFixture(overrides: Partial<CourseFolder> & { id: number }): CourseFolder {
  return { parentId: null, name: `Folder ${overrides.id}`, createdBy: { uid: 2, name: 'Ian Instructor' }, created: '2026-01-05T10:00:00.000Z', ...overrides };
}

export function fileFixture(overrides: Partial<CourseFile> & { id: number }): CourseFile {
  return {
    folderId: null,
    fileName: `file-${overrides.id}.txt`,
    contentType: 'text/plain',
    size: 2048,
    createdBy: { uid: 2, name: 'Ian Instructor' },
    created: '2026-01-05T10:00:00.000Z',
    permissions: { delete: false },
    ...overrides,
  };
}

export function documentsFixture(overrides: Partial<CourseDocumentsResponse> = {}): CourseDocumentsResponse {
  return {
    folders: [folderFixture({ id: 10, name: 'Material' }), folderFixture({ id: 11, name: 'Week 1', parentId: 10 })],
    files: [
      fileFixture({ id: 20, folderId: 10, fileName: 'Course guide.pdf', contentType: 'application/pdf', size: 600 }),
      fileFixture({ id: 21, folderId: 11, fileName: 'drills.txt' }),
      fileFixture({ id: 22, folderId: null, fileName: 'welcome.txt' }),
    ],
    permissions: { createFolder: false, upload: false },
    ...overrides,
  };
}
