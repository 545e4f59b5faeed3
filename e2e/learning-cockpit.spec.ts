// The learning cockpit in a real browser against the real server (issue 14): the demo student opens
// "My learning" from the user menu and sees "Self-paced Tactics" with its progress (chart and table);
// the instructor opens that student's cockpit from the course cockpit's list of learners.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { authHeaders, courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';

const COURSE_LABEL = 'Self-paced Tactics';

/** The student's progress in the course as the API reports it (other specs may have moved it). */
async function studentProgress(page: Page, courseId: number): Promise<number> {
  const course = await page.request.get(`/api/rest/og/${courseId}`, { headers: await authHeaders(page) });
  return ((await course.json()) as { course_progress: { student_progress: number } }).course_progress.student_progress;
}

test('the student opens their learning cockpit and sees Self-paced Tactics with its progress', async ({ browser }) => {
  const page = await signedInPage(browser, 'student@example.org');
  const courseId = await courseIdOf(page, COURSE_LABEL);
  const percent = await studentProgress(page, courseId);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'My learning' }).click();
  await expect(page).toHaveURL(/\/app\/learning-cockpit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My learning' })).toBeVisible();

  const progress = page.getByRole('region', { name: 'Progress per course' });
  await expect(progress.getByRole('img', { name: new RegExp(`${COURSE_LABEL} ${percent} %`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activity over the last weeks' }).getByRole('img')).toBeVisible();
  await expectAccessible(page, 'learning cockpit');

  await progress.getByRole('button', { name: 'Show as table' }).click();
  await expect(progress.getByRole('row', { name: `${COURSE_LABEL} ${percent} %` })).toBeVisible();
  await expectAccessible(page, 'learning cockpit (tables)');
});

test("the instructor opens the student's learning cockpit from the course cockpit", async ({ browser }) => {
  const page = await signedInPage(browser, 'instructor@example.org');
  const courseId = await courseIdOf(page, COURSE_LABEL);
  await openCourseScreen(page, `/course-${courseId}/app/course-cockpit`, 'assignments-course-cockpit');

  await page.getByTestId('course-cockpit-grid').getByRole('link', { name: 'Sam Student' }).click();
  await expect(page).toHaveURL(/\/app\/learning-cockpit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning cockpit of Sam Student' })).toBeVisible();
  const progress = page.getByRole('region', { name: 'Progress per course' });
  await expect(progress.getByRole('img', { name: new RegExp(COURSE_LABEL) })).toBeVisible();
  await expectAccessible(page, 'learning cockpit (instructor)');
});
