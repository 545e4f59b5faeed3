// Creating and editing a course in a real browser against the real server (issue 5): a campus manager
// creates a blended course through the stepper dialog (category, subcategory, target groups, quotas,
// workgroups), lands on its dashboard, renames it through the course-edit-form menu target, and finally
// deletes it from the edit dialog; a student gets no create action.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInOnPage } from './support/auth.ts';
import { expectAccessible } from './support/a11y.ts';

test.describe.configure({ mode: 'serial' });
// Course dates are calendar days judged in UTC; the picker shows the browser's days.
test.use({ timezoneId: 'UTC', locale: 'en-US', viewport: { width: 1280, height: 900 } });

async function signIn(page: Page, email: string): Promise<void> {
  await signInOnPage(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

/**
 * Accepts the campus terms when they are asked for (they are asked once per user and terms version, so
 * an earlier spec of the same run may have accepted them already).
 */
async function acceptTermsIfAsked(page: Page, then: Locator): Promise<void> {
  const terms = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(terms.or(then).first()).toBeVisible();
  if (!(await terms.isVisible())) return;
  await terms.getByRole('checkbox', { name: 'I have read the terms of use and accept them.' }).check();
  await terms.getByRole('button', { name: 'Confirm' }).click();
  await expect(terms).toBeHidden();
}

/** Midnight UTC, `days` from today. */
function dayFromToday(days: number): Date {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** The day button's name in the calendar: "D MMMM YYYY". */
function dayLabel(date: Date): string {
  return `${date.getUTCDate()} ${date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${date.getUTCFullYear()}`;
}

async function pickDate(page: Page, dialog: Locator, label: RegExp, date: Date): Promise<void> {
  const input = dialog.getByRole('button', { name: label });
  await input.click();
  const dropdown = page.locator(`#${await input.getAttribute('aria-controls')}`);
  const day = dropdown.getByRole('button', { name: dayLabel(date), exact: true });
  for (let i = 0; i < 24 && !(await day.isVisible()); i += 1) {
    await dropdown.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await expect(dropdown).toBeHidden();
}

/** The whole field (label, input, chosen values) around an element of it. */
function fieldOf(element: Locator): Locator {
  return element.locator('xpath=ancestor::div[contains(@class, "mantine-InputWrapper-root")][1]');
}

/** Types into a taxonomy field and takes the suggestion (searched after 500 ms). */
async function chooseTerm(page: Page, dialog: Locator, label: string, typed: string, term: string): Promise<void> {
  await dialog.getByRole('textbox', { name: label, exact: true }).fill(typed);
  await page.getByRole('option', { name: term, exact: true }).click();
  await expect(fieldOf(dialog.getByTestId(`course-${label.toLowerCase()}`))).toContainText(term);
}

const title = `Keeper Camp ${Date.now() % 1_000_000}`;
const renamed = `${title} (renamed)`;
/** The course the first test creates; the delete test removes it again. */
let createdCourseId = 0;

test('a campus manager creates a blended course, lands on its dashboard and renames it', async ({ page }) => {
  await signIn(page, 'manager@example.org');
  await page.goto('/app/campus-dashboard');
  const create = page.getByTestId('create-course');
  await acceptTermsIfAsked(page, create);
  await expectAccessible(page, 'campus dashboard (manager)');

  await create.click();
  await expect(page.getByRole('menuitem', { name: 'Blended learning' })).toBeVisible();
  await expectAccessible(page, 'create course menu');
  await page.getByRole('menuitem', { name: 'Blended learning' }).click();
  const dialog = page.getByRole('dialog', { name: 'New course: Blended learning' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('course-stepper')).toContainText('Visibility and collaboration');
  await expectAccessible(page, 'new course dialog: general');

  // General
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Handling and distribution for young goalkeepers.');
  await expect(dialog.getByRole('textbox', { name: 'Subcategory', exact: true })).toBeDisabled();
  await chooseTerm(page, dialog, 'Category', 'goal', 'Goalkeeping');
  await chooseTerm(page, dialog, 'Subcategory', 'hand', 'Handling');

  await dialog.getByRole('textbox', { name: 'Target groups' }).click();
  await page.getByRole('option', { name: 'Youth coaches' }).click();
  await page.getByRole('option', { name: 'Goalkeeper coaches' }).click();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).click();
  await expect(dialog.getByTestId('course-target-groups')).toContainText('Youth coaches');
  await expect(dialog.getByTestId('course-target-groups')).toContainText('Goalkeeper coaches');

  await pickDate(page, dialog, /^Start date/, dayFromToday(0));
  await pickDate(page, dialog, /^End date/, dayFromToday(44));
  await expect(dialog.getByRole('button', { name: /^Start date/ })).toHaveText(/^\d{2}\.\d{2}\.\d{2}$/);

  await dialog.getByRole('radio', { name: 'Campus and course quotas' }).check();
  await dialog.getByRole('textbox', { name: /Campus quota/ }).fill('10');
  await dialog.getByRole('textbox', { name: /Course quota/ }).fill('4');
  // 45 days: two blocks of 30 days.
  await expect(dialog.getByTestId('spot-info')).toContainText('Course period: 45 day(s)');
  await expect(dialog.getByTestId('spot-info')).toContainText('Campus places over the course period: 20');
  await expect(dialog.getByTestId('spot-info')).toContainText('Course places over the course period: 8');
  await expectAccessible(page, 'new course dialog: general, filled');

  // Visibility and collaboration
  await dialog.getByTestId('course-next').click();
  const workgroups = dialog.getByRole('switch', { name: 'Work in workgroups' });
  await expect(workgroups).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Workgroup size' })).toBeDisabled();
  await workgroups.check({ force: true });
  await expect(dialog.getByRole('radio', { name: 'For the whole course' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Workgroup size' }).fill('4');
  await expectAccessible(page, 'new course dialog: visibility and collaboration');

  // Course info, then save.
  await dialog.getByTestId('course-next').click();
  await dialog.getByRole('textbox', { name: 'Dashboard info title' }).fill('Welcome, keepers');
  await expectAccessible(page, 'new course dialog: course info');
  await dialog.getByTestId('course-save').click();

  await expect(page).toHaveURL(/\/course-\d+\/app\/dashboard$/);
  const courseId = Number(/\/course-(\d+)\//.exec(page.url())?.[1]);
  expect(courseId).toBeGreaterThan(0);
  createdCourseId = courseId;
  const dashboard = page.getByTestId('course-dashboard');
  await acceptTermsIfAsked(page, dashboard);
  await expect(dashboard).toContainText(title);
  await expect(dashboard).toContainText('Welcome, keepers');
  await expectAccessible(page, 'new course dashboard (manager)');

  // The course-edit-form target opens the dialog over the dashboard with the stored values.
  const menu = page.getByTestId('side-menu');
  await menu.getByRole('button', { name: 'Administration' }).click();
  await menu.getByRole('link', { name: 'Edit course' }).click();
  await expect(page).toHaveURL(new RegExp(`/course-${courseId}/app/dashboard\\?dialog=course-edit-form$`));
  const edit = page.getByRole('dialog', { name: 'Edit course' });
  const titleField = edit.getByRole('textbox', { name: 'Title', exact: true });
  await expect(titleField).toHaveValue(title);
  await expect(fieldOf(edit.getByTestId('course-category'))).toContainText('Goalkeeping');
  await expect(fieldOf(edit.getByTestId('course-subcategory'))).toContainText('Handling');
  await expect(edit.getByRole('textbox', { name: /Campus quota/ })).toHaveValue('10');
  await expectAccessible(page, 'edit course dialog');

  await titleField.fill(renamed);
  await edit.getByTestId('course-save').click();
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/course-${courseId}/app/dashboard$`));
  await expect(dashboard).toContainText(renamed);

  // Reloaded from the server: the edit stuck, and the workgroups too.
  await page.goto(`/course-${courseId}/app/dashboard?dialog=course-edit-form`);
  const again = page.getByRole('dialog', { name: 'Edit course' });
  await expect(again.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(renamed);
  await again.getByRole('button', { name: /Visibility and collaboration/ }).click();
  await expect(again.getByRole('switch', { name: 'Work in workgroups' })).toBeChecked();
  await expect(again.getByRole('textbox', { name: 'Workgroup size' })).toHaveValue('4');

  // Full screen above everything: 70% wide on desktop, the whole width on a phone.
  await expect(page.locator('.mantine-Modal-inner')).toHaveCSS('z-index', '10000');
  expect((await again.boundingBox())?.width).toBeCloseTo(1280 * 0.7, 0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await again.boundingBox())?.width).toBe(390);

  await again.getByTestId('course-cancel').click();
  await expect(again).toBeHidden();
});

/** The campus dashboard filtered to the courses of this run. */
async function campusCoursesOfThisRun(page: Page): Promise<Locator> {
  await page.goto('/app/campus-dashboard');
  await acceptTermsIfAsked(page, page.getByTestId('campus-dashboard'));
  await page.getByRole('searchbox', { name: 'Filter by title' }).fill(title);
  return page.getByTestId('campus-course').filter({ hasText: renamed });
}

test('the campus manager deletes the course they created; it is gone from the campus dashboard', async ({ page }) => {
  expect(createdCourseId).toBeGreaterThan(0);
  await signIn(page, 'manager@example.org');
  await expect(await campusCoursesOfThisRun(page)).toHaveCount(1);

  await page.goto(`/course-${createdCourseId}/app/dashboard?dialog=course-edit-form`);
  const edit = page.getByRole('dialog', { name: 'Edit course' });
  await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(renamed);
  await edit.getByTestId('course-delete').click();

  // The confirmation names the course and lies above the course dialog.
  const confirm = page.getByRole('dialog', { name: 'Delete this course?' });
  await expect(confirm).toContainText(`The course “${renamed}” will be deleted`);
  await expect(page.locator('.mantine-Modal-inner').filter({ has: confirm })).toHaveCSS('z-index', '10001');
  await expectAccessible(page, 'delete course confirmation');
  await confirm.getByRole('button', { name: 'Delete course' }).click();

  // The dialog closes, the campus dashboard says so, and the course is not listed any more.
  await expect(page).toHaveURL(/\/app\/campus-dashboard$/);
  await expect(edit).toBeHidden();
  await expect(page.getByText(`The course “${renamed}” was deleted.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter by title' }).fill(title);
  await expect(page.getByTestId('campus-course').filter({ hasText: renamed })).toHaveCount(0);
  await expectAccessible(page, 'campus dashboard after a deletion');
  // Also from the server, after a reload; and back does not lead to the deleted course.
  await expect(await campusCoursesOfThisRun(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('course.selected'))).not.toBe(String(createdCourseId));
});

test('a student sees no create action on the campus dashboard', async ({ page }) => {
  await signIn(page, 'student@example.org');
  await page.goto('/app/campus-dashboard');
  // The campus's courses are listed (behind the terms, if they are asked for)...
  await expect(page.getByTestId('campus-course').first()).toBeAttached();
  await expectAccessible(page, 'campus dashboard (student)');
  // ...but there is nothing to create them with.
  await expect(page.getByTestId('create-course')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create course' })).toHaveCount(0);
});
