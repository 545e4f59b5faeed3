// Usage statistics in a real browser against the real server (issue 18): the campus manager opens "Usage
// statistics" from the user menu, sees the totals and the weekly active users the seed's sign-in history
// shaped (the table behind the chart), switches to the courses and finds the demo courses, downloads the
// xlsx and reads it; the legacy path of a scope opens that scope; a student has no entry and typing the
// address shows the refusal. axe at 1366 and 390 px on every state. Read-only: runs in `desktop`.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COURSE_TITLES } from '../apps/server/src/seed/demo-accounts.ts';
import { DEMO_PAST_SIGN_INS } from '../apps/server/src/seed/demo-usage-history.ts';
import { expectAccessible } from './support/a11y.ts';
import { authHeaders, signedInPage } from './support/course.ts';

// Axe at two sizes on five states and a download: longer than the default minute on a loaded machine.
test.describe.configure({ timeout: 240_000 });

const LAPTOP = { width: 1366, height: 900 };
const DEMO_TITLES = Object.values(DEMO_COURSE_TITLES);

/** The links between the scopes (the global header has a "Courses" link too). */
function scopeLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'What the statistics cover' }).getByRole('link', { name, exact: true });
}

function totalOf(page: Page, key: string) {
  return page.getByTestId(`usage-total-${key}`).getByTestId('usage-total-value');
}

interface StatisticsBody {
  totals: Record<string, number>;
}

test('the campus manager reads the usage statistics, the courses and the xlsx', async ({ browser }) => {
  const manager = await signedInPage(browser, 'manager@example.org', { viewport: LAPTOP });
  await manager.getByTestId('user-menu').click();
  await manager.getByTestId('user-menu-usage-statistics').click();
  await expect(manager).toHaveURL(/\/usage_statistics$/);
  await expect(manager.getByRole('heading', { level: 1, name: 'Usage statistics' })).toBeVisible();
  await expect(scopeLink(manager, 'Campus')).toHaveAttribute('aria-current', 'page');

  // The cards say what the server counts; the demo campus has its six courses and six accounts at least.
  await expect(totalOf(manager, 'courses')).toBeVisible();
  const api = (await (await manager.request.get('/api/rest/usage-statistics', { headers: await authHeaders(manager) })).json()) as StatisticsBody;
  for (const key of ['users', 'activeUsers', 'courses', 'contentItems', 'comments', 'videos', 'messages']) {
    await expect(totalOf(manager, key)).toHaveText(String(api.totals[key]));
  }
  expect(Number(await totalOf(manager, 'courses').textContent())).toBeGreaterThanOrEqual(DEMO_TITLES.length);
  expect(Number(await totalOf(manager, 'users').textContent())).toBeGreaterThanOrEqual(6);
  expect(Number(await totalOf(manager, 'contentItems').textContent())).toBeGreaterThan(0);
  await expect(manager.getByTestId('usage-active-chart')).toBeVisible();
  await expectAccessible(manager, 'usage statistics (campus)');

  // The table behind the chart: 12 weeks; the oldest two hold only the seeded sign-ins.
  const active = manager.getByTestId('usage-statistics-active');
  await active.getByRole('button', { name: 'Show as table' }).click();
  const rows = manager.getByTestId('usage-active-table').locator('tbody tr');
  await expect(rows).toHaveCount(12);
  const weeksAgo = (n: number) => DEMO_PAST_SIGN_INS.find((entry) => entry.weeksAgo === n)?.who.length ?? -1;
  await expect(rows.nth(0).locator('td')).toHaveText(String(weeksAgo(11)));
  await expect(rows.nth(1).locator('td')).toHaveText(String(weeksAgo(10)));
  await expectAccessible(manager, 'usage statistics (active users as a table)');

  // The courses, each with its figures.
  await scopeLink(manager, 'Courses').click();
  await expect(manager).toHaveURL(/\/usage_statistics\/course$/);
  const table = manager.getByTestId('usage-courses-table');
  await expect(table).toBeVisible();
  for (const title of DEMO_TITLES) await expect(table.getByRole('rowheader', { name: title, exact: true })).toBeVisible();
  await expectAccessible(manager, 'usage statistics (courses)');

  // The xlsx: a real workbook with the courses.
  const downloading = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Download xlsx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^usage-statistics-course-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Totals', 'Weeks', 'Courses']);
  const titles = (workbook.getWorksheet('Courses')?.getColumn(1).values ?? []).slice(2).map(String);
  for (const title of DEMO_TITLES) expect(titles).toContain(title);

  // The legacy path of a scope opens that scope.
  await manager.goto('/usage_statistics/self_learning');
  await expect(scopeLink(manager, 'Self-learning courses')).toHaveAttribute('aria-current', 'page');
  await expect(manager.getByTestId('usage-courses-table').getByRole('rowheader', { name: DEMO_COURSE_TITLES.selfPacedTactics })).toBeVisible();
  await expectAccessible(manager, 'usage statistics (self-learning courses)');
  await manager.context().close();
});

test('a student has no entry, and the address shows the refusal', async ({ browser }) => {
  const student = await signedInPage(browser, 'student@example.org', { viewport: LAPTOP });
  await student.getByTestId('user-menu').click();
  await expect(student.getByTestId('user-menu-settings')).toBeVisible();
  await expect(student.getByTestId('user-menu-usage-statistics')).toHaveCount(0);
  await student.keyboard.press('Escape');

  await student.goto('/usage_statistics');
  await expect(student.getByRole('heading', { level: 1, name: 'Usage statistics' })).toBeVisible();
  const alert = student.getByTestId('usage-statistics-error');
  await expect(alert).toContainText('Only campus admins and campus managers see the usage statistics.');
  await expect(student.getByRole('button', { name: 'Download xlsx' })).toHaveCount(0);
  await expectAccessible(student, 'usage statistics (refused)');
  await student.context().close();
});
