// POST /content/external-preview?og=: route × role, public addresses only (400 EXTERNAL_URL_NOT_PUBLIC),
// fetch failures (502 EXTERNAL_PREVIEW_FAILED) and, against a 127.0.0.1 page let through by the
// test-only allowAddress, the success answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES, PROBLEM_CONTENT_TYPE, type Problem } from '@campus/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatePlugin } from '../auth/testing/authenticate-plugin.ts';
import { errorHandlerPlugin } from '../../plugins/error-handler.ts';
import { DEMO_COURSE_TITLES } from '../../seed/demo-accounts.ts';
import { buildTestApp, testEnv, type TestApp } from '../../test/build-test-app.ts';
import { call, signInEveryone, type Caller, type Sessions } from '../assignments/testing/assignment-fixtures.ts';
import { authHeaders, courseIdByTitle } from '../courses/testing/course-fixtures.ts';
import { linkPreviewRoutes } from './link-preview.routes.ts';

let t: TestApp;
let sessions: Sessions;
let basics: number;
let page: http.Server;
let pageBase: string;
/** The preview route alone, with the test server let through (the real app never passes allowAddress). */
let local: FastifyInstance;

const PAGE = `<!doctype html><html><head><title>Fallback</title>
<meta property="og:title" content="  Coaching &amp; More  ">
<meta property="og:description" content="<script>alert(1)</script> Learn.">
<meta property="og:site_name" content="Example">
</head><body><script>alert(2)</script></body></html>`;

beforeAll(async () => {
  t = await buildTestApp();
  sessions = await signInEveryone(t.app, t.db);
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);

  page = http.createServer((request, response) => {
    if (request.url === '/article') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    else if (request.url === '/to-private') response.writeHead(302, { location: 'http://192.168.0.1/' }).end();
    else if (request.url === '/pdf') response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageBase = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;

  local = Fastify();
  local.setValidatorCompiler(validatorCompiler);
  local.setSerializerCompiler(serializerCompiler);
  await local.register(errorHandlerPlugin, {});
  await local.register(authenticatePlugin, { db: t.db, env: testEnv() });
  await local.register(linkPreviewRoutes, { db: t.db, fetchOptions: { allowAddress: (ip) => ip === '127.0.0.1' } });
  await local.ready();
});

afterAll(async () => {
  await local?.close();
  page?.closeAllConnections();
  await new Promise<void>((resolve) => (page ? page.close(() => resolve()) : resolve()));
  await t?.close();
});

function preview(caller: Caller, url: unknown, og: number | string = basics) {
  return call(t.app, sessions, caller, `/api/rest/content/external-preview?og=${og}`, { method: 'POST', payload: { url } });
}

function expectProblem(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number, code: string): Problem {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toContain(PROBLEM_CONTENT_TYPE);
  const problem = response.json() as Problem;
  expect(problem.code).toBe(code);
  return problem;
}

describe('POST /content/external-preview: who', () => {
  it('401 without a session', async () => {
    expectProblem(await preview('anonymous', 'http://127.0.0.1/'), 401, ERROR_CODES.UNAUTHENTICATED);
  });

  it('403 for a guest, 404 outside the course', async () => {
    expectProblem(await preview('guest', 'http://127.0.0.1/'), 403, ERROR_CODES.FORBIDDEN);
    expectProblem(await preview('nonMember', 'http://127.0.0.1/'), 404, ERROR_CODES.NOT_FOUND);
  });

  it('400 without a url or og', async () => {
    expect((await preview('student', undefined)).statusCode).toBe(400);
    expect((await preview('student', '')).statusCode).toBe(400);
    expect((await preview('student', 'https://example.org/', 'x')).statusCode).toBe(400);
  });

  it.each(['student', 'mentor', 'instructor', 'manager', 'admin'] as const)('%s passes the permission check', async (caller) => {
    // The address check comes after the permission check: reaching it proves the caller was let in.
    expectProblem(await preview(caller, 'http://127.0.0.1/'), 400, ERROR_CODES.EXTERNAL_URL_NOT_PUBLIC);
  });
});

describe('POST /content/external-preview: addresses', () => {
  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'file:///etc/passwd',
    'javascript:alert(1)',
  ])('refuses %s with 400 EXTERNAL_URL_NOT_PUBLIC', async (url) => {
    const problem = expectProblem(await preview('student', url), 400, ERROR_CODES.EXTERNAL_URL_NOT_PUBLIC);
    expect(problem.detail ?? '').not.toBe('');
  });

  it('the real app does not reach the local test page either', async () => {
    expectProblem(await preview('student', `${pageBase}/article`), 400, ERROR_CODES.EXTERNAL_URL_NOT_PUBLIC);
  });
});

describe('POST /content/external-preview: with the local page let through', () => {
  const send = (url: string) =>
    local.inject({
      method: 'POST',
      url: `/api/rest/content/external-preview?og=${basics}`,
      headers: authHeaders(sessions.student),
      payload: { url },
    });

  it('answers the title, description and site name as trimmed text', async () => {
    const response = await send(`${pageBase}/article`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      url: `${pageBase}/article`,
      title: 'Coaching & More',
      description: '<script>alert(1)</script> Learn.',
      siteName: 'Example',
    });
  });

  it('refuses a redirect into a private network with 400', async () => {
    expectProblem(await send(`${pageBase}/to-private`), 400, ERROR_CODES.EXTERNAL_URL_NOT_PUBLIC);
  });

  it.each(['/pdf', '/missing'])('answers 502 EXTERNAL_PREVIEW_FAILED for %s', async (pathName) => {
    const problem = expectProblem(await send(`${pageBase}${pathName}`), 502, ERROR_CODES.EXTERNAL_PREVIEW_FAILED);
    // 5xx details stay in the log; the web app shows the translated code.
    expect(problem.detail).toBeUndefined();
  });
});
