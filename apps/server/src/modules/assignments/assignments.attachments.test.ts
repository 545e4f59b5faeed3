// Attachment upload and download: multipart within the size limit, a storage key (not a path) in the
// database, item_url inline only for harmless types, download_url always as an attachment.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ASSIGNMENT_ERROR_CODES,
  ASSIGNMENT_LIMITS,
  AssignmentAttachmentSchema,
  AssignmentSchema,
  ERROR_CODES,
  sanitizeFileName,
  type Problem,
} from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentAttachments } from '../../db/schema/assignments.ts';
import { DEMO_COURSE_TITLES } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { courseIdByTitle } from '../courses/testing/course-fixtures.ts';
import { call, createAssignment, signInEveryone, upload, type Sessions } from './testing/assignment-fixtures.ts';

let t: TestApp;
let sessions: Sessions;
let dataDir: string;
let basics: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-attachments-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  sessions = await signInEveryone(t.app, t.db);
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('upload', () => {
  it('stores the file under a storage key and lists it on the assignment', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: basics, title: 'With a file' });
    const response = await upload(t.app, sessions, 'instructor', assignment.id, [
      { fileName: 'Übungsplan März.pdf', contentType: 'application/pdf', content: '%PDF-1.4 demo' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const attachment = AssignmentAttachmentSchema.parse(response.json());
    expect(attachment).toMatchObject({
      name: 'Übungsplan März.pdf',
      contentType: 'application/pdf',
      size: 13,
      item_url: `/api/rest/assignments/${assignment.id}/attachments/${attachment.id}`,
      download_url: `/api/rest/assignments/${assignment.id}/attachments/${attachment.id}?download=1`,
    });

    const [row] = await t.db.select().from(assignmentAttachments).where(eq(assignmentAttachments.id, attachment.id));
    expect(row?.storageKey).toMatch(/^assignments\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(row?.storageKey).not.toContain(dataDir);
    expect(await storedFiles()).toContain(path.join(dataDir, 'files', ...(row?.storageKey ?? '').split('/')));

    const detail = AssignmentSchema.parse((await call(t.app, sessions, 'student', `/api/rest/assignments/${assignment.id}`)).json());
    expect(detail.attachments).toEqual([attachment]);
    expect(detail.isEmpty).toBe(false);
  });

  it('keeps only the file’s own name and a well-formed media type', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: basics, title: 'Odd names' });
    const response = await upload(t.app, sessions, 'instructor', assignment.id, [
      { fileName: '..\\..\\windows\\evil.exe', contentType: 'not a type', content: 'MZ' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'evil.exe', contentType: 'application/octet-stream' });
  });

  it('drops direction override characters from the name as course documents do (issue 20)', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: basics, title: 'Bidi name' });
    // "invoice\u202Efdp.exe" would show as "invoiceexe.pdf".
    const fileName = 'invoice\u202Efdp.exe';
    const response = await upload(t.app, sessions, 'instructor', assignment.id, [{ fileName, contentType: 'application/pdf', content: 'MZ' }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: sanitizeFileName(fileName) });
    expect(AssignmentAttachmentSchema.parse(response.json()).name).toBe('invoicefdp.exe');
  });

  it('is 413 past the size limit and keeps nothing', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: basics, title: 'Too big' });
    const before = await storedFiles();
    const response = await upload(t.app, sessions, 'instructor', assignment.id, [
      { fileName: 'huge.bin', contentType: 'application/octet-stream', content: Buffer.alloc(ASSIGNMENT_LIMITS.attachmentMaxBytes + 1, 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json<Problem>().code).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE);
    expect(await storedFiles()).toEqual(before);
    expect(await t.db.select().from(assignmentAttachments).where(eq(assignmentAttachments.assignmentId, assignment.id))).toEqual([]);
  });

  it('is 400 without a file in the field "file"', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: basics, title: 'No file' });
    const response = await upload(t.app, sessions, 'instructor', assignment.id, [
      { field: 'other', fileName: 'a.txt', contentType: 'text/plain', content: 'a' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>().code).toBe(ASSIGNMENT_ERROR_CODES.attachmentMissing);
  });

  it('allows a limited number of files per assignment', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: basics, title: 'Many files' });
    for (let n = 0; n < ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax; n += 1) {
      const response = await upload(t.app, sessions, 'instructor', assignment.id, [{ fileName: `${n}.txt`, contentType: 'text/plain', content: `${n}` }]);
      expect(response.statusCode).toBe(201);
    }
    const refused = await upload(t.app, sessions, 'instructor', assignment.id, [{ fileName: 'one-more.txt', contentType: 'text/plain', content: 'x' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Problem>().code).toBe(ASSIGNMENT_ERROR_CODES.attachmentLimit);
  });

  it('does not read the upload of someone who may not add files', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: basics, title: 'Student tries' });
    const before = await storedFiles();
    const response = await upload(t.app, sessions, 'student', assignment.id, [{ fileName: 'x.txt', contentType: 'text/plain', content: 'x' }]);
    expect(response.statusCode).toBe(403);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('download', () => {
  it('serves harmless types inline at item_url and every type as attachment at download_url', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: basics, title: 'Downloads' });
    const image = AssignmentAttachmentSchema.parse(
      (await upload(t.app, sessions, 'instructor', assignment.id, [{ fileName: 'pitch.png', contentType: 'image/png', content: 'PNGDATA' }])).json(),
    );
    const inline = await call(t.app, sessions, 'student', image.item_url);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="pitch.png"; filename*=UTF-8''pitch.png`,
      'x-content-type-options': 'nosniff',
      'content-length': '7',
    });
    expect(inline.body).toBe('PNGDATA');

    const download = await call(t.app, sessions, 'student', image.download_url);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="pitch.png"; filename*=UTF-8''pitch.png`);
    expect(download.body).toBe('PNGDATA');
  });

  it('never shows HTML or SVG in place: always a download, sandboxed', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: basics, title: 'Active content' });
    for (const [fileName, contentType] of [
      ['page.html', 'text/html'],
      ['logo.svg', 'image/svg+xml'],
    ] as const) {
      const attachment = AssignmentAttachmentSchema.parse(
        (await upload(t.app, sessions, 'instructor', assignment.id, [{ fileName, contentType, content: '<script>alert(1)</script>' }])).json(),
      );
      const response = await call(t.app, sessions, 'student', attachment.item_url);
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('encodes names that are not plain ASCII', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: basics, title: 'Names' });
    const attachment = AssignmentAttachmentSchema.parse(
      (await upload(t.app, sessions, 'instructor', assignment.id, [{ fileName: 'Spielplan Süd (neu).txt', contentType: 'text/plain', content: 'x' }])).json(),
    );
    expect(attachment.name).toBe('Spielplan Süd (neu).txt');
    const response = await call(t.app, sessions, 'student', attachment.download_url);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Spielplan S_d (neu).txt"; filename*=UTF-8''Spielplan%20S%C3%BCd%20%28neu%29.txt`,
    );
  });

  it('is 404 for an attachment of another assignment, a removed one, and for a user who cannot see the assignment', async () => {
    const first = await createAssignment(t.app, sessions, { og: basics, title: 'First' });
    const second = await createAssignment(t.app, sessions, { og: basics, title: 'Second', status: 'draft' });
    const attachment = AssignmentAttachmentSchema.parse(
      (await upload(t.app, sessions, 'instructor', second.id, [{ fileName: 'a.txt', contentType: 'text/plain', content: 'a' }])).json(),
    );
    expect((await call(t.app, sessions, 'instructor', `/api/rest/assignments/${first.id}/attachments/${attachment.id}`)).statusCode).toBe(404);
    expect((await call(t.app, sessions, 'student', attachment.item_url)).statusCode).toBe(404);
    expect((await call(t.app, sessions, 'nonMember', attachment.item_url)).statusCode).toBe(404);

    const [row] = await t.db.select().from(assignmentAttachments).where(eq(assignmentAttachments.id, attachment.id));
    const file = path.join(dataDir, 'files', ...(row?.storageKey ?? 'missing').split('/'));
    expect(await storedFiles()).toContain(file);
    const removed = await call(t.app, sessions, 'instructor', attachment.item_url, { method: 'DELETE' });
    expect(removed.statusCode).toBe(204);
    expect((await call(t.app, sessions, 'instructor', attachment.item_url)).statusCode).toBe(404);
    expect(await storedFiles()).not.toContain(file);
  });
});
