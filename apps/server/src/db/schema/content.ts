// Content of a course (spec §3 "Content"): blog posts, news, documents (cmap), external content, video
// comments and dialogs, with their terms and comments. Bodies are sanitized rich text; ids come from
// identity columns and are never reused.
import { CONTENT_TYPES } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { assignments } from './assignments.ts';
import { courses } from './courses.ts';
import { inList } from './sql-helpers.ts';
import { taxonomyTerms } from './taxonomy.ts';
import { users } from './users.ts';
import { videos } from './videos.ts';

export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CONTENT_TYPES }).notNull(),
    title: text('title').notNull(),
    /** Sanitized rich text. */
    body: text('body').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    /** external_content only: the validated http(s) URL. */
    externalUrl: text('external_url'),
    /** videocomment only: the video and the moment in it, in tenths of a second. */
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    videoTimeTenths: integer('video_time_tenths'),
    /** Set while moderators hide the item after a report: only course staff and the author see it. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // The feed: newest first within a course, optionally by type.
    index('content_items_course_created_idx').on(table.courseId, table.createdAt.desc(), table.id.desc()),
    index('content_items_course_type_created_idx').on(table.courseId, table.type, table.createdAt.desc(), table.id.desc()),
    index('content_items_author_id_idx').on(table.authorId),
    index('content_items_assignment_id_idx').on(table.assignmentId),
    index('content_items_video_id_idx').on(table.videoId, table.videoTimeTenths),
    // The few hidden items of a course, for the feed's NOT IN (content.feed.repository.ts).
    index('content_items_hidden_idx').on(table.courseId).where(sql`${table.moderationHiddenAt} IS NOT NULL`),
    check('content_items_type_valid', inList(table.type, CONTENT_TYPES)),
    check('content_items_video_time_valid', sql`${table.videoTimeTenths} IS NULL OR ${table.videoTimeTenths} >= 0`),
  ],
);

/** Tags / terms of a content item (the `tid[]` filter). */
export const contentTerms = pgTable(
  'content_terms',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.contentId, table.termId] }), index('content_terms_term_id_idx').on(table.termId)],
);

/** Comments on a content item (spec §3 "Content comment"); replies to a video comment are these too. */
export const contentComments = pgTable(
  'content_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sanitized rich text. */
    commentText: text('comment_text').notNull(),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    /** Set while moderators hide the comment after a report: only course staff and the author see it. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('content_comments_content_created_idx').on(table.contentId, table.createdAt, table.id),
    index('content_comments_author_id_idx').on(table.authorId),
  ],
);
