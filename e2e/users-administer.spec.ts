// Users administer in a real browser against the real server (issue 18): the campus manager opens
// "Users" from the user menu, gives the instructor the campus role dialog_manager (the instructor can
// then start ad-hoc dialogs); the server admin disables the guest's account — whose session open in a
// second browser is refused on its very next navigation and whose sign-in then says the account is
// disabled — and enables the guest again (a campus manager's disable only suspends the membership of
// their campus, issue 27: user-admin.campuses.test.ts). Runs in the last project (campus-administration) and restores what it changed: the
// instructor's roles and the guest's account.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { fillSignInForm, DEMO_PASSWORD } from './support/auth.ts';
import { signedInPage } from './support/course.ts';

// Two browsers, several sign-ins and axe at two sizes per screen: longer than the default minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const LAPTOP = { width: 1366, height: 900 };

function row(page: Page, email: string) {
  return page.locator(`[data-testid="user-admin-row"][data-email="${email}"]`);
}

async function openUsers(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-users-administer').click();
  await expect(page).toHaveURL(/\/users\/administer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByTestId('user-admin-row').first()).toBeVisible();
}

async function setInstructorDialogManager(manager: Page, on: boolean): Promise<void> {
  await manager.getByRole('searchbox', { name: 'Search users' }).fill('instructor@example.org');
  await expect(manager.getByTestId('user-admin-row')).toHaveCount(1);
  await manager.getByRole('button', { name: 'Change the campus roles of Ian Instructor' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Campus roles of Ian Instructor' });
  const box = dialog.getByRole('checkbox', { name: /Dialog manager/ });
  await box.setChecked(on);
  if (on) await expectAccessible(manager, 'campus roles dialog');
  await dialog.getByRole('button', { name: 'Save roles' }).click();
  await expect(dialog).toBeHidden();
  const badge = row(manager, 'instructor@example.org').getByTestId('user-admin-roles').getByText('Dialog manager');
  await expect(badge).toHaveCount(on ? 1 : 0);
}

test('the campus manager gives the instructor dialog_manager, and the instructor may start ad-hoc dialogs', async ({ browser }) => {
  const instructor = await signedInPage(browser, 'instructor@example.org', { viewport: LAPTOP });
  await instructor.goto('/app/adhoc-dialogs');
  await expect(instructor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(instructor.getByRole('button', { name: 'New dialog' })).toHaveCount(0);
  // Not an operator: no "Users" entry.
  await instructor.getByTestId('user-menu').click();
  await expect(instructor.getByTestId('user-menu-users-administer')).toHaveCount(0);
  await instructor.keyboard.press('Escape');

  const manager = await signedInPage(browser, 'manager@example.org', { viewport: LAPTOP });
  await openUsers(manager);
  await expectAccessible(manager, 'users administer (campus manager)');
  await setInstructorDialogManager(manager, true);

  try {
    await instructor.reload();
    await expect(instructor.getByRole('button', { name: 'New dialog' })).toBeVisible();
  } finally {
    await setInstructorDialogManager(manager, false);
  }
  await instructor.reload();
  await expect(instructor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(instructor.getByRole('button', { name: 'New dialog' })).toHaveCount(0);
  await instructor.context().close();
  await manager.context().close();
});

test("the server admin disabling the guest ends the guest's open session at once; enabling lets the guest back in", async ({ browser }) => {
  // The guest signed in before, in another browser.
  const guest = await signedInPage(browser, 'guest@example.org', { viewport: LAPTOP });
  // The server admin switches accounts off (issue 27); the variable keeps its name for the steps below.
  const manager = await signedInPage(browser, 'admin@example.org', { viewport: LAPTOP });
  await openUsers(manager);
  await manager.getByRole('searchbox', { name: 'Search users' }).fill('Gia');
  await expect(manager.getByTestId('user-admin-row')).toHaveCount(1);
  const guestRow = row(manager, 'guest@example.org');

  await guestRow.getByRole('button', { name: 'Disable the account of Gia Guest' }).click();
  const confirm = manager.getByRole('dialog', { name: 'Disable Gia Guest?' });
  await expectAccessible(manager, 'disable account dialog');
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  await expect(confirm).toBeHidden();
  try {
    await expect(guestRow.getByTestId('user-admin-status')).toHaveText('Disabled');
    await expectAccessible(manager, 'users administer with a disabled account');

    // The guest's open real-time stream ends at once with the session (issue 27, finding 7); its reconnect
    // is refused, so the open page goes to sign-in with a message without the guest doing anything.
    await expect(guest).toHaveURL(/\/login-keycloak$/);
    const alert = guest.getByRole('dialog', { name: 'Please sign in again' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    // Signing in again says why it does not work.
    await guest.getByTestId('sign-in-button').click();
    await expect(guest).toHaveURL(/\/web\/keycloak\/redirect\?/);
    await fillSignInForm(guest, 'guest@example.org', DEMO_PASSWORD);
    await expect(guest.getByText('This account has been disabled. Please contact your campus administration.')).toBeVisible();
  } finally {
    await guestRow.getByRole('button', { name: 'Enable the account of Gia Guest' }).click();
    const enable = manager.getByRole('dialog', { name: 'Enable Gia Guest?' });
    await enable.getByRole('button', { name: 'Enable account' }).click();
    await expect(enable).toBeHidden();
    await expect(guestRow.getByTestId('user-admin-status')).toHaveText('Active');
  }

  // Enabled again: the guest signs in.
  await fillSignInForm(guest, 'guest@example.org', DEMO_PASSWORD);
  await expect(guest.getByTestId('app-shell')).toBeVisible();
  await guest.context().close();
  await manager.context().close();
});
