// The geometry with the learning cockpit's activity kinds (the usage statistics' figures:
// features/usage-statistics/utils/chart.test.ts).
import { LEARNING_ACTIVITY_KINDS } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { barLength, seriesMax, stackSegments, weekSum } from './chart-geometry.ts';

const week = (assignmentsCompleted: number, stepsDone: number, contentCreated: number) => ({
  weekStart: '2026-11-23',
  assignmentsCompleted,
  stepsDone,
  contentCreated,
});

describe('cockpit chart geometry', () => {
  it('scales a bar to its share of the scale, clamped, and draws nothing on an empty scale', () => {
    expect(barLength(50, 100, 300)).toBe(150);
    expect(barLength(150, 100, 300)).toBe(300);
    expect(barLength(3, 0, 300)).toBe(0);
    expect(barLength(-1, 10, 300)).toBe(0);
  });

  it('sizes the activity scale by the busiest week, never below 1', () => {
    expect(weekSum(week(1, 2, 3), LEARNING_ACTIVITY_KINDS)).toBe(6);
    expect(seriesMax([week(1, 0, 0), week(2, 2, 1)], LEARNING_ACTIVITY_KINDS)).toBe(5);
    expect(seriesMax([week(0, 0, 0)], LEARNING_ACTIVITY_KINDS)).toBe(1);
  });

  it('stacks the kinds of a week from the baseline and leaves out empty ones', () => {
    expect(stackSegments(week(1, 0, 3), LEARNING_ACTIVITY_KINDS, 4, 200)).toEqual([
      { figure: 'assignmentsCompleted', offset: 0, length: 50 },
      { figure: 'contentCreated', offset: 50, length: 150 },
    ]);
  });
});
