// The conversation routes on a real database with the demo campus: refusals (401, 400, 403, 404 for
// non-participants), the recipient rule, one-to-one reuse, paging backwards, read markers and unread
// counts, edit and soft delete, attachments (limits, who downloads), the demo conversations, and
// reporting a message to the course staff (hidden then for everyone but its author).
import {
  CONVERSATION_ERROR_CODES,
  ConversationListSchema,
  ConversationSummarySchema,
  ERROR_CODES,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MessagePageSchema,
  MessageSchema,
  REPORT_ERROR_CODES,
  ReportListResponseSchema,
  ReportSchema,
  UnreadCountsSchema,
  type ConversationSummary,
  type Message,
  type Problem,
} from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { DEMO_CONVERSATIONS } from '../../seed/demo-conversations.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipartBody } from '../../test/multipart.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, createCampus, createUser, courseIdByTitle, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

type Who = keyof typeof DEMO_EMAILS | 'outsider';

let t: TestApp;
const sessions = {} as Record<Who, SignedIn>;
const uids = {} as Record<Who, number>;
let basics: number;
let goalkeeper: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) {
    sessions[key] = await signInAs(t.app, email);
    uids[key] = await userIdByEmail(t.db, email);
  }
  // Another campus, no course: nobody but an admin may message them.
  uids.outsider = await createUser(t.db, { email: 'outsider@example.org', domainId: await createCampus(t.db, 'Elsewhere') });
  sessions.outsider = await signInAs(t.app, 'outsider@example.org');
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  goalkeeper = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.blendedGoalkeeper);
});

afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Who, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api/rest${url}`,
    headers: who ? authHeaders(sessions[who]) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function start(who: Who, body: Record<string, unknown>): Promise<ConversationSummary> {
  const response = await call('POST', '/conversations', who, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return ConversationSummarySchema.parse(response.json());
}

async function send(who: Who, conversationId: number, text: string, attachmentIds?: number[]): Promise<Message> {
  const response = await call('POST', `/conversations/${conversationId}/messages`, who, { text, ...(attachmentIds ? { attachmentIds } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return MessageSchema.parse(response.json());
}

async function unread(who: Who) {
  const response = await call('GET', '/conversations/unread', who);
  expect(response.statusCode).toBe(200);
  return UnreadCountsSchema.parse(response.json());
}

function upload(who: Who | undefined, conversationId: number, fileName: string, content: Buffer | string, contentType = 'text/plain') {
  const { body, contentType: type } = multipartBody([{ fileName, contentType, content }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/rest/conversations/${conversationId}/attachments`,
    headers: { ...(who ? authHeaders(sessions[who]) : {}), 'content-type': type },
    payload: body,
  });
}

describe('refusals', () => {
  it('is 401 without a token on every route', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/conversations'],
      ['POST', '/conversations'],
      ['GET', '/conversations/recipients'],
      ['GET', '/conversations/unread'],
      ['GET', '/conversations/1'],
      ['GET', '/conversations/1/messages'],
      ['POST', '/conversations/1/messages'],
      ['POST', '/conversations/1/read'],
      ['POST', '/conversations/1/attachments'],
      ['GET', '/conversations/1/attachments/1'],
      ['PUT', '/messages/1'],
      ['DELETE', '/messages/1'],
      ['GET', '/realtime'],
    ];
    for (const [method, url] of routes) {
      const response = await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('is 400 for bad ids, queries and bodies', async () => {
    expect((await call('GET', '/conversations/abc', 'student')).statusCode).toBe(400);
    expect((await call('GET', '/conversations?page=-1', 'student')).statusCode).toBe(400);
    expect((await call('GET', '/conversations/1/messages?limit=51', 'student')).statusCode).toBe(400);
    expect((await call('POST', '/conversations', 'student', { participantUids: [] })).statusCode).toBe(400);
    expect((await call('POST', '/conversations', 'student', { participantUids: [uids.instructor, uids.instructor] })).statusCode).toBe(400);
    expect((await call('POST', '/conversations', 'student', { participantUids: [uids.mentor], title: 'x'.repeat(121) })).statusCode).toBe(400);
    const self = await call('POST', '/conversations', 'student', { participantUids: [uids.student] });
    expect(self.statusCode).toBe(400);
    expect(self.json<Problem>().errors?.[0]?.path).toBe('participantUids');
    const conversation = await start('student', { participantUids: [uids.mentor], title: 'Refusals' });
    // Whitespace only is no text; too long is refused.
    const blank = await call('POST', `/conversations/${conversation.id}/messages`, 'student', { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await call('POST', `/conversations/${conversation.id}/messages`, 'student', { text: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await call('POST', `/conversations/${conversation.id}/read`, 'student', { messageId: 'x' })).statusCode).toBe(400);
  });

  it('answers 404 to a non-participant on every conversation route (IDOR)', async () => {
    const conversation = await start('instructor', { participantUids: [uids.student], title: 'Private', text: 'Only for Sam' });
    const messageId = conversation.lastMessage?.id as number;
    const uploaded = await upload('instructor', conversation.id, 'notes.txt', 'secret');
    expect(uploaded.statusCode).toBe(201);
    const attachmentId = uploaded.json<{ id: number }>().id;
    await send('instructor', conversation.id, '', [attachmentId]);

    for (const who of ['mentor', 'guest', 'admin', 'outsider'] as const) {
      const answers = [
        await call('GET', `/conversations/${conversation.id}`, who),
        await call('GET', `/conversations/${conversation.id}/messages`, who),
        await call('POST', `/conversations/${conversation.id}/messages`, who, { text: 'intruding' }),
        await call('POST', `/conversations/${conversation.id}/read`, who, { messageId }),
        await upload(who, conversation.id, 'x.txt', 'x'),
        await call('GET', `/conversations/${conversation.id}/attachments/${attachmentId}`, who),
        await call('PUT', `/messages/${messageId}`, who, { text: 'changed' }),
        await call('DELETE', `/messages/${messageId}`, who),
      ];
      for (const answer of answers) expect(answer.statusCode, `${who}: ${answer.body}`).toBe(404);
    }
    // A missing conversation looks the same.
    const missing = await call('GET', '/conversations/999999', 'student');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.conversationNotFound);
    // The intruders left no trace.
    const page = MessagePageSchema.parse((await call('GET', `/conversations/${conversation.id}/messages`, 'student')).json());
    expect(page.items.map((message) => message.text)).toEqual(['Only for Sam', '']);
  });
});

describe('starting conversations', () => {
  it('allows recipients who share a course, and refuses the others with 403', async () => {
    // The guest is only in Coaching Basics, with the student.
    expect((await call('POST', '/conversations', 'guest', { participantUids: [uids.student], title: 'Hello' })).statusCode).toBe(201);
    const refused = await call('POST', '/conversations', 'student', { participantUids: [uids.outsider] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.recipientNotAllowed);
    // One refused participant refuses the whole conversation; an unknown id the same way.
    expect((await call('POST', '/conversations', 'student', { participantUids: [uids.mentor, uids.outsider], title: 'Mixed' })).statusCode).toBe(403);
    expect((await call('POST', '/conversations', 'student', { participantUids: [999_999] })).statusCode).toBe(403);
    expect((await call('POST', '/conversations', 'outsider', { participantUids: [uids.student] })).statusCode).toBe(403);
    // The campus admin reaches everyone; the campus manager everyone on the campus.
    expect((await call('POST', '/conversations', 'admin', { participantUids: [uids.outsider] })).statusCode).toBe(201);
    expect((await call('POST', '/conversations', 'manager', { participantUids: [uids.guest] })).statusCode).toBe(201);
    expect((await call('POST', '/conversations', 'manager', { participantUids: [uids.outsider] })).statusCode).toBe(403);
  });

  it('lists only people the caller may message as recipients', async () => {
    const response = await call('GET', '/conversations/recipients?search=a', 'guest');
    expect(response.statusCode).toBe(200);
    const names = response.json<{ items: { uid: number; name: string }[] }>().items.map((item) => item.uid);
    expect(names).toContain(uids.student);
    expect(names).not.toContain(uids.guest);
    expect(names).not.toContain(uids.outsider);
    const outsider = await call('GET', '/conversations/recipients', 'outsider');
    expect(outsider.json<{ items: unknown[] }>().items).toEqual([]);
    const inCourse = await call('GET', `/conversations/recipients?og=${goalkeeper}`, 'student');
    // The mentor and the guest are not in Blended Goalkeeper Training.
    const inCourseIds = inCourse.json<{ items: { uid: number }[] }>().items.map((item) => item.uid);
    expect(inCourseIds).toContain(uids.instructor);
    expect(inCourseIds).not.toContain(uids.mentor);
    expect(inCourseIds).not.toContain(uids.guest);
  });

  it('refuses recipients of a course the caller cannot see exactly like a missing course (404)', async () => {
    // The guest is not in Blended Goalkeeper Training, but shares Coaching Basics with the student who is.
    const hidden = await call('GET', `/conversations/recipients?og=${goalkeeper}`, 'guest');
    const missing = await call('GET', '/conversations/recipients?og=999999', 'guest');
    expect(hidden.statusCode, hidden.body).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(hidden.json<Problem>().code).toBe(missing.json<Problem>().code);
    expect(hidden.body).not.toContain(String(uids.student));
    // A course of another campus, for the outsider, alike.
    expect((await call('GET', `/conversations/recipients?og=${basics}`, 'outsider')).statusCode).toBe(404);
  });

  it('needs every participant in the course of a course conversation', async () => {
    const refused = await call('POST', '/conversations', 'student', { participantUids: [uids.mentor], courseId: goalkeeper, title: 'Keepers' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.courseNotShared);
    const made = await start('student', { participantUids: [uids.mentor, uids.guest], courseId: basics, title: 'Basics crew' });
    expect(made.courseId).toBe(basics);
    expect(made.participants.map((participant) => participant.uid).sort()).toEqual([uids.student, uids.mentor, uids.guest].sort());
  });

  it('reuses the one-to-one conversation (200) and sends the first text into it', async () => {
    const first = await call('POST', '/conversations', 'mentor', { participantUids: [uids.guest], text: 'First' });
    expect(first.statusCode).toBe(201);
    const id = first.json<ConversationSummary>().id;
    // Either side asking again, with or without an empty title, gets the same conversation.
    const again = await call('POST', '/conversations', 'guest', { participantUids: [uids.mentor], title: '', text: 'Second' });
    expect(again.statusCode).toBe(200);
    expect(again.json<ConversationSummary>().id).toBe(id);
    expect(again.json<ConversationSummary>().lastMessage?.excerpt).toBe('Second');
    // A title makes a new group conversation; a course makes its own one-to-one thread.
    expect((await call('POST', '/conversations', 'mentor', { participantUids: [uids.guest], title: 'Group' })).statusCode).toBe(201);
    const inCourse = await call('POST', '/conversations', 'mentor', { participantUids: [uids.guest], courseId: basics });
    expect(inCourse.statusCode).toBe(201);
    expect(inCourse.json<ConversationSummary>().id).not.toBe(id);
  });
});

describe('messages', () => {
  it('pages backwards by id, oldest first within a page', async () => {
    const conversation = await start('instructor', { participantUids: [uids.mentor], title: 'Paging' });
    const sent: number[] = [];
    for (let index = 0; index < 35; index += 1) sent.push((await send(index % 2 ? 'mentor' : 'instructor', conversation.id, `Message ${index}`)).id);
    const newest = MessagePageSchema.parse((await call('GET', `/conversations/${conversation.id}/messages`, 'mentor')).json());
    expect(newest.items.map((message) => message.id)).toEqual(sent.slice(5));
    expect(newest.hasMore).toBe(true);
    const older = MessagePageSchema.parse((await call('GET', `/conversations/${conversation.id}/messages?before=${newest.items[0]?.id}`, 'mentor')).json());
    expect(older.items.map((message) => message.id)).toEqual(sent.slice(0, 5));
    expect(older.hasMore).toBe(false);
    const small = MessagePageSchema.parse((await call('GET', `/conversations/${conversation.id}/messages?limit=2&before=${sent[3]}`, 'mentor')).json());
    expect(small.items.map((message) => message.text)).toEqual(['Message 1', 'Message 2']);
    expect(small.hasMore).toBe(true);
  });

  it('keeps read markers per participant and counts unread messages per course', async () => {
    const before = await unread('guest');
    const conversation = await start('mentor', { participantUids: [uids.guest], courseId: basics, title: 'Unread' });
    const first = await send('mentor', conversation.id, 'One');
    await send('mentor', conversation.id, 'Two');
    const third = await send('mentor', conversation.id, 'Three');
    // The author's own messages are never unread for them.
    const forGuest = await unread('guest');
    expect(forGuest.total).toBe(before.total + 3);
    expect(forGuest.byCourse[String(basics)]).toBe((before.byCourse[String(basics)] ?? 0) + 3);
    const summary = ConversationSummarySchema.parse((await call('GET', `/conversations/${conversation.id}`, 'guest')).json());
    expect(summary.unreadCount).toBe(3);
    expect(ConversationSummarySchema.parse((await call('GET', `/conversations/${conversation.id}`, 'mentor')).json()).unreadCount).toBe(0);

    expect((await call('POST', `/conversations/${conversation.id}/read`, 'guest', { messageId: third.id })).statusCode).toBe(204);
    expect((await unread('guest')).total).toBe(before.total);
    // Never backwards.
    expect((await call('POST', `/conversations/${conversation.id}/read`, 'guest', { messageId: first.id })).statusCode).toBe(204);
    const after = ConversationSummarySchema.parse((await call('GET', `/conversations/${conversation.id}`, 'mentor')).json());
    expect(after.participants.find((participant) => participant.uid === uids.guest)?.lastReadMessageId).toBe(third.id);
    // A message of another conversation is not a marker here.
    const other = await start('mentor', { participantUids: [uids.guest], title: 'Elsewhere', text: 'Hi' });
    const foreign = await call('POST', `/conversations/${conversation.id}/read`, 'guest', { messageId: other.lastMessage?.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.messageNotFound);
  });

  it('lets only the author edit and delete; a deleted message stays as deleted', async () => {
    const conversation = await start('student', { participantUids: [uids.mentor], title: 'Edits' });
    const message = await send('student', conversation.id, 'Original');
    const notAuthor = await call('PUT', `/messages/${message.id}`, 'mentor', { text: 'Hijacked' });
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.messageNotAuthor);
    expect((await call('DELETE', `/messages/${message.id}`, 'mentor')).statusCode).toBe(403);
    expect((await call('PUT', `/messages/${message.id}`, 'student', { text: '' })).statusCode).toBe(400);

    const edited = await call('PUT', `/messages/${message.id}`, 'student', { text: '  Changed  ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Message>().text).toBe('Changed');
    expect(edited.json<Message>().edited).not.toBeNull();

    const unreadBefore = await unread('mentor');
    expect((await call('DELETE', `/messages/${message.id}`, 'student')).statusCode).toBe(204);
    expect((await unread('mentor')).total).toBe(unreadBefore.total - 1);
    const page = MessagePageSchema.parse((await call('GET', `/conversations/${conversation.id}/messages`, 'mentor')).json());
    expect(page.items).toEqual([expect.objectContaining({ id: message.id, text: '', deleted: true, attachments: [] })]);
    const again = await call('PUT', `/messages/${message.id}`, 'student', { text: 'Back' });
    expect(again.statusCode).toBe(409);
    expect(again.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.messageDeleted);
    // Deleted messages are no last message.
    expect(ConversationSummarySchema.parse((await call('GET', `/conversations/${conversation.id}`, 'student')).json()).lastMessage).toBeNull();
  });

  it('lists the caller’s conversations newest first, by course and by search', async () => {
    const older = await start('student', { participantUids: [uids.instructor], title: 'Zebra crossing', courseId: basics });
    const newer = await start('student', { participantUids: [uids.instructor], title: 'Yak shaving', courseId: goalkeeper });
    await send('instructor', older.id, 'Bump');
    const list = ConversationListSchema.parse((await call('GET', '/conversations', 'student')).json());
    const ids = list.items.map((item) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const byCourse = ConversationListSchema.parse((await call('GET', `/conversations?og=${goalkeeper}`, 'student')).json());
    expect(byCourse.items.map((item) => item.id)).toEqual([newer.id]);
    const bySearch = ConversationListSchema.parse((await call('GET', '/conversations?search=zebra', 'student')).json());
    expect(bySearch.items.map((item) => item.id)).toEqual([older.id]);
    // LIKE wildcards are taken literally.
    expect(ConversationListSchema.parse((await call('GET', '/conversations?search=%25', 'student')).json()).total).toBe(0);
    const beyond = ConversationListSchema.parse((await call('GET', '/conversations?page=50', 'student')).json());
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(list.total);
    expect(beyond.page).toBe(50);
  });

  it('seeds a one-to-one conversation with one unread message for the student and a read group conversation', async () => {
    const list = ConversationListSchema.parse((await call('GET', '/conversations', 'student')).json());
    const direct = list.items.find((item) => item.title === null && item.participants.some((participant) => participant.uid === uids.instructor) && item.courseId === null);
    expect(direct?.unreadCount).toBe(1);
    expect(direct?.lastMessage?.excerpt).toBe(DEMO_CONVERSATIONS.direct.messages.at(-1)?.[1]);
    const group = list.items.find((item) => item.title === DEMO_CONVERSATIONS.group.title);
    expect(group?.courseId).toBe(basics);
    expect(group?.unreadCount).toBe(0);
    expect(group?.participants.map((participant) => participant.uid).sort()).toEqual([uids.instructor, uids.student, uids.mentor].sort());
  });
});

describe('attachments', () => {
  it('uploads, binds to a message and serves the file to participants only', async () => {
    const conversation = await start('student', { participantUids: [uids.mentor], title: 'Files' });
    const uploaded = await upload('student', conversation.id, '../plan <1>.pdf', '%PDF-1.4 plan', 'application/pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json<{ id: number; name: string; mime: string; size: number }>();
    expect(file).toMatchObject({ name: 'plan <1>.pdf', mime: 'application/pdf', size: 13 });

    // Not sent yet: only the uploader sees it, and only the uploader may send it.
    expect((await call('GET', `/conversations/${conversation.id}/attachments/${file.id}`, 'mentor')).statusCode).toBe(404);
    expect((await call('GET', `/conversations/${conversation.id}/attachments/${file.id}`, 'student')).statusCode).toBe(200);
    const stolen = await call('POST', `/conversations/${conversation.id}/messages`, 'mentor', { text: 'mine', attachmentIds: [file.id] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.attachmentInvalid);

    const message = await send('student', conversation.id, '', [file.id]);
    expect(message.attachments).toEqual([{ id: file.id, name: 'plan <1>.pdf', mime: 'application/pdf', size: 13, url: `/api/rest/conversations/${conversation.id}/attachments/${file.id}` }]);
    // Bound once: it cannot travel with a second message.
    expect((await call('POST', `/conversations/${conversation.id}/messages`, 'student', { text: 'again', attachmentIds: [file.id] })).statusCode).toBe(400);

    const download = await call('GET', `/conversations/${conversation.id}/attachments/${file.id}`, 'mentor');
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 plan');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // An attachment of another conversation is not reachable through this one.
    const other = await start('student', { participantUids: [uids.mentor], title: 'Other files' });
    expect((await call('GET', `/conversations/${other.id}/attachments/${file.id}`, 'mentor')).statusCode).toBe(404);

    // Deleting the message removes the attachment.
    expect((await call('DELETE', `/messages/${message.id}`, 'student')).statusCode).toBe(204);
    expect((await call('GET', `/conversations/${conversation.id}/attachments/${file.id}`, 'student')).statusCode).toBe(404);
  });

  it('refuses programs, empty files, a missing file, other types and oversized files', async () => {
    const conversation = await start('student', { participantUids: [uids.mentor], title: 'Limits' });
    const program = await upload('student', conversation.id, 'setup.EXE', 'MZ');
    expect(program.statusCode).toBe(415);
    expect(program.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.attachmentTypeNotAllowed);
    const empty = await upload('student', conversation.id, 'empty.txt', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.attachmentEmpty);
    const { body, contentType } = multipartBody([{ field: 'other', fileName: 'a.txt', contentType: 'text/plain', content: 'a' }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/rest/conversations/${conversation.id}/attachments`,
      headers: { ...authHeaders(sessions.student), 'content-type': contentType },
      payload: body,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.attachmentMissing);
    const json = await call('POST', `/conversations/${conversation.id}/attachments`, 'student', { file: 'x' });
    expect(json.statusCode).toBe(415);
    const large = await upload('student', conversation.id, 'large.bin', Buffer.alloc(MESSAGE_ATTACHMENT_MAX_BYTES + 1, 1), 'application/octet-stream');
    expect(large.statusCode).toBe(413);
    expect(large.json<Problem>().code).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE);
    // HTML is stored, but never served as HTML.
    const html = await upload('student', conversation.id, 'page.html', '<script>alert(1)</script>', 'text/html');
    expect(html.statusCode).toBe(201);
    const htmlId = html.json<{ id: number }>().id;
    const served = await call('GET', `/conversations/${conversation.id}/attachments/${htmlId}`, 'student');
    expect(served.headers['content-type']).toBe('application/octet-stream');
  });
});

describe('reporting a message', () => {
  function report(who: Who | undefined, targetId: number) {
    return call('POST', '/reports', who, { kind: 'message', targetId, category: 'offensive', text: 'Rude' });
  }

  it('goes to the course staff; hiding blanks it for everyone but its author', async () => {
    const conversation = await start('student', { participantUids: [uids.mentor], courseId: basics, title: 'Reported' });
    const uploaded = await upload('mentor', conversation.id, 'rude.txt', 'rude');
    const fileId = uploaded.json<{ id: number }>().id;
    const message = await send('mentor', conversation.id, 'Rude words', [fileId]);
    await send('student', conversation.id, 'Please stop');

    expect((await report(undefined, message.id)).statusCode).toBe(401);
    // The guest is in the course but not in the conversation.
    const outside = await report('guest', message.id);
    expect(outside.statusCode).toBe(404);
    expect(outside.json<Problem>().code).toBe(REPORT_ERROR_CODES.targetNotFound);
    const reported = await report('student', message.id);
    expect(reported.statusCode, reported.body).toBe(201);
    const reportId = reported.json<{ id: number }>().id;

    const list = ReportListResponseSchema.parse((await call('GET', `/og/${basics}/reports`, 'instructor')).json());
    expect(list.items.find((item) => item.id === reportId)).toMatchObject({
      kind: 'message',
      targetId: message.id,
      excerpt: 'Rude words',
      target_path: null,
      target_author: { uid: uids.mentor },
      target_hidden: false,
    });
    expect((await call('POST', `/reports/${reportId}/hide`, 'student')).statusCode).toBe(403);
    const hidden = await call('POST', `/reports/${reportId}/hide`, 'instructor');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(ReportSchema.parse(hidden.json())).toMatchObject({ status: 'hidden', target_hidden: true });

    const page = async (who: Who) => MessagePageSchema.parse((await call('GET', `/conversations/${conversation.id}/messages`, who)).json()).items;
    const asOther = (await page('student')).find((item) => item.id === message.id);
    expect(asOther).toMatchObject({ text: '', attachments: [], moderationHidden: true, deleted: false });
    const asAuthor = (await page('mentor')).find((item) => item.id === message.id);
    expect(asAuthor).toMatchObject({ text: 'Rude words', moderationHidden: true });
    expect(asAuthor?.attachments).toHaveLength(1);
    expect((await call('GET', `/conversations/${conversation.id}/attachments/${fileId}`, 'student')).statusCode).toBe(404);
    expect((await call('GET', `/conversations/${conversation.id}/attachments/${fileId}`, 'mentor')).statusCode).toBe(200);
    const edit = await call('PUT', `/messages/${message.id}`, 'mentor', { text: 'Still rude' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<Problem>().code).toBe(CONVERSATION_ERROR_CODES.messageHidden);
    // The list's excerpt skips it; those who no longer see it cannot report it again.
    const summaries = ConversationListSchema.parse((await call('GET', '/conversations', 'student')).json()).items;
    expect(summaries.find((item) => item.id === conversation.id)?.lastMessage?.excerpt).toBe('Please stop');
    expect((await report('student', message.id)).statusCode).toBe(404);
  });

  it('is 400 for a message outside any course and for bad input', async () => {
    const conversation = await start('student', { participantUids: [uids.mentor], title: 'No course' });
    const message = await send('mentor', conversation.id, 'Across courses');
    const refused = await report('student', message.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Problem>().code).toBe(REPORT_ERROR_CODES.messageNotInCourse);
    expect((await call('POST', '/reports', 'student', { kind: 'message', targetId: 'x', category: 'spam' })).statusCode).toBe(400);
  });
});
