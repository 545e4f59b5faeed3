// The tus routes take a raw byte stream (application/offset+octet-stream) or no body at all. Any other
// body (text, JSON, a form) is a client mistake: 415 problem+json, never a 500 (issue 12, finding 6:
// Fastify's own parsers used to read the stream the tus server then found consumed).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES, type Problem } from '@campus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoUploads } from '../../db/schema/videos.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { signIn } from '../auth/testing/auth-helpers.ts';
import { courseIdByTitle } from '../courses/testing/course-fixtures.ts';
import { TUS_HEADERS, tusCreate, tusPatch, uploadIdFromLocation, uploadMetadata } from './testing/video-fixtures.ts';

let t: TestApp;
let dataDir: string;
let student: string;
let courseId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-video-upload-bodies-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  student = (await signIn(t.app, DEMO_EMAILS.student)).accessToken;
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const meta = () => ({ og_id: String(courseId), title: 'Body test', filename: 'session.mp4', filetype: 'video/mp4' });

function expectUnsupported(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(415);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json<Problem>().code).toBe(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
}

const WRONG_BODIES: readonly [string, string][] = [
  ['text/plain', 'hello'],
  ['application/json', '{"og_id":1}'],
  ['application/json', '{not json'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
];

describe('POST /api/rest/upload_session with a body that is not a tus byte stream', () => {
  it.each(WRONG_BODIES)('answers %s with 415 UNSUPPORTED_MEDIA_TYPE and starts no upload', async (contentType, payload) => {
    for (const headers of [
      { authorization: `Bearer ${student}`, 'content-type': contentType },
      // The same with valid tus headers: the body is still not the upload's bytes.
      { authorization: `Bearer ${student}`, 'content-type': contentType, ...TUS_HEADERS, 'upload-length': '10', 'upload-metadata': uploadMetadata(meta()) },
    ]) {
      expectUnsupported(await t.app.inject({ method: 'POST', url: '/api/rest/upload_session', headers, payload }));
    }
    expect(await t.db.select().from(videoUploads)).toEqual([]);
  });

  it('still starts an upload without a body, also when the request is labelled JSON', async () => {
    const plain = await tusCreate(t.app, student, 10, meta());
    expect(plain.statusCode, plain.body).toBe(201);
    const labelled = await t.app.inject({
      method: 'POST',
      url: '/api/rest/upload_session',
      headers: { authorization: `Bearer ${student}`, 'content-type': 'application/json', ...TUS_HEADERS, 'upload-length': '10', 'upload-metadata': uploadMetadata(meta()) },
    });
    expect(labelled.statusCode, labelled.body).toBe(201);
  });
});

describe('PATCH /api/rest/upload_session/{id} with a body that is not a tus byte stream', () => {
  it('still takes the tus byte stream itself (a first chunk; the last one would need ffprobe)', async () => {
    const uploadId = uploadIdFromLocation(await tusCreate(t.app, student, 10, meta()));
    const response = await tusPatch(t.app, student, uploadId, 0, Buffer.from('abcd'));
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers['upload-offset']).toBe('4');
  });

  it.each(WRONG_BODIES)('answers %s with 415 UNSUPPORTED_MEDIA_TYPE', async (contentType, payload) => {
    const uploadId = uploadIdFromLocation(await tusCreate(t.app, student, 10, meta()));
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/rest/upload_session/${uploadId}`,
      headers: { authorization: `Bearer ${student}`, 'content-type': contentType, ...TUS_HEADERS, 'upload-offset': '0' },
      payload,
    });
    expectUnsupported(response);
  });
});
