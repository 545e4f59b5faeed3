// Videos of a course (spec §3 "Video"): the uploaded original, the web-playable rendition and the poster
// made by the processing jobs, who may see it, its topics, split-screen pairings and the tus uploads
// that become videos. Files live in the file store under the `*_key` columns, never as disk paths.
import { VIDEO_SOURCES, VIDEO_STATUSES, VIDEO_VISIBILITIES } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { assignments } from './assignments.ts';
import { courses } from './courses.ts';
import { inList } from './sql-helpers.ts';
import { taxonomyTerms } from './taxonomy.ts';
import { users } from './users.ts';

export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    visibility: text('visibility', { enum: VIDEO_VISIBILITIES }).notNull().default('course'),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('processing'),
    /** How it was made: a file upload, or a live recording from the browser's camera (issue 18). */
    source: text('source', { enum: VIDEO_SOURCES }).notNull().default('upload'),
    /** Why processing failed, for staff; null unless status is failed. */
    failureReason: text('failure_reason'),
    /** The uploaded original, as received. */
    sourceKey: text('source_key').notNull().unique(),
    sourceFileName: text('source_file_name').notNull(),
    sourceContentType: text('source_content_type').notNull(),
    sourceSize: bigint('source_size', { mode: 'number' }).notNull(),
    /** H.264/AAC MP4 for playback; null until processed. */
    playbackKey: text('playback_key'),
    playbackSize: bigint('playback_size', { mode: 'number' }),
    /** JPEG poster 1280x720 at time 0; null until processed. */
    posterKey: text('poster_key'),
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** Set while moderators hide the video after a report: only course staff and the owner see it. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('videos_course_id_created_at_idx').on(table.courseId, table.createdAt, table.id),
    index('videos_owner_id_idx').on(table.ownerId),
    index('videos_assignment_id_idx').on(table.assignmentId),
    check('videos_visibility_valid', inList(table.visibility, VIDEO_VISIBILITIES)),
    check('videos_status_valid', inList(table.status, VIDEO_STATUSES)),
    check('videos_source_valid', inList(table.source, VIDEO_SOURCES)),
    check('videos_source_size_valid', sql`${table.sourceSize} >= 0`),
  ],
);

/** Users a video with visibility 'selected' is shared with (spec §3 userIds). */
export const videoUsers = pgTable(
  'video_users',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.userId] }), index('video_users_user_id_idx').on(table.userId)],
);

/** Video topics: taxonomy terms of vocabulary 18 (spec §7). */
export const videoTopics = pgTable(
  'video_topics',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.termId] }), index('video_topics_term_id_idx').on(table.termId)],
);

/** Two videos shown side by side (spec §7 POST /videos/add-splitscreen). */
export const videoSplitscreens = pgTable(
  'video_splitscreens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mainVideoId: integer('main_video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    selectedVideoId: integer('selected_video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Seconds the selected video runs ahead (+) or behind (−) the main one. */
    offsetSeconds: real('offset_seconds').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('video_splitscreens_main_video_id_idx').on(table.mainVideoId),
    index('video_splitscreens_selected_video_id_idx').on(table.selectedVideoId),
  ],
);

/**
 * A tus upload in progress (spec §3 "Upload"): who started it, into which course and assignment, with
 * which title and topics. The bytes are in the tus store under `uploadId`; `videoId` is set once the
 * finished upload has become a video, which makes finishing idempotent.
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    uploadId: text('upload_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Client metadata as sent (timestamp, topics, file name); never trusted for access decisions. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    size: bigint('size', { mode: 'number' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('video_uploads_user_id_idx').on(table.userId)],
);
