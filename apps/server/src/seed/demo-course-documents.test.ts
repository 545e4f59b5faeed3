// Demo course documents: a "Material" folder with a PDF and a text file in every demo course, written
// once even when the seed runs again, with their bytes in the file store.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFiles, courseFolders, courses } from '../db/schema/index.ts';
import { createDiskFileStore, type FileStore } from '../lib/storage.ts';
import { openTestDatabase, type TestDatabase } from '../test/build-test-app.ts';
import { DEMO_COURSE_TITLES } from './demo-accounts.ts';
import { seedDemoCampus } from './demo-campus.ts';
import {
  DEMO_BYTES,
  DEMO_COURSE_DOCUMENTS,
  DEMO_DOCUMENTS_FOLDER,
  minimalPdf,
  seedDemoCourseDocuments,
} from './demo-course-documents.ts';

let database: TestDatabase;
let root: string;
let store: FileStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'demo-documents-'));
  store = createDiskFileStore(root);
  database = await openTestDatabase();
  await seedDemoCampus(database.db, new Date('2030-03-10T08:00:00Z'), { store, media: null });
});

afterAll(async () => {
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

async function documentsOf(title: string) {
  const [course] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.title, title));
  const folders = await database.db.select().from(courseFolders).where(eq(courseFolders.courseId, course?.id ?? 0));
  const files = await database.db.select().from(courseFiles).where(eq(courseFiles.courseId, course?.id ?? 0));
  return { folders, files };
}

describe('demo course documents', () => {
  it('gives every demo course a Material folder with the demo files', async () => {
    for (const title of Object.values(DEMO_COURSE_TITLES)) {
      const { folders, files } = await documentsOf(title);
      expect(folders.map((folder) => [folder.name, folder.parentId]), title).toEqual([[DEMO_DOCUMENTS_FOLDER, null]]);
      expect(files.map((file) => file.fileName).sort(), title).toEqual(DEMO_COURSE_DOCUMENTS.map((document) => document.fileName).sort());
      for (const file of files) {
        expect(file.folderId).toBe(folders[0]?.id);
        const document = DEMO_COURSE_DOCUMENTS.find((candidate) => candidate.fileName === file.fileName);
        const expected = DEMO_BYTES[document?.slug ?? ''];
        expect(file.size).toBe(expected?.length);
        expect(await buffer((await store.open(file.storageKey)).stream)).toEqual(expected);
      }
    }
  });

  it('is idempotent', async () => {
    const before = await database.db.select({ id: courseFiles.id }).from(courseFiles);
    await seedDemoCourseDocuments(database.db);
    await seedDemoCampus(database.db);
    const after = await database.db.select({ id: courseFiles.id }).from(courseFiles);
    expect(after).toHaveLength(before.length);
    expect(await database.db.select({ id: courseFolders.id }).from(courseFolders)).toHaveLength(Object.keys(DEMO_COURSE_TITLES).length);
  });

  it('writes a well-formed PDF: the cross-reference offsets point at the objects', () => {
    const pdf = minimalPdf(['Hello (world)']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
    expect(pdf).toContain('(Hello \\(world\\)) \'');
  });
});
