// The demo content of issue 7: news, a blog post with an image, a document and an external link in every
// demo course, with comments by other demo users; idempotent; the image stored like an editor upload.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, contentComments, contentItems, courses, editorImages, users } from '../db/schema/index.ts';
import { isEditorImageSrc, sanitizeRichText } from '../lib/rich-text.ts';
import { mediaToolPaths } from '../lib/media-tools.ts';
import { fileStoreFromEnv } from '../lib/storage.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from './demo-accounts.ts';
import { DEMO_EXTERNAL_URL, demoContentTitles, seedDemoContent } from './demo-content.ts';

let t: TestApp;
let dataDir: string;
const NOW = new Date('2030-03-10T08:00:00Z');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-demo-content-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function courseId(title: string): Promise<number> {
  const [row] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.title, title));
  if (!row) throw new Error(title);
  return row.id;
}

async function userId(email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

async function itemsOf(id: number) {
  return t.db.select().from(contentItems).where(eq(contentItems.courseId, id));
}

describe('demo content', () => {
  it('gives every demo course news, a blog post, a document and an external link, all sanitized', async () => {
    for (const title of Object.values(DEMO_COURSE_TITLES)) {
      const items = await itemsOf(await courseId(title));
      const titles = demoContentTitles(title);
      expect(items.map((item) => `${item.type}:${item.title}`).sort(), title).toEqual(
        [`blog:${titles.blog}`, `cmap:${titles.document}`, `external_content:${titles.link}`, `news:${titles.news}`].sort(),
      );
      expect(items.find((item) => item.type === 'external_content')?.externalUrl).toBe(DEMO_EXTERNAL_URL);
      for (const item of items) expect(sanitizeRichText(item.body), `${title} ${item.type}`).toBe(item.body);
    }
  });

  it('lets the student blog where they take the course, and others comment on it', async () => {
    const student = await userId(DEMO_EMAILS.student);
    const basics = await courseId(DEMO_COURSE_TITLES.coachingBasics);
    const blog = (await itemsOf(basics)).find((item) => item.type === 'blog');
    expect(blog?.authorId).toBe(student);
    const comments = await t.db.select().from(contentComments).where(eq(contentComments.contentId, blog?.id ?? 0));
    expect(comments.length).toBeGreaterThanOrEqual(2);
    expect(comments.every((comment) => comment.authorId !== student)).toBe(true);
    const [assignment] = await t.db.select({ title: assignments.title }).from(assignments).where(eq(assignments.id, blog?.assignmentId ?? 0));
    expect(assignment?.title).toBe('Plan a 60-minute training session');

    // The student does not take the Compact Refresher: the manager blogs there.
    const refresher = (await itemsOf(await courseId(DEMO_COURSE_TITLES.compactRefresher))).find((item) => item.type === 'blog');
    expect(refresher?.authorId).toBe(await userId(DEMO_EMAILS.manager));
  });

  it('shows up in the API feed, newest (the news) first', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/rest/login',
      headers: { authorization: `Basic ${Buffer.from(`${DEMO_EMAILS.student}:campus-demo-2026`).toString('base64')}` },
    });
    const token = login.json<{ token: string }>().token;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/rest/content?og=${await courseId(DEMO_COURSE_TITLES.coachingBasics)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: { type: string; commentCount: number }[]; total: number }>();
    expect(body.total).toBe(4);
    expect(body.items.map((item) => item.type)).toEqual(['news', 'blog', 'external_content', 'cmap']);
    expect(body.items[1]?.commentCount).toBeGreaterThanOrEqual(2);
  });

  it('is idempotent', async () => {
    const before = (await t.db.select({ id: contentItems.id }).from(contentItems)).length;
    const commentsBefore = (await t.db.select({ id: contentComments.id }).from(contentComments)).length;
    await seedDemoContent(t.db, NOW, null);
    expect((await t.db.select({ id: contentItems.id }).from(contentItems)).length).toBe(before);
    expect((await t.db.select({ id: contentComments.id }).from(contentComments)).length).toBe(commentsBefore);
  });

  it('stores the blog image like an editor upload when it has a file store (ffmpeg)', async () => {
    const basics = await courseId(DEMO_COURSE_TITLES.coachingBasics);
    await t.db.delete(contentItems).where(eq(contentItems.courseId, basics));
    await seedDemoContent(t.db, NOW, { store: fileStoreFromEnv({ DATA_DIR: dataDir }), media: mediaToolPaths({}) });

    const items = await itemsOf(basics);
    expect(items).toHaveLength(4);
    const blog = items.find((item) => item.type === 'blog');
    const src = /<img src="([^"]+)"/.exec(blog?.body ?? '')?.[1];
    expect(src && isEditorImageSrc(src), blog?.body).toBe(true);
    expect(sanitizeRichText(blog?.body ?? '')).toBe(blog?.body);
    const images = await t.db.select().from(editorImages).where(and(eq(editorImages.courseId, basics), inArray(editorImages.contentType, ['image/png'])));
    expect(images).toHaveLength(1);

    const served = await t.app.inject({ method: 'GET', url: src ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(served.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
