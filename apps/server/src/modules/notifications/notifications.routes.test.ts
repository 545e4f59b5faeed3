// The notification endpoints on the demo campus, per caller: 401 without a token, 400 for bad input, 404
// for someone else's notification, and the caller's own bell, settings and devices otherwise (a student,
// an instructor and the campus admin alike: nobody reaches another user's rows). Also: the VAPID key is
// generated once and kept, endpoints that are not https on a public host name are refused, a device
// registered again moves to the new user, at most PUSH_DEVICES_PER_USER_MAX per user, sign out everywhere
// drops the web devices, a user removed while registering gets 404 PUSH_PROFILE_NOT_FOUND, and the cleanup
// removes old read notifications only.
import {
  AUTH_PATHS,
  NOTIFICATION_ERROR_CODES,
  NOTIFICATION_UNREAD_EVENT,
  NOTIFICATIONS_RETENTION_DAYS,
  NotificationListSchema,
  NotificationSettingsSchema,
  PUSH_DEVICES_PER_USER_MAX,
  PushPublicKeySchema,
  type Problem,
} from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, jobs, notifications, pushDevices, users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { campusFeatureSource } from '../campus-settings/campus-settings.sources.ts';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';
import { notificationCleanupIdempotencyKey, pruneReadNotifications } from './notifications.cleanup.ts';
import { registerDevice } from './notifications.service.ts';

let t: TestApp;
const WHO = ['student', 'instructor', 'admin'] as const;
type Who = (typeof WHO)[number];
const sessions = {} as Record<Who, SignedIn>;
const uids = {} as Record<Who, number>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of WHO) {
    sessions[who] = await signInAs(t.app, DEMO_EMAILS[who]);
    uids[who] = await userIdByEmail(t.db, DEMO_EMAILS[who]);
  }
  // The demo seed's own notifications are not part of these tests.
  await t.db.delete(notifications);
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, who?: Who, payload?: object) {
  return t.app.inject({ method, url: `/api/rest${url}`, headers: who ? authHeaders(sessions[who]) : {}, ...(payload ? { payload } : {}) });
}

async function seedBell(userId: number, count: number, prefix: string): Promise<number[]> {
  const rows = await t.db
    .insert(notifications)
    .values(Array.from({ length: count }, (_, index) => ({ userId, kind: 'content' as const, courseId: null, path: '/app/campus-dashboard', title: `${prefix} ${index + 1}`, actorUid: null })))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

const subscription = (endpoint: string) => ({ endpoint, keys: { p256dh: 'BOr-p256dh-key', auth: 'auth-secret' } });
const webDevice = (endpoint: string, deviceName = 'Firefox on Linux') => ({ deviceName, language: 'de', webPush: subscription(endpoint) });

describe('every route needs a signed-in user', () => {
  it.each([
    ['GET', '/notifications'],
    ['POST', '/notifications/read'],
    ['GET', '/notification-settings'],
    ['PUT', '/notification-settings'],
    ['GET', '/push/public-key'],
    ['POST', '/register-device'],
    ['DELETE', '/unregister-device?endpoint=https%3A%2F%2Fpush.example.com%2Fx'],
  ] as const)('%s %s is 401 without a token', async (method, url) => {
    const response = await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /notifications', () => {
  it('is 400 for a limit outside 1..50 or a bad cursor', async () => {
    for (const query of ['?limit=0', '?limit=51', '?before=abc', '?before=0']) expect((await call('GET', `/notifications${query}`, 'student')).statusCode, query).toBe(400);
  });

  it('lists only the caller’s own, newest first, paged by id, with the unread count', async () => {
    const ids = await seedBell(uids.student, 5, 'Student item');
    await seedBell(uids.instructor, 2, 'Instructor item');
    const first = NotificationListSchema.parse((await call('GET', '/notifications?limit=3', 'student')).json());
    expect(first.items.map((item) => item.title)).toEqual(['Student item 5', 'Student item 4', 'Student item 3']);
    expect(first).toMatchObject({ unread: 5, hasMore: true });
    const second = NotificationListSchema.parse((await call('GET', `/notifications?limit=3&before=${first.items[2]?.id}`, 'student')).json());
    expect(second.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect(second.hasMore).toBe(false);
    const instructor = NotificationListSchema.parse((await call('GET', '/notifications', 'instructor')).json());
    expect(instructor.items.map((item) => item.title)).toEqual(['Instructor item 2', 'Instructor item 1']);
    const admin = NotificationListSchema.parse((await call('GET', '/notifications', 'admin')).json());
    expect(admin).toEqual({ items: [], unread: 0, hasMore: false });
  });
});

describe('POST /notifications/read', () => {
  it('is 400 without ids or all: true', async () => {
    for (const body of [{}, { ids: [] }, { all: false }, { ids: [1], all: true }, { ids: ['x'] }]) {
      expect((await call('POST', '/notifications/read', 'student', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('is 404 NOTIFICATION_NOT_FOUND for someone else’s notification (and marks nothing)', async () => {
    const [foreign] = await seedBell(uids.instructor, 1, 'Not yours');
    const [own] = await seedBell(uids.student, 1, 'Yours');
    const response = await call('POST', '/notifications/read', 'student', { ids: [own, foreign] });
    expect(response.statusCode).toBe(404);
    expect(response.json<Problem>().code).toBe(NOTIFICATION_ERROR_CODES.notFound);
    const [row] = await t.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, own ?? 0));
    expect(row?.readAt).toBeNull();
  });

  it('marks these ids or all read, answers the new count and tells the caller’s streams', async () => {
    const seen: unknown[] = [];
    const unsubscribe = t.app.realtime.subscribe(uids.student, (event) => {
      if (event.type === NOTIFICATION_UNREAD_EVENT) seen.push(event.data);
    });
    const before = NotificationListSchema.parse((await call('GET', '/notifications', 'student')).json());
    const [newest] = before.items;
    const one = await call('POST', '/notifications/read', 'student', { ids: [newest?.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unread: before.unread - 1 });
    const after = NotificationListSchema.parse((await call('GET', '/notifications', 'student')).json());
    expect(after.items[0]).toMatchObject({ id: newest?.id, read: true });
    const all = await call('POST', '/notifications/read', 'student', { all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect(seen).toEqual([{ unread: before.unread - 1 }, { unread: 0 }]);
    unsubscribe();
    // The instructor's stay unread.
    expect(NotificationListSchema.parse((await call('GET', '/notifications', 'instructor')).json()).unread).toBeGreaterThan(0);
  });
});

describe('GET|PUT /notification-settings', () => {
  it('is all on by default', async () => {
    for (const who of WHO) {
      expect(NotificationSettingsSchema.parse((await call('GET', '/notification-settings', who)).json())).toEqual({ content: true, assignment: true, video_comment: true, message: true });
    }
  });

  it('is 400 for a missing kind, an unknown one or a non-boolean', async () => {
    for (const body of [{ content: false }, { content: true, assignment: true, video_comment: true, message: true, other: true }, { content: 'no', assignment: true, video_comment: true, message: true }]) {
      expect((await call('PUT', '/notification-settings', 'student', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps each user’s own switches', async () => {
    const saved = await call('PUT', '/notification-settings', 'instructor', { content: true, assignment: false, video_comment: true, message: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ content: true, assignment: false, video_comment: true, message: false });
    expect((await call('GET', '/notification-settings', 'instructor')).json()).toEqual({ content: true, assignment: false, video_comment: true, message: false });
    expect((await call('GET', '/notification-settings', 'student')).json()).toEqual({ content: true, assignment: true, video_comment: true, message: true });
    await call('PUT', '/notification-settings', 'instructor', { content: true, assignment: true, video_comment: true, message: true });
    expect((await call('GET', '/notification-settings', 'instructor')).json()).toEqual({ content: true, assignment: true, video_comment: true, message: true });
  });
});

describe('GET /push/public-key', () => {
  it('answers one VAPID public key (a P-256 point), generated once and kept in the database', async () => {
    const keys = await Promise.all(WHO.map(async (who) => PushPublicKeySchema.parse((await call('GET', '/push/public-key', who)).json()).publicKey));
    expect(new Set(keys).size).toBe(1);
    const key = Buffer.from(keys[0] ?? '', 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const [stored] = await t.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'web_push_vapid_keys'));
    expect(stored?.value).toMatchObject({ publicKey: keys[0] });
  });
});

describe('POST /register-device', () => {
  it('is 400 PUSH_ENDPOINT_INVALID for an endpoint that is not https on a public host name', async () => {
    for (const endpoint of [
      'http://push.example.com/a',
      'https://127.0.0.1/a',
      'https://10.0.0.8/a',
      'https://[::1]/a',
      'https://2130706433/a',
      'https://localhost/a',
      'https://push.localhost/a',
      'https://intranet/a',
      'https://user:secret@push.example.com/a',
      'ftp://push.example.com/a',
    ]) {
      const response = await call('POST', '/register-device', 'student', webDevice(endpoint));
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json<Problem>().code, endpoint).toBe(NOTIFICATION_ERROR_CODES.pushEndpointInvalid);
    }
  });

  it('is 400 for a body of neither shape', async () => {
    for (const body of [
      {},
      { deviceName: 'x' },
      { deviceName: '', firebaseToken: 'token' },
      { deviceName: 'x', webPush: subscription('https://push.example.com/a') },
      { deviceName: 'x', webPush: subscription('https://push.example.com/a'), language: 'fr' },
      { deviceName: 'x', firebaseToken: 'token', webPush: subscription('https://push.example.com/a'), language: 'de' },
    ]) {
      expect((await call('POST', '/register-device', 'student', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('stores a firebase token (spec §7) and a web push subscription; again the same device, moved to the caller', async () => {
    const firebase = await call('POST', '/register-device', 'student', { deviceName: 'Pixel', firebaseToken: 'fcm-token-1' });
    expect(firebase.statusCode).toBe(200);
    const again = await call('POST', '/register-device', 'student', { deviceName: 'Pixel 8', firebaseToken: 'fcm-token-1' });
    expect(again.json()).toEqual(firebase.json());

    const endpoint = 'https://push.example.com/shared-browser';
    const first = await call('POST', '/register-device', 'student', webDevice(endpoint));
    expect(first.statusCode).toBe(200);
    // The browser is shared: the instructor signs in on it next and it is theirs now.
    const moved = await call('POST', '/register-device', 'instructor', webDevice(endpoint, 'Shared browser'));
    expect(moved.json()).toEqual(first.json());
    const [row] = await t.db.select().from(pushDevices).where(eq(pushDevices.endpoint, endpoint));
    expect(row).toMatchObject({ userId: uids.instructor, deviceName: 'Shared browser', kind: 'web', language: 'de' });
  });

  it('is 404 PUSH_PROFILE_NOT_FOUND (spec §8) when the caller’s user is removed while the request runs, and stores nothing', async () => {
    // The session check passed; the user row went before the device was stored (a removal cascades to
    // the sessions, so the next request would be 401). The service sees exactly that principal.
    const [gone] = await t.db.insert(users).values({ email: 'removed-while-registering@example.com', displayName: 'Gone' }).returning({ id: users.id });
    if (!gone) throw new Error('no user');
    await t.db.delete(users).where(eq(users.id, gone.id));
    const principal = { userId: gone.id, sessionId: 'gone', isAdmin: false, accountIsAdmin: false, studentMode: false, impersonatorUserId: null };
    const deps = { db: t.db, campusFeatures: campusFeatureSource, now: () => new Date() };
    const web = { deviceName: 'Firefox on Linux', language: 'de' as const, webPush: subscription('https://push.example.com/removed-user') };
    for (const input of [{ deviceName: 'Pixel', firebaseToken: 'fcm-of-a-removed-user' }, web]) {
      await expect(registerDevice(deps, principal, input)).rejects.toMatchObject({ status: 404, code: NOTIFICATION_ERROR_CODES.pushProfileNotFound });
    }
    expect(await t.db.select().from(pushDevices).where(eq(pushDevices.userId, gone.id))).toHaveLength(0);
  });

  it(`keeps at most ${PUSH_DEVICES_PER_USER_MAX} devices per user, dropping the least recently used`, async () => {
    await t.db.delete(pushDevices).where(eq(pushDevices.userId, uids.admin));
    const ids: number[] = [];
    for (let index = 0; index <= PUSH_DEVICES_PER_USER_MAX; index += 1) {
      const response = await call('POST', '/register-device', 'admin', webDevice(`https://push.example.com/admin-${index}`));
      ids.push(response.json<{ id: number }>().id);
    }
    const kept = await t.db.select({ id: pushDevices.id }).from(pushDevices).where(eq(pushDevices.userId, uids.admin));
    expect(kept).toHaveLength(PUSH_DEVICES_PER_USER_MAX);
    expect(kept.map((row) => row.id)).not.toContain(ids[0]);
    expect(kept.map((row) => row.id)).toContain(ids[PUSH_DEVICES_PER_USER_MAX]);
  });
});

describe('DELETE /unregister-device', () => {
  it('is 400 without exactly one of firebaseToken or endpoint', async () => {
    for (const query of ['', '?firebaseToken=', '?endpoint=a&firebaseToken=b', '?other=1']) {
      expect((await call('DELETE', `/unregister-device${query}`, 'student')).statusCode, query).toBe(400);
    }
  });

  it('removes the caller’s own device, leaves another user’s alone, and is 204 for an unknown one', async () => {
    const endpoint = 'https://push.example.com/to-remove';
    await call('POST', '/register-device', 'student', webDevice(endpoint));
    const foreign = await call('DELETE', `/unregister-device?endpoint=${encodeURIComponent(endpoint)}`, 'instructor');
    expect(foreign.statusCode).toBe(204);
    expect(await t.db.select().from(pushDevices).where(eq(pushDevices.endpoint, endpoint))).toHaveLength(1);
    expect((await call('DELETE', `/unregister-device?endpoint=${encodeURIComponent(endpoint)}`, 'student')).statusCode).toBe(204);
    expect(await t.db.select().from(pushDevices).where(eq(pushDevices.endpoint, endpoint))).toHaveLength(0);
    expect((await call('DELETE', '/unregister-device?firebaseToken=unknown-token', 'student')).statusCode).toBe(204);
    expect((await call('DELETE', '/unregister-device?firebaseToken=fcm-token-1', 'student')).statusCode).toBe(204);
    expect(await t.db.select().from(pushDevices).where(eq(pushDevices.firebaseToken, 'fcm-token-1'))).toHaveLength(0);
  });
});

describe('sign out everywhere', () => {
  it('drops the user’s web push devices (their browsers get no more pushes) and keeps native tokens', async () => {
    await call('POST', '/register-device', 'student', webDevice('https://push.example.com/everywhere'));
    await call('POST', '/register-device', 'student', { deviceName: 'Phone', firebaseToken: 'fcm-everywhere' });
    const response = await call('POST', AUTH_PATHS.revokeSessions, 'student', { include_current: true });
    expect(response.statusCode).toBe(200);
    const left = await t.db.select({ kind: pushDevices.kind }).from(pushDevices).where(eq(pushDevices.userId, uids.student));
    expect(left).toEqual([{ kind: 'firebase' }]);
  });
});

describe('the cleanup', () => {
  it(`removes notifications read more than ${NOTIFICATIONS_RETENTION_DAYS} days ago, never unread ones`, async () => {
    const now = new Date();
    const longAgo = new Date(now.getTime() - (NOTIFICATIONS_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
    const rows = await t.db
      .insert(notifications)
      .values([
        { userId: uids.admin, kind: 'message', courseId: null, path: '/send_private_message-push?id=1', title: 'old read', actorUid: null, createdAt: longAgo, readAt: longAgo },
        { userId: uids.admin, kind: 'message', courseId: null, path: '/send_private_message-push?id=1', title: 'old unread', actorUid: null, createdAt: longAgo },
        { userId: uids.admin, kind: 'message', courseId: null, path: '/send_private_message-push?id=1', title: 'recent read', actorUid: null, readAt: now },
      ])
      .returning({ id: notifications.id, title: notifications.title });
    expect(await pruneReadNotifications(t.db, now)).toBe(1);
    const left = await t.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, uids.admin));
    expect(left.map((row) => row.title).sort()).toEqual(['old unread', 'recent read']);
    expect(rows).toHaveLength(3);
  });

  it('runs as the daily job and schedules the next run', async () => {
    await enqueueJob(t.db, { type: 'notifications.cleanup', payload: {} });
    const result = await t.app.jobRunner.runNextJob();
    expect(result).toMatchObject({ type: 'notifications.cleanup', outcome: 'succeeded' });
    const next = await t.db
      .select({ key: jobs.idempotencyKey })
      .from(jobs)
      .where(and(eq(jobs.type, 'notifications.cleanup'), eq(jobs.status, 'queued')));
    expect(next.map((row) => row.key)).toContain(notificationCleanupIdempotencyKey(new Date(Date.now() + 24 * 60 * 60 * 1000)));
  });
});
