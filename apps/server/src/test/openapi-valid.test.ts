// The OpenAPI document (GET /api/docs/json, as scripts/openapi-document.ts prints it) passes both
// validators a client generator or an API gateway would run: swagger-parser (structure, $refs) and
// Redocly's lint with its `recommended` rules (what `redocly lint` runs), with no errors. Offline: both
// work on the document in memory.
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

type Operation = OpenAPIV3_1.OperationObject;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function operations(document: OpenAPIV3_1.Document): [string, string, Operation][] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [[method, path, operation] as [string, string, Operation]] : [];
    }),
  );
}

describe('OpenAPI document validity', () => {
  let testApp: TestApp;
  let source: string;
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    source = response.body;
    document = JSON.parse(source) as OpenAPIV3_1.Document;
  });
  afterAll(() => testApp.close());

  it('passes swagger-parser (every $ref resolves)', async () => {
    // validate() dereferences in place: hand it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('passes Redocly lint (recommended rules) with no errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(errors).toEqual([]);
  }, 30_000);

  it('names every operation uniquely from its method and path', () => {
    const ids = operations(document).map(([, , operation]) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths?.['/healthz']?.get?.operationId).toBe('getHealthz');
    expect(document.paths?.['/api/rest/config']?.get?.operationId).toBe('getConfig');
  });

  it('documents bearer auth on guarded routes, none on public ones, either on optional ones', () => {
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths?.['/healthz']?.get?.security).toEqual([]);
    expect(document.paths?.['/api/rest/login']?.post?.security).toEqual([]);
    expect(document.paths?.['/api/rest/config']?.get?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(document.paths?.['/api/rest/user/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    // Every operation says who may call it.
    for (const [method, path, operation] of operations(document)) {
      expect(Array.isArray(operation.security), `${method} ${path}`).toBe(true);
    }
  });

  it('documents every error answer as application/problem+json', () => {
    let errorAnswers = 0;
    for (const [method, path, operation] of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]/.test(status) || !('content' in response) || !response.content) continue;
        errorAnswers += 1;
        expect(Object.keys(response.content), `${method} ${path} ${status}`).toEqual(['application/problem+json']);
      }
    }
    expect(errorAnswers).toBeGreaterThan(100);
    expect(document.components?.schemas?.Problem).toBeDefined();
  });

  it('emits the recursive menu schema as a named component', () => {
    const menu = document.components?.schemas?.MenuItem;
    expect(menu).toBeDefined();
    expect(JSON.stringify(menu)).toContain('"$ref":"#/components/schemas/MenuItem"');
  });

  it('lists the video list parameters on GET /videos/{idOrType}, one path item with PUT and DELETE', () => {
    const item = document.paths?.['/api/rest/videos/{idOrType}'];
    const names = (item?.get?.parameters ?? []).map((parameter) => ('name' in parameter ? parameter.name : ''));
    expect(names).toEqual(expect.arrayContaining(['idOrType', 'og', 'offset', 'limit', 'uid[]']));
    expect(names).not.toContain('propertyNames');
    expect(document.paths?.['/api/rest/videos/{id}']).toBeUndefined();
    expect(item?.put?.parameters?.some((parameter) => 'name' in parameter && parameter.name === 'idOrType')).toBe(true);
  });
});
