// Notifications (issue 16): the in-app bell's rows, the push devices (browsers with a web push
// subscription, native apps with a Firebase token) and each user's push switches per kind. The VAPID key
// pair of web push lives in app_meta (key `web_push_vapid_keys`) unless the environment sets one.
// A notification's `title` is the thing's own title as plain text, never HTML (shown escaped).
import { NOTIFICATION_KINDS } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

export const PUSH_DEVICE_KINDS = ['web', 'firebase'] as const;
export const PUSH_LANGUAGES = ['de', 'en'] as const;

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The course the event happened in; null for a conversation outside courses. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /** App path through the kind's push entry (spec §2), e.g. `/course-5/app/assignment-push/12`. */
    path: text('path').notNull(),
    /** Plain text. */
    title: text('title').notNull(),
    actorUid: integer('actor_uid').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // The bell: a user's newest first, paged by id.
    index('notifications_user_id_idx').on(table.userId, table.id.desc()),
    // The unread count.
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} IS NULL`),
    // The retention cleanup (read ones only).
    index('notifications_read_at_idx').on(table.readAt).where(sql`${table.readAt} IS NOT NULL`),
  ],
);

export const pushDevices = pgTable(
  'push_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceName: text('device_name').notNull(),
    kind: text('kind', { enum: PUSH_DEVICE_KINDS }).notNull(),
    /** A native app's token (stored for the native shell, issue 19; not sent to yet). */
    firebaseToken: text('firebase_token').unique(),
    /** A browser's web push subscription. */
    endpoint: text('endpoint').unique(),
    p256dh: text('p256dh'),
    auth: text('auth'),
    /** The language the device's notifications are worded in. */
    language: text('language', { enum: PUSH_LANGUAGES }).notNull().default('de'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sends the push service refused for good (other 4xx) since the last success. */
    failureCount: integer('failure_count').notNull().default(0),
  },
  (table) => [
    index('push_devices_user_id_idx').on(table.userId, table.createdAt),
    check(
      'push_devices_kind_fields',
      sql`(${table.kind} = 'web' AND ${table.endpoint} IS NOT NULL AND ${table.p256dh} IS NOT NULL AND ${table.auth} IS NOT NULL AND ${table.firebaseToken} IS NULL)
        OR (${table.kind} = 'firebase' AND ${table.firebaseToken} IS NOT NULL AND ${table.endpoint} IS NULL)`,
    ),
  ],
);

/** Push on or off per user and kind; no row = on (the default). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    push: boolean('push').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
