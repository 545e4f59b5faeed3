// Helpers for the sign-in flows: the server's sign-in page (/web/keycloak/redirect), the app's storage and
// the HttpOnly refresh cookie (decision 0007).
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The demo campus password (apps/server/src/seed), the one source of truth. */
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts.ts';

/** From the app's sign-in entry through the server page back into the app, typing into the real form. */
export async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login-keycloak$/);
  await page.getByTestId('sign-in-button').click();
  await expect(page).toHaveURL(/\/web\/keycloak\/redirect\?/);
  await fillSignInForm(page, email, password);
}

export async function fillSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type="submit"]').click();
}

export interface StoredAuth {
  /** The access token of this tab (sessionStorage, decision 0007). */
  accessToken: string | null;
}

export function storedAuth(page: Page): Promise<StoredAuth> {
  return page.evaluate(() => ({ accessToken: window.sessionStorage.getItem('auth.accessToken') }));
}

/** The HttpOnly refresh cookie as the browser keeps it (only the test harness can see it, no page script). */
export async function refreshCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'campus_refresh');
}

/** Everything page script can read: both storages (keys and values) and document.cookie. */
export function scriptReadableState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.cookie];
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key !== null) parts.push(key, storage.getItem(key) ?? '');
      }
    }
    return parts.join('\n');
  });
}

/** Unix seconds when a JWT access token expires (its `exp` claim). */
export function tokenExpiry(accessToken: string): number {
  const payload = accessToken.split('.')[1] ?? '';
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (typeof claims !== 'object' || claims === null || typeof (claims as { exp?: unknown }).exp !== 'number') {
    throw new Error('the access token carries no exp claim');
  }
  return (claims as { exp: number }).exp;
}

/**
 * The server accepts a token this long past its `exp` (clock skew between nodes; CLOCK_TOLERANCE_SECONDS
 * in apps/server/src/lib/tokens.ts), so "expired" starts only after it.
 */
export const SERVER_CLOCK_TOLERANCE_MS = 5_000;

/** Milliseconds to wait until the server refuses this access token. */
export function msUntilRefused(accessToken: string, now: number = Date.now()): number {
  return Math.max(0, tokenExpiry(accessToken) * 1000 + SERVER_CLOCK_TOLERANCE_MS + 1_000 - now);
}
