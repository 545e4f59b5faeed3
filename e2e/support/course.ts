// Shared steps of the course specs: a signed-in browser session, opening a course screen past the campus
// terms, and the API headers and course ids the specs need for requests beside the UI.
import { expect } from '@playwright/test';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { DEMO_PASSWORD, msUntilRefused, signInOnPage, storedAuth } from './auth.ts';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** The headers the web app sends with every REST call. */
export const API_HEADERS = { APP_TYPE: 'campus', APP_API_VERSION: '3', APP_API_PLATFORM: 'web' };

/** A fresh browser session (desktop unless `context` says otherwise) signed in as the user. */
export async function signedInPage(browser: Browser, email: string, context: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP, ...context })).newPage();
  await signInOnPage(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  return page;
}

/**
 * Opens a course screen and waits for it. A course shows the campus terms first while they are not
 * accepted; other specs on the same server may have accepted them for this user already.
 */
export async function openCourseScreen(page: Page, path: string, screenTestId: string): Promise<void> {
  await page.goto(path);
  const terms = page.getByRole('dialog', { name: 'Terms of use' });
  const screen = page.getByTestId(screenTestId);
  await expect(terms.or(screen).first()).toBeVisible();
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox', { name: 'I have read the terms of use and accept them.' }).check();
    await terms.getByRole('button', { name: 'Confirm' }).click();
    await expect(terms).toBeHidden();
  }
  await expect(screen).toBeVisible();
}

/** The API headers with the signed-in user's access token. */
export async function authHeaders(page: Page): Promise<Record<string, string>> {
  let { accessToken } = await storedAuth(page);
  // e2e access tokens live 20 s, and a page idle that long (the screenshot spec) still holds its old one.
  // One about to be refused is let expire, then the app renews it the way it does at start-up: a reload.
  if (accessToken !== null && msUntilRefused(accessToken) < 3_000) {
    const old = accessToken;
    await page.waitForTimeout(msUntilRefused(old));
    await page.reload();
    await expect
      .poll(async () => {
        const fresh = (await storedAuth(page)).accessToken;
        return fresh !== null && fresh !== old;
      }, { timeout: 30_000 })
      .toBe(true);
    ({ accessToken } = await storedAuth(page));
  }
  return { ...API_HEADERS, Authorization: `Bearer ${accessToken}` };
}

/** The id of a course of the signed-in user, from GET /og (the list the course chooser shows). */
export async function courseIdOf(page: Page, label: string): Promise<number> {
  const response = await page.request.get('/api/rest/og', { headers: await authHeaders(page) });
  expect(response.ok()).toBe(true);
  const groups = (await response.json()) as { courses: { og_id: number; label: string }[] }[];
  const course = groups.flatMap((group) => group.courses).find((candidate) => candidate.label === label);
  if (!course) throw new Error(`${label} is not among the user's courses`);
  return course.og_id;
}

/** A course video by title, as the signed-in user lists it (GET /videos/all); undefined when it is not there. */
export async function courseVideo(page: Page, courseId: number, title: string): Promise<{ id: number; title: string; status: string } | undefined> {
  const response = await page.request.get(`/api/rest/videos/all?og=${courseId}&limit=100`, { headers: await authHeaders(page) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { id: number; title: string; status: string }[] }).items.find((item) => item.title === title);
}
