// Dialogs (issue 13): threaded discussions. A course dialog has a course; an ad-hoc dialog has none and is
// seen by its participants (dialog_participants) and the campus's dialog managers. Replies nest one level
// (parent_reply_id). Bodies are sanitized rich text; a deleted reply keeps its row so its answers stay.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { domains } from './domains.ts';
import { users } from './users.ts';

export const dialogs = pgTable(
  'dialogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The campus: ad-hoc dialogs are scoped to it, course dialogs repeat their course's. */
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** Null for an ad-hoc dialog. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized rich text. */
    body: text('body').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    pinned: boolean('pinned').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Creation or the newest reply: the list's order after pinned. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dialogs_course_activity_idx').on(table.courseId, table.pinned, table.lastActivityAt),
    index('dialogs_domain_adhoc_idx').on(table.domainId, table.lastActivityAt).where(sql`${table.courseId} IS NULL`),
    index('dialogs_author_id_idx').on(table.authorId),
  ],
);

/** Who sees an ad-hoc dialog (its author included). */
export const dialogParticipants = pgTable(
  'dialog_participants',
  {
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.dialogId, table.userId] }), index('dialog_participants_user_id_idx').on(table.userId)],
);

export const dialogReplies = pgTable(
  'dialog_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    /** The reply this one answers; only top-level replies are answered (one level of nesting). */
    parentReplyId: integer('parent_reply_id').references((): AnyPgColumn => dialogReplies.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sanitized rich text; emptied when deleted. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('dialog_replies_dialog_created_idx').on(table.dialogId, table.createdAt, table.id),
    index('dialog_replies_parent_idx').on(table.parentReplyId),
    index('dialog_replies_author_id_idx').on(table.authorId),
    check('dialog_replies_not_own_parent', sql`${table.parentReplyId} IS NULL OR ${table.parentReplyId} <> ${table.id}`),
  ],
);
