// What each user has watched of a video: the merged watched ranges (seconds, bounded in number), the
// resume position and when the video first counted as completed (VIDEO_COMPLETION_SHARE of its length).
// One row per user and video; the video-progress feature writes it, learning paths read completion.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, real, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { videos } from './videos.ts';

/** A watched range [start, end] in seconds, start < end. */
export type WatchedRange = [number, number];

export const videoProgress = pgTable(
  'video_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Merged, sorted, non-overlapping ranges. */
    watchedRanges: jsonb('watched_ranges').$type<WatchedRange[]>().notNull().default([]),
    /** Sum of the ranges' lengths, kept beside them for listing without parsing. */
    watchedSeconds: real('watched_seconds').notNull().default(0),
    /** The length the share was measured against (the processed video's, else the player's). */
    durationSeconds: real('duration_seconds'),
    lastPosition: real('last_position').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.videoId] }),
    index('video_progress_video_id_idx').on(table.videoId),
    check('video_progress_last_position_valid', sql`${table.lastPosition} >= 0`),
    check('video_progress_watched_seconds_valid', sql`${table.watchedSeconds} >= 0`),
  ],
);
