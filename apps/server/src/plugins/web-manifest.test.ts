// The PWA manifest (issue 16): apps/web/public/manifest.webmanifest is linked from index.html, served by
// the static plugin as application/manifest+json under the app's CSP (manifest-src 'self'), and has what
// an installable app needs: name, start_url '/', display standalone, theme colour, 192 and 512 px icons
// that exist and have those sizes.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const webDir = fileURLToPath(new URL('../../../web/', import.meta.url));
const publicDir = path.join(webDir, 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  let distDir: string;
  let t: TestApp;

  beforeAll(async () => {
    // A build's layout: public/ is copied to the root of dist/ (Vite).
    distDir = await mkdtemp(path.join(os.tmpdir(), 'campus-manifest-'));
    await mkdir(path.join(distDir, 'icons'));
    await copyFile(path.join(webDir, 'index.html'), path.join(distDir, 'index.html'));
    await copyFile(path.join(publicDir, 'manifest.webmanifest'), path.join(distDir, 'manifest.webmanifest'));
    for (const icon of ['icon-192.png', 'icon-512.png']) await copyFile(path.join(publicDir, 'icons', icon), path.join(distDir, 'icons', icon));
    t = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } });
  });

  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('is linked from the app document, which allows it (manifest-src) and names the theme colour', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page.body).toContain('<meta name="theme-color" content="#099268" />');
    expect(String(page.headers['content-security-policy'])).toContain("manifest-src 'self'");
  });

  it('is served as application/manifest+json and is valid JSON with the members an installable app needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(response.body) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Campus', short_name: 'Campus', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    for (const icon of icons) {
      const served = await t.app.inject({ method: 'GET', url: icon.src });
      expect(served.statusCode, icon.src).toBe(200);
      expect(served.headers['content-type']).toBe(icon.type);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(served.rawPayload)).toEqual({ width, height });
    }
  });
});
