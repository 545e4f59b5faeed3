// The dialog routes on a real database with the demo campus: course topics per role and the member_dialogs
// flag, replies with one level of nesting, closing, author-only edits, and ad-hoc dialogs that stay 404
// for everyone but their participants and the dialog managers (IDOR).
import { DIALOG_ERROR_CODES, DialogDetailSchema, DialogListResponseSchema, ERROR_CODES, type DialogDetail, type Problem } from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { DEMO_DIALOGS } from '../../seed/demo-dialogs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, createUser, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_EMAILS | 'dialogManager' | 'outsider', SignedIn>;
let basics: number;
let studentId: number;

type Who = keyof typeof sessions;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) sessions[key] = await signInAs(t.app, email);
  await createUser(t.db, { email: 'dm@example.org', campusRoles: ['dialog_manager'] });
  await createUser(t.db, { email: 'outsider@example.org' });
  sessions.dialogManager = await signInAs(t.app, 'dm@example.org');
  sessions.outsider = await signInAs(t.app, 'outsider@example.org');
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  studentId = await userIdByEmail(t.db, DEMO_EMAILS.student);
});

afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: Who, payload?: object) {
  return t.app.inject({ method, url: `/api/rest${url}`, headers: who ? authHeaders(sessions[who]) : {}, ...(payload ? { payload } : {}) });
}

async function createTopic(who: Who, title = 'Warm-up ideas'): Promise<DialogDetail> {
  const response = await call('POST', `/og/${basics}/dialogs`, who, { title, body: '<p>Share yours</p><script>x()</script>' });
  expect(response.statusCode, response.body).toBe(201);
  return DialogDetailSchema.parse(response.json());
}

async function setMemberDialogs(on: boolean): Promise<void> {
  const [row] = await t.db.select({ settings: courses.settings }).from(courses).where(eq(courses.id, basics));
  await t.db.update(courses).set({ settings: { ...(row?.settings ?? {}), memberDialogsEnabled: on } }).where(eq(courses.id, basics));
}

describe('course dialogs', () => {
  it('has the demo topic with a reply and a nested answer in every course the student takes', async () => {
    const list = DialogListResponseSchema.parse((await call('GET', `/og/${basics}/dialogs`, 'student')).json());
    const demo = list.items.find((item) => item.title === DEMO_DIALOGS.courseTopic);
    expect(demo).toMatchObject({ pinned: true, closed: false, reply_count: 2 });
    const detail = DialogDetailSchema.parse((await call('GET', `/dialogs/${demo?.id ?? 0}`, 'student')).json());
    expect(detail.replies.map((reply) => reply.parent_id === null)).toEqual([true, false]);
    const adhoc = DialogListResponseSchema.parse((await call('GET', '/adhoc-dialogs', 'student')).json());
    expect(adhoc.items.map((item) => item.title)).toContain(DEMO_DIALOGS.adhocTitle);
  });

  it('is 401 without a token, 400 for a bad id or body, 404 for a course the caller cannot see', async () => {
    expect((await call('GET', `/og/${basics}/dialogs`)).statusCode).toBe(401);
    expect((await call('GET', '/og/abc/dialogs', 'student')).statusCode).toBe(400);
    expect((await call('POST', `/og/${basics}/dialogs`, 'instructor', { title: '', body: 'x' })).statusCode).toBe(400);
    expect((await call('GET', `/og/${basics}/dialogs`, 'outsider')).statusCode).toBe(404);
    const empty = await call('POST', `/og/${basics}/dialogs`, 'instructor', { title: 'Empty', body: '<p> </p>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Problem>().code).toBe(DIALOG_ERROR_CODES.bodyEmpty);
  });

  it('lets staff start topics, students only with member_dialogs on; bodies are sanitized', async () => {
    const topic = await createTopic('instructor');
    expect(topic.body).toBe('<p>Share yours</p>');
    expect(topic.permissions).toMatchObject({ update: true, delete: true, moderate: true, reply: true });

    const refused = await call('POST', `/og/${basics}/dialogs`, 'student', { title: 'Mine', body: '<p>q</p>' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Problem>().code).toBe(DIALOG_ERROR_CODES.createForbidden);
    expect(DialogListResponseSchema.parse((await call('GET', `/og/${basics}/dialogs`, 'student')).json()).can_create).toBe(false);

    await setMemberDialogs(true);
    try {
      const own = await createTopic('student', 'Student question');
      // manage_dialog alone does not make a student a moderator.
      expect(own.permissions).toMatchObject({ update: true, delete: true, moderate: false });
      const pin = await call('PATCH', `/dialogs/${own.id}`, 'student', { pinned: true });
      expect(pin.statusCode).toBe(403);
      expect(pin.json<Problem>().code).toBe(DIALOG_ERROR_CODES.moderateForbidden);
    } finally {
      await setMemberDialogs(false);
    }
  });

  it('answers replies with one level of nesting, refuses deeper ones, guests and closed topics', async () => {
    const topic = await createTopic('instructor', 'Nesting');
    const first = await call('POST', `/dialogs/${topic.id}/replies`, 'student', { body: '<p>First</p>' });
    expect(first.statusCode, first.body).toBe(201);
    const firstId = DialogDetailSchema.parse(first.json()).replies[0]?.id ?? 0;
    const nested = await call('POST', `/dialogs/${topic.id}/replies`, 'mentor', { body: '<p>Nested</p>', parentReplyId: firstId });
    expect(nested.statusCode).toBe(201);
    const nestedReply = DialogDetailSchema.parse(nested.json()).replies.find((reply) => reply.parent_id === firstId);
    expect(nestedReply).toBeDefined();
    const deeper = await call('POST', `/dialogs/${topic.id}/replies`, 'student', { body: '<p>Deeper</p>', parentReplyId: nestedReply?.id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json<Problem>().code).toBe(DIALOG_ERROR_CODES.nestingTooDeep);

    const guest = await call('POST', `/dialogs/${topic.id}/replies`, 'guest', { body: '<p>Hi</p>' });
    expect(guest.statusCode).toBe(403);
    expect(guest.json<Problem>().code).toBe(DIALOG_ERROR_CODES.replyForbidden);

    const closed = await call('PATCH', `/dialogs/${topic.id}`, 'instructor', { closed: true, pinned: true });
    expect(closed.statusCode).toBe(200);
    expect(DialogDetailSchema.parse(closed.json())).toMatchObject({ closed: true, pinned: true, reply_count: 2 });
    const late = await call('POST', `/dialogs/${topic.id}/replies`, 'student', { body: '<p>Late</p>' });
    expect(late.statusCode).toBe(409);
    expect(late.json<Problem>().code).toBe(DIALOG_ERROR_CODES.closed);

    const list = DialogListResponseSchema.parse((await call('GET', `/og/${basics}/dialogs`, 'student')).json());
    expect(list.items[0]).toMatchObject({ id: topic.id, pinned: true, closed: true });
  });

  it('lets authors edit their own posts and moderators delete any', async () => {
    const topic = await createTopic('instructor', 'Edits');
    const answered = DialogDetailSchema.parse((await call('POST', `/dialogs/${topic.id}/replies`, 'student', { body: '<p>Mine</p>' })).json());
    const replyId = answered.replies[0]?.id ?? 0;
    expect((await call('PATCH', `/dialogs/${topic.id}/replies/${replyId}`, 'mentor', { body: '<p>Not mine</p>' })).statusCode).toBe(403);
    expect((await call('DELETE', `/dialogs/${topic.id}/replies/${replyId}`, 'mentor')).statusCode).toBe(403);
    const edited = await call('PATCH', `/dialogs/${topic.id}/replies/${replyId}`, 'student', { body: '<p>Better</p>' });
    expect(DialogDetailSchema.parse(edited.json()).replies[0]).toMatchObject({ body: '<p>Better</p>', edited: true });
    expect((await call('PATCH', `/dialogs/${topic.id}`, 'student', { title: 'Hijack' })).json<Problem>().code).toBe(DIALOG_ERROR_CODES.notAuthor);

    expect((await call('DELETE', `/dialogs/${topic.id}/replies/${replyId}`, 'instructor')).statusCode).toBe(204);
    const after = DialogDetailSchema.parse((await call('GET', `/dialogs/${topic.id}`, 'student')).json());
    expect(after.replies[0]).toMatchObject({ deleted: true, body: '', author: null });
    expect(after.reply_count).toBe(0);

    expect((await call('DELETE', `/dialogs/${topic.id}`, 'student')).statusCode).toBe(403);
    expect((await call('DELETE', `/dialogs/${topic.id}`, 'manager')).statusCode).toBe(204);
    expect((await call('GET', `/dialogs/${topic.id}`, 'student')).json<Problem>().code).toBe(DIALOG_ERROR_CODES.notFound);
  });
});

describe('ad-hoc dialogs', () => {
  it('are started by dialog managers and admins only, with participants of the campus', async () => {
    const body = { title: 'Referee meeting', body: '<p>Agenda</p>', participantIds: [studentId] };
    expect((await call('POST', '/adhoc-dialogs', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/adhoc-dialogs', 'instructor', body)).json<Problem>().code).toBe(DIALOG_ERROR_CODES.createForbidden);
    expect((await call('POST', '/adhoc-dialogs', 'dialogManager', { ...body, participantIds: [] })).statusCode).toBe(400);
    const stranger = await createUser(t.db, { email: 'elsewhere@example.org', domainId: null });
    const invalid = await call('POST', '/adhoc-dialogs', 'dialogManager', { ...body, participantIds: [stranger] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<Problem>().code).toBe(DIALOG_ERROR_CODES.participantInvalid);
    expect((await call('GET', '/adhoc-dialogs/candidates?q=sam', 'student')).statusCode).toBe(403);
    const candidates = await call('GET', '/adhoc-dialogs/candidates?q=sam', 'dialogManager');
    expect(candidates.json<{ items: { uid: number }[] }>().items.map((item) => item.uid)).toContain(studentId);
  });

  it('is 404 for everyone but its participants and the dialog managers', async () => {
    const created = await call('POST', '/adhoc-dialogs', 'dialogManager', { title: 'Private', body: '<p>Only us</p>', participantIds: [studentId] });
    expect(created.statusCode, created.body).toBe(201);
    const dialog = DialogDetailSchema.parse(created.json());
    expect(dialog.og_id).toBeNull();
    expect(dialog.participants.map((person) => person.uid)).toContain(studentId);

    for (const who of ['instructor', 'mentor', 'manager', 'outsider'] as const) {
      const response = await call('GET', `/dialogs/${dialog.id}`, who);
      expect(response.statusCode, who).toBe(404);
      expect((await call('POST', `/dialogs/${dialog.id}/replies`, who, { body: '<p>x</p>' })).statusCode, who).toBe(404);
      const list = DialogListResponseSchema.parse((await call('GET', '/adhoc-dialogs', who)).json());
      expect(list.items.map((item) => item.id), who).not.toContain(dialog.id);
    }
    expect((await call('POST', `/dialogs/${dialog.id}/replies`, 'student', { body: '<p>Hello</p>' })).statusCode).toBe(201);
    expect(DialogListResponseSchema.parse((await call('GET', '/adhoc-dialogs', 'student')).json()).items.map((item) => item.id)).toContain(dialog.id);
    // The admin counts as every campus role.
    expect((await call('GET', `/dialogs/${dialog.id}`, 'admin')).statusCode).toBe(200);
    expect((await call('PATCH', `/dialogs/${dialog.id}`, 'student', { closed: true })).statusCode).toBe(403);
    expect((await call('PATCH', `/dialogs/${dialog.id}`, 'admin', { closed: true })).statusCode).toBe(200);
    expect((await call('GET', `/dialogs/${dialog.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/dialogs/0', 'student')).statusCode).toBe(400);
    expect((await call('GET', '/dialogs/0', 'student')).json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });
});
