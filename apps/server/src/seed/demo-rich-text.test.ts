// The demo seed writes rich text straight into the database, past the services' sanitizer (issue 12):
// every field the web renders as HTML must already be what sanitizeRichText would store, so the seed
// cannot bring in markup the API would refuse. The same check suits data stored by an older version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, contentComments, contentItems, courses } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { assertSafeRichText } from '../test/xss-corpus.ts';
import { DEMO_VIDEOS } from './demo-videos.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('rich text of the demo campus', () => {
  it('stores only sanitized HTML in every field the web renders as HTML', async () => {
    const fields: { where: string; html: string }[] = [];
    for (const row of await t.db.select().from(assignments)) {
      fields.push({ where: `assignment ${row.id} description`, html: row.description });
      fields.push({ where: `assignment ${row.id} processing description`, html: row.processingDescription });
    }
    for (const row of await t.db.select({ id: contentItems.id, body: contentItems.body }).from(contentItems)) {
      fields.push({ where: `content ${row.id} body`, html: row.body });
    }
    for (const row of await t.db.select({ id: contentComments.id, text: contentComments.commentText }).from(contentComments)) {
      fields.push({ where: `comment ${row.id}`, html: row.text });
    }
    for (const row of await t.db.select({ id: courses.id, settings: courses.settings }).from(courses)) {
      for (const key of ['dashboardInfo', 'courseInfo']) {
        const value = row.settings[key];
        if (typeof value === 'string') fields.push({ where: `course ${row.id} ${key}`, html: value });
      }
    }
    const filled = fields.filter((field) => field.html !== '');
    // Assignments, content, comments and the six courses' two texts.
    expect(filled.length).toBeGreaterThan(30);
    for (const field of filled) assertSafeRichText(field.html, field.where);
  });

  it('builds demo video comments and replies from text that is already sanitized HTML', () => {
    // seedDemoVideos needs ffmpeg; its HTML is `<p>${text}</p>` of these constants.
    const texts = DEMO_VIDEOS.flatMap((video) => video.comments.flatMap((comment) => [comment.text, ...(comment.reply ? [comment.reply.text] : [])]));
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) assertSafeRichText(`<p>${text}</p>`, `demo video comment "${text}"`);
  });
});
