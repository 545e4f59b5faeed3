// The web app under its Content-Security-Policy (issue 12, finding 3): a signed-in user walks through
// every main screen while every CSP violation is collected, from the `securitypolicyviolation` event of
// each document and from Chromium's console; none may occur, and every screen must render. Read-only
// apart from opening the content form (nothing is published), so the demo campus stays as it is.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInOnPage } from './support/auth.ts';
import { DESKTOP, openCourseScreen } from './support/course.ts';
import { expectAccessible } from './support/a11y.ts';

const COURSE_LABEL = 'Coaching Basics';
const BLOG_TITLE = 'My first session plan';
const ASSIGNMENT_TITLE = 'Warm-up games for young players';

interface Violations {
  list: string[];
}

/** Records every CSP violation of every page of the context, across navigations. */
async function watchCspViolations(context: BrowserContext, page: Page): Promise<Violations> {
  const violations: Violations = { list: [] };
  // A binding survives navigations and, like init scripts, is not subject to the page's CSP.
  await context.exposeBinding('__reportCspViolation', (source, text: string) => {
    violations.list.push(`${source.page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`;
      void (window as unknown as { __reportCspViolation: (text: string) => Promise<void> }).__reportCspViolation(text);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.list.push(`${page.url()}: console ${message.text()}`);
  });
  return violations;
}

/** Picks the course in the chooser of the global header (as a user would) and returns its id. */
async function chooseCourse(page: Page, label: string): Promise<number> {
  await page.getByTestId('global-header').getByRole('link', { name: 'Courses' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a course' });
  await expect(chooser).toBeVisible();
  await chooser.getByTestId('course-option').filter({ hasText: label }).first().click();
  await expect(page).toHaveURL(/\/course-\d+\/app\//);
  return Number(/\/course-(\d+)\//.exec(page.url())?.[1]);
}

test('every main screen renders under the CSP without a single violation', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const violations = await watchCspViolations(context, page);

  // The server's sign-in page (its own, stricter policy), then into the app.
  await signInOnPage(page, DEMO_ACCOUNTS.instructor.email, DEMO_PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // The document really is under the strict policy (not a page served without one).
  const policy = await page.request.get('/', { headers: { accept: 'text/html' } });
  expect(policy.headers()['content-security-policy']).toContain("script-src 'self'");

  await openCourseScreen(page, '/app/campus-dashboard', 'campus-dashboard');
  const courseId = await chooseCourse(page, COURSE_LABEL);

  await openCourseScreen(page, `/course-${courseId}/app/dashboard`, 'course-dashboard');
  await expect(page.getByTestId('course-dashboard')).toContainText(COURSE_LABEL);

  // Assignments and one assignment.
  await openCourseScreen(page, `/course-${courseId}/app/assignments`, 'assignments-page');
  await page.getByTestId('assignment-card').filter({ hasText: ASSIGNMENT_TITLE }).getByRole('link', { name: ASSIGNMENT_TITLE }).click();
  await expect(page.getByTestId('assignment-detail')).toBeVisible();
  await expect(page.getByTestId('assignment-description')).toBeVisible();
  await expectAccessible(page, 'assignment detail (instructor, demo)');

  // The content feed, a blog post with its editor image, and the content form with the rich-text editor.
  await openCourseScreen(page, `/course-${courseId}/app/content`, 'content-page');
  await expect(page.getByTestId('content-card').first()).toBeVisible();
  await page.getByTestId('content-card').filter({ hasText: BLOG_TITLE }).getByRole('link', { name: BLOG_TITLE }).click();
  await expect(page.getByTestId('content-title')).toHaveText(BLOG_TITLE);
  const image = page.getByTestId('content-body').locator('img');
  if ((await image.count()) > 0) {
    // Seeded only when ffmpeg is there; when it is, it must load (img-src).
    await expect.poll(() => image.first().evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }

  await openCourseScreen(page, `/course-${courseId}/app/content`, 'content-page');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Blog post' }).click();
  const form = page.getByRole('dialog', { name: 'New Blog post' });
  await expect(form).toBeVisible();
  const body = form.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.type('Under the policy ');
  // Text size writes a style attribute into the editor (style-src-attr).
  await form.getByRole('button', { name: 'Text size' }).click();
  await page.getByRole('menuitem', { name: 'Large' }).click();
  await page.keyboard.type('large');
  await expect(body.locator('span[style*="font-size"]')).toHaveText('large');
  await expectAccessible(page, 'new blog post dialog (instructor)');

  // Videos and the player (the demo videos are seeded only where ffmpeg is installed).
  await openCourseScreen(page, `/course-${courseId}/app/videos`, 'videos-page');
  const card = page.getByTestId('video-card').first();
  if ((await card.count()) > 0) {
    await card.getByRole('link').first().click();
    await expect(page.getByTestId('video-player-page')).toBeVisible();
    await expect(page.getByTestId('video-element')).toBeVisible();
    // Poster and stream are loaded through signed media links (media-src, img-src).
    await expect.poll(() => page.getByTestId('video-element').evaluate((video) => (video as HTMLVideoElement).readyState)).toBeGreaterThan(0);
    await expectAccessible(page, 'video player (demo video)');
  } else {
    test.info().annotations.push({ type: 'skipped-step', description: 'no demo videos (ffmpeg missing): the player was not opened' });
  }

  // Course documents.
  await openCourseScreen(page, `/course-${courseId}/app/course-documents`, 'course-documents-page');
  await expect(page.getByText('Material').first()).toBeVisible();
  await expectAccessible(page, 'course documents (instructor, demo)');

  // The sign-in page once more, opened directly while signed in.
  await page.goto('/web/keycloak/redirect?redirect_url=%2F&lang=en');
  await expect(page.locator('#email')).toBeVisible();

  expect(violations.list).toEqual([]);
  await context.close();
});
