import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
    await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("push", () => undefined);');
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

  it('serves the service worker revalidated, as JavaScript, with a policy that lets it fetch the translations', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; img-src 'self'; base-uri 'none'");
    // Other files keep the locked-down policy.
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/index-Ab3dE_9z.js' });
    expect(asset.headers['content-security-policy']).toContain("default-src 'none'");
    expect(asset.headers['content-security-policy']).not.toContain('connect-src');
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

describe('precompressed build (apps/web/scripts/precompress.mjs)', () => {
  const script = fileURLToPath(new URL('../../../web/scripts/precompress.mjs', import.meta.url));
  const appJs = `${'export const chunk = "lorem ipsum dolor sit amet";\n'.repeat(400)}console.log(chunk);\n`;
  const i18n = JSON.stringify(Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`key${index}`, `Text number ${index}`])));
  // Larger than the compression threshold, so the per-request document is compressed too.
  const indexHtml = `<!doctype html><html><head><title>Campus</title></head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div></body></html>`;
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'campus-dist-br-'));
    await mkdir(path.join(distDir, 'assets', 'i18n'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    await writeFile(path.join(distDir, 'assets', 'index-Ab3dE_9z.js'), appJs);
    await writeFile(path.join(distDir, 'assets', 'tiny-Zz9zZz9z.js'), 'console.log(1)');
    await writeFile(path.join(distDir, 'assets', 'i18n', 'en.json'), i18n);
    await promisify(execFile)(process.execPath, [script, distDir]);
    testApp = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('writes brotli and gzip variants beside text assets, never for index.html or tiny files', async () => {
    const assets = await readdir(path.join(distDir, 'assets'));
    expect(assets).toEqual(expect.arrayContaining(['index-Ab3dE_9z.js.br', 'index-Ab3dE_9z.js.gz']));
    expect(assets.filter((name) => name.startsWith('tiny-'))).toEqual(['tiny-Zz9zZz9z.js']);
    expect(await readdir(path.join(distDir, 'assets', 'i18n'))).toEqual(['en.json', 'en.json.br', 'en.json.gz']);
    expect((await readdir(distDir)).filter((name) => name.startsWith('index.html'))).toEqual(['index.html']);
  });

  it('sends the brotli file when accepted, as JavaScript, cached for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-Ab3dE_9z.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(appJs.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(appJs);
  });

  it('sends the gzip file to a client without brotli, and the plain file without Accept-Encoding', async () => {
    const gz = await testApp.app.inject({ method: 'GET', url: '/assets/i18n/en.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('application/json');
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(i18n);

    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/index-Ab3dE_9z.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(appJs);
  });

  it('renders index.html per request (a fresh CSP nonce) and compresses it on the fly', async () => {
    const nonces: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { ...HTML, 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = brotliDecompressSync(response.rawPayload).toString('utf8');
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
      expect(nonce).toBeTruthy();
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce ?? ''}'`);
      nonces.push(nonce ?? '');
    }
    expect(nonces[0]).not.toBe(nonces[1]);
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
    ['assets/index-BXk3_a9Z.js.br', 'public, max-age=31536000, immutable'],
    ['assets/index-Ble7_ipu.css.gz', 'public, max-age=31536000, immutable'],
    ['assets/i18n/de.json.br', 'no-cache'],
    // The service worker (issue 16) keeps one unhashed URL: revalidated, so a release reaches the update check.
    ['sw.js', 'no-cache'],
    ['sw.js.br', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
