// Offline videos in a real browser (issue 19): the student keeps a seeded demo video on the device from the
// player, finds it under "Offline videos" in the user menu, goes offline (Playwright's network emulation)
// and plays it from the offline list; removing it empties the list, and signing out forgets what was kept.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { courseIdOf, courseVideo, openCourseScreen, signedInPage } from './support/course.ts';

const COURSE_LABEL = 'Coaching Basics';
const VIDEO_TITLE = 'Demonstration: passing in pairs';

const offlineTime = (page: Page) => page.getByTestId('offline-video-element').evaluate((element) => (element as HTMLVideoElement).currentTime);

test('a kept video plays from the offline list without a network, and goes away when removed', async ({ browser }) => {
  const page = await signedInPage(browser, 'student@example.org');
  const courseId = await courseIdOf(page, COURSE_LABEL);
  const video = await courseVideo(page, courseId, VIDEO_TITLE);
  test.skip(video?.status !== 'ready', 'no ready demo video (ffmpeg missing at seed time)');

  // Keep it from the player.
  await openCourseScreen(page, `/course-${courseId}/app/video-player?id=${video?.id}`, 'video-player-page');
  await page.getByRole('button', { name: 'Keep offline' }).click();
  await expect(page.getByRole('link', { name: 'Kept offline' })).toBeVisible();

  // The user menu leads to the offline list.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Offline videos' }).click();
  await expect(page.getByTestId('offline-videos-page')).toBeVisible();
  const kept = page.getByTestId('offline-video').filter({ hasText: VIDEO_TITLE });
  await expect(kept).toBeVisible();
  await expectAccessible(page, 'offline videos');

  // Offline: the list says so, and the video plays from the device.
  await page.context().setOffline(true);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await kept.getByRole('link', { name: `Play ${VIDEO_TITLE}` }).click();
  await expect(page.getByTestId('offline-video-player-page')).toBeVisible();
  const element = page.getByTestId('offline-video-element');
  await expect.poll(() => element.evaluate((media: HTMLVideoElement) => media.readyState)).toBeGreaterThan(0);
  await element.evaluate(async (media: HTMLVideoElement) => {
    media.muted = true;
    await media.play();
  });
  await expect.poll(() => offlineTime(page), { timeout: 15_000, intervals: [100] }).toBeGreaterThan(0.5);
  // The demo video is 3 s long, and the file on the device is whole.
  expect(await element.evaluate((media: HTMLVideoElement) => media.duration)).toBeGreaterThan(2.5);
  await expectAccessible(page, 'offline video player');

  // Still offline: remove it from the device.
  await page.getByRole('link', { name: 'Offline videos' }).click();
  await page.getByRole('button', { name: `Remove ${VIDEO_TITLE} from this device` }).click();
  await page.getByRole('dialog', { name: 'Remove from this device?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('offline-videos-empty')).toBeVisible();
  await page.context().setOffline(false);
  await page.context().close();
});

test('signing out forgets the videos kept on the device', async ({ browser }) => {
  const page = await signedInPage(browser, 'student@example.org');
  const courseId = await courseIdOf(page, COURSE_LABEL);
  const video = await courseVideo(page, courseId, VIDEO_TITLE);
  test.skip(video?.status !== 'ready', 'no ready demo video (ffmpeg missing at seed time)');

  await openCourseScreen(page, `/course-${courseId}/app/video-player?id=${video?.id}`, 'video-player-page');
  await page.getByRole('button', { name: 'Keep offline' }).click();
  await expect(page.getByRole('link', { name: 'Kept offline' })).toBeVisible();
  const keptCount = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('campus-offline-videos');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('videos').objectStore('videos').count();
            count.onsuccess = () => {
              open.result.close();
              resolve(count.result);
            };
          };
        }),
    );
  expect(await keptCount()).toBe(1);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await page.waitForURL((url) => !url.pathname.includes('video-player'));
  await expect.poll(keptCount).toBe(0);
  await page.context().close();
});
