// The watched-range rules: merging, bounding, the watched share, the completion threshold and the
// resume position; and the report schema's limits.
import { describe, expect, it } from 'vitest';
import {
  VideoProgressInputSchema,
  WATCHED_RANGES_MAX,
  isVideoCompleted,
  mergeWatchedRanges,
  resumePosition,
  watchedSeconds,
  watchedShare,
  type WatchedRange,
} from './video-progress.ts';

describe('mergeWatchedRanges', () => {
  it('sorts, merges overlaps and closes gaps of up to half a second', () => {
    expect(
      mergeWatchedRanges([
        [10, 20],
        [0, 5],
        [4, 8],
        [8.4, 9],
        [19, 25],
        [30, 31],
      ]),
    ).toEqual([
      [0, 9],
      [10, 25],
      [30, 31],
    ]);
  });

  it('keeps a gap wider than half a second', () => {
    expect(
      mergeWatchedRanges([
        [0, 1],
        [1.6, 2],
      ]),
    ).toEqual([
      [0, 1],
      [1.6, 2],
    ]);
  });

  it('clips to the length, drops empty and reversed ranges', () => {
    expect(
      mergeWatchedRanges(
        [
          [-3, 2],
          [5, 5],
          [7, 6],
          [8, 40],
          [50, 60],
        ],
        30,
      ),
    ).toEqual([
      [0, 2],
      [8, 30],
    ]);
  });

  it(`keeps at most ${WATCHED_RANGES_MAX} ranges, dropping the shortest`, () => {
    // 100 separate ranges; range i is 0.1 + i/1000 s long, so the 64 longest are the last 64.
    const ranges: WatchedRange[] = Array.from({ length: 100 }, (_, i) => [i * 2, i * 2 + 0.1 + i / 1000]);
    const merged = mergeWatchedRanges(ranges);
    expect(merged).toHaveLength(WATCHED_RANGES_MAX);
    expect(merged[0]?.[0]).toBe(36 * 2);
    expect(merged.at(-1)?.[0]).toBe(99 * 2);
    // Dropping never adds watched time.
    expect(watchedSeconds(merged)).toBeLessThan(watchedSeconds(ranges));
  });
});

describe('watched share and completion', () => {
  it('counts each second once, however often it was watched', () => {
    const ranges: WatchedRange[] = [
      [0, 6],
      [2, 6],
      [0, 3],
    ];
    expect(watchedShare(ranges, 10)).toBeCloseTo(0.6);
    expect(isVideoCompleted(ranges, 10)).toBe(false);
  });

  it('completes at 90 % by default and at a configured share', () => {
    expect(isVideoCompleted([[0, 8.9]], 10)).toBe(false);
    expect(isVideoCompleted([[0, 9]], 10)).toBe(true);
    expect(isVideoCompleted([[0, 5]], 10, 50)).toBe(true);
    expect(isVideoCompleted([[0, 4.9]], 10, 50)).toBe(false);
  });

  it('never completes while the length is unknown', () => {
    expect(watchedShare([[0, 100]], null)).toBe(0);
    expect(isVideoCompleted([[0, 100]], null)).toBe(false);
    expect(isVideoCompleted([[0, 100]], 0)).toBe(false);
  });

  it('ignores time past the end', () => {
    expect(watchedShare([[0, 50]], 10)).toBe(1);
  });
});

describe('resumePosition', () => {
  it('resumes at the stored second, and from the start near or past the end', () => {
    expect(resumePosition(42.5, 120)).toBe(42.5);
    expect(resumePosition(42.5, null)).toBe(42.5);
    expect(resumePosition(119.2, 120)).toBe(0);
    expect(resumePosition(0, 120)).toBe(0);
    // A 3 s clip: the end is its last 5 % (0.15 s).
    expect(resumePosition(2.3, 3)).toBe(2.3);
    expect(resumePosition(2.9, 3)).toBe(0);
  });
});

describe('VideoProgressInputSchema', () => {
  it('accepts a report and refuses reversed ranges, negative positions and too many ranges', () => {
    expect(VideoProgressInputSchema.safeParse({ ranges: [[0, 5]], position: 5, duration: 10 }).success).toBe(true);
    expect(VideoProgressInputSchema.safeParse({ ranges: [[5, 1]], position: 5 }).success).toBe(false);
    expect(VideoProgressInputSchema.safeParse({ ranges: [], position: -1 }).success).toBe(false);
    const many = Array.from({ length: WATCHED_RANGES_MAX + 1 }, (_, i) => [i, i + 0.5]);
    expect(VideoProgressInputSchema.safeParse({ ranges: many, position: 0 }).success).toBe(false);
  });
});
