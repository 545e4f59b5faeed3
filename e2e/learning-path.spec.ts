// Learning paths in a real browser against the real server (issue 14): the demo student is one step
// from completing the path of "Self-paced Tactics", marks the last step done and sees 100 % (the course
// progress follows); the instructor reorders a step with the keyboard (dnd-kit's keyboard sensor) and the
// new order survives a reload, then puts it back for the other specs.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { authHeaders, courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';

const COURSE_LABEL = 'Self-paced Tactics';
const LAST_STEP = 'Laws of the Game';

test.describe.configure({ mode: 'serial' });

/** Titles of the steps of one section of the learner view, in order. */
function sectionSteps(page: Page, section: string) {
  return page.getByRole('region', { name: section }).getByTestId('learning-path-step');
}

test('the student completes the last step of the demo path and reaches 100 %', async ({ browser }) => {
  const page = await signedInPage(browser, 'student@example.org');
  const courseId = await courseIdOf(page, COURSE_LABEL);
  await openCourseScreen(page, `/course-${courseId}/app/learning-path`, 'learning-path-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning path' })).toBeVisible();
  await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Learning path' })).toBeVisible();

  const percent = page.getByTestId('learning-path-percent');
  await expect(percent).toHaveText('67 %');
  await expect(page.getByText('2 of 3 steps done')).toBeVisible();
  await expect(sectionSteps(page, 'Start here')).toHaveCount(2);
  await expect(sectionSteps(page, 'Start here').filter({ hasText: 'Done' })).toHaveCount(2);
  const last = sectionSteps(page, 'Going further').filter({ hasText: LAST_STEP });
  await expect(last).toHaveAttribute('data-status', 'open');
  // Steps link to their screens: the task and the external content.
  await expect(page.getByRole('link', { name: 'Unit 1: pressing' })).toHaveAttribute('href', /\/app\/assignment\/\d+$/);
  await expect(page.getByRole('link', { name: LAST_STEP })).toHaveAttribute('href', /\/app\/content-details\/external-content\?id=\d+$/);
  await expectAccessible(page, 'learning path (student)');

  await last.getByRole('button', { name: `Mark “${LAST_STEP}” as done` }).click();
  await expect(percent).toHaveText('100 %');
  await expect(page.getByText('3 of 3 steps done')).toBeVisible();
  await expect(last).toHaveAttribute('data-status', 'done');
  await expect(last.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '100');
  await expectAccessible(page, 'learning path completed (student)');

  // The course's progress (course_progress.student_progress) comes from the path.
  const course = await page.request.get(`/api/rest/og/${courseId}`, { headers: await authHeaders(page) });
  expect(((await course.json()) as { course_progress: { student_progress: number } }).course_progress.student_progress).toBe(100);

  // And it stays after a reload.
  await page.reload();
  await expect(page.getByTestId('learning-path-percent')).toHaveText('100 %');
  await page.context().close();
});

/**
 * In the editor: picks a step up by its handle, moves it one place down or up over `target`, drops it.
 * Each key waits for dnd-kit's screen reader announcement, as a keyboard user would hear it.
 */
async function moveWithKeyboard(page: Page, title: string, key: 'ArrowDown' | 'ArrowUp', target: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Move “${title}”`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up, and (once measured) over its own place: only then do arrow keys have somewhere to go.
  await expect(page.getByRole('status').filter({ hasText: `“${title}” is now over “${title}”.` })).toBeAttached();
  await page.keyboard.press(key);
  await expect(page.getByRole('status').filter({ hasText: `“${title}” is now over “${target}”.` })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was dropped over “${target}”.` })).toBeAttached();
}

test('the instructor reorders a step with the keyboard and the order persists', async ({ browser }) => {
  const page = await signedInPage(browser, 'instructor@example.org');
  const courseId = await courseIdOf(page, COURSE_LABEL);
  await openCourseScreen(page, `/course-${courseId}/app/learning-path`, 'learning-path-page');
  const start = sectionSteps(page, 'Start here');
  await expect(start).toHaveText([/Course guide\.pdf/, /Unit 1: pressing/]);

  await page.getByRole('button', { name: 'Edit learning path' }).click();
  const editor = page.getByTestId('learning-path-editor');
  await expect(editor).toBeVisible();
  await expectAccessible(page, 'learning path editor');
  const firstSection = editor.getByRole('region', { name: 'Start here' }).getByTestId('learning-path-editor-step');
  await expect(firstSection).toHaveText([/Course guide\.pdf/, /Unit 1: pressing/]);

  await moveWithKeyboard(page, 'Course guide.pdf', 'ArrowDown', 'Unit 1: pressing');
  await expect(firstSection).toHaveText([/Unit 1: pressing/, /Course guide\.pdf/]);
  await editor.getByRole('button', { name: 'Save learning path' }).click();
  await expect(page.getByText('The learning path was saved.')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(start).toHaveText([/Unit 1: pressing/, /Course guide\.pdf/]);

  await page.reload();
  await expect(page.getByTestId('learning-path-page')).toBeVisible();
  await expect(start).toHaveText([/Unit 1: pressing/, /Course guide\.pdf/]);
  await expectAccessible(page, 'learning path (instructor)');

  // Back to the demo order, so the path looks as seeded for everything after this spec.
  await page.getByRole('button', { name: 'Edit learning path' }).click();
  await moveWithKeyboard(page, 'Course guide.pdf', 'ArrowUp', 'Unit 1: pressing');
  await expect(firstSection).toHaveText([/Course guide\.pdf/, /Unit 1: pressing/]);
  await editor.getByRole('button', { name: 'Save learning path' }).click();
  await expect(editor).toBeHidden();
  await expect(start).toHaveText([/Course guide\.pdf/, /Unit 1: pressing/]);
  await page.context().close();
});
