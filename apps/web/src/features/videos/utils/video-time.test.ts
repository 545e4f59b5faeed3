import { describe, expect, it } from 'vitest';
import { formatPlayerTime, markerPercent, roundToTenths, seekBy } from './video-time.ts';

describe('video times', () => {
  it('formats as m:ss or h:mm:ss', () => {
    expect(formatPlayerTime(0)).toBe('0:00');
    expect(formatPlayerTime(2.04)).toBe('0:02');
    expect(formatPlayerTime(75.5)).toBe('1:15');
    expect(formatPlayerTime(3725)).toBe('1:02:05');
    expect(formatPlayerTime(null)).toBe('0:00');
    expect(formatPlayerTime(-3)).toBe('0:00');
  });

  it('rounds the comment time to tenths', () => {
    expect(roundToTenths(2.04)).toBe(2);
    expect(roundToTenths(2.05)).toBe(2.1);
    expect(roundToTenths(-1)).toBe(0);
    expect(roundToTenths(Number.NaN)).toBe(0);
  });

  it('places markers in percent of the duration', () => {
    expect(markerPercent(5, 20)).toBe(25);
    expect(markerPercent(30, 20)).toBe(100);
    expect(markerPercent(5, null)).toBe(0);
    expect(markerPercent(5, 0)).toBe(0);
  });

  it('seeks within the video', () => {
    expect(seekBy(3, -5, 20)).toBe(0);
    expect(seekBy(18, 5, 20)).toBe(20);
    expect(seekBy(18, 5, null)).toBe(23);
  });
});
