// Security headers (issue 12, finding 3): the app document gets a strict CSP with a per-request style
// nonce, every other answer (JSON, problem+json, assets) a locked-down one; nosniff, Referrer-Policy and
// frame protection everywhere; HSTS only for an https PUBLIC_URL; the legacy frame origin and nothing else
// in frame-src. Routes with a policy of their own (sign-in page, files) keep it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Campus</title>' +
  '<script type="module" crossorigin src="/assets/index-Ab3dE_9z.js"></script></head>' +
  '<body><div id="root"></div>test-index</body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const API = { accept: 'application/json', app_api_version: '3' };

/** The CSP header as directive → sources (a missing header gives an empty map). */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function expectBaseline(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBeDefined();
  expect(response.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
}

function expectLockedDown(response: LightMyRequestResponse): void {
  expectBaseline(response);
  const csp = cspOf(response);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
}

/** The app document's policy: scripts only from us, no inline script, styles from us or under the nonce. */
function expectAppDocumentPolicy(response: LightMyRequestResponse): string {
  expectBaseline(response);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  const csp = cspOf(response);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  for (const [directive, sources] of csp) {
    expect(sources, directive).not.toContain("'unsafe-eval'");
    if (directive !== 'style-src-attr') expect(sources, directive).not.toContain("'unsafe-inline'");
  }
  const styleSources = csp.get('style-src') ?? [];
  const nonceSource = styleSources.find((source) => source.startsWith("'nonce-"));
  expect(styleSources).toContain("'self'");
  expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9_-]{16,}'$/);
  const nonce = (nonceSource ?? '').slice("'nonce-".length, -1);
  // The page hands the nonce to the app (Mantine's and Tiptap's style elements) in a meta tag.
  expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  expect(response.body).toContain('test-index');
  return nonce;
}

describe('security headers', () => {
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'campus-dist-csp-'));
    await mkdir(path.join(distDir, 'assets', 'i18n'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDir, 'assets', 'index-Ab3dE_9z.js'), 'console.log("app")');
    await writeFile(path.join(distDir, 'assets', 'i18n', 'en.json'), '{"hello":"Hello"}');
    testApp = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('gives index.html at / the app policy with a fresh style nonce per answer', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/', headers: HTML });
    const second = await testApp.app.inject({ method: 'GET', url: '/index.html', headers: HTML });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(expectAppDocumentPolicy(first)).not.toBe(expectAppDocumentPolicy(second));
  });

  it.each(['/de/course-12/app/assignments', '/app/campus-dashboard?access_token=a'])(
    'gives the SPA fallback %s the app policy',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expectAppDocumentPolicy(response);
    },
  );

  it('allows no frame source when LEGACY_BASE_URL is not set', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(cspOf(response).get('frame-src')).toEqual(["'none'"]);
  });

  it('locks down a hashed asset and a translation file', async () => {
    for (const url of ['/assets/index-Ab3dE_9z.js', '/assets/i18n/en.json']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectLockedDown(response);
    }
  });

  it('locks down an API JSON answer', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/rest/config', headers: API });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expectLockedDown(response);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('locks down a problem+json error answer', async () => {
    const notFound = await testApp.app.inject({ method: 'GET', url: '/api/rest/unknown', headers: HTML });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-type']).toContain('application/problem+json');
    expectLockedDown(notFound);

    const unauthorized = await testApp.app.inject({ method: 'GET', url: '/api/rest/og', headers: API });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['content-type']).toContain('application/problem+json');
    expectLockedDown(unauthorized);
  });

  it('keeps the sign-in page its own policy: no script at all, inline style only under its nonce, never framed', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/web/keycloak/redirect?redirect_url=%2F', headers: HTML });
    expect(response.statusCode).toBe(200);
    expectBaseline(response);
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = cspOf(response);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    const styleNonce = /^'nonce-([^']+)'$/.exec(csp.get('style-src')?.[0] ?? '')?.[1];
    expect(styleNonce).toBeDefined();
    expect(response.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    expect(response.body.match(/<style[^>]*>/g)).toEqual([`<style nonce="${styleNonce}">`]);
  });

  it('serves the API docs under a policy that allows their own scripts and no inline script', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs', headers: HTML });
    expect(response.statusCode).toBe(200);
    expectBaseline(response);
    const csp = cspOf(response);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends no HSTS for an http PUBLIC_URL', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/rest/config', headers: API });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers with https and a legacy site', () => {
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'campus-dist-csp-'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    testApp = await buildTestApp({
      seed: false,
      env: {
        WEB_DIST_DIR: distDir,
        PUBLIC_URL: 'https://campus.example.org',
        LEGACY_BASE_URL: 'https://legacy.campus.example.org:8443/portal/',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends HSTS on the app page and API answers', async () => {
    for (const request of [
      { url: '/', headers: HTML },
      { url: '/api/rest/config', headers: API },
    ]) {
      const response = await testApp.app.inject({ method: 'GET', ...request });
      expect(response.headers['strict-transport-security'], request.url).toMatch(/^max-age=\d{8,}/);
    }
  });

  it('allows exactly the legacy origin in frame-src', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/de/some/legacy/page', headers: HTML });
    expect(response.statusCode).toBe(200);
    expectAppDocumentPolicy(response);
    expect(cspOf(response).get('frame-src')).toEqual(['https://legacy.campus.example.org:8443']);
  });
});

describe('security headers with the S3 file store', () => {
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'campus-dist-csp-s3-'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    // No store is contacted for a page; the settings alone decide the policy.
    testApp = await buildTestApp({
      seed: false,
      env: {
        WEB_DIST_DIR: distDir,
        S3_BUCKET: 'campus-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_PUBLIC_ENDPOINT: 'http://files.campus.test:9000/',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('lets the app load video streams and posters from the store’s public origin and nothing more', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: HTML });
    expectAppDocumentPolicy(response);
    const csp = cspOf(response);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'http://files.campus.test:9000']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://files.campus.test:9000']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});
