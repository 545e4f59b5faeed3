// Editing the own account on the settings screen (issue 16): a throw-away account (made by the demo admin
// through POST /accounts) changes its name (the header shows it, also after a reload), uploads a picture,
// and changes its password, which then signs it in.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signInOnPage } from './support/auth.ts';
import { authHeaders, signedInPage } from './support/course.ts';

const PICTURE = fileURLToPath(new URL('../apps/web/public/icons/icon-192.png', import.meta.url));
const FIRST_PASSWORD = 'meadow-lantern-pitch-31';
const NEW_PASSWORD = 'harbour-compass-kite-58';

test('a new account changes its name, picture and password in the settings', async ({ browser, page }) => {
  const email = `account-e2e-${Date.now()}@example.org`;
  const admin = await signedInPage(browser, 'admin@example.org');
  const created = await admin.request.post('/api/rest/accounts', {
    headers: await authHeaders(admin),
    data: { email, display_name: 'Throwaway Tester', password: FIRST_PASSWORD, domain_id: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInOnPage(page, email, FIRST_PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const editor = page.getByTestId('account-editor');
  await expect(editor.getByRole('textbox', { name: /Display name/ })).toHaveValue('Throwaway Tester');
  await expectAccessible(page, 'settings with the account editor');

  // The name: saved, shown in the header at once and after a reload.
  await editor.getByRole('textbox', { name: /Display name/ }).fill('Renamed Tester');
  await editor.getByRole('button', { name: 'Save name' }).click();
  await expect(editor.getByText('Saved.')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Renamed Tester');
  await page.reload();
  await expect(page.getByTestId('user-menu')).toContainText('Renamed Tester');
  await expect(editor.getByRole('textbox', { name: /Display name/ })).toHaveValue('Renamed Tester');

  // The picture: re-encoded by the server and shown.
  await editor.locator('input[type="file"]').setInputFiles(PICTURE);
  await expect(editor.getByRole('img', { name: 'Picture of Renamed Tester' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Remove picture' })).toBeVisible();

  // A wrong current password is refused on its field and the typed values stay.
  const passwordForm = page.getByTestId('account-password-form');
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await passwordForm.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await passwordForm.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('The current password is wrong.')).toBeVisible();
  await expect(passwordForm.getByLabel(/^New password/)).toHaveValue(NEW_PASSWORD);

  await passwordForm.getByLabel('Current password').fill(FIRST_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText(/Password changed/)).toBeVisible();
  await expectAccessible(page, 'settings after a password change');

  // The new password signs in, in a fresh browser.
  const fresh = await (await browser.newContext()).newPage();
  await signInOnPage(fresh, email, NEW_PASSWORD);
  await expect(fresh.getByTestId('app-shell')).toBeVisible();
  await expect(fresh.getByTestId('user-menu')).toContainText('Renamed Tester');
});
