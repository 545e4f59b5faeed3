// The offline upload queue in a real browser (issue 19): a student picks a video while the browser is
// offline (Playwright's network emulation); the upload modal keeps it on the device instead of failing, the
// offline videos page lists it as waiting for the network, and once the browser is online again it uploads
// through the normal tus path and leaves the queue; the server has the video with its title.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { courseIdOf, courseVideo, openCourseScreen, signedInPage } from './support/course.ts';
import { makeTestClip } from './support/media.ts';

const COURSE_LABEL = 'Coaching Basics';

/** Entries in the device's upload queue (IndexedDB), for every user. */
const queuedCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('campus-upload-queue');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('uploads', { keyPath: 'id', autoIncrement: true });
        open.onsuccess = () => {
          const count = open.result.transaction('uploads').objectStore('uploads').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );

test('a video picked offline waits on the device and uploads when the network is back', async ({ browser }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'campus-queue-e2e-'));
  try {
    const clip = makeTestClip(dir, 'offline-drill.mp4', 2);
    const title = `Offline drill ${Date.now()}`;
    const page = await signedInPage(browser, 'student@example.org');
    const courseId = await courseIdOf(page, COURSE_LABEL);
    await openCourseScreen(page, `/course-${courseId}/app/videos`, 'videos-page');

    // The offline videos screen once while online (its code loads), then back to the course's videos.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Offline videos' }).click();
    await expect(page.getByTestId('offline-videos-page')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('videos-page')).toBeVisible();

    // Pick the video online, start it offline: it is kept on the device instead of failing.
    await page.getByRole('button', { name: 'Upload video' }).click();
    const modal = page.getByRole('dialog', { name: 'Upload video' });
    await modal.locator('input[type="file"]').setInputFiles(clip);
    await modal.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.context().setOffline(true);
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expect(modal.getByTestId('upload-queued')).toContainText(`"${title}" is saved on this device and uploads as soon as the network is back.`);
    await expectAccessible(page, 'upload video dialog, queued offline');
    expect(await queuedCount(page)).toBe(1);
    await modal.getByTestId('video-upload-modal').getByRole('button', { name: 'Close' }).click();

    // Still offline: the offline videos screen lists it as waiting.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Offline videos' }).click();
    const waiting = page.getByTestId('queued-upload').filter({ hasText: title });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByTestId('queued-upload-state')).toHaveText('Waiting for network');
    await expectAccessible(page, 'offline videos with a waiting upload');

    // Online again: it uploads through tus and leaves the queue; the server has it.
    const uploads: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/rest/upload_session')) uploads.push(response.status());
    });
    await page.context().setOffline(false);
    await expect(page.getByTestId('upload-queue')).toBeHidden({ timeout: 60_000 });
    expect(await queuedCount(page)).toBe(0);
    expect(uploads).toContain(201);
    await expect.poll(async () => (await courseVideo(page, courseId, title))?.title, { timeout: 30_000 }).toBe(title);
    await page.context().close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
