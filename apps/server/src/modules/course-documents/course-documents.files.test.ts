// Course document files, route × role: multipart upload (streamed into the file store under a storage
// key, size-limited, names sanitized), download as an attachment with a safe content type, delete by
// the uploader or a moderator; and the demo files, generated on the first download.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  COURSE_DOCUMENT_ERROR_CODES,
  CourseDocumentsResponseSchema,
  CourseFileSchema,
  ERROR_CODES,
  type CourseFile,
  type Problem,
} from '@campus/shared';
import { eq } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../auth-core/principal.ts';
import { courseFiles } from '../../db/schema/index.ts';
import { createDiskFileStore } from '../../lib/storage.ts';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { authenticatePlugin } from '../auth/testing/authenticate-plugin.ts';
import { errorHandlerPlugin } from '../../plugins/error-handler.ts';
import { testEnv, type TestApp } from '../../test/build-test-app.ts';
import { authHeaders, userIdByEmail } from '../courses/testing/course-fixtures.ts';
import { courseDocumentRoutes } from './course-documents.routes.ts';
import { uploadCourseFile } from './course-documents.service.ts';
import { COURSE_CALLERS, call as callAs, multipartBody, openDocumentsWorld } from './testing/course-document-fixtures.ts';
import type { Caller, DocumentsWorld, MultipartFile, Sessions } from './testing/course-document-fixtures.ts';

const BASE = '/api/rest/course-documents';

let world: DocumentsWorld;
let t: TestApp;
let dataDir: string;
let sessions: Sessions;
let basics: number;
let refresher: number;

beforeAll(async () => {
  world = await openDocumentsWorld('course-files');
  ({ t, dataDir, sessions, basics, refresher } = world);
});

afterAll(async () => {
  await world?.close();
});

function call(caller: Caller, url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', extra: { payload?: Buffer; headers?: Record<string, string> } = {}) {
  return callAs(t.app, sessions, caller, url, { method, ...extra });
}

function upload(caller: Caller, files: readonly MultipartFile[], query = `og=${basics}`): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(files);
  return call(caller, `${BASE}/files?${query}`, 'POST', { payload: body, headers: { 'content-type': contentType } });
}

async function uploaded(caller: Caller, file: MultipartFile, query?: string): Promise<CourseFile> {
  const response = await upload(caller, [file], query);
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return CourseFileSchema.parse(response.json());
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function folderId(name: string, courseId = basics): Promise<number> {
  const response = await call('instructor', `${BASE}/folders?og=${courseId}`, 'POST', {
    payload: Buffer.from(JSON.stringify({ name, parentId: null })),
    headers: { 'content-type': 'application/json' },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number }>().id;
}

const text = (fileName = 'notes.txt', content: string | Buffer = 'hello'): MultipartFile => ({ fileName, contentType: 'text/plain', content });

describe('POST /course-documents/files', () => {
  it('is 401 without a token', async () => {
    expect((await upload('anonymous', [text()])).statusCode).toBe(401);
  });

  it('is 403 without create_file_content (students without member files, guests) and 404 outside the course', async () => {
    for (const role of ['student', 'guest'] as const) expect((await upload(role, [text()])).statusCode, role).toBe(403);
    expect((await upload('nonMember', [text()])).statusCode).toBe(404);
    expect((await upload('student', [text()], `og=${refresher}`)).statusCode).toBe(404);
  });

  it('is 400 without a course, without a file, with an empty file, and 415 for a non-multipart body', async () => {
    expect((await upload('instructor', [text()], '')).statusCode).toBe(400);
    const missing = await upload('instructor', [{ ...text(), field: 'other' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Problem>().code).toBe(COURSE_DOCUMENT_ERROR_CODES.fileMissing);
    const before = (await storedFiles()).length;
    const empty = await upload('instructor', [text('empty.txt', '')]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Problem>().code).toBe(COURSE_DOCUMENT_ERROR_CODES.fileEmpty);
    expect((await storedFiles()).length).toBe(before);
    const json = await call('instructor', `${BASE}/files?og=${basics}`, 'POST', {
      payload: Buffer.from('{}'),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('is 404 for a folder of another course or one that does not exist', async () => {
    const foreign = await folderId('Foreign', refresher);
    expect((await upload('instructor', [text()], `og=${basics}&folderId=${foreign}`)).statusCode).toBe(404);
    expect((await upload('instructor', [text()], `og=${basics}&folderId=999999`)).statusCode).toBe(404);
  });

  it('stores the bytes under a storage key, for mentors, instructors, managers and admins', async () => {
    const target = await folderId('Uploads');
    for (const role of ['mentor', 'instructor', 'manager', 'admin'] as const) {
      const file = await uploaded(role, { fileName: `Übung ${role}.pdf`, contentType: 'application/pdf', content: '%PDF-1.4 demo' }, `og=${basics}&folderId=${target}`);
      expect(file).toMatchObject({ folderId: target, fileName: `Übung ${role}.pdf`, contentType: 'application/pdf', size: 13, permissions: { delete: true } });
      const [row] = await t.db.select().from(courseFiles).where(eq(courseFiles.id, file.id));
      expect(row?.storageKey).toMatch(/^course-files\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
      expect(await storedFiles()).toContain(path.join(dataDir, 'files', ...(row?.storageKey ?? '').split('/')));
    }
    const top = await uploaded('instructor', text('top.txt'));
    expect(top.folderId).toBeNull();
  });

  it('keeps only the file’s own name, without control or direction characters, and a well-formed type', async () => {
    const file = await uploaded('instructor', { fileName: '..\\..\\windows\\evil\u202Etxt.exe', contentType: 'not a type', content: 'MZ' });
    expect(file).toMatchObject({ fileName: 'eviltxt.exe', contentType: 'application/octet-stream' });
    const dotted = await uploaded('instructor', { fileName: '../..', contentType: 'text/plain', content: 'x' });
    expect(dotted.fileName).toBe('file');
  });

  it('allows two files of the same name in a folder', async () => {
    const first = await uploaded('instructor', text('same.txt'));
    const second = await uploaded('instructor', text('same.txt'));
    expect(second.id).not.toBe(first.id);
    expect(second.fileName).toBe('same.txt');
  });

  it('is 413 when the multipart upload passes the route’s limit, and keeps nothing', async () => {
    // The same routes with a 1 KB limit (the real one is 100 MB), on the test app's database.
    const env = testEnv({ DATA_DIR: dataDir });
    const small = Fastify({ logger: false });
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    await small.register(errorHandlerPlugin);
    await small.register(authenticatePlugin, { db: t.db, env });
    await small.register(courseDocumentRoutes, { db: t.db, env, maxFileBytes: 1024 });
    try {
      const before = await storedFiles();
      const send = (size: number) => {
        const { body, contentType } = multipartBody([{ fileName: 'big.bin', contentType: 'application/octet-stream', content: Buffer.alloc(size, 1) }]);
        return small.inject({ method: 'POST', url: `${BASE}/files?og=${basics}`, payload: body, headers: { ...authHeaders(sessions.instructor), 'content-type': contentType } });
      };
      const tooBig = await send(1025);
      expect(tooBig.statusCode, tooBig.body).toBe(413);
      expect(tooBig.json<Problem>().code).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE);
      expect(await storedFiles()).toEqual(before);
      expect((await send(1024)).statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('is 413 past the size limit and keeps nothing (service)', async () => {
    const db = t.db;
    const files = createDiskFileStore(path.join(dataDir, 'files'));
    const deps = { db, files, maxFileBytes: 1024 };
    const principal: Principal = {
      userId: await userIdByEmail(db, DEMO_EMAILS.instructor),
      sessionId: 'test',
      isAdmin: false,
      accountIsAdmin: false,
      studentMode: false,
      impersonatorUserId: null,
    };
    const before = await storedFiles();
    const attempt = uploadCourseFile(deps, principal, basics, null, async () => ({
      fileName: 'big.bin',
      contentType: 'application/octet-stream',
      stream: Readable.from([Buffer.alloc(1025, 1)]),
      wasTruncated: () => false,
    }));
    await expect(attempt).rejects.toMatchObject({ status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE });
    // Exactly the limit is fine.
    const fits = await uploadCourseFile(deps, principal, basics, null, async () => ({
      fileName: 'fits.bin',
      contentType: 'application/octet-stream',
      stream: Readable.from([Buffer.alloc(1024, 1)]),
      wasTruncated: () => false,
    }));
    expect(fits.size).toBe(1024);
    expect((await storedFiles()).length).toBe(before.length + 1);
  });
});

describe('GET /course-documents/files/{id}/download', () => {
  it('is 401 without a token, 404 outside the course and for an unknown file, 400 for a bad id', async () => {
    const file = await uploaded('instructor', text());
    expect((await call('anonymous', `${BASE}/files/${file.id}/download`)).statusCode).toBe(401);
    expect((await call('nonMember', `${BASE}/files/${file.id}/download`)).statusCode).toBe(404);
    expect((await call('student', `${BASE}/files/999999/download`)).statusCode).toBe(404);
    expect((await call('student', `${BASE}/files/abc/download`)).statusCode).toBe(400);
    const foreign = await uploaded('instructor', text('foreign.txt'), `og=${refresher}`);
    expect((await call('student', `${BASE}/files/${foreign.id}/download`)).statusCode).toBe(404);
  });

  it('serves the bytes as an attachment to every course role, with the UTF-8 name', async () => {
    const file = await uploaded('instructor', { fileName: 'Übungsplan März.pdf', contentType: 'application/pdf', content: '%PDF-1.4 plan' });
    for (const role of COURSE_CALLERS) {
      const response = await call(role, `${BASE}/files/${file.id}/download`);
      expect(response.statusCode, role).toBe(200);
      expect(response.body).toBe('%PDF-1.4 plan');
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="_bungsplan M_rz.pdf"; filename*=UTF-8''%C3%9Cbungsplan%20M%C3%A4rz.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never serves HTML or SVG as such', async () => {
    for (const [fileName, contentType] of [
      ['page.html', 'text/html'],
      ['image.svg', 'image/svg+xml'],
      ['script.js', 'application/javascript'],
      ['page.xhtml', 'application/xhtml+xml'],
    ] as const) {
      const file = await uploaded('instructor', { fileName, contentType, content: '<script>alert(1)</script>' });
      const response = await call('student', `${BASE}/files/${file.id}/download`);
      expect(response.headers['content-type'], fileName).toBe('application/octet-stream');
      expect(String(response.headers['content-disposition'])).toMatch(/^attachment; /);
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
    const image = await uploaded('instructor', { fileName: 'photo.png', contentType: 'image/png', content: 'png' });
    expect((await call('student', `${BASE}/files/${image.id}/download`)).headers['content-type']).toBe('image/png');
  });

  it('generates a demo file on its first download and keeps it in the store', async () => {
    const documents = CourseDocumentsResponseSchema.parse((await call('student', `${BASE}?og=${basics}`)).json());
    const guide = documents.files.find((file) => file.fileName === 'Course guide.pdf');
    expect(guide).toBeDefined();
    const response = await call('student', `${BASE}/files/${guide?.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(response.rawPayload.length).toBe(guide?.size);
    const [row] = await t.db.select().from(courseFiles).where(eq(courseFiles.id, guide?.id ?? 0));
    expect(await storedFiles()).toContain(path.join(dataDir, 'files', ...(row?.storageKey ?? '').split('/')));
  });

  it('is 404 when the stored bytes are gone (not a demo file)', async () => {
    const file = await uploaded('instructor', text('lost.txt'));
    const [row] = await t.db.select().from(courseFiles).where(eq(courseFiles.id, file.id));
    await rm(path.join(dataDir, 'files', ...(row?.storageKey ?? '').split('/')));
    expect((await call('student', `${BASE}/files/${file.id}/download`)).statusCode).toBe(404);
  });
});

describe('DELETE /course-documents/files/{id}', () => {
  it('is 401 without a token, 403 for others than the uploader and moderators, 404 outside the course', async () => {
    const file = await uploaded('instructor', text('keep.txt'));
    expect((await call('anonymous', `${BASE}/files/${file.id}`, 'DELETE')).statusCode).toBe(401);
    for (const role of ['student', 'guest', 'mentor'] as const) expect((await call(role, `${BASE}/files/${file.id}`, 'DELETE')).statusCode, role).toBe(403);
    expect((await call('nonMember', `${BASE}/files/${file.id}`, 'DELETE')).statusCode).toBe(404);
    expect((await call('instructor', `${BASE}/files/0`, 'DELETE')).statusCode).toBe(400);
  });

  it('lets the uploader delete their own file and moderators any file, removing the bytes', async () => {
    const own = await uploaded('mentor', text('mentor.txt'));
    expect((await call('mentor', `${BASE}/files/${own.id}`, 'DELETE')).statusCode).toBe(204);
    for (const role of ['instructor', 'manager', 'admin'] as const) {
      const file = await uploaded('mentor', text(`by-mentor-${role}.txt`));
      const [row] = await t.db.select().from(courseFiles).where(eq(courseFiles.id, file.id));
      const stored = path.join(dataDir, 'files', ...(row?.storageKey ?? '').split('/'));
      expect(await storedFiles()).toContain(stored);
      expect((await call(role, `${BASE}/files/${file.id}`, 'DELETE')).statusCode, role).toBe(204);
      expect(await storedFiles()).not.toContain(stored);
      expect((await call(role, `${BASE}/files/${file.id}/download`)).statusCode).toBe(404);
    }
    expect((await call('mentor', `${BASE}/files/${own.id}`, 'DELETE')).statusCode).toBe(404);
  });
});
