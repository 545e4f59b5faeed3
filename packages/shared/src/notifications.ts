// Notifications (issue 16): the in-app bell, web push and the push settings. The wire schemas the server
// and the web app share; the zod-free kinds, limits, codes and event names are in rules/notifications.ts
// (re-exported here).
//
// Rules:
// - A notification belongs to one user; it is created by the server when an event concerns them (see
//   NOTIFICATION_KINDS), never by a client. Nobody is notified of their own action.
// - `path` is an app path through the spec's push entry for the kind (spec §2 push redirects); the web
//   router turns it into the screen, carrying the rest of the path and the query over:
//   content `/course-5/app/content-push/blog?id=12` (→ content-details/{kind}?id), assignment
//   `/course-5/app/assignment-push/7` (→ assignment/7), video comment `/course-5/app/video-push?id=9&cid=31`
//   (→ video-player?id&cid), message `/course-5/app/send_private_message-push?id=3` (→ conversation?id);
//   conversations without a course use the top-level entry (`/send_private_message-push?id=3`).
// - `title` is the thing's own title as plain text (content title, assignment title, video title, or the
//   conversation's title / the sender's name for a message); the web words the sentence from `kind`,
//   `actor` and `title` in the user's language. Never shown as HTML.
// - Push settings switch push (web push and native) per kind; the bell always lists every kind.
// - Web push payloads are JSON `PushPayload`, encrypted per RFC 8291 (aes128gcm), sent with VAPID.
import { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  PUSH_DEVICE_NAME_MAX,
  PUSH_ENDPOINT_MAX,
} from './rules/notifications.ts';

export * from './rules/notifications.ts';

const id = z.number().int().positive();
const isoDateTime = z.iso.datetime({ offset: true });

export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const NotificationActorSchema = z.object({ uid: id, name: z.string() });
export type NotificationActor = z.infer<typeof NotificationActorSchema>;

export const AppNotificationSchema = z.object({
  id,
  kind: NotificationKindSchema,
  /** The course the event happened in; null for a conversation outside courses. */
  courseId: id.nullable(),
  /** App path that opens the thing (through the kind's push entry). */
  path: z.string(),
  /** The thing's title, plain text (see the rules above). */
  title: z.string(),
  /** Who did it; null when the account is gone. */
  actor: NotificationActorSchema.nullable(),
  created: isoDateTime,
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof AppNotificationSchema>;

/** `GET /notifications?before&limit`: newest first; `before` is the id of the last item already shown. */
export const NotificationListQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const NotificationListSchema = z.object({
  items: z.array(AppNotificationSchema),
  /** Unread notifications of the caller in all (not only this page). */
  unread: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** `POST /notifications/read`: mark these as read, or every one with `all: true`. */
export const NotificationReadInputSchema = z.union([
  z.strictObject({ ids: z.array(id).min(1).max(NOTIFICATIONS_PAGE_MAX) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type NotificationReadInput = z.infer<typeof NotificationReadInputSchema>;

export const NotificationUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type NotificationUnread = z.infer<typeof NotificationUnreadSchema>;

/** Data of the `notification.created` real-time event. */
export const NotificationCreatedEventSchema = z.object({ notification: AppNotificationSchema, unread: z.number().int().nonnegative() });
export type NotificationCreatedEvent = z.infer<typeof NotificationCreatedEventSchema>;

/** `GET|PUT /notification-settings`: push on or off per kind (spec push-notification-settings). Default: all on. */
export const NotificationSettingsSchema = z.strictObject({
  content: z.boolean(),
  assignment: z.boolean(),
  video_comment: z.boolean(),
  message: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** `GET /push/public-key`: the VAPID public key (base64url) the browser subscribes with; null when push is off. */
export const PushPublicKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

/** A browser's PushSubscription (`subscription.toJSON()`). */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.url().max(PUSH_ENDPOINT_MAX),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

/**
 * `POST /register-device` (spec §7 `{deviceName, firebaseToken}`): a native app registers its Firebase
 * token; a browser registers its web push subscription instead (`webPush`), with the UI language its
 * notifications are worded in. Registering the same token or endpoint again updates it (200 either way).
 */
export const RegisterDeviceInputSchema = z.union([
  z.strictObject({ deviceName: z.string().trim().min(1).max(PUSH_DEVICE_NAME_MAX), firebaseToken: z.string().min(1).max(4096) }),
  z.strictObject({
    deviceName: z.string().trim().min(1).max(PUSH_DEVICE_NAME_MAX),
    webPush: WebPushSubscriptionSchema,
    language: z.enum(['de', 'en']),
  }),
]);
export type RegisterDeviceInput = z.infer<typeof RegisterDeviceInputSchema>;

export const RegisteredDeviceSchema = z.object({ id });
export type RegisteredDevice = z.infer<typeof RegisteredDeviceSchema>;

/** `DELETE /unregister-device?firebaseToken=` (spec §7) or `?endpoint=` for a web push subscription; 204, also when unknown. */
export const UnregisterDeviceQuerySchema = z.union([
  z.strictObject({ firebaseToken: z.string().min(1).max(4096) }),
  z.strictObject({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX) }),
]);
export type UnregisterDeviceQuery = z.infer<typeof UnregisterDeviceQuerySchema>;

/** What the service worker receives in a push message (decrypted JSON). */
export const PushPayloadSchema = z.object({
  kind: NotificationKindSchema,
  /** The notification's id (to mark it read when opened) . */
  id,
  path: z.string(),
  title: z.string(),
  actor: z.string().nullable(),
  /** Language to word it in (the one the device registered with). */
  language: z.enum(['de', 'en']),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
