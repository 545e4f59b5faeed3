// The settings screen (issue 16, spec §3 local preference keys, §9 defaults): the defaults, a changed
// preference and language surviving a reload, and "sign out everywhere" ending the sessions of every
// browser of the user.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInOnPage } from './support/auth.ts';
import { expectAccessible } from './support/a11y.ts';

test('preferences and language persist across a reload', async ({ page }) => {
  await signInOnPage(page, 'student@example.org', DEMO_PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectAccessible(page, 'settings');

  // Spec §9 defaults; the social video player waits for its experimental flag (off).
  const tour = page.getByRole('switch', { name: /^Show the tour on start/ });
  const keepVideos = page.getByRole('switch', { name: /^Keep videos after upload/ });
  const wifiOnly = page.getByRole('switch', { name: /^Upload videos over Wi-Fi only/ });
  const social = page.getByRole('switch', { name: /^Social video player/ });
  await expect(tour).toBeChecked();
  await expect(keepVideos).toBeChecked();
  await expect(wifiOnly).toBeChecked();
  await expect(social).not.toBeChecked();
  await expect(social).toBeDisabled();

  await keepVideos.click();
  await tour.click();
  await expect(keepVideos).not.toBeChecked();
  await page.getByTestId('settings-language').getByText('Deutsch').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /^Videos nach dem Upload behalten/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^Tour beim Start zeigen/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^Videos nur über WLAN hochladen/ })).toBeChecked();
  expect(await page.evaluate(() => [window.localStorage.getItem('keep_videos'), window.localStorage.getItem('language')])).toEqual(['false', 'de']);
});

test('sign out everywhere ends the sessions of every browser', async ({ browser }) => {
  const other = await (await browser.newContext()).newPage();
  await signInOnPage(other, 'guest@example.org', DEMO_PASSWORD);
  await expect(other.getByTestId('app-shell')).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await signInOnPage(page, 'guest@example.org', DEMO_PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/settings');
  await page.getByTestId('sign-out-everywhere').click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'sign out everywhere dialog');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login-keycloak$/);

  // The other browser's session is gone too: its next start goes to the sign-in entry.
  await other.reload();
  await expect(other).toHaveURL(/\/login-keycloak$/);
});
