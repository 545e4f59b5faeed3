// Reports in a real browser against the real server (issue 13): the student reports a blog post (a
// throwaway post of the manager, created through the API) with a reason; the instructor finds the
// report in the course cockpit's "Reports" panel and hides the item; the student no longer sees it in the
// feed, while the instructor still does, with the "hidden by moderators" note.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { authHeaders, courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';

const COURSE_LABEL = 'Coaching Basics';

test('the student reports a blog post, the instructor hides it, the feed no longer shows it to the student', async ({ browser }) => {
  const title = `Cheap boots for sale ${Date.now()}`;
  const manager = await signedInPage(browser, 'manager@example.org');
  const courseId = await courseIdOf(manager, COURSE_LABEL);
  const created = await manager.request.post(`/api/rest/content?og=${courseId}`, {
    headers: await authHeaders(manager),
    data: { type: 'blog', title, body: '<p>Visit my shop for the best prices.</p>' },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { id: number }).id;
  await manager.context().close();

  // The student reports it from its page.
  const student = await signedInPage(browser, 'student@example.org');
  await openCourseScreen(student, `/course-${courseId}/app/content-details/blog?id=${postId}`, 'content-detail');
  await student.getByRole('button', { name: `Report “${title}”` }).click();
  const modal = student.getByRole('dialog', { name: 'Report to the course staff' });
  await expect(modal).toBeVisible();
  await modal.getByRole('radio', { name: 'Spam' }).check();
  await modal.getByRole('textbox', { name: 'Details (optional)' }).fill('Advertising in the course blog.');
  await expectAccessible(student, 'report modal');
  await modal.getByRole('button', { name: 'Send report' }).click();
  await expect(modal).toBeHidden();
  await expect(student.getByText('Thank you, the course staff will look at it.')).toBeVisible();

  // The instructor handles it in the cockpit.
  const instructor = await signedInPage(browser, 'instructor@example.org');
  await openCourseScreen(instructor, `/course-${courseId}/app/course-cockpit`, 'course-cockpit');
  const panel = instructor.getByTestId('course-reports');
  await expect(panel.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  const row = panel.getByTestId('report-row').filter({ hasText: title });
  await expect(row).toContainText('Advertising in the course blog.');
  await expect(row).toContainText('Sam Student');
  await expectAccessible(instructor, 'course cockpit with reports');
  await row.getByRole('button', { name: `Hide “${title}”` }).click();
  await expect(row).toHaveCount(0);
  // The segmented control's radios are visually hidden; its labels take the click.
  await panel.getByText('Hidden', { exact: true }).click();
  await expect(panel.getByRole('radio', { name: 'Hidden' })).toBeChecked();
  await expect(panel.getByTestId('report-row').filter({ hasText: title })).toContainText('Hidden now');

  // The staff still see it, marked; the student's feed no longer has it.
  await openCourseScreen(instructor, `/course-${courseId}/app/content-details/blog?id=${postId}`, 'content-detail');
  await expect(instructor.getByTestId('moderation-hidden-note')).toBeVisible();
  await expectAccessible(instructor, 'hidden blog post (instructor)');

  await openCourseScreen(student, `/course-${courseId}/app/content`, 'content-page');
  await expect(student.getByTestId('content-card').first()).toBeVisible();
  await expect(student.getByTestId('content-card').filter({ hasText: title })).toHaveCount(0);
  await Promise.all([student, instructor].map((page) => page.context().close()));
});
