// Demo course documents (issue 7): every demo course gets a top-level "Material" folder with a small
// PDF and a plain-text file, uploaded by the demo instructor. Given a file store, the bytes go there
// under fresh keys like any upload; without one (tests that never download them) only the rows are made.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Database } from '../db/client.ts';
import { courseFiles, courseFolders, courses, users } from '../db/schema/index.ts';
import { newStorageKey, type FileStore } from '../lib/storage.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS } from './demo-accounts.ts';

export const DEMO_DOCUMENTS_FOLDER = 'Material';

export interface DemoCourseDocument {
  /** The key's last part; also what picks the bytes. */
  slug: string;
  fileName: string;
  contentType: string;
}

export const DEMO_COURSE_DOCUMENTS: readonly DemoCourseDocument[] = [
  { slug: 'course-guide.pdf', fileName: 'Course guide.pdf', contentType: 'application/pdf' },
  { slug: 'reading-list.txt', fileName: 'Reading list.txt', contentType: 'text/plain' },
];

/** A minimal valid one-page PDF showing `lines` (ASCII), with a correct cross-reference table. */
export function minimalPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = ['BT', '/F1 18 Tf', '72 760 Td', '24 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const DEMO_BYTES: Readonly<Record<string, Buffer>> = {
  'course-guide.pdf': minimalPdf(['Campus demo: course guide', 'Welcome to the course!', 'Plan, train, reflect.']),
  'reading-list.txt': Buffer.from(
    'Reading list\n\n1. Laws of the Game (current edition)\n2. Coaching young players: a practical guide\n3. Session planning checklists\n',
    'utf8',
  ),
};

/** Adds the "Material" folder and its files to every demo course that has none yet (safe to run again). */
export async function seedDemoCourseDocuments(db: Database, now: Date = new Date(), store: FileStore | null = null): Promise<void> {
  const titles = Object.values(DEMO_COURSE_TITLES);
  const courseRows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.domainId, DEMO_DOMAIN.id), inArray(courses.title, titles)));
  const [instructor] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAILS.instructor));
  const createdBy = instructor?.id ?? null;

  for (const course of courseRows) {
    const [existing] = await db
      .select({ id: courseFolders.id })
      .from(courseFolders)
      .where(and(eq(courseFolders.courseId, course.id), isNull(courseFolders.parentId), eq(courseFolders.name, DEMO_DOCUMENTS_FOLDER)))
      .limit(1);
    if (existing) continue;
    const [folder] = await db
      .insert(courseFolders)
      .values({ courseId: course.id, parentId: null, name: DEMO_DOCUMENTS_FOLDER, createdBy, createdAt: now })
      .returning({ id: courseFolders.id });
    if (!folder) throw new Error('demo folder insert returned nothing');
    const storageKeys = DEMO_COURSE_DOCUMENTS.map(() => newStorageKey('course-files', now));
    if (store) {
      await Promise.all(
        DEMO_COURSE_DOCUMENTS.map((document, index) => store.put(storageKeys[index] as string, Readable.from([DEMO_BYTES[document.slug] as Buffer]))),
      );
    }
    await db.insert(courseFiles).values(
      DEMO_COURSE_DOCUMENTS.map((document, index) => ({
        courseId: course.id,
        folderId: folder.id,
        storageKey: storageKeys[index] as string,
        fileName: document.fileName,
        contentType: document.contentType,
        size: (DEMO_BYTES[document.slug] as Buffer).length,
        createdBy,
        createdAt: now,
      })),
    );
  }
}
