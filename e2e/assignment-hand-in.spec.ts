// Handing work in from the assignment page (issue 17): the demo student opens an assignment, uploads a
// video through its "Upload video" button (the upload dialog opens with the assignment chosen), sees
// the video listed as handed in on the assignment page, and the instructor finds it in the assignment
// cockpit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { makeTestClip } from './support/media.ts';
import { authHeaders, courseIdOf, openCourseScreen, PHONE, signedInPage } from './support/course.ts';

const COURSE_LABEL = 'Blended Goalkeeper Training';
const ASSIGNMENT_TITLE = 'Diving technique video';

test('a student hands in a video from the assignment page and the instructor sees it in the assignment cockpit', async ({ browser }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'campus-hand-in-e2e-'));
  try {
    const clip = makeTestClip(dir, 'diving-left-and-right.mp4', 2);
    const title = `Diving both sides ${Date.now()}`;

    const student = await signedInPage(browser, 'student@example.org');
    const courseId = await courseIdOf(student, COURSE_LABEL);
    const listed = await student.request.get(`/api/rest/assignments?og=${courseId}`, { headers: await authHeaders(student) });
    expect(listed.ok()).toBe(true);
    const assignment = ((await listed.json()) as { items: { id: number; title: string }[] }).items.find((item) => item.title === ASSIGNMENT_TITLE);
    if (!assignment) throw new Error(`${ASSIGNMENT_TITLE} is not an assignment of ${COURSE_LABEL}`);
    const assignmentPath = `/course-${courseId}/app/assignment/${assignment.id}`;

    // The assignment page offers both ways to hand work in.
    await openCourseScreen(student, assignmentPath, 'assignment-detail');
    const work = student.getByTestId('work-area');
    await expect(work.getByRole('link', { name: 'Create content' })).toBeVisible();
    await expectAccessible(student, 'assignment page (student)');

    // Upload video: the upload dialog over the course's videos, with the assignment already chosen.
    await work.getByRole('link', { name: 'Upload video' }).click();
    await expect(student).toHaveURL(new RegExp(`/course-${courseId}/app/videos\\?assignment=${assignment.id}&upload=1$`));
    const modal = student.getByRole('dialog', { name: 'Upload video' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Assignment' })).toHaveValue(ASSIGNMENT_TITLE);
    await modal.locator('input[type="file"]').setInputFiles(clip);
    await modal.getByRole('textbox', { name: 'Title' }).fill(title);
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(modal.getByTestId('upload-progress')).toHaveAttribute('data-progress', '100', { timeout: 60_000 });
    await modal.getByTestId('upload-progress-area').getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    // Back on the assignment page, the video is listed as handed in, linked to its player.
    await openCourseScreen(student, assignmentPath, 'assignment-detail');
    const handedIn = student.getByTestId('own-submission').filter({ hasText: title });
    await expect(handedIn).toBeVisible();
    await expect(handedIn.getByRole('link', { name: title })).toHaveAttribute('href', new RegExp(`/course-${courseId}/app/video-player\\?id=\\d+$`));
    await expectAccessible(student, 'assignment page with work handed in');

    // The instructor sees it in the assignment cockpit, in the student's row.
    const instructor = await signedInPage(browser, 'instructor@example.org');
    await openCourseScreen(instructor, `/course-${courseId}/app/assignment-cockpit/${assignment.id}`, 'assignment-cockpit-view');
    const row = instructor.getByTestId('assignment-cockpit-table').getByRole('row').filter({ hasText: 'Sam Student' });
    await expect(row.getByRole('link', { name: title })).toBeVisible();
    await expect(row).toContainText('(Video,');
    await expectAccessible(instructor, 'assignment cockpit with a handed-in video');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('status badges show their whole label on a phone (no "IN PR…")', async ({ browser }) => {
  const student = await signedInPage(browser, 'student@example.org', { viewport: PHONE });
  const courseId = await courseIdOf(student, 'Coaching Basics');
  await openCourseScreen(student, `/course-${courseId}/app/assignments`, 'assignments-page');
  const badges = student.getByTestId('assignment-card').locator('.mantine-Badge-root[data-status]');
  await expect(badges.first()).toBeVisible();
  // The demo student has assignments in every state: completed, in progress and not started.
  await expect(student.locator('[data-status="in_progress"].mantine-Badge-root').first()).toBeVisible();
  const cut = await badges.evaluateAll((elements) =>
    elements.flatMap((badge) => {
      const label = badge.querySelector('.mantine-Badge-label');
      if (!label) return [`${badge.textContent ?? ''}: no label`];
      const clipped = label.scrollWidth > label.clientWidth + 1 || badge.scrollWidth > badge.clientWidth + 1;
      return clipped ? [badge.textContent ?? ''] : [];
    }),
  );
  expect(cut).toEqual([]);
});
