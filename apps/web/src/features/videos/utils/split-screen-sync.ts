// Split screen (issue 8): the second player follows the first at an adjustable offset. The second
// video's time = main time + offset (seconds; negative: the second video lags behind).

/** Offsets stay within an hour either way and on tenths of a second. */
export const SPLIT_OFFSET_LIMIT = 3600;
/** A follower this far off (seconds) is put back in step; smaller drift is left alone (no stutter). */
export const SPLIT_SYNC_TOLERANCE = 0.3;

export function roundTenths(value: number): number {
  return Math.round(value * 10) / 10;
}

export function clampOffset(offset: number): number {
  if (!Number.isFinite(offset)) return 0;
  return roundTenths(Math.min(SPLIT_OFFSET_LIMIT, Math.max(-SPLIT_OFFSET_LIMIT, offset)));
}

/** Where the second video should be when the main one is at `mainTime`; clamped to its length. */
export function followerTime(mainTime: number, offset: number, followerDuration?: number | null): number {
  const target = Math.max(0, mainTime + offset);
  if (followerDuration !== undefined && followerDuration !== null && Number.isFinite(followerDuration) && followerDuration > 0) {
    return Math.min(target, followerDuration);
  }
  return target;
}

/** Where the main video is when the second one is at `followerTime` (seeking on the second player). */
export function mainTimeFor(followerAt: number, offset: number): number {
  return Math.max(0, followerAt - offset);
}

/** True when the follower has drifted past the tolerance (and is not simply at its end). */
export function needsResync(mainTime: number, followerAt: number, offset: number, followerDuration?: number | null): boolean {
  const target = followerTime(mainTime, offset, followerDuration);
  return Math.abs(followerAt - target) > SPLIT_SYNC_TOLERANCE;
}

/** The follower should play only while its target time lies within its video. */
export function followerShouldPlay(mainTime: number, offset: number, followerDuration?: number | null): boolean {
  const target = mainTime + offset;
  if (target < 0) return false;
  if (followerDuration !== undefined && followerDuration !== null && Number.isFinite(followerDuration) && followerDuration > 0) {
    return target < followerDuration;
  }
  return true;
}

/** The offset after a ± step of the control. */
export function stepOffset(offset: number, delta: number): number {
  return clampOffset(offset + delta);
}
