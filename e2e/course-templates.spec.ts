// Course templates in a real browser against the real server (issue 18): the campus manager opens
// "Course templates" on the campus dashboard, picks the demo template Compact Refresher, sees what will
// be copied, creates a course from it and lands in the new course, whose assignment list shows the
// copied assignments (as drafts); the new course's cockpit offers "Use as template". Runs in the last
// project (campus-administration): it adds a course the other specs do not expect.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { openCourseScreen, signedInPage } from './support/course.ts';

test.describe.configure({ timeout: 180_000 });

const LAPTOP = { width: 1366, height: 900 };
const TEMPLATE_ASSIGNMENTS = ['Learning package: what is new', 'Workshop preparation', 'Workshop follow-up'];

test('creates a course from a template with its assignments', async ({ browser }) => {
  const page = await signedInPage(browser, 'manager@example.org', { viewport: LAPTOP });
  await page.goto('/app/campus-dashboard');
  await page.getByTestId('course-templates').click();
  await page.getByRole('menuitem', { name: 'Compact Refresher' }).click();
  await expect(page).toHaveURL(/\/use-template\/\d+$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Use a course template' })).toBeVisible();
  await expect(page.getByTestId('use-template-name')).toHaveText('Compact Refresher');
  await expect(page.getByTestId('use-template-type')).toHaveText('Compact learning');
  await expect(page.getByTestId('use-template-counts')).toContainText('3 assignments');
  await expect(page.getByTestId('use-template-title')).toHaveValue('Copy of Compact Refresher');
  await expectAccessible(page, 'use template');

  const title = `Refresher from the template ${Date.now()}`;
  await page.getByTestId('use-template-title').fill(title);
  await page.getByTestId('use-template-create').click();
  // The new course opens on its landing screen.
  await expect(page).toHaveURL(/\/course-\d+\/app\//);
  const courseId = Number(/\/course-(\d+)\//.exec(page.url())?.[1]);
  expect(courseId).toBeGreaterThan(0);

  await openCourseScreen(page, `/course-${courseId}/app/assignments`, 'assignments-page');
  for (const name of TEMPLATE_ASSIGNMENTS) {
    await expect(page.getByTestId('assignment-card').filter({ hasText: name })).toBeVisible();
  }
  await expect(page.getByTestId('assignment-card')).toHaveCount(TEMPLATE_ASSIGNMENTS.length);
  await expectAccessible(page, 'assignments of a course made from a template');

  // The new course is no template; its cockpit offers to make it one (switched on and off again).
  await openCourseScreen(page, `/course-${courseId}/app/course-cockpit`, 'course-cockpit');
  const toggle = page.getByRole('switch', { name: 'Use as template' });
  await expect(toggle).not.toBeChecked();
  // The switch shows the saved state: it turns once the server has answered.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByTestId('course-template-use')).toBeVisible();
  await expectAccessible(page, 'course cockpit with the template switch');
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('course-template-use')).toHaveCount(0);
  await page.context().close();
});
