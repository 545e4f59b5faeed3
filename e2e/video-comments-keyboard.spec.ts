// Keyboard-only commenting at a timestamp (issue 17). After the player is open, everything is done with
// page.keyboard: seek with the player's keys, open the composer with C (focus lands in the field, which
// names the time), type (the player's keys stay quiet), Tab to "Save comment", then Tab from the new
// comment (focus moves to it) to its "Copy link". The copied link, opened in a new page, seeks to the comment.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { authHeaders, courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';

const COURSE_LABEL = 'Blended Goalkeeper Training';
const VIDEO_TITLE = 'Handling drill at home';

const videoTime = (page: Page) => page.getByTestId('video-element').evaluate((element) => (element as HTMLVideoElement).currentTime);
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** A visible focus indicator: an outline (Mantine's focus ring and the comment item's) or a box shadow. */
const focusIndicator = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
  });

test('a keyboard user comments at 0:02, reaches the new comment and copies its link, which opens at that moment', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'student@example.org', { permissions: ['clipboard-read', 'clipboard-write'] });
  const courseId = await courseIdOf(page, COURSE_LABEL);
  const list = await page.request.get(`/api/rest/videos/all?og=${courseId}&limit=100`, { headers: await authHeaders(page) });
  expect(list.ok()).toBe(true);
  const video = ((await list.json()) as { items: { id: number; title: string; status: string }[] }).items.find((item) => item.title === VIDEO_TITLE);
  test.skip(video?.status !== 'ready', 'no ready demo video (ffmpeg missing at seed time)');
  const videoId = video?.id ?? 0;

  await openCourseScreen(page, `/course-${courseId}/app/video-player?id=${videoId}`, 'video-player-page');
  const element = page.getByTestId('video-element');
  await expect.poll(() => element.evaluate((media: HTMLVideoElement) => media.readyState)).toBeGreaterThan(0);
  await expectAccessible(page, 'video player');

  // J goes back 5 s (to 0, wherever a resume put it), → twice to 0:02. The video stays paused.
  await page.keyboard.press('j');
  await expect.poll(() => videoTime(page)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => videoTime(page)).toBeCloseTo(2, 1);

  // C opens the composer with focus in the field; the field's description is the time it will use.
  await page.keyboard.press('c');
  const field = page.getByRole('textbox', { name: 'Your comment' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription('Comment at 0:02');
  await expect(page.getByTestId('composer-time')).toHaveText('Comment at 0:02');
  await expectAccessible(page, 'video player, comment composer');

  // Typing the player's keys (k, j, l, c, space, arrows) types them; the video does not move.
  const text = `Keep the hands closed like this, check the left leg ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(field).toHaveValue(text);
  expect(await videoTime(page)).toBeCloseTo(2, 1);
  expect(await element.evaluate((media: HTMLVideoElement) => media.paused)).toBe(true);

  // Tab: Cancel, then Save comment; Enter saves.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  const save = page.getByRole('button', { name: 'Save comment' });
  await expect(save).toBeFocused();
  expect(await focusIndicator(save)).toBe(true);
  await page.keyboard.press('Enter');

  // The new comment shows at 0:02 and has focus (visibly).
  const comment = page.getByTestId('video-comment').filter({ hasText: text });
  await expect(comment).toBeVisible();
  await expect(comment.getByTestId('comment-time')).toHaveText('0:02');
  await expect(comment).toBeFocused();
  expect(await focusIndicator(comment)).toBe(true);
  const commentId = Number(await comment.getAttribute('data-comment-id'));
  expect(commentId).toBeGreaterThan(0);

  // Tab reaches its "Copy link" within its own controls (time, text, replies, copy link).
  const copyLink = comment.getByRole('button', { name: 'Copy link to the comment at 0:02' });
  for (let presses = 0; presses < 6 && !(await isFocused(copyLink)); presses += 1) {
    await page.keyboard.press('Tab');
    // Focus stays inside the new comment on the way.
    expect(await comment.evaluate((item) => item.contains(document.activeElement))).toBe(true);
  }
  await expect(copyLink).toBeFocused();
  expect(await focusIndicator(copyLink)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Link copied')).toBeVisible();
  await expectAccessible(page, 'video player, link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/course-${courseId}/app/video-player?id=${videoId}&cid=${commentId}`);

  // The copied link, opened in a new page, seeks to the comment and highlights it.
  const opened = await page.context().newPage();
  await opened.goto(link);
  await expect(opened.getByTestId('video-player-page')).toBeVisible();
  const target = opened.locator(`[data-testid="video-comment"][data-comment-id="${commentId}"]`);
  await expect(target).toHaveAttribute('data-highlighted', 'true');
  await expect(target).toBeInViewport();
  await expect.poll(() => videoTime(opened), { timeout: 15_000 }).toBeCloseTo(2, 1);
  await expectAccessible(opened, 'video player at a copied comment link');

  await page.context().close();
});
