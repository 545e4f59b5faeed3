// The report routes on a real database with the demo campus: reporting a blog post, a comment and a
// video, staff listing, hiding (the item then leaves the feed, detail and comments of everyone but the
// staff and its author) and dismissing, refusals per role.
import {
  ContentCommentListResponseSchema,
  ContentItemSchema,
  ContentListResponseSchema,
  REPORT_ERROR_CODES,
  ReportListResponseSchema,
  ReportSchema,
  type Problem,
} from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema/index.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_EMAILS, SignedIn>;
let basics: number;
let tactics: number;

type Who = keyof typeof DEMO_EMAILS;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [Who, string][]) sessions[key] = await signInAs(t.app, email);
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  tactics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.selfPacedTactics);
});

afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST', url: string, who?: Who, payload?: object) {
  return t.app.inject({ method, url: `/api/rest${url}`, headers: who ? authHeaders(sessions[who]) : {}, ...(payload ? { payload } : {}) });
}

async function post(who: Who, title: string): Promise<number> {
  const response = await call('POST', `/content?og=${basics}`, who, { type: 'blog', title, body: '<p>Body</p>' });
  expect(response.statusCode, response.body).toBe(201);
  return ContentItemSchema.parse(response.json()).id;
}

async function report(who: Who, kind: string, targetId: number): Promise<number> {
  const response = await call('POST', '/reports', who, { kind, targetId, category: 'offensive', text: 'Not okay' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function feedIds(who: Who): Promise<number[]> {
  const response = await call('GET', `/content?og=${basics}`, who);
  return ContentListResponseSchema.parse(response.json()).items.map((item) => item.id);
}

describe('POST /api/rest/reports', () => {
  it('is 401 without a token, 400 for bad input, 404 for an item the caller cannot see, 409 twice', async () => {
    const id = await post('mentor', 'Reported twice');
    expect((await call('POST', '/reports', undefined, { kind: 'content', targetId: id, category: 'spam' })).statusCode).toBe(401);
    expect((await call('POST', '/reports', 'student', { kind: 'content', targetId: id, category: 'rude' })).statusCode).toBe(400);
    expect((await call('POST', '/reports', 'student', { kind: 'content', targetId: id, category: 'spam', text: 'x'.repeat(1001) })).statusCode).toBe(400);
    // Messages are reported through the conversations feature's source (conversations.routes.test.ts); one that does not exist is 404.
    expect((await call('POST', '/reports', 'student', { kind: 'message', targetId: 2_000_000_000, category: 'spam' })).json<Problem>().code).toBe(REPORT_ERROR_CODES.targetNotFound);
    // The demo guest belongs to Coaching Basics only; a post of Self-paced Tactics is not theirs to see.
    const elsewhere = ContentItemSchema.parse((await call('POST', `/content?og=${tactics}`, 'student', { type: 'blog', title: 'Elsewhere', body: '<p>x</p>' })).json()).id;
    const hidden = await call('POST', '/reports', 'guest', { kind: 'content', targetId: elsewhere, category: 'spam' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<Problem>().code).toBe(REPORT_ERROR_CODES.targetNotFound);
    await report('student', 'content', id);
    const again = await call('POST', '/reports', 'student', { kind: 'content', targetId: id, category: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json<Problem>().code).toBe(REPORT_ERROR_CODES.alreadyOpen);
  });
});

describe('handling reports', () => {
  it('shows open reports to the staff only', async () => {
    const id = await post('mentor', 'Listed');
    const reportId = await report('guest', 'content', id);
    for (const who of ['student', 'mentor', 'guest'] as const) {
      const response = await call('GET', `/og/${basics}/reports`, who);
      expect(response.statusCode, who).toBe(403);
      expect(response.json<Problem>().code).toBe(REPORT_ERROR_CODES.moderateForbidden);
      expect((await call('POST', `/reports/${reportId}/hide`, who)).statusCode, who).toBe(403);
    }
    expect((await call('GET', `/og/${tactics}/reports`, 'guest')).statusCode).toBe(404);
    const list = ReportListResponseSchema.parse((await call('GET', `/og/${basics}/reports`, 'instructor')).json());
    const entry = list.items.find((item) => item.id === reportId);
    expect(entry).toMatchObject({ kind: 'content', targetId: id, excerpt: 'Listed', category: 'offensive', text: 'Not okay', status: 'open', target_hidden: false });
    expect(entry?.target_path).toBe(`/course-${basics}/app/content-details/blog?id=${id}`);
  });

  it('hides a post from everyone but the staff and its author, and resolves its open reports', async () => {
    const id = await post('mentor', 'To hide');
    const first = await report('student', 'content', id);
    const second = await report('guest', 'content', id);
    const hidden = await call('POST', `/reports/${first}/hide`, 'instructor');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(ReportSchema.parse(hidden.json())).toMatchObject({ status: 'hidden', target_hidden: true });
    expect((await call('POST', `/reports/${second}/dismiss`, 'instructor')).json<Problem>().code).toBe(REPORT_ERROR_CODES.notOpen);

    expect(await feedIds('student')).not.toContain(id);
    expect((await call('GET', `/content/${id}`, 'student')).statusCode).toBe(404);
    expect(await feedIds('mentor')).toContain(id);
    expect(await feedIds('instructor')).toContain(id);
    const asAuthor = ContentItemSchema.parse((await call('GET', `/content/${id}`, 'mentor')).json());
    expect(asAuthor.moderation_hidden).toBe(true);
    // Hidden items cannot be reported any more by those who no longer see them.
    expect((await call('POST', '/reports', 'student', { kind: 'content', targetId: id, category: 'spam' })).statusCode).toBe(404);
  });

  it('hides a comment and a video; dismissing leaves the item alone', async () => {
    const id = await post('instructor', 'With comments');
    const commented = await call('POST', `/content/${id}/comment`, 'mentor', { commentText: '<p>Rude</p>' });
    const commentId = commented.json<{ id: number }>().id;
    const reportId = await report('student', 'comment', commentId);
    expect((await call('POST', `/reports/${reportId}/hide`, 'manager')).statusCode).toBe(200);
    const studentView = ContentCommentListResponseSchema.parse((await call('GET', `/content/${id}/comment`, 'student')).json());
    expect(studentView.items.map((item) => item.id)).not.toContain(commentId);
    expect(studentView.total).toBe(0);
    const authorView = ContentCommentListResponseSchema.parse((await call('GET', `/content/${id}/comment`, 'mentor')).json());
    expect(authorView.items.find((item) => item.id === commentId)?.moderation_hidden).toBe(true);

    const mentorId = await userIdByEmail(t.db, DEMO_EMAILS.mentor);
    const [video] = await t.db
      .insert(videos)
      .values({ courseId: basics, ownerId: mentorId, title: 'Clip', status: 'ready', sourceKey: `videos/source/report-${Date.now()}`, sourceFileName: 'c.mp4', sourceContentType: 'video/mp4', sourceSize: 1 })
      .returning({ id: videos.id });
    const videoId = video?.id ?? 0;
    const videoReport = await report('student', 'video', videoId);
    const dismissed = await call('POST', `/reports/${videoReport}/dismiss`, 'instructor');
    expect(ReportSchema.parse(dismissed.json())).toMatchObject({ status: 'dismissed', target_hidden: false });
    expect((await call('GET', `/videos/${videoId}`, 'student')).statusCode).toBe(200);
    const again = await report('student', 'video', videoId);
    expect((await call('POST', `/reports/${again}/hide`, 'instructor')).statusCode).toBe(200);
    expect((await call('GET', `/videos/${videoId}`, 'student')).statusCode).toBe(404);
    expect((await call('GET', `/videos/${videoId}`, 'mentor')).statusCode).toBe(200);
    expect((await call('GET', `/videos/${videoId}`, 'instructor')).statusCode).toBe(200);
  });

  it('is 401 without a token and 400 for a bad id', async () => {
    expect((await call('POST', '/reports/1/hide')).statusCode).toBe(401);
    expect((await call('POST', '/reports/abc/dismiss', 'instructor')).statusCode).toBe(400);
    expect((await call('POST', '/reports/999999/dismiss', 'instructor')).statusCode).toBe(404);
  });
});
