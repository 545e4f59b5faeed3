// Queries of the notifications feature: the bell's rows, unread counts, push settings and devices, and
// who an event concerns (course members, a video's owner).
import type { NotificationKind } from '@campus/shared';
import { and, desc, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appMeta, courseMembers, notificationSettings, notifications, pushDevices, users, videos } from '../../db/schema/index.ts';

export interface NotificationRow {
  id: number;
  userId: number;
  kind: NotificationKind;
  courseId: number | null;
  path: string;
  title: string;
  actorUid: number | null;
  actorName: string | null;
  createdAt: Date;
  readAt: Date | null;
}

const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  courseId: notifications.courseId,
  path: notifications.path,
  title: notifications.title,
  actorUid: notifications.actorUid,
  actorName: users.displayName,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

/** The user's notifications, newest first, below `before` (an id); one more than `limit` tells hasMore. */
export async function listNotifications(db: Database, userId: number, before: number | undefined, limit: number): Promise<NotificationRow[]> {
  return db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorUid))
    .where(and(eq(notifications.userId, userId), before === undefined ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
}

export async function findNotification(db: Database, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select(notificationColumns).from(notifications).leftJoin(users, eq(users.id, notifications.actorUid)).where(eq(notifications.id, id));
  return row;
}

/** Unread notifications per user (users without any are left out). */
export async function unreadCounts(db: Database, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.count)]));
}

/** How many of these ids belong to the user. */
export async function countOwned(db: Database, userId: number, ids: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])));
  return Number(row?.count ?? 0);
}

/** Marks the user's notifications read (these ids, or all with undefined). */
export async function markRead(db: Database, userId: number, ids: readonly number[] | undefined, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === undefined ? undefined : inArray(notifications.id, [...ids])));
}

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  courseId: number | null;
  path: string;
  title: string;
  actorUid: number | null;
  createdAt?: Date;
  readAt?: Date | null;
}

export async function insertNotifications(db: Database, rows: readonly NewNotification[]): Promise<{ id: number; userId: number; createdAt: Date }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values([...rows])
    .returning({ id: notifications.id, userId: notifications.userId, createdAt: notifications.createdAt });
}

/** Deletes read notifications read before `cutoff`, at most `batch`; returns how many. */
export async function deleteReadBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    DELETE FROM ${notifications} WHERE ${notifications.id} IN (
      SELECT ${notifications.id} FROM ${notifications}
       WHERE ${notifications.readAt} IS NOT NULL AND ${notifications.readAt} < ${cutoff.toISOString()}::timestamptz
       LIMIT ${batch})
    RETURNING id`);
  return result.rows.length;
}

export async function actorName(db: Database, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

// ---- settings ----

/** The kinds the user switched push off for. */
export async function pushOffKinds(db: Database, userId: number): Promise<NotificationKind[]> {
  const rows = await db
    .select({ kind: notificationSettings.kind })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.push, false)));
  return rows.map((row) => row.kind);
}

export async function saveSettings(db: Database, userId: number, settings: Readonly<Record<NotificationKind, boolean>>): Promise<void> {
  const values = (Object.entries(settings) as [NotificationKind, boolean][]).map(([kind, push]) => ({ userId, kind, push }));
  await db
    .insert(notificationSettings)
    .values(values)
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.kind], set: { push: sql`excluded.push` } });
}

// ---- devices ----

export interface PushDeviceRow {
  id: number;
  userId: number;
  kind: 'web' | 'firebase';
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  language: 'de' | 'en';
}

const deviceColumns = {
  id: pushDevices.id,
  userId: pushDevices.userId,
  kind: pushDevices.kind,
  endpoint: pushDevices.endpoint,
  p256dh: pushDevices.p256dh,
  auth: pushDevices.auth,
  language: pushDevices.language,
};

/** Web push devices of these users whose push for `kind` is on (no settings row, or push true). */
export async function webDevicesFor(db: Database, userIds: readonly number[], kind: NotificationKind): Promise<PushDeviceRow[]> {
  if (userIds.length === 0) return [];
  const off = db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.kind, kind), eq(notificationSettings.push, false)));
  return db
    .select(deviceColumns)
    .from(pushDevices)
    .where(and(inArray(pushDevices.userId, [...userIds]), eq(pushDevices.kind, 'web'), notInArray(pushDevices.userId, off)));
}

export async function findDevice(db: Database, id: number): Promise<PushDeviceRow | undefined> {
  const [row] = await db.select(deviceColumns).from(pushDevices).where(eq(pushDevices.id, id));
  return row;
}

export type DeviceRegistration =
  | { kind: 'web'; deviceName: string; endpoint: string; p256dh: string; auth: string; language: 'de' | 'en' }
  | { kind: 'firebase'; deviceName: string; firebaseToken: string };

/**
 * Stores the device for the user; the same endpoint or token registered before (by anyone) is updated
 * and moves to this user. Then drops the user's oldest devices beyond `max`. Returns the device id.
 */
/**
 * Registers the device for the user; undefined when the user's row is gone (removed while the request ran:
 * the row is locked against removal until the device is stored).
 */
export async function upsertDevice(db: Database, userId: number, device: DeviceRegistration, max: number, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
    if (!owner) return undefined;
    const common = { userId, deviceName: device.deviceName, lastUsedAt: now, failureCount: 0 };
    const [row] =
      device.kind === 'web'
        ? await tx
            .insert(pushDevices)
            .values({ ...common, kind: 'web', endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, language: device.language, createdAt: now })
            .onConflictDoUpdate({
              target: pushDevices.endpoint,
              set: { ...common, p256dh: device.p256dh, auth: device.auth, language: device.language },
            })
            .returning({ id: pushDevices.id })
        : await tx
            .insert(pushDevices)
            .values({ ...common, kind: 'firebase', firebaseToken: device.firebaseToken, createdAt: now })
            .onConflictDoUpdate({ target: pushDevices.firebaseToken, set: common })
            .returning({ id: pushDevices.id });
    if (!row) throw new Error('upsertDevice: nothing returned');
    const keep = tx
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(desc(pushDevices.lastUsedAt), desc(pushDevices.id))
      .limit(max);
    await tx.delete(pushDevices).where(and(eq(pushDevices.userId, userId), notInArray(pushDevices.id, keep)));
    return row.id;
  });
}

/** Removes the user's device with this endpoint or token (nothing when it is someone else's or unknown). */
export async function deleteOwnDevice(db: Database, userId: number, match: { endpoint: string } | { firebaseToken: string }): Promise<void> {
  const condition = 'endpoint' in match ? eq(pushDevices.endpoint, match.endpoint) : eq(pushDevices.firebaseToken, match.firebaseToken);
  await db.delete(pushDevices).where(and(eq(pushDevices.userId, userId), condition));
}

/** Removes every web push device of the user (sign out everywhere). */
export async function deleteWebDevicesOf(db: Database, userId: number): Promise<number> {
  const rows = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), eq(pushDevices.kind, 'web')))
    .returning({ id: pushDevices.id });
  return rows.length;
}

export async function deleteDevice(db: Database, id: number): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

export async function markDeviceUsed(db: Database, id: number, at: Date): Promise<void> {
  await db.update(pushDevices).set({ lastUsedAt: at, failureCount: 0 }).where(eq(pushDevices.id, id));
}

/** Counts a refused send; returns the new count. */
export async function countDeviceFailure(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(pushDevices)
    .set({ failureCount: sql`${pushDevices.failureCount} + 1` })
    .where(eq(pushDevices.id, id))
    .returning({ failures: pushDevices.failureCount });
  return row?.failures ?? 0;
}

// ---- who an event concerns ----

/** Every member of the course (any role). */
export async function courseMemberIds(db: Database, courseId: number): Promise<number[]> {
  const rows = await db.select({ userId: courseMembers.userId }).from(courseMembers).where(eq(courseMembers.courseId, courseId));
  return rows.map((row) => row.userId);
}

/** A video's owner and title; undefined when the video is gone or has no owner. */
export async function videoOwner(db: Database, videoId: number): Promise<{ ownerId: number; title: string; courseId: number } | undefined> {
  const [row] = await db
    .select({ ownerId: videos.ownerId, title: videos.title, courseId: videos.courseId })
    .from(videos)
    .where(and(eq(videos.id, videoId), isNotNull(videos.ownerId)));
  if (!row || row.ownerId === null) return undefined;
  return { ownerId: row.ownerId, title: row.title, courseId: row.courseId };
}

// ---- VAPID keys ----

export async function readMeta<T>(db: Database, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value as T | undefined;
}

/** Stores the value unless the key exists; returns what is stored (ours or the first writer's). */
export async function storeMetaOnce<T>(db: Database, key: string, value: T): Promise<T> {
  await db.insert(appMeta).values({ key, value }).onConflictDoNothing({ target: appMeta.key });
  const stored = await readMeta<T>(db, key);
  if (stored === undefined) throw new Error(`app_meta ${key} vanished`);
  return stored;
}
