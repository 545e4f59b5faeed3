// Campus, courses and navigation in a real browser against the real server (issue 4): the searchable
// course chooser, the campus terms a course shows first, the side menu at desktop and mobile width, a
// group without tasks, and the cockpit guard for a student and a manager.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInOnPage } from './support/auth.ts';
import { expectAccessible } from './support/a11y.ts';

/** Signs in through the real sign-in page (the auth helper) and waits for the signed-in app. */
async function signIn(page: Page, email: string): Promise<void> {
  await signInOnPage(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

/** The terms appear for a user who has not accepted them yet; Confirm waits for the tick. */
async function acceptTerms(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('terms-text')).toContainText('16');
  await expectAccessible(page, 'terms dialog');
  const confirm = modal.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await modal.getByRole('checkbox', { name: 'I have read the terms of use and accept them.' }).check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(modal).toBeHidden();
}

/** Opens the chooser from the global header and picks a course through its search. */
async function chooseCourse(page: Page, search: string, label: string): Promise<number> {
  await page.getByTestId('global-header').getByRole('link', { name: 'Courses' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a course' });
  await expect(chooser).toBeVisible();
  const options = chooser.getByTestId('course-option');
  await expect(options.first()).toBeVisible();
  const all = await options.count();
  expect(all).toBeGreaterThan(1);
  await expectAccessible(page, 'course chooser');

  const field = chooser.getByRole('searchbox', { name: 'Search courses' });
  await field.fill(search.slice(0, 1));
  await expect(options).toHaveCount(all); // one character does not filter yet
  await field.fill(search);
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(label);
  await options.first().click();

  await expect(chooser).toBeHidden();
  await expect(page).toHaveURL(/\/course-\d+\/app\//);
  return Number(/\/course-(\d+)\//.exec(page.url())?.[1]);
}

test.describe.configure({ mode: 'serial' });

test('a student accepts the terms, chooses a course and moves through the side menu', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'student@example.org');

  // The course shows the campus terms first (spec §4 "Legal").
  const tactics = await chooseCourse(page, 'TACT', 'Self-paced Tactics');
  await expect(page.getByTestId('course-dashboard')).toHaveCount(0);
  await acceptTerms(page);
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeInViewport();
  await expect(menu.getByRole('link', { name: 'Assignments' })).toBeVisible();
  const learningPath = menu.getByRole('link', { name: 'Learning path' });
  await expect(learningPath).toBeVisible();

  // Desktop: the menu stays open after a click.
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/course-${tactics}/app/dashboard$`));
  await expect(page.getByTestId('course-dashboard')).toContainText('Self-paced Tactics');
  await expect(menu).toBeInViewport();
  await expectAccessible(page, 'course dashboard');

  // Mobile: closed by default, opened with the burger, closed again after a click.
  await page.setViewportSize(MOBILE);
  await expect(menu).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeInViewport();
  await expectAccessible(page, 'side menu open (phone)');
  await menu.getByRole('link', { name: 'Learning path' }).click();
  await expect(page).toHaveURL(new RegExp(`/course-${tactics}/app/learning-path$`));
  await expect(menu).not.toBeInViewport();
  await expectAccessible(page, 'learning path (phone)');

  // A group has no tasks entry.
  await page.setViewportSize(DESKTOP);
  await chooseCourse(page, "coaches'", "Coaches' Lounge");
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Collaboration' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Assignments' })).toHaveCount(0);
  await expectAccessible(page, 'group dashboard');

  // The cockpit guard turns the student away with the reason.
  await page.goto(`/course-${tactics}/app/course-cockpit`);
  await expect(page.getByText("The cockpit is only open to the course's teaching staff.")).toBeVisible();
  await expect(page).not.toHaveURL(/course-cockpit/);
  await expect(page.getByTestId('course-cockpit')).toHaveCount(0);
  await expectAccessible(page, 'cockpit refused (student)');
});

test('a manager reaches the course cockpit through the side menu', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'manager@example.org');

  const tactics = await chooseCourse(page, 'tact', 'Self-paced Tactics');
  await acceptTerms(page);
  const menu = page.getByTestId('side-menu');
  await menu.getByRole('button', { name: 'Administration' }).click();
  await menu.getByRole('link', { name: 'Course cockpit' }).click();

  await expect(page).toHaveURL(new RegExp(`/course-${tactics}/app/course-cockpit$`));
  const cockpit = page.getByTestId('course-cockpit');
  await expect(cockpit).toBeVisible();
  await expect(cockpit).toContainText(/People in the course: \d+/);
  await expectAccessible(page, 'course cockpit');
});
