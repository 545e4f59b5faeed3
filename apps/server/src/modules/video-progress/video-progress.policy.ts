// The progress rules applied to a stored row (pure): merging a report into it and what the caller sees.
// The range rules themselves are shared with the player (@campus/shared watched-ranges).
import {
  isVideoCompleted,
  mergeWatchedRanges,
  watchedSeconds,
  watchedShare,
  type VideoProgress,
  type VideoProgressInput,
} from '@campus/shared';
import type { VideoProgressRow } from './video-progress.repository.ts';

export const EMPTY_PROGRESS: VideoProgressRow = { watchedRanges: [], watchedSeconds: 0, durationSeconds: null, lastPosition: 0, completedAt: null };

/**
 * A report merged into the stored progress. The length is the processed video's when known, else the
 * player's; completion, once reached, stays (completedAt keeps the first moment).
 */
export function applyProgressReport(
  current: VideoProgressRow | undefined,
  report: VideoProgressInput,
  videoDuration: number | null,
  completionPercent: number,
  now: Date,
): VideoProgressRow {
  const base = current ?? EMPTY_PROGRESS;
  const duration = videoDuration ?? report.duration ?? base.durationSeconds;
  const ranges = mergeWatchedRanges([...base.watchedRanges, ...report.ranges], duration ?? undefined);
  const position = duration === null ? report.position : Math.min(report.position, duration);
  const completedAt = base.completedAt ?? (isVideoCompleted(ranges, duration, completionPercent) ? now : null);
  return { watchedRanges: ranges, watchedSeconds: watchedSeconds(ranges), durationSeconds: duration, lastPosition: position, completedAt };
}

export function presentProgress(videoId: number, row: VideoProgressRow | undefined, completionPercent: number): VideoProgress {
  const progress = row ?? EMPTY_PROGRESS;
  return {
    videoId,
    position: progress.lastPosition,
    ranges: progress.watchedRanges.map(([start, end]) => [start, end]),
    watchedSeconds: progress.watchedSeconds,
    duration: progress.durationSeconds,
    percent: Math.floor(watchedShare(progress.watchedRanges, progress.durationSeconds) * 100 + 1e-6),
    completed: progress.completedAt !== null,
    completionPercent,
  };
}
