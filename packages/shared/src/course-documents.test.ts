import { describe, expect, it } from 'vitest';
import {
  COURSE_DOCUMENT_LIMITS,
  CourseFolderCreateInputSchema,
  CourseFolderUpdateInputSchema,
  buildFolderTree,
  canCreateFolderBelow,
  downloadContentType,
  folderDepth,
  folderMoveProblem,
  folderNameKey,
  folderPath,
  isValidFolderName,
  normalizeFolderName,
  sanitizeFileName,
  subtreeHeight,
  subtreeIds,
} from './course-documents.ts';

const folder = (id: number, parentId: number | null, name = `F${id}`) => ({ id, parentId, name });

/** A chain 1 → 2 → … → n. */
function chain(length: number) {
  return Array.from({ length }, (_, index) => folder(index + 1, index === 0 ? null : index));
}

describe('folder names', () => {
  it('normalizes whitespace and Unicode form', () => {
    expect(normalizeFolderName('  Week \t 1  ')).toBe('Week 1');
    expect(normalizeFolderName('Cafe\u0301')).toBe('Café');
  });

  it('refuses empty, dot, slash, control and direction-override names, and long ones', () => {
    for (const name of ['', '  ', '.', '..', 'a/b', 'a\\b', 'x\u0000', 'x\u007f', '\u202Eabc', 'a\u2066b', 'x'.repeat(256)]) {
      expect(isValidFolderName(name), JSON.stringify(name)).toBe(false);
    }
    for (const name of ['Material', 'Übungen 2026', '...more', 'a.b', '日本語', 'x'.repeat(255)]) {
      expect(isValidFolderName(name), name).toBe(true);
    }
  });

  it('compares without case or Unicode form', () => {
    expect(folderNameKey('Material')).toBe(folderNameKey(' MATERIAL '));
    expect(folderNameKey('Café')).toBe(folderNameKey('CAFE\u0301'));
    expect(folderNameKey('Material')).not.toBe(folderNameKey('Materials'));
  });

  it('validates create and update bodies with the same rules', () => {
    expect(CourseFolderCreateInputSchema.parse({ name: '  Slides ' })).toEqual({ name: 'Slides', parentId: null });
    expect(CourseFolderCreateInputSchema.safeParse({ name: '../x', parentId: null }).success).toBe(false);
    expect(CourseFolderUpdateInputSchema.safeParse({}).success).toBe(false);
    expect(CourseFolderUpdateInputSchema.parse({ parentId: null })).toEqual({ parentId: null });
  });
});

describe('sanitizeFileName', () => {
  it('keeps the last path segment only', () => {
    expect(sanitizeFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops control and direction-override characters', () => {
    expect(sanitizeFileName('a\u0000b\u001fc.txt')).toBe('abc.txt');
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFileName('line\r\nbreak.txt')).toBe('linebreak.txt');
  });

  it('falls back to "file" for nothing usable', () => {
    for (const raw of ['', '   ', '.', '..', '...', 'dir/', '\u0007']) expect(sanitizeFileName(raw), JSON.stringify(raw)).toBe('file');
  });

  it('shortens long names and keeps the extension', () => {
    const long = `${'a'.repeat(400)}.docx`;
    const clean = sanitizeFileName(long);
    expect(Array.from(clean)).toHaveLength(COURSE_DOCUMENT_LIMITS.fileNameMax);
    expect(clean.endsWith('.docx')).toBe(true);
  });
});

describe('downloadContentType', () => {
  it('keeps safe types and downgrades the rest', () => {
    expect(downloadContentType('application/pdf')).toBe('application/pdf');
    expect(downloadContentType('IMAGE/PNG; foo=bar')).toBe('image/png');
    expect(downloadContentType('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    for (const type of ['text/html', 'image/svg+xml', 'application/xhtml+xml', 'text/javascript', 'application/xml', 'text/xml', '']) {
      expect(downloadContentType(type), type).toBe('application/octet-stream');
    }
  });
});

describe('tree rules', () => {
  it('measures depth, and counts broken chains as too deep', () => {
    expect(folderDepth(chain(3), 1)).toBe(1);
    expect(folderDepth(chain(3), 3)).toBe(3);
    expect(folderDepth([folder(1, 2), folder(2, 1)], 1)).toBe(Number.POSITIVE_INFINITY);
    expect(folderDepth([folder(1, 99)], 1)).toBe(Number.POSITIVE_INFINITY);
  });

  it('finds a subtree and its height', () => {
    const folders = [folder(1, null), folder(2, 1), folder(3, 2), folder(4, 1), folder(5, null)];
    expect(subtreeIds(folders, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(subtreeIds(folders, 5)).toEqual([5]);
    expect(subtreeHeight(folders, 1)).toBe(3);
    expect(subtreeHeight(folders, 4)).toBe(1);
  });

  it('allows a new folder up to the depth limit', () => {
    const folders = chain(COURSE_DOCUMENT_LIMITS.folderDepthMax);
    expect(canCreateFolderBelow(folders, null)).toBe(true);
    expect(canCreateFolderBelow(folders, COURSE_DOCUMENT_LIMITS.folderDepthMax - 1)).toBe(true);
    expect(canCreateFolderBelow(folders, COURSE_DOCUMENT_LIMITS.folderDepthMax)).toBe(false);
  });

  it('refuses moves into the folder itself or below it, and moves that end too deep', () => {
    const folders = [...chain(9), folder(20, null), folder(21, 20), folder(22, 21)];
    expect(folderMoveProblem(folders, 20, 20)).toBe('cycle');
    expect(folderMoveProblem(folders, 20, 22)).toBe('cycle');
    expect(folderMoveProblem(folders, 21, null)).toBeNull();
    // Depth 7 + a subtree of 3 = 10: fine; depth 8 + 3 = 11: too deep.
    expect(folderMoveProblem(folders, 20, 7)).toBeNull();
    expect(folderMoveProblem(folders, 20, 8)).toBe('depth');
  });

  it('builds a sorted tree and a path', () => {
    const folders = [folder(1, null, 'b'), folder(2, null, 'A'), folder(3, 1, 'z'), folder(4, 1, 'y10'), folder(5, 1, 'y9'), folder(6, 77, 'orphan')];
    const tree = buildFolderTree(folders);
    expect(tree.map((node) => node.folder.name)).toEqual(['A', 'b', 'orphan']);
    expect(tree[1]?.children.map((node) => node.folder.name)).toEqual(['y9', 'y10', 'z']);
    expect(folderPath(folders, 4).map((entry) => entry.id)).toEqual([1, 4]);
    expect(folderPath(folders, null)).toEqual([]);
    expect(folderPath(folders, 99)).toEqual([]);
  });
});
