// App feedback (spec §2 feedback modal, §7 POST /app-feedback): one row per sent feedback, kept per
// campus for its staff to read and export. The user link is dropped with the account, the feedback stays.
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_RATING_MAX } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { domains } from './domains.ts';
import { users } from './users.ts';

export const appFeedback = pgTable(
  'app_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    /** Plain text, shown escaped. */
    message: text('message').notNull(),
    appVersion: text('app_version'),
    platform: text('platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('app_feedback_domain_created_idx').on(table.domainId, table.createdAt),
    check('app_feedback_rating_valid', sql`${table.rating} BETWEEN 1 AND ${sql.raw(String(FEEDBACK_RATING_MAX))}`),
    check('app_feedback_message_length', sql`char_length(${table.message}) <= ${sql.raw(String(FEEDBACK_MESSAGE_MAX_LENGTH))}`),
  ],
);
