// Issue 12, finding 1: stored XSS through the course dashboard. The admin creates a fresh course through
// the API (the demo courses other specs use stay untouched) with the worst payloads in the description
// (plain text) and in dashboard_info and course_info (rich text), opens its dashboard in a real browser,
// and no script runs: no window flag, no dialog; the description shows literally, as typed.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/auth.ts';
import { API_HEADERS, openCourseScreen, signedInPage } from './support/course.ts';
import { expectAccessible } from './support/a11y.ts';

const FLAG_PAYLOADS = [
  'Goalkeeping basics.<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg/onload="window.__xss=3">',
  '<img src=x onerror=alert(4)>',
  '<iframe srcdoc="&lt;script&gt;parent.__xss=5&lt;/script&gt;"></iframe>',
  '<a href="javascript:window.__xss=6" id="xss-link">click</a>',
  '<details open ontoggle="window.__xss=7">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=8">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(9)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(10)>">',
  '<body onload=alert(11)>',
  '<input autofocus onfocus="window.__xss=12">',
];

const DESCRIPTION = `Goalkeeping basics.<img src=x onerror="window.__xss=1">\nSecond line <script>window.__xss=2</script> <svg/onload=alert(3)>`;
const RICH = `<p>Welcome, keepers.</p>${FLAG_PAYLOADS.join('')}`;

/** API headers of a session of its own (POST /login with basic credentials), apart from the browser's tokens. */
async function adminApiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const credentials = Buffer.from(`${DEMO_ACCOUNTS.admin.email}:${DEMO_PASSWORD}`).toString('base64');
  const login = await request.post('/api/rest/login', { headers: { ...API_HEADERS, Authorization: `Basic ${credentials}` } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { ...API_HEADERS, Authorization: `Bearer ${token}` };
}

/** UTC midnight of today, in Unix seconds (the course start may not lie in the past). */
function todayUnixSeconds(): number {
  return Math.floor(Date.now() / 86_400_000) * 86_400;
}

test('the course dashboard runs none of the stored payloads and shows the description as text', async ({ browser, request }) => {
  const page = await signedInPage(browser, DEMO_ACCOUNTS.admin.email);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const created = await request.post('/api/rest/og', {
    headers: await adminApiHeaders(request),
    data: {
      course_type: 'default',
      title: `XSS dashboard ${Date.now()}`,
      description: DESCRIPTION,
      startdate: todayUnixSeconds(),
      enddate: todayUnixSeconds() + 30 * 86_400,
      dashboardInfoTitle: 'Welcome <img src=x onerror="window.__xss=13">',
      dashboardInfo: RICH,
      courseInfo: RICH,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { og_id: courseId } = (await created.json()) as { og_id: number };

  await openCourseScreen(page, `/course-${courseId}/app/dashboard`, 'course-dashboard');
  await expect(page.getByTestId('dashboard-info')).toContainText('Welcome, keepers.');
  await expect(page.getByTestId('course-info')).toContainText('Welcome, keepers.');
  // Give handlers (image errors, toggles, focus) time to fire if anything slipped through.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);

  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const dashboard = page.getByTestId('course-dashboard');
  await expect(dashboard.locator('script, svg[onload], iframe, [onerror], [onload], [ontoggle], [onfocus], a[href^="javascript"]')).toHaveCount(0);
  // Plain text, shown as typed (line break kept by white-space: pre-line).
  expect(await page.getByTestId('course-description').textContent()).toBe(DESCRIPTION);
  await expect(page.getByTestId('course-description')).toHaveCSS('white-space', 'pre-line');
  await expect(page.getByRole('heading', { name: 'Welcome <img src=x onerror="window.__xss=13">' })).toBeVisible();
  await expectAccessible(page, 'course dashboard with payloads');
});
