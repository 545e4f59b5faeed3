// CORS for the native app (issue 19): the Capacitor origins and CORS_ORIGINS get preflight and actual
// answers on every route, the tus upload endpoints included; any other origin gets no CORS headers.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { signIn } from '../modules/auth/testing/auth-helpers.ts';
import { courseIdByTitle } from '../modules/courses/testing/course-fixtures.ts';
import { TUS_HEADERS, uploadMetadata } from '../modules/video-uploads/testing/video-fixtures.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createCorsPolicy, NATIVE_ORIGINS } from './cors.ts';

const CONFIGURED = 'https://app.campus.example.org';
const FOREIGN = 'https://evil.example';
const TUS_REQUEST_HEADERS = 'tus-resumable,upload-length,upload-offset,upload-metadata,upload-defer-length,upload-concat,x-http-method-override,authorization,content-type';

let t: TestApp;
let dataDir: string;
let student: string;
let courseId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-cors-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir, CORS_ORIGINS: ` ${CONFIGURED}/ , http://10.0.2.2:5173` } });
  student = (await signIn(t.app, DEMO_EMAILS.student)).accessToken;
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function preflight(url: string, origin: string, method: string, headers: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });
}

function listOf(value: unknown): string[] {
  return String(value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

describe('CORS preflight', () => {
  it.each([...NATIVE_ORIGINS, CONFIGURED])('answers %s on an API route (204, methods, the app headers)', async (origin) => {
    const response = await preflight('/api/rest/og', origin, 'GET', 'authorization,app_type,app_api_version,app_api_platform,x-student-mode');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(listOf(response.headers['access-control-allow-methods'])).toEqual(expect.arrayContaining(['get', 'post', 'patch', 'delete', 'head']));
    expect(listOf(response.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining(['authorization', 'app_type', 'app_api_version', 'app_api_platform', 'x-student-mode', 'x-token-transport']),
    );
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(listOf(response.headers.vary)).toContain('origin');
  });

  it('answers on the tus endpoints with the tus request headers', async () => {
    for (const [url, method] of [
      ['/api/rest/upload_session', 'POST'],
      ['/api/rest/upload_session/0123456789abcdef0123456789abcdef', 'PATCH'],
      ['/api/rest/upload_session/0123456789abcdef0123456789abcdef', 'HEAD'],
    ] as const) {
      const response = await preflight(url, 'capacitor://localhost', method, TUS_REQUEST_HEADERS);
      expect(response.statusCode, `${method} ${url}`).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('capacitor://localhost');
      expect(listOf(response.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(listOf(TUS_REQUEST_HEADERS)));
      expect(listOf(response.headers['access-control-allow-methods'])).toContain(method.toLowerCase());
    }
  });

  it('gives a foreign origin no CORS headers', async () => {
    for (const url of ['/api/rest/og', '/api/rest/upload_session']) {
      const response = await preflight(url, FOREIGN, 'POST', TUS_REQUEST_HEADERS);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-headers']).toBeUndefined();
      expect(response.headers['access-control-allow-methods']).toBeUndefined();
    }
  });
});

describe('CORS on actual requests', () => {
  it('an allowed origin reads the answer and the exposed headers; a foreign one gets nothing', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/api/rest/og', headers: { origin: 'https://localhost', authorization: `Bearer ${student}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://localhost');
    expect(listOf(allowed.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['location', 'upload-offset', 'upload-length', 'tus-resumable', 'tus-version', 'tus-extension', 'tus-max-size', 'upload-expires', 'x-request-id']),
    );
    const foreign = await t.app.inject({ method: 'GET', url: '/api/rest/og', headers: { origin: FOREIGN, authorization: `Bearer ${student}` } });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('error answers carry the CORS headers too (the app must read a 401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rest/og', headers: { origin: 'capacitor://localhost' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe('capacitor://localhost');
  });

  it('tus answers (written by @tus/server) allow the native origin and no other', async () => {
    const create = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/rest/upload_session',
        headers: {
          ...TUS_HEADERS,
          origin,
          authorization: `Bearer ${student}`,
          'upload-length': '16',
          'upload-metadata': uploadMetadata({ og_id: String(courseId), title: 'Across origins', filename: 'a.mp4', filetype: 'video/mp4' }),
        },
      });
    const allowed = await create('capacitor://localhost');
    expect(allowed.statusCode).toBe(201);
    expect(allowed.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(listOf(allowed.headers['access-control-expose-headers'])).toEqual(expect.arrayContaining(['location', 'upload-offset', 'video-id']));
    const uploadId = String(allowed.headers.location).split('/').pop() ?? '';
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/rest/upload_session/${uploadId}`,
      headers: { ...TUS_HEADERS, origin: 'capacitor://localhost', authorization: `Bearer ${student}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(head.headers['upload-offset']).toBe('0');

    const foreign = await create(FOREIGN);
    expect(foreign.statusCode).toBe(201);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS', () => {
  it('is parsed once into normalised origins; the native ones are always allowed', () => {
    const env = loadEnv({ CORS_ORIGINS: 'HTTPS://App.Example.org/, http://10.0.2.2:5173,,' });
    expect(env.CORS_ORIGINS).toEqual(['https://app.example.org', 'http://10.0.2.2:5173']);
    expect(loadEnv({}).CORS_ORIGINS).toEqual([]);
    const policy = createCorsPolicy(env.CORS_ORIGINS);
    expect(policy.allowsOrigin('capacitor://localhost')).toBe(true);
    expect(policy.allowsOrigin('https://app.example.org')).toBe(true);
    expect(policy.allowsOrigin('https://localhost:8443')).toBe(false);
    expect(policy.allowsOrigin(undefined)).toBe(false);
  });

  it('refuses entries that are not origins', () => {
    expect(() => loadEnv({ CORS_ORIGINS: 'https://app.example.org/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadEnv({ CORS_ORIGINS: 'app.example.org' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadEnv({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});
