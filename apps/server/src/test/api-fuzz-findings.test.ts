// The 5xx answers the API fuzz test (api-fuzz.test.ts) found, one focused test each: every one is a
// client mistake and must be a 400 problem+json with a stable code.
import { ERROR_CODES, type Problem } from '@campus/shared';
import { asc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../db/schema/content.ts';
import { signIn } from '../modules/auth/testing/auth-helpers.ts';
import { DEMO_EMAILS } from '../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let contentId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = { authorization: `Bearer ${(await signIn(t.app, DEMO_EMAILS.admin)).accessToken}` };
  const [first] = await t.db.select({ id: contentItems.id }).from(contentItems).orderBy(asc(contentItems.id)).limit(1);
  if (!first) throw new Error('the demo campus has no content');
  contentId = first.id;
});

afterAll(async () => {
  await t.close();
});

function expectBadRequest(response: LightMyRequestResponse, code: string = ERROR_CODES.VALIDATION_FAILED): Problem {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const problem = response.json<Problem>();
  expect(problem.code).toBe(code);
  return problem;
}

const postJson = (url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { ...admin, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe('a NUL character (PostgreSQL text cannot hold it)', () => {
  it('in a path parameter: GET /video-uploads/%00', async () => {
    expectBadRequest(await t.app.inject({ method: 'GET', url: '/api/rest/video-uploads/%00', headers: admin }));
  });

  it('in the query string: GET /config?path=%00', async () => {
    const problem = expectBadRequest(await t.app.inject({ method: 'GET', url: '/api/rest/config?path=%2Fde%00x', headers: admin }));
    expect(problem.errors).toEqual([{ path: 'path', message: expect.stringContaining('NUL') }]);
  });

  it('in a JSON body, also nested or in a key: POST /content/{id}/comment', async () => {
    const problem = expectBadRequest(await postJson(`/api/rest/content/${contentId}/comment`, { commentText: 'a\u0000b' }));
    expect(problem.errors).toEqual([{ path: 'commentText', message: expect.stringContaining('NUL') }]);
    expectBadRequest(await postJson('/api/rest/og', { title: 'x', course_target_group: ['ok', 'n\u0000'] }));
    expectBadRequest(await postJson('/api/rest/og', { 'ti\u0000tle': 'x' }));
  });
});

describe('ids beyond the PostgreSQL integer range', () => {
  it('GET /config?og_nid=2147483648 is a validation error', async () => {
    for (const ogNid of ['2147483648', '4294967296']) {
      const problem = expectBadRequest(await t.app.inject({ method: 'GET', url: `/api/rest/config?og_nid=${ogNid}`, headers: admin }));
      expect(problem.errors?.map((error) => error.path)).toEqual(['og_nid']);
    }
  });

  it('POST /content/{id}/comment with assignmentId 2147483648 is a validation error', async () => {
    const problem = expectBadRequest(await postJson(`/api/rest/content/${contentId}/comment`, { commentText: 'Hi', assignmentId: 2_147_483_648 }));
    expect(problem.errors?.map((error) => error.path)).toEqual(['assignmentId']);
  });
});

describe('a course date beyond the calendar', () => {
  it('POST /og with startdate 1e308 reports an invalid date instead of failing', async () => {
    const response = await postJson('/api/rest/og', { course_type: 'blended', title: 'T', description: 'D', startdate: 1e308, enddate: 1e308 });
    const problem = expectBadRequest(response);
    expect(problem.errors?.map((error) => error.path)).toContain('startdate');
  });
});
