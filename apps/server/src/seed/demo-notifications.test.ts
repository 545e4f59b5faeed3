// The demo bell: the demo student and instructor find notifications of every kind on their first
// sign-in (read and unread), each pointing through its push entry at something seeded; the video comment
// ones come once the demo videos exist, and running the seed again adds no duplicates.
import { NotificationListSchema, parseAppPath, type AppNotification } from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, notifications } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { insertVideo } from '../modules/content/testing/content-fixtures.ts';
import { authHeaders, courseIdByTitle, signInAs, userIdByEmail } from '../modules/courses/testing/course-fixtures.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from './demo-accounts.ts';
import { seedDemoNotifications } from './demo-notifications.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

async function bellOf(who: 'student' | 'instructor'): Promise<{ items: AppNotification[]; unread: number }> {
  const session = await signInAs(t.app, DEMO_EMAILS[who]);
  const response = await t.app.inject({ method: 'GET', url: '/api/rest/notifications?limit=50', headers: authHeaders(session) });
  return NotificationListSchema.parse(response.json());
}

/** The push entry's target route, as the web's router resolves it. */
const routeOf = (path: string) => parseAppPath(path.split('?')[0] ?? '').route;

describe('the demo notifications', () => {
  it('give the student content, assignment and message notifications, read and unread, pointing at seeded things', async () => {
    const bell = await bellOf('student');
    const kinds = new Set(bell.items.map((item) => item.kind));
    expect([...kinds].sort()).toEqual(['assignment', 'content', 'message']);
    expect(bell.unread).toBeGreaterThanOrEqual(3);
    expect(bell.items.some((item) => item.read)).toBe(true);
    for (const item of bell.items) {
      expect(['content-details', 'assignment', 'conversation'], item.path).toContain(routeOf(item.path));
      expect(item.actor, item.title).not.toBeNull();
    }
    const basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
    const news = bell.items.find((item) => item.kind === 'content' && !item.read);
    const id = Number(new URLSearchParams(news?.path.split('?')[1]).get('id'));
    const [item] = await t.db.select({ title: contentItems.title, courseId: contentItems.courseId }).from(contentItems).where(eq(contentItems.id, id));
    expect(item).toEqual({ title: news?.title, courseId: basics });
  });

  it('give the instructor an unread message and a read content notification', async () => {
    const bell = await bellOf('instructor');
    expect(bell.items.map((item) => [item.kind, item.read]).sort()).toEqual([
      ['content', true],
      ['message', false],
    ]);
  });

  it('add the video comment ones once the videos exist, without duplicates', async () => {
    const basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
    const student = await userIdByEmail(t.db, DEMO_EMAILS.student);
    const instructor = await userIdByEmail(t.db, DEMO_EMAILS.instructor);
    const videoId = await insertVideo(t.db, basics, 'Warm-up game: tag with a ball', { ownerId: student });
    const [comment] = await t.db
      .insert(contentItems)
      .values({ courseId: basics, type: 'videocomment', title: '', body: '<p>Good start</p>', authorId: instructor, videoId, videoTimeTenths: 200 })
      .returning({ id: contentItems.id });
    const before = await t.db.select({ id: notifications.id }).from(notifications);
    await seedDemoNotifications(t.db);
    await seedDemoNotifications(t.db);
    const added = await t.db.select().from(notifications).where(and(eq(notifications.userId, student), eq(notifications.kind, 'video_comment')));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ path: `/course-${basics}/app/video-push?id=${videoId}&cid=${comment?.id}`, title: 'Warm-up game: tag with a ball', actorUid: instructor });
    expect(await t.db.select({ id: notifications.id }).from(notifications)).toHaveLength(before.length + 1);
  });
});
