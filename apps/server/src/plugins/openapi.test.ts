import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, { tags?: string[]; summary?: string; parameters?: { name: string }[] }>>;
}

describe('OpenAPI document', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  it('lists every route with tags and a summary, generated from the zod schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('3');

    const expected: [string, string][] = [
      ['/healthz', 'get'],
      ['/readyz', 'get'],
      ['/api/rest/config', 'get'],
      ['/api/rest/bootstrap_ionic', 'post'],
    ];
    for (const [route, method] of expected) {
      const operation = doc.paths[route]?.[method];
      expect(operation, `${method.toUpperCase()} ${route}`).toBeDefined();
      expect(operation?.tags).toEqual(['system']);
      expect(operation?.summary).toBeTruthy();
    }
    const configParams = doc.paths['/api/rest/config']?.get?.parameters?.map((parameter) => parameter.name);
    expect(configParams?.sort()).toEqual(['og_nid', 'path']);
    // The docs UI itself and the static files are not API operations.
    expect(Object.keys(doc.paths).some((route) => route.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the browsable docs at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body.toLowerCase()).toContain('swagger');
  });
});

describe('OpenAPI with OPENAPI_UI off (the production default)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false, env: { OPENAPI_UI: 'false' } });
  });
  afterAll(() => testApp.close());

  it('serves the JSON document but no Swagger UI', async () => {
    const document = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const doc = document.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/healthz']?.get).toBeDefined();
    expect(Object.keys(doc.paths).some((route) => route.startsWith('/api/docs'))).toBe(false);
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/yaml']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
