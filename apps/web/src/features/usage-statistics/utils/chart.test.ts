import type { UsageStatisticsWeek } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { barLength, busiestWeek, seriesMax, stackSegments, weekSum } from '../../../lib/chart-geometry.ts';
import { NEW_ITEM_KINDS } from './chart.ts';

const week = (weekStart: string, activeUsers: number, newContent = 0, newVideos = 0, newComments = 0): UsageStatisticsWeek => ({
  weekStart,
  activeUsers,
  newContent,
  newVideos,
  newComments,
});

describe('usage statistics chart geometry', () => {
  it('scales bars and keeps an empty scale flat', () => {
    expect(barLength(5, 10, 100)).toBe(50);
    expect(barLength(20, 10, 100)).toBe(100);
    expect(barLength(3, 0, 100)).toBe(0);
    expect(barLength(-1, 10, 100)).toBe(0);
  });

  it('sums, finds the top of the scale and the busiest week', () => {
    const weeks = [week('2026-11-02', 1, 1, 0, 2), week('2026-11-09', 4, 0, 1, 0), week('2026-11-16', 4, 2, 2, 2)];
    expect(weekSum(weeks[2] as UsageStatisticsWeek, NEW_ITEM_KINDS)).toBe(6);
    expect(seriesMax(weeks, ['activeUsers'])).toBe(4);
    expect(seriesMax([week('2026-11-02', 0)], ['activeUsers'])).toBe(1);
    expect(busiestWeek(weeks, ['activeUsers'])?.weekStart).toBe('2026-11-09');
    expect(busiestWeek(weeks, NEW_ITEM_KINDS)?.weekStart).toBe('2026-11-16');
    expect(busiestWeek([week('2026-11-02', 0)], ['activeUsers'])).toBeUndefined();
  });

  it('stacks the figures from the baseline, leaving out empty ones', () => {
    expect(stackSegments(week('2026-11-02', 0, 2, 0, 2), NEW_ITEM_KINDS, 4, 100)).toEqual([
      { figure: 'newContent', offset: 0, length: 50 },
      { figure: 'newComments', offset: 50, length: 50 },
    ]);
  });
});
