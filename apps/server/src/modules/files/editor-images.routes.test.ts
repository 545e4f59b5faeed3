// POST /files/upload/editor?og= and GET /files/editor/:name: route × role, content-based type checks
// (disguised HTML/SVG refused, polyglots re-encoded), the size limit and the headers images are served with.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES, PROBLEM_CONTENT_TYPE, type Problem } from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorImages } from '../../db/schema/index.ts';
import { mediaToolPaths } from '../../lib/media-tools.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, multipartBody, signInEveryone, type Caller, type MultipartFile, type Sessions } from '../assignments/testing/assignment-fixtures.ts';
import { courseIdByTitle, userIdByEmail } from '../courses/testing/course-fixtures.ts';
import { sniffImageKind } from './image-sniff.ts';
import { makeImage, SCRIPT_HTML, SVG_WITH_SCRIPT } from './testing/image-fixtures.ts';

const media = mediaToolPaths({});
const SERVED = /^\/api\/rest\/files\/editor\/([A-Za-z0-9_-]{16,64})\.(png|jpg|webp|gif)$/;

let t: TestApp;
let sessions: Sessions;
let dataDir: string;
let basics: number;
let png: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-editor-images-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  sessions = await signInEveryone(t.app, t.db);
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  png = await makeImage(media, 'png', 64, 48);
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function uploadAs(caller: Caller, files: readonly MultipartFile[], og: number | string = basics) {
  const { body, contentType } = multipartBody(files);
  return call(t.app, sessions, caller, `/api/rest/files/upload/editor?og=${og}`, {
    method: 'POST',
    payload: body,
    headers: { 'content-type': contentType },
  });
}

const image = (content: Buffer | string, fileName = 'picture.png', contentType = 'image/png'): MultipartFile => ({
  field: 'upload',
  fileName,
  contentType,
  content,
});

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'files', 'editor-images'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function expectProblem(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number, code: string): void {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toContain(PROBLEM_CONTENT_TYPE);
  const problem = response.json() as Problem;
  expect(problem.code).toBe(code);
  if (status < 500 && status !== 401) expect(problem.detail ?? '').not.toBe('');
}

describe('POST /files/upload/editor: who', () => {
  it('401 without a session', async () => {
    expectProblem(await uploadAs('anonymous', [image(png)]), 401, ERROR_CODES.UNAUTHENTICATED);
  });

  it('403 for a guest (no create_content, create_news or create_file_content)', async () => {
    expectProblem(await uploadAs('guest', [image(png)]), 403, ERROR_CODES.FORBIDDEN);
  });

  it('404 for someone outside the course', async () => {
    expectProblem(await uploadAs('nonMember', [image(png)]), 404, ERROR_CODES.NOT_FOUND);
  });

  it('400 without og, with a bad og, or without the "upload" field', async () => {
    const { body, contentType } = multipartBody([image(png)]);
    const missingOg = await call(t.app, sessions, 'student', '/api/rest/files/upload/editor', {
      method: 'POST',
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(missingOg.statusCode).toBe(400);
    expect((await uploadAs('student', [image(png)], 'abc')).statusCode).toBe(400);
    expectProblem(await uploadAs('student', [{ ...image(png), field: 'file' }]), 400, ERROR_CODES.BAD_REQUEST);
  });

  it('415 for a body that is not multipart', async () => {
    const response = await call(t.app, sessions, 'student', `/api/rest/files/upload/editor?og=${basics}`, {
      method: 'POST',
      payload: { upload: 'x' },
    });
    expectProblem(response, 415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
  });

  it.each(['student', 'mentor', 'instructor', 'manager', 'admin'] as const)('201 for %s', async (caller) => {
    const response = await uploadAs(caller, [image(png)]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ fullPath: string }>().fullPath).toMatch(SERVED);
  });
});

describe('POST /files/upload/editor: what', () => {
  it('stores a re-encoded PNG with a row and serves it back', async () => {
    const before = (await storedFiles()).length;
    const response = await uploadAs('student', [image(png, 'Ferienfoto.png')]);
    expect(response.statusCode, response.body).toBe(201);
    const { fullPath } = response.json<{ fullPath: string }>();
    const [, publicId, extension] = SERVED.exec(fullPath) ?? [];
    expect(extension).toBe('png');

    const [row] = await t.db.select().from(editorImages).where(eq(editorImages.publicId, publicId ?? ''));
    expect(row).toMatchObject({
      courseId: basics,
      contentType: 'image/png',
      width: 64,
      height: 48,
      createdBy: await userIdByEmail(t.db, DEMO_EMAILS.student),
    });
    expect(row?.storageKey).toMatch(/^editor-images\//);
    expect(await storedFiles()).toHaveLength(before + 1);

    const served = await t.app.inject({ method: 'GET', url: fullPath });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(row?.size);
    expect(sniffImageKind(served.rawPayload)).toBe('png');
  });

  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg', 'jpg'],
    ['webp', 'photo.webp', 'image/webp', 'webp'],
    ['gif', 'anim.gif', 'image/gif', 'gif'],
    ['animatedGif', 'anim.gif', 'image/gif', 'gif'],
  ] as const)('round-trips a %s', async (fixture, fileName, contentType, extension) => {
    const bytes = await makeImage(media, fixture, 80, 60);
    const response = await uploadAs('mentor', [image(bytes, fileName, contentType)]);
    expect(response.statusCode, response.body).toBe(201);
    const { fullPath } = response.json<{ fullPath: string }>();
    expect(SERVED.exec(fullPath)?.[2]).toBe(extension);
    const served = await t.app.inject({ method: 'GET', url: fullPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(sniffImageKind(served.rawPayload)).toBe(fixture === 'animatedGif' ? 'gif' : fixture);
  });

  it('decides by content, not by name or declared type: a PNG named .txt is accepted as PNG', async () => {
    const response = await uploadAs('student', [image(png, 'notes.txt', 'text/plain')]);
    expect(response.statusCode, response.body).toBe(201);
    expect(SERVED.exec(response.json<{ fullPath: string }>().fullPath)?.[2]).toBe('png');
  });

  it.each([
    ['HTML named .png', SCRIPT_HTML, 'evil.png', 'image/png'],
    ['HTML as text/html', SCRIPT_HTML, 'evil.html', 'text/html'],
    ['SVG named .png', SVG_WITH_SCRIPT, 'evil.png', 'image/png'],
    ['SVG as image/svg+xml', SVG_WITH_SCRIPT, 'evil.svg', 'image/svg+xml'],
    ['XML', '<?xml version="1.0"?><x/>', 'data.png', 'image/png'],
    ['PDF', '%PDF-1.4\n%%EOF\n', 'doc.png', 'image/png'],
  ])('refuses %s with 415 and keeps nothing', async (_label, content, fileName, contentType) => {
    const before = await storedFiles();
    const rows = (await t.db.select().from(editorImages)).length;
    const response = await uploadAs('student', [image(content, fileName, contentType)]);
    expectProblem(response, 415, ERROR_CODES.IMAGE_TYPE_NOT_ALLOWED);
    expect(await storedFiles()).toEqual(before);
    expect(await t.db.select().from(editorImages)).toHaveLength(rows);
  });

  it('re-encodes a PNG with HTML appended (polyglot): the served bytes differ and hold no script', async () => {
    const polyglot = Buffer.concat([png, Buffer.from(SCRIPT_HTML)]);
    const response = await uploadAs('student', [image(polyglot, 'polyglot.png', 'image/png')]);
    expect(response.statusCode, response.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: response.json<{ fullPath: string }>().fullPath });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(polyglot)).toBe(false);
    expect(served.rawPayload.toString('latin1').toLowerCase()).not.toContain('<script');
    expect(served.rawPayload.toString('latin1').toLowerCase()).not.toContain('<html');
  });

  it('refuses animated WebP with 422 IMAGE_PROCESSING_FAILED', async () => {
    const response = await uploadAs('student', [image(await makeImage(media, 'animatedWebp'), 'anim.webp', 'image/webp')]);
    expectProblem(response, 422, ERROR_CODES.IMAGE_PROCESSING_FAILED);
  });

  it('refuses more than 10 MiB with 413 IMAGE_TOO_LARGE and keeps nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const response = await uploadAs('student', [image(big)]);
    expectProblem(response, 413, ERROR_CODES.IMAGE_TOO_LARGE);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('GET /files/editor/:name', () => {
  let fullPath: string;
  beforeAll(async () => {
    const response = await uploadAs('student', [image(png)]);
    fullPath = response.json<{ fullPath: string }>().fullPath;
  });

  it('serves the image to anyone holding the URL, with headers that keep it an image', async () => {
    const response = await t.app.inject({ method: 'GET', url: fullPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['content-disposition']).toBe('inline; filename="image.png"');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await t.app.inject({ method: 'GET', url: fullPath, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('404 for unknown names, another extension of a known image, and odd names', async () => {
    const [, publicId] = SERVED.exec(fullPath) ?? [];
    for (const url of [
      '/api/rest/files/editor/AAAAAAAAAAAAAAAAAAAAAA.png',
      `/api/rest/files/editor/${publicId}.gif`,
      `/api/rest/files/editor/${publicId}.svg`,
      `/api/rest/files/editor/${publicId}`,
      '/api/rest/files/editor/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(String(response.headers['content-type'])).toContain(PROBLEM_CONTENT_TYPE);
    }
  });
});
