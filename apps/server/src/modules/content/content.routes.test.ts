// Every content route × every role of Coaching Basics (student, mentor, instructor, manager, guest) and a
// campus member outside the course, plus anonymous (401) and a bad request (400), on the seeded demo campus.
import {
  ContentCommentListResponseSchema,
  ContentCommentSchema,
  ContentFiltersResponseSchema,
  ContentItemSchema,
  ContentListResponseSchema,
  ERROR_CODES,
} from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE_TITLES } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { courseIdByTitle } from '../courses/testing/course-fixtures.ts';
import { EVERY_MEMBER, call, describeRouteTable, signInEveryone, type Expected, type RouteCase, type Sessions } from '../assignments/testing/assignment-fixtures.ts';
import { CONTENT, createComment, createContent } from './testing/content-fixtures.ts';

let t: TestApp;
let sessions: Sessions;
let courseId: number;
/** A blog post by the student, with one comment by the student. */
let postId: number;
let commentId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sessions = await signInEveryone(t.app, t.db);
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  postId = (await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'Matrix post', body: '<p>Hello</p>' })).id;
  commentId = (await createComment(t.app, sessions, 'student', postId, '<p>First</p>')).id;
});

afterAll(async () => {
  await t?.close();
});

/** create_content: every role but guests. */
const CONTRIBUTORS = (ok: number): Expected => ({ student: ok, mentor: ok, instructor: ok, manager: ok, guest: 403, nonMember: 404 });
/** The author (the student) and the moderators (instructor, manager). */
const AUTHOR_OR_MODERATOR = (ok: number): Expected => ({ student: ok, mentor: 403, instructor: ok, manager: ok, guest: 403, nonMember: 404 });

async function freshPost(): Promise<number> {
  return (await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'To be deleted', body: '' })).id;
}

async function freshComment(): Promise<number> {
  return (await createComment(t.app, sessions, 'student', postId, 'To be deleted')).id;
}

const cases: RouteCase[] = [
  {
    name: 'GET /content?og=',
    expected: EVERY_MEMBER,
    request: (caller) => call(t.app, sessions, caller, `${CONTENT}?og=${courseId}`),
    badRequest: () => call(t.app, sessions, 'student', `${CONTENT}?og=abc`),
    check: (response) => expect(ContentListResponseSchema.parse(response.json()).items.map((item) => item.id)).toContain(postId),
  },
  {
    name: 'GET /content/filters?og=',
    expected: EVERY_MEMBER,
    request: (caller) => call(t.app, sessions, caller, `${CONTENT}/filters?og=${courseId}`),
    badRequest: () => call(t.app, sessions, 'student', `${CONTENT}/filters`),
    check: (response) => expect(ContentFiltersResponseSchema.parse(response.json()).types).toContain('blog'),
  },
  {
    name: 'GET /content/{id}',
    expected: EVERY_MEMBER,
    notFoundCode: ERROR_CODES.CONTENT_NOT_FOUND,
    request: (caller) => call(t.app, sessions, caller, `${CONTENT}/${postId}`),
    badRequest: () => call(t.app, sessions, 'student', `${CONTENT}/abc`),
    check: (response) => expect(ContentItemSchema.parse(response.json()).title).toBe('Matrix post'),
  },
  {
    name: 'POST /content?og=',
    expected: CONTRIBUTORS(201),
    forbiddenCode: ERROR_CODES.CONTENT_TYPE_NOT_ALLOWED,
    request: (caller) =>
      call(t.app, sessions, caller, `${CONTENT}?og=${courseId}`, { method: 'POST', payload: { type: 'blog', title: `By ${caller}`, body: '<p>x</p>' } }),
    badRequest: () =>
      call(t.app, sessions, 'student', `${CONTENT}?og=${courseId}`, { method: 'POST', payload: { type: 'blog', title: '', body: '' } }),
    check: (response) => expect(ContentItemSchema.parse(response.json()).courseId).toBe(courseId),
  },
  {
    name: 'PUT /content',
    expected: AUTHOR_OR_MODERATOR(200),
    notFoundCode: ERROR_CODES.CONTENT_NOT_FOUND,
    request: (caller) => call(t.app, sessions, caller, CONTENT, { method: 'PUT', payload: { id: postId, title: 'Matrix post' } }),
    badRequest: () => call(t.app, sessions, 'student', CONTENT, { method: 'PUT', payload: { id: 'one', title: 'x' } }),
    check: (response) => expect(ContentItemSchema.parse(response.json()).id).toBe(postId),
  },
  {
    name: 'DELETE /content/{id}',
    expected: AUTHOR_OR_MODERATOR(204),
    notFoundCode: ERROR_CODES.CONTENT_NOT_FOUND,
    request: async (caller) => call(t.app, sessions, caller, `${CONTENT}/${await freshPost()}`, { method: 'DELETE' }),
    badRequest: () => call(t.app, sessions, 'student', `${CONTENT}/0`, { method: 'DELETE' }),
  },
  {
    name: 'GET /content/{id}/comment',
    expected: EVERY_MEMBER,
    notFoundCode: ERROR_CODES.CONTENT_NOT_FOUND,
    request: (caller) => call(t.app, sessions, caller, `${CONTENT}/${postId}/comment?offset=0`),
    badRequest: () => call(t.app, sessions, 'student', `${CONTENT}/${postId}/comment?offset=-1`),
    check: (response) => expect(ContentCommentListResponseSchema.parse(response.json()).items.map((item) => item.id)).toContain(commentId),
  },
  {
    name: 'POST /content/{id}/comment',
    expected: CONTRIBUTORS(201),
    notFoundCode: ERROR_CODES.CONTENT_NOT_FOUND,
    request: (caller) => call(t.app, sessions, caller, `${CONTENT}/${postId}/comment`, { method: 'POST', payload: { commentText: `By ${caller}` } }),
    badRequest: () => call(t.app, sessions, 'student', `${CONTENT}/${postId}/comment`, { method: 'POST', payload: { commentText: 5 } }),
    check: (response) => expect(ContentCommentSchema.parse(response.json()).contentId).toBe(postId),
  },
  {
    name: 'PUT /content/{id}/comment/{cid}',
    expected: AUTHOR_OR_MODERATOR(200),
    notFoundCode: ERROR_CODES.CONTENT_NOT_FOUND,
    request: (caller) =>
      call(t.app, sessions, caller, `${CONTENT}/${postId}/comment/${commentId}`, { method: 'PUT', payload: { commentText: '<p>First</p>' } }),
    badRequest: () => call(t.app, sessions, 'student', `${CONTENT}/${postId}/comment/x`, { method: 'PUT', payload: { commentText: 'x' } }),
    check: (response) => expect(ContentCommentSchema.parse(response.json()).commentText).toBe('<p>First</p>'),
  },
  {
    name: 'DELETE /content/{id}/comment/{cid}',
    expected: AUTHOR_OR_MODERATOR(204),
    notFoundCode: ERROR_CODES.CONTENT_NOT_FOUND,
    request: async (caller) => call(t.app, sessions, caller, `${CONTENT}/${postId}/comment/${await freshComment()}`, { method: 'DELETE' }),
    badRequest: () => call(t.app, sessions, 'student', `${CONTENT}/${postId}/comment/0`, { method: 'DELETE' }),
  },
];

describeRouteTable(cases, { namesField: true });

describe('OpenAPI', () => {
  it('lists every content route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [CONTENT, `${CONTENT}/filters`, `${CONTENT}/{id}`, `${CONTENT}/{id}/comment`, `${CONTENT}/{id}/comment/{cid}`]) {
      expect(paths).toContain(path);
    }
  });
});
