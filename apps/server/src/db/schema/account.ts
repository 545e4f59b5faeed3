// The own account's picture (settings, issue 16): the re-encoded image in the file store, served under an
// unguessable name that changes with every upload (so caches may keep each one forever).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const userPictures = pgTable('user_pictures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 128 random bits, base64url: the served name. */
  publicId: text('public_id').notNull().unique(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
