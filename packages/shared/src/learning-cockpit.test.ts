import { describe, expect, it } from 'vitest';
import { activitySeries, activityWeekStarts, weekStartOf } from './learning-cockpit.ts';

const at = (iso: string) => new Date(iso);

describe('weekStartOf', () => {
  it('answers the Monday (UTC) of the week, Sundays belonging to the week before', () => {
    expect(weekStartOf(at('2026-11-25T15:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStartOf(at('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStartOf(at('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('activitySeries', () => {
  const now = at('2026-11-25T12:00:00Z');

  it('lists the weeks oldest first, ending with the current one', () => {
    const starts = activityWeekStarts(now, 3).map((date) => date.toISOString().slice(0, 10));
    expect(starts).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
  });

  it('counts each kind in its week and leaves out what is older than the series or in the future', () => {
    const series = activitySeries(
      {
        assignmentsCompleted: [at('2026-11-24T08:00:00Z'), at('2026-11-10T08:00:00Z'), at('2026-11-01T08:00:00Z')],
        stepsDone: [at('2026-11-22T23:00:00Z'), at('2026-11-23T01:00:00Z'), at('2026-11-26T01:00:00Z')],
        contentCreated: [at('2026-11-16T00:00:00Z')],
      },
      now,
      3,
    );
    expect(series).toEqual([
      { weekStart: '2026-11-09', assignmentsCompleted: 1, stepsDone: 0, contentCreated: 0 },
      { weekStart: '2026-11-16', assignmentsCompleted: 0, stepsDone: 1, contentCreated: 1 },
      { weekStart: '2026-11-23', assignmentsCompleted: 1, stepsDone: 1, contentCreated: 0 },
    ]);
  });
});
