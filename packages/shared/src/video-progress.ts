// Video progress on the wire (issue 14): what the player reports (PUT /videos/{id}/progress) and reads
// back (GET /videos/{id}/progress): the caller's watched ranges, resume position and completion. The
// pure range rules are zod-free in rules/watched-ranges.ts, re-exported here.
import { z } from 'zod';
import { WATCHED_RANGES_MAX, WATCHED_SECONDS_MAX } from './rules/watched-ranges.ts';

export * from './rules/watched-ranges.ts';

const seconds = z.number().min(0).max(WATCHED_SECONDS_MAX);

export const WatchedRangeSchema = z
  .tuple([seconds, seconds])
  .refine(([start, end]) => end >= start, { message: 'A range ends after it starts.' });

export const VideoProgressInputSchema = z.object({
  /** Ranges watched since the last report (the server merges them with the stored ones). */
  ranges: z.array(WatchedRangeSchema).max(WATCHED_RANGES_MAX),
  /** Where the player is now (resume position). */
  position: seconds,
  /** The player's idea of the length; used only while the server does not know it. */
  duration: z.number().positive().max(WATCHED_SECONDS_MAX).optional(),
});
export type VideoProgressInput = z.infer<typeof VideoProgressInputSchema>;

export const VideoProgressSchema = z.object({
  videoId: z.number().int().positive(),
  position: z.number().min(0),
  ranges: z.array(z.tuple([z.number(), z.number()])),
  watchedSeconds: z.number().min(0),
  duration: z.number().positive().nullable(),
  /** Watched share in whole percent (0..100). */
  percent: z.number().int().min(0).max(100),
  completed: z.boolean(),
  /** The share (percent) at which a video counts as completed on this campus. */
  completionPercent: z.number().int().min(1).max(100),
});
export type VideoProgress = z.infer<typeof VideoProgressSchema>;
