// Sign-in, tokens and sessions in the browser (issue 3): the server's sign-in page, redirect tokens,
// staying signed in across a reload and past the access-token lifetime (the test server issues tokens
// for 20 s), signing out, a refused password, and every demo account. The refresh token lives only in an
// HttpOnly cookie that no page script can read (decision 0007).
import { expect, test } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  fillSignInForm,
  msUntilRefused,
  refreshCookie,
  scriptReadableState,
  signInOnPage,
  storedAuth,
  tokenExpiry,
} from './support/auth.ts';
import { expectAccessible } from './support/a11y.ts';

test('a student signs in, stays signed in across a reload and past the token lifetime, and signs out', async ({ page }) => {
  test.setTimeout(90_000);
  await signInOnPage(page, DEMO_ACCOUNTS.student.email, DEMO_PASSWORD);

  // In the app, signed in, and the tokens are gone from the address bar (and from history).
  await expect(page).toHaveURL(/\/app\/campus-dashboard$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText(`Signed in as ${DEMO_ACCOUNTS.student.displayName}`);
  expect(page.url()).not.toContain('token');
  await expectAccessible(page, 'campus dashboard');
  const first = await storedAuth(page);
  expect(first.accessToken).toBeTruthy();
  // The refresh token is an HttpOnly, Secure, SameSite=Strict cookie for the identity endpoints only
  // (Chromium counts http://127.0.0.1 as a secure context, so it keeps a Secure cookie here).
  const firstCookie = await refreshCookie(page);
  expect(firstCookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/keycloak' });
  // No script can read it: not in localStorage, not in sessionStorage, not in document.cookie.
  const readable = await scriptReadableState(page);
  expect(readable).not.toContain(firstCookie!.value);
  expect(readable).not.toContain('auth.refreshToken');
  expect(await page.evaluate(() => document.cookie)).not.toContain('campus_refresh');

  await page.reload();
  await expect(page.getByTestId('signed-in-name')).toHaveText(`Signed in as ${DEMO_ACCOUNTS.student.displayName}`);
  await expect(page).toHaveURL(/\/app\/campus-dashboard$/);

  // The test server's short lifetime (20 s) is in force.
  const lifetime = tokenExpiry(first.accessToken ?? '') - Math.floor(Date.now() / 1000);
  expect(lifetime).toBeLessThanOrEqual(20);

  // The token in force now: when signing in and the checks above took longer than the lifetime (a busy
  // machine), the reload's start-up check has already renewed the first one.
  const current = await storedAuth(page);
  const currentCookie = await refreshCookie(page);

  // Past the access-token lifetime, the user comes back to the tab. The first request that carries the
  // expired token is refused once (401), the app refreshes, repeats it and stays signed in. Which request
  // that is depends on timing: the tab's "who is signed in" check or the realtime stream reconnecting
  // when the server ends it at the token's expiry, so the test records every answer from here on.
  const answers: { url: string; status: number }[] = [];
  page.on('response', (response) => answers.push({ url: response.url(), status: response.status() }));
  await page.waitForTimeout(msUntilRefused(current.accessToken ?? ''));
  // What the browser fires when the tab becomes visible again (it bubbles from document to window).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  const refreshIndex = () => answers.findIndex((answer) => answer.url.endsWith('/api/keycloak/refresh'));
  await expect.poll(refreshIndex).toBeGreaterThanOrEqual(0);
  expect(answers[refreshIndex()]?.status).toBe(200);
  // Refused before the refresh (the expired token), and the renewed token is in use after it.
  const refusedBefore = answers.slice(0, refreshIndex()).filter((answer) => answer.url.includes('/api/rest/') && answer.status === 401);
  expect(refusedBefore.length).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('signed-in-name')).toHaveText(`Signed in as ${DEMO_ACCOUNTS.student.displayName}`);
  await expect.poll(async () => (await storedAuth(page)).accessToken).not.toBe(current.accessToken);
  const second = await storedAuth(page);
  expect(second.accessToken).not.toBe(current.accessToken);
  // The refresh cookie rotated, and still no script can see it.
  const secondCookie = await refreshCookie(page);
  expect(secondCookie?.value).toBeTruthy();
  expect(secondCookie?.value).not.toBe(currentCookie!.value);
  expect(await scriptReadableState(page)).not.toContain(secondCookie!.value);

  // Navigating goes on with the renewed session.
  await page.getByTestId('side-menu').getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/app\/campus-dashboard$/);
  await expect(page.getByTestId('signed-in-name')).toBeVisible();

  // The user's own data loads with the renewed token.
  const me = page.waitForResponse((response) => response.url().endsWith('/api/rest/user/me'));
  await page.reload();
  expect((await me).status()).toBe(200);
  await expect(page.getByTestId('signed-in-name')).toHaveText(`Signed in as ${DEMO_ACCOUNTS.student.displayName}`);

  // Sign out from the user menu: back on the sign-in entry, nothing left, the session ended on the server.
  const beforeSignOut = await refreshCookie(page);
  expect(beforeSignOut?.value).toBeTruthy();
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await expectAccessible(page, 'user menu open');
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login-keycloak$/);
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  expect(await storedAuth(page)).toEqual({ accessToken: null });
  // The server cleared the cookie and ended its session: even the old value is refused.
  expect(await refreshCookie(page)).toBeUndefined();
  const reuse = await page.request.post('/api/keycloak/refresh', { data: { refresh_token: beforeSignOut!.value } });
  expect(reuse.status()).toBe(401);

  // The start no longer lets the visitor in.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login-keycloak$/);
});

test('a wrong password shows the error and keeps the email, then the right one signs in', async ({ page }) => {
  await signInOnPage(page, DEMO_ACCOUNTS.mentor.email, 'not-the-password');
  await expect(page.locator('#sign-in-error')).toBeVisible();
  await expect(page.locator('#email')).toHaveValue(DEMO_ACCOUNTS.mentor.email);
  await expect(page.locator('#password')).toHaveValue('');
  await expectAccessible(page, 'server sign-in page with error');

  await fillSignInForm(page, DEMO_ACCOUNTS.mentor.email, DEMO_PASSWORD);
  await expect(page.getByTestId('signed-in-name')).toHaveText(`Signed in as ${DEMO_ACCOUNTS.mentor.displayName}`);
});

test('the email and password form at /login refuses a wrong password, keeps what was typed, and signs in', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByTestId('credentials-form');
  await form.getByLabel('Email').fill(DEMO_ACCOUNTS.instructor.email);
  await form.getByLabel('Password').fill('wrong-password');
  await page.getByTestId('credentials-submit').click();
  await expect(page.getByTestId('credentials-error')).toHaveText('Email or password is not correct.');
  await expect(form.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.instructor.email);
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page, 'credentials sign-in with error');

  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByTestId('credentials-submit').click();
  await expect(page).toHaveURL(/\/app\/campus-dashboard$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText(`Signed in as ${DEMO_ACCOUNTS.instructor.displayName}`);
  // This sign-in, too, left the refresh token only in the HttpOnly cookie.
  const cookie = await refreshCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/keycloak' });
  expect(await scriptReadableState(page)).not.toContain(cookie!.value);
});

test('a new tab of a signed-in browser restores the session from the refresh cookie', async ({ page }) => {
  await signInOnPage(page, DEMO_ACCOUNTS.guest.email, DEMO_PASSWORD);
  await expect(page.getByTestId('signed-in-name')).toHaveText(`Signed in as ${DEMO_ACCOUNTS.guest.displayName}`);
  // A new tab starts with an empty sessionStorage: no access token, only the cookie.
  const tab = await page.context().newPage();
  const refreshed = tab.waitForResponse((response) => response.url().endsWith('/api/keycloak/refresh'));
  await tab.goto('/');
  expect((await refreshed).status()).toBe(200);
  await expect(tab.getByTestId('signed-in-name')).toHaveText(`Signed in as ${DEMO_ACCOUNTS.guest.displayName}`);
  await expect(tab).toHaveURL(/\/app\/campus-dashboard$/);
  // The first tab goes on with its own access token; the shared cookie rotated once and is still valid.
  await page.reload();
  await expect(page.getByTestId('signed-in-name')).toHaveText(`Signed in as ${DEMO_ACCOUNTS.guest.displayName}`);
});

test('every demo account signs in on the page', async ({ browser, baseURL }) => {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInOnPage(page, account.email, DEMO_PASSWORD);
    await expect(page.getByTestId('signed-in-name'), account.email).toHaveText(`Signed in as ${account.displayName}`);
    await context.close();
  }
});
