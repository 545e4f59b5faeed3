// A new visitor opens the campus and reaches the sign-in entry point.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';

test('a new visitor is sent to the sign-in entry and can start signing in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login-keycloak$/);
  const signIn = page.getByTestId('sign-in-button');
  await expect(signIn).toBeVisible();
  await expectAccessible(page, 'sign-in entry');

  await signIn.click();
  await expect(page).toHaveURL(/\/web\/keycloak\/redirect\?redirect_url=/);
  await expect(page.locator('#email')).toBeVisible();
  await expectAccessible(page, 'server sign-in page');
});

test('the app speaks German under the de prefix', async ({ page }) => {
  await page.goto('/de/login-keycloak');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  await expectAccessible(page, 'sign-in entry (de)');
});
