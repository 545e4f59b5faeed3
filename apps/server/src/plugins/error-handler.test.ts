import { ERROR_CODES, PROBLEM_CONTENT_TYPE, ProblemSchema, type Problem } from '@campus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../test/build-test-app.ts';
import { problemFromError } from './error-handler.ts';

function problemOf(response: LightMyRequestResponse): Problem {
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  const problem = ProblemSchema.parse(response.json());
  expect(problem.status).toBe(response.statusCode);
  return problem;
}

describe('error responses', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  it('answers unknown API routes with a 404 problem', async () => {
    const get = await testApp.app.inject({ method: 'GET', url: '/api/rest/does-not-exist?x=1' });
    expect(get.statusCode).toBe(404);
    expect(problemOf(get)).toMatchObject({ code: 'NOT_FOUND', detail: 'No route for GET /api/rest/does-not-exist.' });

    const del = await testApp.app.inject({ method: 'DELETE', url: '/api/rest/config' });
    expect(del.statusCode).toBe(404);
    expect(problemOf(del).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('rejects a body that is not JSON with 400 INVALID_JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/rest/bootstrap_ionic',
      headers: { 'content-type': 'application/json' },
      payload: '{"api_version_code": 3',
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).code).toBe(ERROR_CODES.INVALID_JSON);
  });

  it('rejects an empty JSON body with 400 EMPTY_BODY', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/rest/bootstrap_ionic',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).code).toBe(ERROR_CODES.EMPTY_BODY);
  });

  it('rejects a content type it cannot parse with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/rest/bootstrap_ionic',
      headers: { 'content-type': 'application/xml' },
      payload: '<api_version_code>3</api_version_code>',
    });
    expect(response.statusCode).toBe(415);
    expect(problemOf(response).code).toBe(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
  });

  it('rejects an oversized body with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/rest/bootstrap_ionic',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ api_version_code: 3, padding: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(problemOf(response).code).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE);
  });

  it('lists every invalid field with its path', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/rest/config?og_nid=abc&path=' + 'x'.repeat(3000),
    });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(problem.errors?.map((error) => error.path).sort()).toEqual(['og_nid', 'path']);
    for (const error of problem.errors ?? []) expect(error.message).not.toBe('');
  });

  it('echoes a safe incoming request id and replaces an unsafe one', async () => {
    const kept = await testApp.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers['x-request-id']).toBe('trace-123');

    const replaced = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('API version header', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  it('accepts the supported version and a missing header', async () => {
    const withVersion = await testApp.app.inject({
      method: 'GET',
      url: '/api/rest/config',
      headers: { app_api_version: '3', app_type: 'campus', app_api_platform: 'web' },
    });
    expect(withVersion.statusCode).toBe(200);
    const without = await testApp.app.inject({ method: 'GET', url: '/api/rest/config' });
    expect(without.statusCode).toBe(200);
  });

  it.each(['2', '4', 'abc', '3.5'])('refuses APP_API_VERSION %s with 400 UNSUPPORTED_API_VERSION', async (version) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/rest/bootstrap_ionic',
      headers: { app_api_version: version },
      payload: { api_version_code: 3 },
    });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.code).toBe(ERROR_CODES.UNSUPPORTED_API_VERSION);
    expect(problem.detail).toContain(version);
  });

  it('refuses it on unknown REST paths too, before routing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/rest/nothing', headers: { app_api_version: '1' } });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).code).toBe(ERROR_CODES.UNSUPPORTED_API_VERSION);
  });

  it('leaves paths outside the REST base alone', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz', headers: { app_api_version: '1' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('problemFromError', () => {
  it('keeps 4xx details and field errors of an AppError', () => {
    const problem = problemFromError(
      new AppError(409, ERROR_CODES.CONFLICT, 'Already there.', { errors: [{ path: 'title', message: 'taken' }] }),
    );
    expect(problem).toEqual({
      type: 'urn:campus:problem:conflict',
      title: 'Conflict',
      status: 409,
      code: 'CONFLICT',
      detail: 'Already there.',
      errors: [{ path: 'title', message: 'taken' }],
    });
  });

  it('accepts a feature code and titles it by status', () => {
    const problem = problemFromError(new AppError(401, 'INVALID_CREDENTIALS', 'Wrong email or password.'));
    expect(problem).toMatchObject({ code: 'INVALID_CREDENTIALS', title: 'Sign-in required', status: 401 });
    expect(ProblemSchema.safeParse(problem).success).toBe(true);
  });

  it('never lets 5xx details out', () => {
    expect(problemFromError(new Error('password=hunter2 at db.ts:12'))).toEqual({
      type: 'urn:campus:problem:internal-error',
      title: 'Internal server error',
      status: 500,
      code: 'INTERNAL_ERROR',
    });
    const appError = problemFromError(new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'connection refused 10.0.0.5'));
    expect(appError.detail).toBeUndefined();
    expect(appError.status).toBe(503);
  });

  it('maps a thrown non-error to 500', () => {
    expect(problemFromError('boom').code).toBe(ERROR_CODES.INTERNAL_ERROR);
  });
});

// A value a loose schema let through reaches the database, which refuses it: a client mistake (400),
// not a 500 (issue 12, API fuzz). Real database errors, from the driver the suite runs on.
describe('problemFromError: a value the database cannot store', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function databaseError(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('the query did not fail');
  }

  it.each([
    ['an integer beyond int4', () => database.db.select().from(courses).where(eq(courses.id, 2_147_483_648))],
    ['a NUL in text', () => database.db.select().from(courses).where(eq(courses.title, 'a\u0000b'))],
  ])('answers %s with 400 BAD_REQUEST', async (_label, query) => {
    const problem = problemFromError(await databaseError(query));
    expect(problem).toMatchObject({ status: 400, code: ERROR_CODES.BAD_REQUEST });
    expect(problem.detail).toMatch(/the server can(not)? store/);
  });

  it('keeps other database failures a 500', async () => {
    const error = await databaseError(() => database.db.execute('select * from no_such_table'));
    expect(problemFromError(error).status).toBe(500);
  });
});
