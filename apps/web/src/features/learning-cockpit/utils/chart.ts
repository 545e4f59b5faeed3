// Pure geometry of the cockpit's bar charts (plain SVG, no chart library).
import { LEARNING_ACTIVITY_KINDS, type LearningActivityKind, type LearningActivityWeek } from '@campus/shared';

/** Length of a bar for `value` on a scale 0…max drawn over `size` units; 0 for an empty scale. */
export function barLength(value: number, max: number, size: number): number {
  if (max <= 0 || value <= 0) return 0;
  return (Math.min(value, max) / max) * size;
}

export function weekTotal(week: LearningActivityWeek): number {
  return LEARNING_ACTIVITY_KINDS.reduce((sum, kind) => sum + week[kind], 0);
}

/** The top of the activity scale: the busiest week, at least 1. */
export function activityMax(weeks: readonly LearningActivityWeek[]): number {
  return Math.max(1, ...weeks.map(weekTotal));
}

export interface StackSegment {
  kind: LearningActivityKind;
  /** Distance from the baseline where the segment starts, in the chart's units. */
  offset: number;
  length: number;
}

/** The kinds of a week stacked from the baseline up, empty kinds left out. */
export function stackSegments(week: LearningActivityWeek, max: number, size: number): StackSegment[] {
  const segments: StackSegment[] = [];
  let offset = 0;
  for (const kind of LEARNING_ACTIVITY_KINDS) {
    const length = barLength(week[kind], max, size);
    if (length === 0) continue;
    segments.push({ kind, offset, length });
    offset += length;
  }
  return segments;
}
