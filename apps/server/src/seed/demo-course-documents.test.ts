// Demo course documents: a "Material" folder with a PDF and a text file in every demo course, written
// once even when the seed runs again, with bytes generated from the storage key.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFiles, courseFolders, courses } from '../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../test/build-test-app.ts';
import { DEMO_COURSE_TITLES } from './demo-accounts.ts';
import { seedDemoCampus } from './demo-campus.ts';
import {
  DEMO_COURSE_DOCUMENTS,
  DEMO_DOCUMENTS_FOLDER,
  demoCourseFileBytes,
  minimalPdf,
  seedDemoCourseDocuments,
} from './demo-course-documents.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCampus(database.db, new Date('2030-03-10T08:00:00Z'));
});

afterAll(async () => {
  await database?.close();
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
        expect(demoCourseFileBytes(file.storageKey)?.length, file.storageKey).toBe(file.size);
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

  it('generates bytes only for demo keys', () => {
    expect(demoCourseFileBytes('course-files/demo/course-1-reading-list.txt')?.toString('utf8')).toContain('Reading list');
    expect(demoCourseFileBytes('course-files/demo/course-1-unknown.txt')).toBeUndefined();
    expect(demoCourseFileBytes('course-files/2026/01/0b7c6f6e-1111-4222-8333-444455556666')).toBeUndefined();
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
