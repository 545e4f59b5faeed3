// Videos in a real browser against the real server (issue 8): the student uploads a short video into
// an assignment (tus, with progress), sees the poster once the server's job runner processed it, plays
// it and comments at 0:02; the instructor opens the comment's link and lands on that moment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { authHeaders, courseIdOf, openCourseScreen, PHONE, signedInPage } from './support/course.ts';
import { expectAccessible } from './support/a11y.ts';
import { makeTestClip } from './support/media.ts';

const COURSE_LABEL = 'Coaching Basics';
const ASSIGNMENT_TITLE = 'Warm-up games for young players';

const videoTime = (page: Page) => page.getByTestId('video-element').evaluate((element) => (element as HTMLVideoElement).currentTime);

test.describe.configure({ mode: 'serial' });

test('a student uploads a video into an assignment and comments at 0:02; the instructor opens that moment', async ({ browser }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'campus-video-e2e-'));
  try {
    const clip = makeTestClip(dir, 'warm-up-drill.mp4', 3);
    const title = `Warm-up drill ${Date.now()}`;
    const commentText = 'Watch the left winger start the press here.';

    // The student uploads into the assignment.
    const student = await signedInPage(browser, 'student@example.org');
    const courseId = await courseIdOf(student, COURSE_LABEL);
    await openCourseScreen(student, `/course-${courseId}/app/videos`, 'videos-page');
    await expectAccessible(student, 'videos');
    await student.getByRole('button', { name: 'Upload video' }).click();
    const modal = student.getByRole('dialog', { name: 'Upload video' });
    await expect(modal).toBeVisible();
    await expectAccessible(student, 'upload video dialog');
    await modal.locator('input[type="file"]').setInputFiles(clip);
    await expect(modal.getByTestId('chosen-file')).toContainText('warm-up-drill.mp4');
    await modal.getByRole('textbox', { name: 'Title' }).fill(title);
    await modal.getByRole('textbox', { name: 'Assignment' }).click();
    await student.getByRole('option', { name: ASSIGNMENT_TITLE }).click();
    const uploads: number[] = [];
    student.on('response', (response) => {
      if (response.url().includes('/api/rest/upload_session')) uploads.push(response.status());
    });
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();

    // Progress, 100 at UPLOADED, then processing until the poster is there.
    await expect(modal.getByTestId('upload-progress')).toBeVisible();
    await expect(modal.getByTestId('upload-progress')).toHaveAttribute('data-progress', '100', { timeout: 30_000 });
    await expect(modal.getByTestId('upload-status')).toHaveText('Uploaded (100 %)');
    expect(uploads).toContain(201);
    await expect(modal.getByTestId('upload-poster')).toBeVisible({ timeout: 90_000 });
    const poster = await modal.getByTestId('upload-poster').evaluate((image) => (image as HTMLImageElement).naturalWidth);
    expect(poster).toBe(1280);
    await expectAccessible(student, 'upload video dialog, processed');

    // The grid shows the new video with its poster, filed under the assignment.
    // The footer's Close (the dialog's × is named Close, too).
    await modal.getByTestId('upload-progress-area').getByRole('button', { name: 'Close' }).click();
    const card = student.getByTestId('video-card').filter({ hasText: title });
    await expect(card.getByTestId('video-poster')).toBeVisible();
    await expectAccessible(student, 'videos with the new video');

    // Play it.
    await card.getByRole('link', { name: title }).click();
    await expect(student).toHaveURL(/\/video-player\?id=\d+$/);
    const videoId = Number(new URL(student.url()).searchParams.get('id'));
    const detail = await student.request.get(`/api/rest/videos/${videoId}`, { headers: await authHeaders(student) });
    expect(detail.ok()).toBe(true);
    expect(((await detail.json()) as { assignmentId: number | null }).assignmentId).not.toBeNull();
    const element = student.getByTestId('video-element');
    await expect(element).toBeVisible();
    await element.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
    });
    await expect.poll(() => videoTime(student), { timeout: 15_000 }).toBeGreaterThan(0.2);

    // Pause at 0:02 and comment there.
    await element.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          video.pause();
          video.addEventListener('seeked', () => resolve(), { once: true });
          video.currentTime = 2.0;
        }),
    );
    await student.getByRole('button', { name: 'Comment at current time' }).click();
    await expect(student.getByTestId('composer-time')).toHaveText('Comment at 0:02');
    await student.getByRole('textbox', { name: 'Your comment' }).fill(commentText);
    await student.getByRole('button', { name: 'Save comment' }).click();
    const comment = student.getByTestId('video-comment').filter({ hasText: commentText });
    await expect(comment).toBeVisible();
    await expect(comment.getByTestId('comment-time')).toHaveText('0:02');
    await expect(student.getByTestId('timeline-marker')).toHaveCount(1);
    await expectAccessible(student, 'video player with a comment');
    const commentId = Number(await comment.getAttribute('data-comment-id'));
    expect(commentId).toBeGreaterThan(0);
    await student.context().close();

    // The instructor opens the comment link on a phone and lands on that moment.
    const instructor = await signedInPage(browser, 'instructor@example.org', { viewport: PHONE });
    await openCourseScreen(instructor, `/course-${courseId}/app/video-player?id=${videoId}&cid=${commentId}`, 'video-player-page');
    const highlighted = instructor.locator(`[data-testid="video-comment"][data-comment-id="${commentId}"]`);
    await expect(highlighted).toHaveAttribute('data-highlighted', 'true');
    await expect(highlighted).toBeInViewport();
    await expect.poll(() => videoTime(instructor), { timeout: 15_000 }).toBeCloseTo(2.0, 1);
    await expectAccessible(instructor, 'video player at a comment link');
    // At 375 px the player and the comments fit the width (stacked, nothing scrolls sideways).
    expect(await instructor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = await instructor.getByTestId('video-element').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    await instructor.screenshot({ path: test.info().outputPath('player-phone.png'), fullPage: true });
    await instructor.context().close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a failed upload shows the spec popup, and the same file resumes after a reload', async ({ browser }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'campus-video-e2e-'));
  try {
    const clip = makeTestClip(dir, 'warm-up-drill.mp4', 3);
    const title = `Resumed drill ${Date.now()}`;
    const student = await signedInPage(browser, 'student@example.org');
    const courseId = await courseIdOf(student, COURSE_LABEL);
    await openCourseScreen(student, `/course-${courseId}/app/videos`, 'videos-page');

    // The connection drops on every PATCH: tus retries three times, then the spec's popup.
    const dropPatches = async (route: Route) => (route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.continue());
    await student.route('**/api/rest/upload_session/**', dropPatches);
    await student.getByRole('button', { name: 'Upload video' }).click();
    let modal = student.getByRole('dialog', { name: 'Upload video' });
    await modal.locator('input[type="file"]').setInputFiles(clip);
    await modal.getByRole('textbox', { name: 'Title' }).fill(title);
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    const popup = student.getByTestId('upload-failed-popup');
    await expect(popup).toBeVisible({ timeout: 45_000 });
    await expect(popup).toContainText(`The video ${title} could not be uploaded. Please try again.`);
    await expectAccessible(student, 'upload failed popup');
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await expect(popup).toBeHidden();
    await student.unroute('**/api/rest/upload_session/**', dropPatches);

    // After a reload the unfinished upload is offered; the same file continues on the server's upload.
    await student.reload();
    await expect(student.getByTestId('video-upload-modal')).toBeVisible();
    modal = student.getByRole('dialog', { name: 'Upload video' });
    await expect(modal.getByTestId('pending-uploads')).toContainText(title);
    await expectAccessible(student, 'upload video dialog with a pending upload');
    const creations: string[] = [];
    student.on('request', (request) => {
      if (request.url().includes('/api/rest/upload_session')) creations.push(request.method());
    });
    await modal.locator('input[type="file"]').setInputFiles(clip);
    await modal.getByRole('textbox', { name: 'Title' }).fill(title);
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(modal.getByTestId('upload-resumed')).toBeVisible();
    await expect(modal.getByTestId('upload-progress')).toHaveAttribute('data-progress', '100', { timeout: 30_000 });
    // No new upload was created: HEAD for the offset, then PATCH.
    expect(creations).not.toContain('POST');
    expect(creations).toContain('HEAD');
    await expect(modal.getByTestId('upload-poster')).toBeVisible({ timeout: 90_000 });
    await student.context().close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
