// Collects the ranges a player actually plays (issue 14 video progress), without React: the player
// feeds it its time while playing; a jump (a seek, or more than MAX_STEP_SECONDS between two time
// updates) closes the current range. `take` hands over what was watched since the last take.
import { mergeWatchedRanges, type WatchedRange } from '@campus/shared/rules/watched-ranges';

/** Time updates come every ~0.25 s; a bigger step forward is a seek, not playback. */
export const MAX_STEP_SECONDS = 1.5;

export interface WatchRecorder {
  /** The player is playing at `time`. */
  tick(time: number): void;
  /** Playback stopped (pause, seeking, end): the current range closes. */
  stop(): void;
  /** The ranges watched since the last take (merged); playback that goes on continues from here. */
  take(): [number, number][];
  /** Gives ranges back after a failed report, so the next report carries them. */
  restore(ranges: readonly WatchedRange[]): void;
}

export function createWatchRecorder(): WatchRecorder {
  let pending: WatchedRange[] = [];
  let start: number | null = null;
  let last = 0;

  const close = () => {
    if (start !== null && last > start) pending.push([start, last]);
  };

  return {
    tick(time) {
      if (start === null) {
        start = time;
      } else if (time < last || time - last > MAX_STEP_SECONDS) {
        close();
        start = time;
      }
      last = time;
    },
    stop() {
      close();
      start = null;
    },
    take() {
      close();
      if (start !== null) start = last;
      const ranges = mergeWatchedRanges(pending);
      pending = [];
      return ranges;
    },
    restore(ranges) {
      pending = [...ranges, ...pending];
    },
  };
}
