// Browser tests: the built web app served by the real server on a fresh data directory, driven in
// Debian's Chromium (no browser download). `npm run build -w @campus/web` must have run first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';
import { nativeOriginFor } from './e2e/support/native-origin.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
// Workers inherit the environment, so the data directory is made once, by the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'campus-e2e-'));
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers in all, but one at a time wherever specs share demo state (every project but the link
  // crawl sets `workers: 1`); the crawl only reads, so its tests run two at a time.
  workers: 2,
  // No retries: a test that passes only on its second try counts as failed (scripts/test-all.mjs).
  retries: 0,
  // Multi-user flows (two or three signed-in pages, axe at two widths) take 30–50 s on a quiet two-core
  // machine and ran past 60 s when it was busy (CI runs the browser suite after 30 minutes of unit
  // tests); 120 s still stops a hung test.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  outputDir: '.test-results/playwright',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  // All specs share one server and data directory. Campus terms are asked once per user, so the specs
  // that check first-time flows (the terms modal) run before every other spec. The screenshot comparison
  // (issue 17) runs next, before the specs that add data, so its screens show the seed only; its
  // references live in e2e/__screenshots__ (update: see e2e/README.md).
  projects: [
    {
      name: 'first-time',
      workers: 1,
      testMatch: ['first-visit.spec.ts', 'navigation.spec.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'screenshots',
      workers: 1,
      testMatch: ['screenshots.spec.ts'],
      dependencies: ['first-time'],
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'desktop',
      workers: 1,
      testIgnore: [
        'first-visit.spec.ts',
        'navigation.spec.ts',
        'screenshots.spec.ts',
        'link-crawl.spec.ts',
        'campus-settings.spec.ts',
        'users-administer.spec.ts',
        'course-templates.spec.ts',
        'live-recording.spec.ts',
      ],
      dependencies: ['screenshots'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Every link each demo role is shown opens a screen (issue 16). The crawl changes nothing, so its tests
    // run two at a time; after `desktop`, so no spec that writes runs beside it.
    {
      name: 'link-crawl',
      testMatch: ['link-crawl.spec.ts'],
      fullyParallel: true,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Last (issue 18): these specs change shared demo state (campus look, terms, roles, accounts) and
    // restore it, or add a course (course templates) or a video to the main demo course (live recording),
    // so every other spec has run before them.
    {
      name: 'campus-administration',
      workers: 1,
      testMatch: ['campus-settings.spec.ts', 'users-administer.spec.ts', 'course-templates.spec.ts', 'live-recording.spec.ts'],
      dependencies: ['first-time', 'screenshots', 'desktop', 'link-crawl'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Short-lived access tokens so the browser tests exercise the refresh path.
      ACCESS_TOKEN_TTL_SECONDS: '20',
      // The stand-in for the native app's origin (e2e/native-origin.spec.ts), as an operator lists one.
      CORS_ORIGINS: nativeOriginFor(port),
    },
  },
});
