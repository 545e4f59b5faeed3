import { describe, expect, it } from 'vitest';
import { clampOffset, followerShouldPlay, followerTime, mainTimeFor, needsResync, stepOffset } from './split-screen-sync.ts';

describe('split-screen sync maths', () => {
  it('places the second video at main time + offset, within its length', () => {
    expect(followerTime(10, 2.5)).toBe(12.5);
    expect(followerTime(1, -3)).toBe(0);
    expect(followerTime(30, 5, 20)).toBe(20);
    expect(followerTime(30, 5, null)).toBe(35);
  });

  it('maps a seek on the second player back to the main one', () => {
    expect(mainTimeFor(12.5, 2.5)).toBe(10);
    expect(mainTimeFor(1, 3)).toBe(0);
    expect(mainTimeFor(followerTime(42, -4), -4)).toBe(42);
  });

  it('resyncs only past the tolerance', () => {
    expect(needsResync(10, 12.6, 2.5)).toBe(false);
    expect(needsResync(10, 13, 2.5)).toBe(true);
    expect(needsResync(10, 11.9, 2.5)).toBe(true);
    // At its end the follower stays put.
    expect(needsResync(40, 20, 0, 20)).toBe(false);
  });

  it('plays the follower only while its time lies within the video', () => {
    expect(followerShouldPlay(1, -3)).toBe(false);
    expect(followerShouldPlay(3, -3)).toBe(true);
    expect(followerShouldPlay(18, 2, 20)).toBe(false);
    expect(followerShouldPlay(17.9, 2, 20)).toBe(true);
  });

  it('keeps offsets on tenths within an hour either way', () => {
    expect(stepOffset(0, 0.1)).toBe(0.1);
    expect(stepOffset(0.2, 0.1)).toBe(0.3);
    expect(stepOffset(-0.5, -1)).toBe(-1.5);
    expect(clampOffset(5000)).toBe(3600);
    expect(clampOffset(-5000)).toBe(-3600);
    expect(clampOffset(Number.NaN)).toBe(0);
  });
});
