// Notification rules (issue 16; contract in @campus/shared notifications.ts): the bell (list, mark read),
// push settings per kind, push devices (register, unregister), and notify(), which every event goes
// through: one row per user (never the actor), a real-time `notification.created` with the new unread
// count, and a push job per web push device of users whose push for the kind is on.
import {
  NOTIFICATION_CREATED_EVENT,
  NOTIFICATION_ERROR_CODES,
  NOTIFICATION_KINDS,
  NOTIFICATION_UNREAD_EVENT,
  PUSH_DEVICES_PER_USER_MAX,
  type NotificationCreatedEvent,
  type NotificationKind,
  type NotificationList,
  type NotificationReadInput,
  type NotificationSettings,
  type NotificationUnread,
  type PushPublicKey,
  type RegisterDeviceInput,
  type RegisteredDevice,
  type UnregisterDeviceQuery,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RealtimeHub, RealtimePublication } from '../../realtime/hub.ts';
import type { CampusFeatureSource } from '../campus-settings/campus-settings.sources.ts';
import { isAcceptableEndpoint } from './notifications.policy.ts';
import { presentNotification } from './notifications.presenter.ts';
import { NOTIFICATION_PUSH_JOB, PUSH_SEND_MAX_ATTEMPTS, type PushTestingOptions, type VapidKeyStore } from './notifications.push.ts';
import * as repository from './notifications.repository.ts';

export interface NotificationDeps {
  db: Database;
  hub: RealtimeHub;
  vapid: VapidKeyStore;
  /** The campus switch `push_notifications` (campus settings): off → registering a device is 403 CAMPUS_FEATURE_DISABLED. */
  campusFeatures: Pick<CampusFeatureSource, 'requireEnabledForUser'>;
  /** TEST ONLY (a test's buildApp): accept 127.0.0.1 endpoints. */
  testing?: PushTestingOptions | undefined;
  now: () => Date;
}

// ---- the bell ----

export async function listNotifications(deps: NotificationDeps, principal: Principal, query: { before?: number | undefined; limit: number }): Promise<NotificationList> {
  const rows = await repository.listNotifications(deps.db, principal.userId, query.before, query.limit);
  const counts = await repository.unreadCounts(deps.db, [principal.userId]);
  return {
    items: rows.slice(0, query.limit).map(presentNotification),
    unread: counts.get(principal.userId) ?? 0,
    hasMore: rows.length > query.limit,
  };
}

/** Marks notifications read (404 when one is not the caller's) and tells the caller's streams the new count. */
export async function markNotificationsRead(deps: NotificationDeps, principal: Principal, input: NotificationReadInput): Promise<NotificationUnread> {
  const ids = 'ids' in input ? [...new Set(input.ids)] : undefined;
  if (ids !== undefined && (await repository.countOwned(deps.db, principal.userId, ids)) !== ids.length) {
    throw notFound('No such notification.', NOTIFICATION_ERROR_CODES.notFound);
  }
  await repository.markRead(deps.db, principal.userId, ids, deps.now());
  const unread = (await repository.unreadCounts(deps.db, [principal.userId])).get(principal.userId) ?? 0;
  await deps.hub.publish([principal.userId], { type: NOTIFICATION_UNREAD_EVENT, data: { unread } satisfies NotificationUnread });
  return { unread };
}

// ---- settings ----

export async function getNotificationSettings(deps: NotificationDeps, principal: Principal): Promise<NotificationSettings> {
  const off = new Set(await repository.pushOffKinds(deps.db, principal.userId));
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !off.has(kind)])) as NotificationSettings;
}

export async function saveNotificationSettings(deps: NotificationDeps, principal: Principal, input: NotificationSettings): Promise<NotificationSettings> {
  await repository.saveSettings(deps.db, principal.userId, input);
  return getNotificationSettings(deps, principal);
}

// ---- devices ----

export async function pushPublicKey(deps: NotificationDeps): Promise<PushPublicKey> {
  return { publicKey: (await deps.vapid.get()).publicKey };
}

/** What registering a device needs (no hub, no keys). */
export type RegisterDeviceDeps = Pick<NotificationDeps, 'db' | 'campusFeatures' | 'testing' | 'now'>;

/** 404 PUSH_PROFILE_NOT_FOUND (spec §8): the caller's user row is gone. */
function profileNotFound(): AppError {
  return notFound('Profile not found! Cannot register device.', NOTIFICATION_ERROR_CODES.pushProfileNotFound);
}

export async function registerDevice(deps: RegisterDeviceDeps, principal: Principal, input: RegisterDeviceInput): Promise<RegisteredDevice> {
  await deps.campusFeatures.requireEnabledForUser(deps.db, principal.userId, 'push_notifications');
  if ('firebaseToken' in input) {
    // Stored for the native shell (issue 19); nothing sends to Firebase yet.
    const id = await repository.upsertDevice(
      deps.db,
      principal.userId,
      { kind: 'firebase', deviceName: input.deviceName, firebaseToken: input.firebaseToken },
      PUSH_DEVICES_PER_USER_MAX,
      deps.now(),
    );
    if (id === undefined) throw profileNotFound();
    return { id };
  }
  if (!isAcceptableEndpoint(input.webPush.endpoint, deps.testing ?? {})) {
    const message = 'The push endpoint must be an https address on a public host name.';
    throw new AppError(400, NOTIFICATION_ERROR_CODES.pushEndpointInvalid, message, { errors: [{ path: 'webPush.endpoint', message }] });
  }
  const id = await repository.upsertDevice(
    deps.db,
    principal.userId,
    {
      kind: 'web',
      deviceName: input.deviceName,
      endpoint: input.webPush.endpoint,
      p256dh: input.webPush.keys.p256dh,
      auth: input.webPush.keys.auth,
      language: input.language,
    },
    PUSH_DEVICES_PER_USER_MAX,
    deps.now(),
  );
  if (id === undefined) throw profileNotFound();
  return { id };
}

export async function unregisterDevice(deps: NotificationDeps, principal: Principal, query: UnregisterDeviceQuery): Promise<void> {
  await repository.deleteOwnDevice(deps.db, principal.userId, query);
}

/** Removes the user's web push devices (sign out everywhere, spec §4 logout step 1 for every browser). */
export async function removeWebDevicesOf(db: Database, userId: number): Promise<number> {
  return repository.deleteWebDevicesOf(db, userId);
}

// ---- notify ----

export interface NotifyInput {
  userIds: readonly number[];
  kind: NotificationKind;
  courseId: number | null;
  path: string;
  /** Plain text (the thing's own title). */
  title: string;
  actorUid: number | null;
}

export type NotifyDeps = Pick<NotificationDeps, 'db' | 'hub'>;

/**
 * Creates the notifications of one event: a row per user (the actor never), `notification.created` to
 * each with their unread count, and a push job per web push device whose user has push on for the kind.
 * Returns the new notification ids.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput): Promise<number[]> {
  const userIds = [...new Set(input.userIds)].filter((uid) => uid !== input.actorUid);
  if (userIds.length === 0) return [];
  const created = await repository.insertNotifications(
    deps.db,
    userIds.map((userId) => ({ userId, kind: input.kind, courseId: input.courseId, path: input.path, title: input.title, actorUid: input.actorUid })),
  );
  const [actorName, counts] = await Promise.all([repository.actorName(deps.db, input.actorUid), repository.unreadCounts(deps.db, userIds)]);
  const actor = input.actorUid !== null && actorName !== null ? { uid: input.actorUid, name: actorName } : null;
  const publications: RealtimePublication[] = created.map((row) => ({
    userIds: [row.userId],
    event: {
      type: NOTIFICATION_CREATED_EVENT,
      data: {
        notification: {
          id: row.id,
          kind: input.kind,
          courseId: input.courseId,
          path: input.path,
          title: input.title,
          actor,
          created: row.createdAt.toISOString(),
          read: false,
        },
        unread: counts.get(row.userId) ?? 1,
      } satisfies NotificationCreatedEvent,
    },
  }));
  await deps.hub.publishAll(publications);
  const notificationOf = new Map(created.map((row) => [row.userId, row.id]));
  const devices = await repository.webDevicesFor(deps.db, userIds, input.kind);
  for (const device of devices) {
    const notificationId = notificationOf.get(device.userId);
    if (notificationId === undefined) continue;
    await enqueueJob(deps.db, {
      type: NOTIFICATION_PUSH_JOB,
      payload: { notificationId, deviceId: device.id },
      idempotencyKey: `${NOTIFICATION_PUSH_JOB}:${notificationId}:${device.id}`,
      maxAttempts: PUSH_SEND_MAX_ATTEMPTS,
    });
  }
  return created.map((row) => row.id);
}
