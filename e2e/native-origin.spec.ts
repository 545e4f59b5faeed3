// The native app against the campus server, as far as a browser can stand in for it (issue 19). The web
// build made for a native shell (VITE_CAMPUS_SERVER = this run's server) is served from a second origin
// by a plain static file server, as Capacitor serves it from the device, and Capacitor's bridge global
// says "android" before the page's scripts run. So the app runs its native paths: it calls the server
// across origins (CORS, with the second origin in the server's CORS_ORIGINS), keeps its session in the
// secure-storage plugin (whose web implementation is what runs in Chromium) and renews it with the
// refresh token in the request body, never with the web's HttpOnly cookie; the video goes up with tus
// across origins.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/auth.ts';
import { expectAccessible } from './support/a11y.ts';
import { DESKTOP } from './support/course.ts';
import { makeTestClip } from './support/media.ts';
import { nativeOriginFor } from './support/native-origin.ts';

const COURSE_LABEL = 'Coaching Basics';
const port = Number(process.env.E2E_PORT ?? 3199);
const nativeOrigin = nativeOriginFor(port);
const nativePort = Number(new URL(nativeOrigin).port);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

let buildDir = '';
let server: Server | undefined;

/** Files of the build; any other path is the app's own route (index.html), as in the native shell. */
function serveBuild(root: string): Server {
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', nativeOrigin).pathname);
    const file = resolve(root, normalize(`.${path}`));
    const inside = file.startsWith(root + sep);
    const target = inside && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  buildDir = mkdtempSync(join(tmpdir(), 'campus-native-build-'));
  // The native build: the same web app, told which campus server to call.
  execFileSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: resolve('apps/web'),
    env: { ...process.env, VITE_CAMPUS_SERVER: baseURL },
    stdio: 'inherit',
  });
  server = serveBuild(resolve(buildDir));
  await new Promise<void>((done) => server!.listen(nativePort, '127.0.0.1', done));
});

test.afterAll(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

/** A browser context on the native origin whose pages see Capacitor's Android bridge. */
async function nativePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: nativeOrigin, viewport: DESKTOP });
  await context.addInitScript(() => {
    (window as unknown as { Capacitor: unknown }).Capacitor = { getPlatform: () => 'android', isNativePlatform: () => true };
  });
  return context.newPage();
}

/** What the secure-storage plugin keeps (its web implementation writes localStorage under its prefix). */
function keptSession(page: Page): Promise<{ accessToken?: string; refreshToken?: string } | null> {
  return page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.endsWith('campus.session'));
    return key ? (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { accessToken?: string; refreshToken?: string }) : null;
  });
}

test('the app on the native origin signs in, lists the courses, renews its session from the body and uploads a video with tus', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const page = await nativePage(browser);
  // Every call to the campus server, with the headers as sent (allHeaders: Origin included).
  const apiRequests: Promise<{ url: string; method: string; headers: Record<string, string> }>[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${baseURL}/`)) {
      apiRequests.push(request.allHeaders().then((headers) => ({ url: request.url(), method: request.method(), headers })));
    }
  });
  const sentSoFar = () => Promise.all(apiRequests);

  // Sign in with email and password: the answer carries the refresh token, kept on the "device".
  await page.goto('/login');
  const form = page.getByTestId('credentials-form');
  await form.getByLabel('Email').fill(DEMO_ACCOUNTS.student.email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByTestId('credentials-submit').click();
  await expect(page.getByTestId('signed-in-name')).toHaveText(`Signed in as ${DEMO_ACCOUNTS.student.displayName}`);
  const signedInAt = Date.now();
  expect(new URL(page.url()).origin).toBe(nativeOrigin);

  const login = (await sentSoFar()).find((request) => request.url.endsWith('/api/rest/login'));
  expect(login, 'the login went to the campus server').toBeDefined();
  expect(login!.headers.origin).toBe(nativeOrigin);
  expect(login!.headers['x-token-transport']).toBeUndefined();
  expect(login!.headers.app_api_platform).toBe('mobile,android');
  const kept = await keptSession(page);
  expect(kept?.accessToken).toBeTruthy();
  expect(kept?.refreshToken).toBeTruthy();
  // Not the web's storages, and no refresh cookie for anybody.
  expect(await page.evaluate(() => window.sessionStorage.getItem('auth.accessToken'))).toBeNull();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('campus_refresh');

  // The courses: the campus dashboard lists them, the chooser picks one.
  await expect(page.getByTestId('campus-dashboard')).toContainText(COURSE_LABEL);
  // On native the header's entries are buttons (in-app routes, or the external-link dialog).
  await page.getByTestId('global-header').getByRole('button', { name: 'Courses' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a course' });
  await expect(chooser.getByTestId('course-option').filter({ hasText: COURSE_LABEL })).toBeVisible();
  await expectAccessible(page, 'course chooser on the native origin');
  await chooser.getByTestId('course-option').filter({ hasText: COURSE_LABEL }).click();
  await expect(chooser).toBeHidden();
  const terms = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(page).toHaveURL(/\/course-\d+\/app\//);
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox', { name: 'I have read the terms of use and accept them.' }).check();
    await terms.getByRole('button', { name: 'Confirm' }).click();
    await expect(terms).toBeHidden();
  }
  const courseId = Number(/\/course-(\d+)\//.exec(page.url())?.[1]);

  // The access token lives 20 s here: after it ran out, a reload restores the session from the device
  // and renews it with the refresh token in the body.
  await page.waitForTimeout(Math.max(0, 22_000 - (Date.now() - signedInAt)));
  const renewed = page.waitForRequest((request) => request.url() === `${baseURL}/api/keycloak/refresh` && request.method() === 'POST');
  await page.goto(`/course-${courseId}/app/videos`);
  const refresh = await renewed;
  const refreshHeaders = await refresh.allHeaders();
  expect(refreshHeaders['x-token-transport']).toBeUndefined();
  expect(refreshHeaders.origin).toBe(nativeOrigin);
  expect(JSON.parse(refresh.postData() ?? '{}')).toMatchObject({ refresh_token: kept!.refreshToken });
  expect((await refresh.response())?.status()).toBe(200);
  await expect(page.getByTestId('videos-page')).toBeVisible();
  const rotated = await keptSession(page);
  expect(rotated?.refreshToken).toBeTruthy();
  expect(rotated?.refreshToken).not.toBe(kept!.refreshToken);

  // Native uploads wait for Wi-Fi by default (spec §9); this user allows any connection in the settings.
  await page.goto('/settings');
  const wifiOnly = page.getByRole('switch', { name: 'Upload videos over Wi-Fi only' });
  await expect(wifiOnly).toBeChecked();
  await wifiOnly.uncheck();
  await expect(wifiOnly).not.toBeChecked();

  // The upload: tus from the native origin to the campus server.
  const dir = mkdtempSync(join(tmpdir(), 'campus-native-e2e-'));
  try {
    const clip = makeTestClip(dir, 'native-drill.mp4', 3);
    const title = `Native drill ${Date.now()}`;
    await page.goto(`/course-${courseId}/app/videos`);
    await page.getByRole('button', { name: 'Upload video' }).click();
    const modal = page.getByRole('dialog', { name: 'Upload video' });
    await modal.locator('input[type="file"]').setInputFiles(clip);
    await modal.getByRole('textbox', { name: 'Title' }).fill(title);
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(modal.getByTestId('upload-progress')).toHaveAttribute('data-progress', '100', { timeout: 60_000 });
    await expect(modal.getByTestId('upload-status')).toHaveText('Uploaded (100 %)');
    // Once processed, the poster shows: its server-relative URL was put on the campus server.
    const poster = modal.getByTestId('upload-poster');
    await expect(poster).toBeVisible({ timeout: 90_000 });
    expect(await poster.getAttribute('src')).toMatch(new RegExp(`^${baseURL}/api/rest/videos/\\d+/poster\\?`));
    await expect.poll(() => poster.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1280);

    const tus = (await sentSoFar()).filter((request) => request.url.includes('/api/rest/upload_session') && request.method !== 'OPTIONS');
    expect(tus.map((request) => request.method)).toEqual(expect.arrayContaining(['POST', 'PATCH']));
    for (const request of tus) {
      expect(request.headers.origin).toBe(nativeOrigin);
      expect(request.headers.authorization).toMatch(/^Bearer /);
    }
    // The server has it, filed under the course, as the student lists it.
    const accessToken = (await keptSession(page))?.accessToken;
    await expect
      .poll(async () => {
        const response = await page.request.get(`${baseURL}/api/rest/videos/all?og=${courseId}&limit=100`, {
          headers: { APP_TYPE: 'campus', APP_API_VERSION: '3', APP_API_PLATFORM: 'mobile,android', Authorization: `Bearer ${accessToken}` },
        });
        expect(response.ok()).toBe(true);
        return ((await response.json()) as { items: { title: string }[] }).items.some((video) => video.title === title);
      })
      .toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await page.context().close();
});
