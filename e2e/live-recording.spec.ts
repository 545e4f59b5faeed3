// Live recordings in a real browser (issue 18): Chromium's fake camera and microphone stand in for a
// webcam. The instructor records about 3 seconds on the videos page, uploads the clip through the tus
// upload, waits for the server to process it (poster), opens it at live-recordings/comments/{nid} and
// comments on it. Runs in the campus-administration project: it adds a video to the main demo course.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.ts';
import { authHeaders, courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';

const COURSE_LABEL = 'Coaching Basics';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('an instructor records a video with the camera, uploads it and comments on the live recording', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Live drill ${Date.now()}`;
  const commentText = 'Nice first touch in the recording.';
  const page = await signedInPage(browser, 'instructor@example.org');
  const courseId = await courseIdOf(page, COURSE_LABEL);
  await openCourseScreen(page, `/course-${courseId}/app/videos`, 'videos-page');
  // The seeded live recording carries its badge in the grid.
  await expect(page.getByTestId('video-card').filter({ hasText: 'Demonstration: passing in pairs' }).getByTestId('video-live-recording')).toHaveText(
    'Live recording',
  );

  await page.getByRole('button', { name: 'Record video' }).click();
  await expect(page).toHaveURL(/\?record=1$/);
  const modal = page.getByRole('dialog', { name: 'Record video' });
  await expect(modal.getByTestId('live-recording-preview')).toBeVisible();
  await expect(modal.getByTestId('live-recording-preview')).toHaveJSProperty('muted', true);
  // The fake camera's picture plays in the preview.
  await expect.poll(() => modal.getByTestId('live-recording-preview').evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(modal.getByTestId('live-recording-elapsed')).toHaveText('0:00 / 10:00');
  await expectAccessible(page, 'live recording dialog, camera preview');

  await modal.getByRole('button', { name: 'Start recording' }).click();
  await expect(modal.getByTestId('live-recording-indicator')).toBeVisible();
  await expect(modal.getByTestId('live-recording-elapsed')).toHaveText('0:03 / 10:00', { timeout: 10_000 });
  await modal.getByRole('button', { name: 'Stop recording' }).click();

  // Review: the clip plays back, the camera is off.
  await expect(modal.getByTestId('live-recording-review')).toBeVisible();
  await expect(modal.getByTestId('live-recording-length')).toHaveText(/^Recorded: 0:0[34]$/);
  await expect(modal.getByTestId('live-recording-preview')).toHaveCount(0);
  await modal.getByRole('textbox', { name: 'Title' }).fill(title);
  await expectAccessible(page, 'live recording dialog, review');

  const uploads: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/rest/upload_session')) uploads.push(response.status());
  });
  await modal.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(modal.getByTestId('upload-progress')).toHaveAttribute('data-progress', '100', { timeout: 30_000 });
  expect(uploads).toContain(201);
  // Processed on the server (webm → MP4 and poster) like any upload.
  await expect(modal.getByTestId('upload-poster')).toBeVisible({ timeout: 90_000 });
  await expectAccessible(page, 'live recording dialog, processed');

  await modal.getByTestId('upload-open-video').click();
  await expect(page).toHaveURL(/\/live-recordings\/comments\/\d+$/);
  const videoId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('live-recording-page')).toBeVisible();
  await expect(page.getByTestId('live-recording-badge')).toHaveText('Live recording');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const detail = await page.request.get(`/api/rest/videos/${videoId}`, { headers: await authHeaders(page) });
  expect(detail.ok()).toBe(true);
  expect(await detail.json()).toMatchObject({ id: videoId, source: 'live_recording', status: 'ready', courseId });
  await expect(page.getByTestId('video-element')).toBeVisible();

  await page.getByRole('button', { name: 'Comment at current time' }).click();
  await page.getByRole('textbox', { name: 'Your comment' }).fill(commentText);
  await page.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByTestId('video-comment').filter({ hasText: commentText })).toBeVisible();
  await expectAccessible(page, 'live recording with its comments');

  // The grid shows the new recording with its badge.
  await openCourseScreen(page, `/course-${courseId}/app/videos`, 'videos-page');
  await expect(page.getByTestId('video-card').filter({ hasText: title }).getByTestId('video-live-recording')).toBeVisible();
  await page.context().close();
});
