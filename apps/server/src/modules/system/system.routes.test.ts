import { BootstrapResponseSchema, ConfigurationSchema, ERROR_CODES, MIN_APP_VERSION_CODE } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { buildTestApp, openTestDatabase, testEnv, type TestApp } from '../../test/build-test-app.ts';

describe('system routes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true, env: { PUBLIC_URL: 'https://campus.example.org/' } });
  });
  afterAll(() => testApp.close());

  it('GET /healthz answers while the process is up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET /api/rest/config answers the Configuration object for a course path', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/rest/config?path=%2Fde%2Fcourse-4%2Fapp%2Fassignments',
    });
    expect(response.statusCode).toBe(200);
    const config = ConfigurationSchema.parse(response.json());
    expect(config).toMatchObject({
      webapp: true,
      language: 'de',
      api_url: 'https://campus.example.org/api/rest',
      campus_url: 'https://campus.example.org',
      nid: 4,
      route: 'app/assignments',
      currentUser: null,
      context: { api_url: 'https://campus.example.org/api/rest', course_id: 4, route: 'app/assignments' },
    });
    expect(config.global_header.ogTitle).toBe('Demo Campus');
  });

  it('prefers og_nid and defaults to the campus dashboard outside a course', async () => {
    const withCourse = ConfigurationSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/rest/config?og_nid=2' })).json(),
    );
    expect(withCourse).toMatchObject({ nid: 2, route: 'app/dashboard', language: 'en' });

    const noCourse = ConfigurationSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/rest/config' })).json());
    expect(noCourse).toMatchObject({ nid: null, route: 'app/campus-dashboard', context: { course_id: null } });
  });

  it.each(['og_nid=0', 'og_nid=-3', 'og_nid=abc', 'og_nid=1.5'])('GET /api/rest/config?%s is a 400 problem', async (query) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/rest/config?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ERROR_CODES.VALIDATION_FAILED,
      errors: [expect.objectContaining({ path: 'og_nid' })],
    });
  });

  it('POST /api/rest/bootstrap_ionic tells old apps to update', async () => {
    const current = await testApp.app.inject({
      method: 'POST',
      url: '/api/rest/bootstrap_ionic',
      payload: { api_version_code: MIN_APP_VERSION_CODE },
    });
    expect(current.statusCode).toBe(200);
    expect(BootstrapResponseSchema.parse(current.json())).toEqual({ must_update: false });

    const old = await testApp.app.inject({
      method: 'POST',
      url: '/api/rest/bootstrap_ionic',
      payload: { api_version_code: MIN_APP_VERSION_CODE - 1 },
    });
    expect(old.json()).toEqual({ must_update: true });
  });

  it.each([{}, { api_version_code: '3' }, { api_version_code: -1 }, { api_version_code: 2.5 }])(
    'POST /api/rest/bootstrap_ionic %j is a 400 problem naming the field',
    async (payload) => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/rest/bootstrap_ionic', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: ERROR_CODES.VALIDATION_FAILED,
        errors: [expect.objectContaining({ path: 'api_version_code' })],
      });
    },
  );
});

describe('readiness without a database', () => {
  it('GET /readyz is a 503 problem without details when the database is gone', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ env: testEnv(), db: database.db, logger: createLogger({ level: 'silent' }) });
    try {
      // The database goes away underneath the running app.
      await database.handle.close();
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      const problem = response.json<Record<string, unknown>>();
      expect(problem).toMatchObject({ status: 503, code: ERROR_CODES.SERVICE_UNAVAILABLE });
      expect(problem).not.toHaveProperty('detail');

      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
