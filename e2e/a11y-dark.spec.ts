// The dark scheme (issue 17): the app follows the system setting and its main screens reach the same
// accessibility bar as the light ones (axe, 0 serious/critical at desktop and phone width).
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';

const COURSE_LABEL = 'Coaching Basics';

test('with a dark system setting the app is dark and its main screens stay accessible', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'instructor@example.org', { colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');

  await openCourseScreen(page, '/app/campus-dashboard', 'campus-dashboard');
  await expectAccessible(page, 'campus dashboard (dark)');
  const courseId = await courseIdOf(page, COURSE_LABEL);
  for (const [route, testId] of [
    ['dashboard', 'course-dashboard'],
    ['assignments', 'assignments-page'],
    ['content', 'content-page'],
    ['videos', 'videos-page'],
    ['course-documents', 'course-documents-page'],
  ] as const) {
    await openCourseScreen(page, `/course-${courseId}/app/${route}`, testId);
    await expectAccessible(page, `${route} (dark)`);
  }

  // The same browser with a light setting gets the light scheme.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.context().close();
});
