// Conversations (issue 13): one-to-one and group threads of plain-text messages with attachments, and
// each participant's read marker. A one-to-one conversation carries `direct_key` (both user ids, and the
// course if it has one), unique, so two people asking at once still end up in one conversation.
// Attachment bytes live in the file store under `storage_key`; an upload is bound to a message when
// that message is sent (message_id set), unbound ones are removed after a day.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The course the conversation belongs to; null for one across courses. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** Plain text; null for an untitled conversation. */
    title: text('title'),
    /** `<low uid>:<high uid>[@<course id>]` of a one-to-one conversation; null for a group. */
    directKey: text('direct_key').unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** Last activity (creation or the newest message): the list is ordered by it. */
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversations_updated_idx').on(table.updated, table.id), index('conversations_course_id_idx').on(table.courseId)],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Newest message the participant has read; null for none. Moves forward only. */
    lastReadMessageId: integer('last_read_message_id'),
    joined: timestamp('joined', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    // "My conversations": from the user to their conversations, then ordered by conversations.updated.
    index('conversation_participants_user_idx').on(table.userId, table.conversationId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, trimmed; '' once deleted (or when only attachments were sent). */
    text: text('text').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    edited: timestamp('edited', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    /** Set when the course staff hid the message after a report: others see it as hidden, its author still sees it. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
  },
  // Paging backwards: WHERE conversation_id = ? AND id < ? ORDER BY id DESC.
  (table) => [index('messages_conversation_id_idx').on(table.conversationId, table.id)],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null until the message it was uploaded for is sent. */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_attachments_message_id_idx').on(table.messageId),
    index('message_attachments_unbound_idx').on(table.created).where(sql`${table.messageId} IS NULL`),
    check('message_attachments_size_valid', sql`${table.size} >= 0`),
  ],
);
