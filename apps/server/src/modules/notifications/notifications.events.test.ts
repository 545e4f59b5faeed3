// The four events on a real app and database: new content (a member's blog post only where the course
// has member_blog_notification on), a published assignment (its learners), a comment on a video (the
// owner), a new message (the recipients). Each makes the right bell rows for the right people, never for
// the actor, with a path the web's push entries accept, and a real-time `notification.created`.
import {
  COURSE_ROLE,
  NOTIFICATION_CREATED_EVENT,
  NotificationCreatedEventSchema,
  NotificationListSchema,
  parseAppPath,
  type AppNotification,
  type NotificationCreatedEvent,
} from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { insertVideo } from '../content/testing/content-fixtures.ts';
import { addMember, authHeaders, createCourse, createUser, signInAs } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
const PEOPLE = ['teacher', 'learner1', 'learner2', 'visitor'] as const;
type Person = (typeof PEOPLE)[number];
const uids = {} as Record<Person, number>;
const sessions = {} as Record<Person, SignedIn>;
let quietCourse: number;
let blogCourse: number;
const events = new Map<number, NotificationCreatedEvent[]>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const person of PEOPLE) uids[person] = await createUser(t.db, { email: `${person}@notify.example.org` });
  quietCourse = await createCourse(t.db, { title: 'Notify quiet', settings: { memberBlogNotificationEnabled: false } });
  blogCourse = await createCourse(t.db, { title: 'Notify blogs', settings: { memberBlogNotificationEnabled: true } });
  for (const course of [quietCourse, blogCourse]) {
    await addMember(t.db, course, uids.teacher, COURSE_ROLE.instructor);
    await addMember(t.db, course, uids.learner1, COURSE_ROLE.student);
    await addMember(t.db, course, uids.learner2, COURSE_ROLE.student);
    await addMember(t.db, course, uids.visitor, COURSE_ROLE.guest);
  }
  for (const person of PEOPLE) {
    sessions[person] = await signInAs(t.app, `${person}@notify.example.org`);
    events.set(uids[person], []);
    t.app.realtime.subscribe(uids[person], (event) => {
      if (event.type === NOTIFICATION_CREATED_EVENT) events.get(uids[person])?.push(NotificationCreatedEventSchema.parse(event.data));
    });
  }
});

afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, who: Person, payload?: object) {
  return t.app.inject({ method, url: `/api/rest${url}`, headers: authHeaders(sessions[who]), ...(payload ? { payload } : {}) });
}

async function bell(who: Person): Promise<AppNotification[]> {
  const response = await call('GET', '/notifications?limit=50', who);
  expect(response.statusCode).toBe(200);
  return NotificationListSchema.parse(response.json()).items;
}

/** Who has a notification with this title (and it only once). */
async function notifiedAbout(title: string): Promise<Person[]> {
  const result: Person[] = [];
  for (const person of PEOPLE) {
    const matching = (await bell(person)).filter((item) => item.title === title);
    expect(matching.length, person).toBeLessThanOrEqual(1);
    if (matching.length === 1) result.push(person);
  }
  return result;
}

async function only(who: Person, title: string): Promise<AppNotification> {
  const item = (await bell(who)).find((entry) => entry.title === title);
  if (!item) throw new Error(`${who} has no notification "${title}"`);
  return item;
}

describe('new content', () => {
  it('tells every member of the course but the author, through content-push', async () => {
    const created = await call('POST', `/content?og=${quietCourse}`, 'teacher', { type: 'news', title: 'Training moves to Friday', body: '<p>x</p>' });
    expect(created.statusCode).toBe(201);
    const contentId = created.json<{ id: number }>().id;
    expect(await notifiedAbout('Training moves to Friday')).toEqual(['learner1', 'learner2', 'visitor']);
    const item = await only('learner1', 'Training moves to Friday');
    expect(item).toMatchObject({ kind: 'content', courseId: quietCourse, read: false, actor: { uid: uids.teacher, name: 'teacher' } });
    expect(item.path).toBe(`/course-${quietCourse}/app/content-push/news?id=${contentId}`);
    expect(parseAppPath(item.path.split('?')[0] ?? '')).toMatchObject({ route: 'content-details', redirectedFrom: 'content-push', courseId: quietCourse, params: { kind: 'news' } });
    // The real-time event carried the same notification and the unread count.
    const event = events.get(uids.learner2)?.find((entry) => entry.notification.title === 'Training moves to Friday');
    expect(event?.notification).toMatchObject({ kind: 'content', path: item.path });
    expect(event?.unread).toBeGreaterThanOrEqual(1);
    expect(events.get(uids.teacher)?.some((entry) => entry.notification.title === 'Training moves to Friday')).toBe(false);
  });

  it('tells nobody of a member’s blog post while member_blog_notification is off, and the others where it is on', async () => {
    expect((await call('POST', `/content?og=${quietCourse}`, 'learner1', { type: 'blog', title: 'My quiet session', body: '' })).statusCode).toBe(201);
    expect(await notifiedAbout('My quiet session')).toEqual([]);
    expect((await call('POST', `/content?og=${blogCourse}`, 'learner1', { type: 'blog', title: 'My shared session', body: '' })).statusCode).toBe(201);
    expect(await notifiedAbout('My shared session')).toEqual(['teacher', 'learner2', 'visitor']);
    // The staff's blog posts always go out.
    expect((await call('POST', `/content?og=${quietCourse}`, 'teacher', { type: 'blog', title: 'Coach blog', body: '' })).statusCode).toBe(201);
    expect(await notifiedAbout('Coach blog')).toEqual(['learner1', 'learner2', 'visitor']);
  });
});

describe('a published assignment', () => {
  it('tells the course’s learners (not guests, not the author), through assignment-push', async () => {
    const created = await call('POST', '/assignments', 'teacher', { og: quietCourse, title: 'Plan a warm-up' });
    expect(created.statusCode).toBe(201);
    const assignmentId = created.json<{ id: number }>().id;
    expect(await notifiedAbout('Plan a warm-up')).toEqual(['learner1', 'learner2']);
    const item = await only('learner2', 'Plan a warm-up');
    expect(item).toMatchObject({ kind: 'assignment', courseId: quietCourse, path: `/course-${quietCourse}/app/assignment-push/${assignmentId}` });
    expect(parseAppPath(item.path)).toMatchObject({ route: 'assignment', redirectedFrom: 'assignment-push', params: { assignmentId: String(assignmentId) } });
  });

  it('tells nobody of a draft, and the learners once it is published', async () => {
    const created = await call('POST', '/assignments', 'teacher', { og: quietCourse, title: 'Draft drill', status: 'draft' });
    expect(created.statusCode).toBe(201);
    expect(await notifiedAbout('Draft drill')).toEqual([]);
    const id = created.json<{ id: number }>().id;
    expect((await call('PUT', `/assignments/${id}`, 'teacher', { title: 'Drill ready' })).statusCode).toBe(200);
    expect(await notifiedAbout('Drill ready')).toEqual([]);
    expect((await call('PUT', `/assignments/${id}`, 'teacher', { status: 'published' })).statusCode).toBe(200);
    expect(await notifiedAbout('Drill ready')).toEqual(['learner1', 'learner2']);
    // Saving it again while published tells nobody twice.
    expect((await call('PUT', `/assignments/${id}`, 'teacher', { status: 'published' })).statusCode).toBe(200);
    expect(await notifiedAbout('Drill ready')).toEqual(['learner1', 'learner2']);
  });
});

describe('a comment on a video', () => {
  it('tells the video’s owner, through video-push to the comment; not for their own comments', async () => {
    const videoId = await insertVideo(t.db, quietCourse, 'Keeper footwork', { ownerId: uids.learner1 });
    const comment = await call('POST', `/content?og=${quietCourse}`, 'learner2', { type: 'videocomment', body: '<p>Nice</p>', video_id: videoId, videoTime: 1.5 });
    expect(comment.statusCode).toBe(201);
    const commentId = comment.json<{ id: number }>().id;
    expect(await notifiedAbout('Keeper footwork')).toEqual(['learner1']);
    const item = await only('learner1', 'Keeper footwork');
    expect(item).toMatchObject({ kind: 'video_comment', actor: { uid: uids.learner2 } });
    expect(item.path).toBe(`/course-${quietCourse}/app/video-push?id=${videoId}&cid=${commentId}`);
    expect(parseAppPath(item.path.split('?')[0] ?? '')).toMatchObject({ route: 'video-player', redirectedFrom: 'video-push', courseId: quietCourse });

    await t.db.delete(notifications).where(eq(notifications.userId, uids.learner1));
    expect((await call('POST', `/content?og=${quietCourse}`, 'learner1', { type: 'videocomment', body: '<p>Me</p>', video_id: videoId, videoTime: 2 })).statusCode).toBe(201);
    expect(await notifiedAbout('Keeper footwork')).toEqual([]);
  });
});

describe('a new message', () => {
  it('tells the recipients, through send_private_message-push to the conversation', async () => {
    const started = await call('POST', '/conversations', 'learner1', { participantUids: [uids.learner2, uids.teacher], title: 'Carpool', courseId: quietCourse, text: 'Who drives?' });
    expect(started.statusCode).toBe(201);
    const body = started.json<{ id?: number; conversation?: { id: number } }>();
    const conversationId = body.conversation?.id ?? body.id;
    expect(await notifiedAbout('Carpool')).toEqual(['teacher', 'learner2']);
    const item = await only('learner2', 'Carpool');
    expect(item).toMatchObject({ kind: 'message', courseId: quietCourse, actor: { uid: uids.learner1 } });
    expect(item.path).toBe(`/course-${quietCourse}/app/send_private_message-push?id=${conversationId}`);
    expect(parseAppPath(item.path.split('?')[0] ?? '')).toMatchObject({ route: 'conversation', redirectedFrom: 'send_private_message-push', courseId: quietCourse });

    // An untitled conversation outside courses: the sender's name, the top-level entry.
    const direct = await call('POST', '/conversations', 'learner2', { participantUids: [uids.learner1], text: 'Thanks!' });
    expect(direct.statusCode).toBe(201);
    const directBody = direct.json<{ id?: number; conversation?: { id: number } }>();
    const directId = directBody.conversation?.id ?? directBody.id;
    const message = await only('learner1', 'learner2');
    expect(message).toMatchObject({ kind: 'message', courseId: null, path: `/send_private_message-push?id=${directId}` });
    expect(parseAppPath('/send_private_message-push')).toMatchObject({ route: 'conversation', scope: 'top', redirectedFrom: 'send_private_message-push' });
    expect(await notifiedAbout('learner2')).toEqual(['learner1']);
  });
});
