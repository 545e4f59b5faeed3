// Watched ranges of a video (issue 14 "Video progress"), zod-free so the player can use them too.
// A range is [start, end] in seconds. Ranges are kept merged (sorted, no overlaps, gaps up to
// WATCHED_RANGE_JOIN_SECONDS closed, because the player reports time in steps of about 0.25 s) and
// bounded in number: past WATCHED_RANGES_MAX the shortest ranges are dropped, which can only make the
// watched share smaller, never larger.

export type WatchedRange = readonly [number, number];

export const WATCHED_RANGES_MAX = 64;
export const WATCHED_RANGE_JOIN_SECONDS = 0.5;
/** Longest video the ranges describe (24 h); anything past it is cut. */
export const WATCHED_SECONDS_MAX = 24 * 60 * 60;
/** Default share of a video to watch before it counts as completed (VIDEO_COMPLETION_PERCENT). */
export const VIDEO_COMPLETION_PERCENT_DEFAULT = 90;

/** Sorts, clips to [0, limit], drops empty ranges and merges overlapping or nearly touching ones. */
export function mergeWatchedRanges(ranges: readonly WatchedRange[], limit: number = WATCHED_SECONDS_MAX): [number, number][] {
  const clipped = ranges
    .map(([start, end]): [number, number] => [Math.max(0, Math.min(start, limit)), Math.max(0, Math.min(end, limit))])
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of clipped) {
    const last = merged.at(-1);
    if (last && start <= last[1] + WATCHED_RANGE_JOIN_SECONDS) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  if (merged.length <= WATCHED_RANGES_MAX) return merged;
  const kept = new Set([...merged].sort((a, b) => b[1] - b[0] - (a[1] - a[0])).slice(0, WATCHED_RANGES_MAX));
  return merged.filter((range) => kept.has(range));
}

/** Seconds covered by merged ranges. */
export function watchedSeconds(ranges: readonly WatchedRange[]): number {
  return ranges.reduce((sum, [start, end]) => sum + (end - start), 0);
}

/** The watched share 0..1 of a video of `duration` seconds; 0 while the length is unknown. */
export function watchedShare(ranges: readonly WatchedRange[], duration: number | null): number {
  if (duration === null || !(duration > 0)) return 0;
  return Math.min(1, watchedSeconds(mergeWatchedRanges(ranges, duration)) / duration);
}

/** A video counts as completed once `percent` % of it was watched (default 90 %). */
export function isVideoCompleted(ranges: readonly WatchedRange[], duration: number | null, percent: number = VIDEO_COMPLETION_PERCENT_DEFAULT): boolean {
  if (duration === null || !(duration > 0)) return false;
  // A small tolerance: 0.9 of 10 s watched as 8.999 s (floating point, last timeupdate) still counts.
  return watchedShare(ranges, duration) * 100 >= percent - 1e-6;
}

/**
 * Where the player resumes: the stored position, unless the video was watched to its end (within the
 * last second, or the last 5 % of a short video), where it starts again from 0.
 */
export function resumePosition(position: number, duration: number | null): number {
  if (!(position > 0)) return 0;
  if (duration !== null && duration > 0 && position >= duration - Math.min(1, duration * 0.05)) return 0;
  return position;
}
