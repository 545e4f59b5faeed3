// Content in a real browser against the real server (issue 7): the student writes a blog post with bold
// text, the "large" size and an uploaded image and publishes it; the instructor opens it and comments;
// the student edits a post without comments; a post full of script payloads shows as harmless text with
// no script run and no dialog opened. The feed and the post also fit a 375 px wide screen.
import { deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInOnPage } from './support/auth.ts';
import { authHeaders, courseIdOf, DESKTOP, openCourseScreen } from './support/course.ts';
import { expectAccessible } from './support/a11y.ts';

const COURSE_LABEL = 'Coaching Basics';

// ---- a real PNG, made here: 24×16 pixels of a green pitch with a white line ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pitchPng(width = 24, height = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x += 1) rows.push(...(x === width / 2 ? [255, 255, 255] : [30, 130, 60]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- helpers ----

/** A fresh browser session signed in as the user; dialogs (alert, confirm) are recorded, never accepted. */
async function signedInPage(browser: Browser, email: string): Promise<{ page: Page; dialogs: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await signInOnPage(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  return { page, dialogs };
}

function contentIdOf(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** No horizontal scrolling at a phone's width. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test.describe.configure({ mode: 'serial' });

test('a student blogs with bold, large text and an image; the instructor comments; the student edits a post without comments', async ({ browser }) => {
  // Two people, two posts, a comment and an edit: longer than the default minute on a shared machine.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Pressing triggers ${stamp}`;
  const quietTitle = `Warm-up ideas ${stamp}`;

  // The student writes the post in the create dialog of the feed.
  const { page: student, dialogs: studentDialogs } = await signedInPage(browser, DEMO_ACCOUNTS.student.email);
  const courseId = await courseIdOf(student, COURSE_LABEL);
  await openCourseScreen(student, `/course-${courseId}/app/content`, 'content-page');
  await expectAccessible(student, 'content feed');
  await student.getByRole('button', { name: 'Create' }).click();
  await expect(student.getByRole('menuitem', { name: 'Blog post' })).toBeVisible();
  await expectAccessible(student, 'content create menu');
  await student.getByRole('menuitem', { name: 'Blog post' }).click();

  const form = student.getByRole('dialog', { name: 'New Blog post' });
  await expect(form).toBeVisible();
  await expectAccessible(student, 'new blog post dialog');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  const body = form.getByRole('textbox', { name: 'Text' });
  await body.click();
  await form.getByRole('button', { name: 'Bold' }).click();
  await student.keyboard.type('Watch the back pass');
  await form.getByRole('button', { name: 'Bold' }).click();
  await student.keyboard.type(' and then ');
  await form.getByRole('button', { name: 'Text size' }).click();
  await student.getByRole('menuitem', { name: 'Large' }).click();
  await student.keyboard.type('press as a unit');
  await student.keyboard.press('Enter');

  // The image goes to POST /files/upload/editor?og and comes back as a path the editor inserts. The e2e
  // server's tokens live 20 s: when one expires just then, the API client renews after the 401 and sends
  // the upload again, so the answer that counts is the one that is not that 401.
  const [upload] = await Promise.all([
    student.waitForResponse(
      (response) => response.url().includes('/api/rest/files/upload/editor') && response.request().method() === 'POST' && response.status() !== 401,
    ),
    form.locator('input[type="file"]').setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: pitchPng() }),
  ]);
  expect(upload.status()).toBe(201);
  expect(new URL(upload.url()).searchParams.get('og')).toBe(String(courseId));
  await expect(student.getByText(/^pitch\.png \(.+\) was inserted\.$/)).toBeVisible();
  await expect(body.locator('img')).toHaveAttribute('src', /^\/api\/rest\/files\/editor\/[A-Za-z0-9_-]{16,64}\.png$/);
  await expectAccessible(student, 'new blog post dialog, filled');

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form).toBeHidden();
  await expect(student).toHaveURL(new RegExp(`/course-${courseId}/app/content-details/blog\\?id=\\d+$`));
  const postId = contentIdOf(student);
  await expect(student.getByTestId('content-title')).toHaveText(title);
  const shown = student.getByTestId('content-body');
  await expect(shown.locator('strong')).toHaveText('Watch the back pass');
  await expect(shown.locator('span[style*="font-size"]')).toHaveText('press as a unit');
  expect(await shown.locator('span[style*="font-size"]').evaluate((element) => (element as HTMLElement).style.fontSize)).toBe('1.5em');
  const image = shown.locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/rest\/files\/editor\/[A-Za-z0-9_-]{16,64}\.png$/);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(24);
  await expectAccessible(student, 'blog post (author)');

  // A second post of the student, which nobody comments on.
  await openCourseScreen(student, `/course-${courseId}/app/content`, 'content-page');
  await student.getByRole('button', { name: 'Create' }).click();
  await student.getByRole('menuitem', { name: 'Blog post' }).click();
  const second = student.getByRole('dialog', { name: 'New Blog post' });
  await second.getByRole('textbox', { name: 'Title' }).fill(quietTitle);
  await second.getByRole('textbox', { name: 'Text' }).fill('Rondo first, then a small-sided game.');
  await second.getByRole('button', { name: 'Publish' }).click();
  await expect(second).toBeHidden();
  const quietId = contentIdOf(student);
  expect(quietId).not.toBe(postId);

  // The instructor finds the first post in the feed, opens it and comments.
  const { page: instructor } = await signedInPage(browser, DEMO_ACCOUNTS.instructor.email);
  await openCourseScreen(instructor, `/course-${courseId}/app/content`, 'content-page');
  const card = instructor.getByTestId('content-card').filter({ hasText: title });
  await expect(card).toContainText(DEMO_ACCOUNTS.student.displayName);
  await card.getByRole('link', { name: title }).click();
  await expect(instructor).toHaveURL(new RegExp(`/content-details/blog\\?id=${postId}$`));
  await expect(instructor.getByTestId('content-body').locator('strong')).toHaveText('Watch the back pass');
  const commentBox = instructor.getByRole('textbox', { name: 'Your comment' });
  await commentBox.click();
  await instructor.keyboard.type('Good eye. Who gives the signal?');
  await instructor.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = instructor.getByTestId('content-comment');
  await expect(comment).toHaveCount(1);
  await expect(comment).toContainText('Good eye. Who gives the signal?');
  await expect(comment).toContainText(DEMO_ACCOUNTS.instructor.displayName);
  await expectAccessible(instructor, 'blog post with a comment (instructor)');

  // The student sees the comment on the first post ...
  await openCourseScreen(student, `/course-${courseId}/app/content-details/blog?id=${postId}`, 'content-detail');
  await expect(student.getByTestId('content-comment')).toContainText('Good eye. Who gives the signal?');
  await expect(student.getByTestId('content-comment').getByRole('button', { name: /Delete/ })).toHaveCount(0);

  // ... and edits the post without comments.
  await openCourseScreen(student, `/course-${courseId}/app/content-details/blog?id=${quietId}`, 'content-detail');
  await expect(student.getByTestId('content-comments-empty')).toBeVisible();
  await expectAccessible(student, 'blog post without comments');
  await student.getByRole('button', { name: 'Edit' }).click();
  const edit = student.getByRole('dialog', { name: 'Edit Blog post' });
  const editTitle = edit.getByRole('textbox', { name: 'Title' });
  await expect(editTitle).toHaveValue(quietTitle);
  await expectAccessible(student, 'edit blog post dialog');
  await editTitle.fill(`${quietTitle} (updated)`);
  await edit.getByRole('textbox', { name: 'Text' }).click();
  await student.keyboard.press('Control+End');
  await student.keyboard.type(' Finish with shooting.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(student.getByTestId('content-title')).toHaveText(`${quietTitle} (updated)`);
  await expect(student.getByTestId('content-body')).toContainText('Finish with shooting.');
  await student.reload();
  await expect(student.getByTestId('content-title')).toHaveText(`${quietTitle} (updated)`);

  // A phone's width: the feed and the post fit without sideways scrolling.
  await student.setViewportSize({ width: 375, height: 740 });
  await openCourseScreen(student, `/course-${courseId}/app/content-details/blog?id=${postId}`, 'content-detail');
  await expect(student.getByTestId('content-body').locator('img')).toBeVisible();
  await expectNoHorizontalScroll(student);
  await openCourseScreen(student, `/course-${courseId}/app/content`, 'content-page');
  await expect(student.getByTestId('content-card').first()).toBeVisible();
  await expectNoHorizontalScroll(student);
  expect(studentDialogs).toEqual([]);
});

test('a post full of script payloads shows as harmless text', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page: student, dialogs } = await signedInPage(browser, DEMO_ACCOUNTS.student.email);
  const courseId = await courseIdOf(student, COURSE_LABEL);
  const title = `<img src=x onerror="window.__xss=1;alert('title')"> payload ${Date.now()}`;
  const payload = [
    '<p>Harmless words</p>',
    `<img src=x onerror="window.__xss=1;alert('img')">`,
    '<script>window.__xss=1;alert("script")</script>',
    '<svg onload="window.__xss=1"><circle r="5"></circle></svg>',
    '<p><a href="javascript:window.__xss=1;alert(\'link\')">click me</a></p>',
    '<p style="background:url(javascript:window.__xss=1)" onclick="window.__xss=1">styled</p>',
    '<iframe src="javascript:window.__xss=1"></iframe>',
  ].join('');

  // Written through the API (as any client could), so the server's sanitizer is what stands in the way.
  const created = await student.request.post(`/api/rest/content?og=${courseId}`, {
    headers: await authHeaders(student),
    data: { type: 'blog', title, body: payload },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Also through the form: the payload typed as text stays text.
  await openCourseScreen(student, `/course-${courseId}/app/content`, 'content-page');
  await expect(student.getByTestId('content-card').filter({ hasText: title })).toBeVisible();
  await student.getByRole('button', { name: 'Create' }).click();
  await student.getByRole('menuitem', { name: 'Blog post' }).click();
  const form = student.getByRole('dialog', { name: 'New Blog post' });
  const typedTitle = `<script>window.__xss=1</script> typed ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Title' }).fill(typedTitle);
  await form.getByRole('textbox', { name: 'Text' }).fill('<img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form).toBeHidden();
  await expect(student.getByTestId('content-title')).toHaveText(typedTitle);
  await expect(student.getByTestId('content-body')).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(student.getByTestId('content-body').locator('img, script')).toHaveCount(0);

  // The API-written post: the title is text, the body keeps the words and loses every script.
  await openCourseScreen(student, `/course-${courseId}/app/content-details/blog?id=${id}`, 'content-detail');
  await expect(student.getByTestId('content-title')).toHaveText(title);
  const body = student.getByTestId('content-body');
  await expect(body).toContainText('Harmless words');
  await expect(body.locator('script, iframe, svg, [onerror], [onload], [onclick]')).toHaveCount(0);
  const hrefs = await body.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href.toLowerCase()).not.toContain('javascript:');
  const styles = await body.locator('[style]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('style') ?? ''));
  for (const style of styles) expect(style.toLowerCase()).not.toContain('javascript');
  const clickable = body.getByText('click me');
  if ((await clickable.count()) > 0) await clickable.click();
  await body.getByText('Harmless words').click();
  // Give any injected handler the chance to run.
  await student.waitForTimeout(500);
  expect(await student.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(student).toHaveURL(new RegExp(`/content-details/blog\\?id=${id}$`));
  expect(dialogs).toEqual([]);
});
