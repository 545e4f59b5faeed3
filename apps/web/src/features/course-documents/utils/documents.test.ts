import type { CourseFile, CourseFolder } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { filesInFolder, formatDate, formatFileSize, selectedFolderOf, uploadProblem } from './documents.ts';

const file = (id: number, folderId: number | null, fileName: string): CourseFile => ({
  id,
  folderId,
  fileName,
  contentType: 'text/plain',
  size: 1,
  createdBy: null,
  created: '2026-01-05T10:00:00.000Z',
  permissions: { delete: false },
});
const folder = (id: number, parentId: number | null = null): CourseFolder => ({
  id,
  parentId,
  name: `F${id}`,
  createdBy: null,
  created: '2026-01-05T10:00:00.000Z',
});

describe('course documents utils', () => {
  it('lists the files of one folder by name', () => {
    const files = [file(1, 5, 'b.txt'), file(2, null, 'top.txt'), file(3, 5, 'A.txt'), file(4, 5, 'file10'), file(5, 5, 'file9')];
    expect(filesInFolder(files, 5).map((entry) => entry.fileName)).toEqual(['A.txt', 'b.txt', 'file9', 'file10']);
    expect(filesInFolder(files, null).map((entry) => entry.id)).toEqual([2]);
  });

  it('reads the folder choice from the URL, falling back to the top level', () => {
    const folders = [folder(3), folder(4, 3)];
    expect(selectedFolderOf('4', folders)?.id).toBe(4);
    for (const param of [null, '', 'abc', '0', '-1', '99', '4.5']) expect(selectedFolderOf(param, folders), String(param)).toBeNull();
  });

  it('refuses empty and too large files before sending', () => {
    expect(uploadProblem({ size: 0 })).toBe('empty');
    expect(uploadProblem({ size: 10 }, 10)).toBeNull();
    expect(uploadProblem({ size: 11 }, 10)).toBe('tooLarge');
    expect(uploadProblem({ size: 5 })).toBeNull();
  });

  it('formats dates and sizes', () => {
    expect(formatDate('2026-01-05T10:00:00')).toBe('05.01.26');
    expect(formatDate('nonsense')).toBe('');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});
