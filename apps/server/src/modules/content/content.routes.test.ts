// Every content route × every role of Coaching Basics (student, mentor, instructor, manager, guest) and a
// campus member outside the course, plus anonymous (401) and a bad request (400), on the seeded demo campus.
import {
  ContentCommentListResponseSchema,
  ContentCommentSchema,
  ContentFiltersResponseSchema,
  ContentItemSchema,
  ContentListResponseSchema,
  ERROR_CODES,
  type Problem,
} from '@campus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE_TITLES } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { courseIdByTitle } from '../courses/testing/course-fixtures.ts';
import { TABLE_ROLES, call, signInEveryone, type Caller, type Sessions, type TableRole } from '../assignments/testing/assignment-fixtures.ts';
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

type Expected = Record<TableRole, number>;

const EVERY_MEMBER: Expected = { student: 200, mentor: 200, instructor: 200, manager: 200, guest: 200, nonMember: 404 };
/** create_content: every role but guests. */
const CONTRIBUTORS = (ok: number): Expected => ({ student: ok, mentor: ok, instructor: ok, manager: ok, guest: 403, nonMember: 404 });
/** The author (the student) and the moderators (instructor, manager). */
const AUTHOR_OR_MODERATOR = (ok: number): Expected => ({ student: ok, mentor: 403, instructor: ok, manager: ok, guest: 403, nonMember: 404 });

interface RouteCase {
  name: string;
  expected: Expected;
  request(caller: Caller): Promise<LightMyRequestResponse>;
  badRequest(): Promise<LightMyRequestResponse>;
  check?(response: LightMyRequestResponse): void;
  forbiddenCode?: string;
  notFoundCode?: string;
}

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

describe.each(cases)('$name', (route) => {
  it('is 401 without a token', async () => {
    const response = await route.request('anonymous');
    expect(response.statusCode).toBe(401);
    expect(response.json<Problem>().code).toBe(ERROR_CODES.UNAUTHENTICATED);
  });

  it('is 400 for a bad request, naming the field', async () => {
    const response = await route.badRequest();
    expect(response.statusCode, response.body).toBe(400);
    const problem = response.json<Problem>();
    expect(problem.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(problem.errors?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(TABLE_ROLES)('answers %s as the table says', async (role) => {
    const response = await route.request(role);
    const expected = route.expected[role];
    expect(response.statusCode, `${role}: ${response.body.slice(0, 300)}`).toBe(expected);
    if (expected === 403) expect(response.json<Problem>().code).toBe(route.forbiddenCode ?? ERROR_CODES.FORBIDDEN);
    if (expected === 404) expect(response.json<Problem>().code).toBe(route.notFoundCode ?? ERROR_CODES.NOT_FOUND);
    if (expected < 300) route.check?.(response);
  });
});

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
