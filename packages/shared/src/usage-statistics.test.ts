import { describe, expect, it } from 'vitest';
import { UsageStatisticsQuerySchema, usageRange, usageWeekStarts } from './usage-statistics.ts';

// Friday 2026-11-27 14:00 UTC.
const now = new Date('2026-11-27T14:00:00.000Z');

describe('usageRange', () => {
  it('defaults to the last 12 weeks up to today', () => {
    const range = usageRange({}, now);
    expect(range).toMatchObject({ from: '2026-09-07', to: '2026-11-27' });
    expect(range?.start.toISOString()).toBe('2026-09-07T00:00:00.000Z');
    expect(range?.end.toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(range && usageWeekStarts(range)).toHaveLength(12);
  });

  it('takes a given range, both days included', () => {
    const range = usageRange({ from: '2026-11-01', to: '2026-11-01' }, now);
    expect(range).toMatchObject({ from: '2026-11-01', to: '2026-11-01' });
    // A Sunday: one week, the one starting Monday 26 October.
    expect(range && usageWeekStarts(range)).toEqual(['2026-10-26']);
  });

  it('refuses a reversed range and one longer than 366 days', () => {
    expect(usageRange({ from: '2026-11-02', to: '2026-11-01' }, now)).toBeUndefined();
    expect(usageRange({ from: '2025-01-01', to: '2026-01-02' }, now)).toBeUndefined();
    expect(usageRange({ from: '2025-01-02', to: '2026-01-02' }, now)).toBeDefined();
  });

  it('lists every Monday the range touches', () => {
    const range = usageRange({ from: '2026-11-04', to: '2026-11-17' }, now);
    expect(range && usageWeekStarts(range)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
  });
});

describe('UsageStatisticsQuerySchema', () => {
  it('defaults the scope and checks the dates', () => {
    expect(UsageStatisticsQuerySchema.parse({})).toEqual({ scope: 'campus' });
    expect(UsageStatisticsQuerySchema.safeParse({ scope: 'all' }).success).toBe(false);
    expect(UsageStatisticsQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(UsageStatisticsQuerySchema.safeParse({ to: 'yesterday' }).success).toBe(false);
  });
});
