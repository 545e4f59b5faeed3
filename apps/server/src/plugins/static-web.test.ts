import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { cacheControlFor } from './static-web.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div>test-index</body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('static web build', () => {
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'campus-dist-'));
    await mkdir(path.join(distDir, 'assets', 'i18n'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDir, 'assets', 'index-Ab3dE_9z.js'), 'console.log("app")');
    await writeFile(path.join(distDir, 'assets', 'i18n', 'en.json'), '{"hello":"Hello"}');
    testApp = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('test-index');
  });

  it.each(['/', '/?access_token=a&refresh_token=b', '/app/campus-dashboard?access_token=a'])(
    'sends no Referer from the app page %s, which may carry sign-in tokens',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it('serves hashed assets as immutable and translations as revalidated', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/index-Ab3dE_9z.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const i18n = await testApp.app.inject({ method: 'GET', url: '/assets/i18n/en.json' });
    expect(i18n.statusCode).toBe(200);
    expect(i18n.json()).toEqual({ hello: 'Hello' });
    expect(i18n.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/de/course-12/app/assignments', '/app/campus-dashboard', '/login', '/settings?tab=1'])(
    'answers the browser navigation %s with index.html',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('test-index');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/api/rest/unknown', '/api', '/api/docs/nothing', '/web/keycloak/unknown', '/healthz/x'])(
    'keeps %s out of the SPA fallback (404 problem)',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  it('gives a missing asset (no text/html accepted) a 404 problem, not index.html', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/missing-Zz9zZz9z.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('does not fall back for non-GET requests', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/somewhere', headers: HTML, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('without a web build', () => {
  it('tells to run the build at / instead of crashing', async () => {
    const testApp = await buildTestApp({ seed: false });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('npm run build');

      const deep = await testApp.app.inject({ method: 'GET', url: '/app/campus-dashboard', headers: HTML });
      expect(deep.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['assets/index-BXk3_a9Z.js', 'public, max-age=31536000, immutable'],
    ['assets/index-Ble7_ipu.css', 'public, max-age=31536000, immutable'],
    ['assets/i18n/de.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['favicon.svg', 'no-cache'],
    ['assets/logo.svg', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
