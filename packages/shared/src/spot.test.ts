import { describe, expect, it } from 'vitest';
import { calculateSpots } from './spot.ts';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date(Date.UTC(2025, 0, 1));
const after = (days: number) => new Date(start.getTime() + days * DAY);

describe('calculateSpots', () => {
  it('counts the start day: the same day is a 1-day period worth one quota', () => {
    expect(calculateSpots({ start, end: start, quota: 5 })).toEqual({ spots: 5, periodDays: 1 });
  });

  it('gives one quota up to a 30-day period (29 days apart)', () => {
    expect(calculateSpots({ start, end: after(28), quota: 5 })).toEqual({ spots: 5, periodDays: 29 });
    expect(calculateSpots({ start, end: after(29), quota: 5 })).toEqual({ spots: 5, periodDays: 30 });
  });

  it('gives ceil(period / 30) quotas beyond 30 days', () => {
    expect(calculateSpots({ start, end: after(30), quota: 5 })).toEqual({ spots: 10, periodDays: 31 });
    expect(calculateSpots({ start, end: after(59), quota: 5 })).toEqual({ spots: 10, periodDays: 60 });
    expect(calculateSpots({ start, end: after(60), quota: 5 })).toEqual({ spots: 15, periodDays: 61 });
    expect(calculateSpots({ start, end: after(364), quota: 2 })).toEqual({ spots: 26, periodDays: 365 });
  });

  it('rounds a fractional difference up before adding the start day', () => {
    expect(calculateSpots({ start, end: after(0.25), quota: 3 })).toEqual({ spots: 3, periodDays: 2 });
    expect(calculateSpots({ start, end: after(28.5), quota: 3 })).toEqual({ spots: 3, periodDays: 30 });
    expect(calculateSpots({ start, end: after(29.01), quota: 3 })).toEqual({ spots: 6, periodDays: 31 });
  });

  it('follows the formula for an end less than a day before the start (period 1)', () => {
    expect(calculateSpots({ start, end: after(-0.5), quota: 3 })).toEqual({ spots: 3, periodDays: 1 });
  });

  it('reports SPOT_ERROR_DATE when the end is a day or more before the start', () => {
    expect(calculateSpots({ start, end: after(-1), quota: 3 })).toEqual({ error: 'SPOT_ERROR_DATE' });
    expect(calculateSpots({ start, end: after(-40), quota: 3 })).toEqual({ error: 'SPOT_ERROR_DATE' });
  });

  it('reports SPOT_ERROR_DATE for a missing or invalid date', () => {
    expect(calculateSpots({ start: null, end: start, quota: 3 })).toEqual({ error: 'SPOT_ERROR_DATE' });
    expect(calculateSpots({ start, end: undefined, quota: 3 })).toEqual({ error: 'SPOT_ERROR_DATE' });
    expect(calculateSpots({ start, end: new Date('not a date'), quota: 3 })).toEqual({ error: 'SPOT_ERROR_DATE' });
  });

  it('yields zero places for a zero quota', () => {
    expect(calculateSpots({ start, end: after(90), quota: 0 })).toEqual({ spots: 0, periodDays: 91 });
  });
});
