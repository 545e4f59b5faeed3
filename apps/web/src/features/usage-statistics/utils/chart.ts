// Pure geometry of the usage statistics' bar charts (plain SVG, no chart library).
import type { UsageStatisticsWeek } from '@campus/shared';

/** The weekly figures of the "new" chart, stacked from the baseline up in this order. */
export const NEW_ITEM_KINDS = ['newContent', 'newVideos', 'newComments'] as const;
export type NewItemKind = (typeof NEW_ITEM_KINDS)[number];
export type WeekFigure = 'activeUsers' | NewItemKind;

/** Length of a bar for `value` on a scale 0…max drawn over `size` units; 0 for an empty scale. */
export function barLength(value: number, max: number, size: number): number {
  if (max <= 0 || value <= 0) return 0;
  return (Math.min(value, max) / max) * size;
}

/** A week's sum of the given figures. */
export function weekSum(week: UsageStatisticsWeek, figures: readonly WeekFigure[]): number {
  return figures.reduce((sum, figure) => sum + week[figure], 0);
}

/** The top of the scale: the largest weekly sum, at least 1. */
export function seriesMax(weeks: readonly UsageStatisticsWeek[], figures: readonly WeekFigure[]): number {
  return Math.max(1, ...weeks.map((week) => weekSum(week, figures)));
}

/** The week with the largest sum (the first of equals), or undefined when every week is 0. */
export function busiestWeek(weeks: readonly UsageStatisticsWeek[], figures: readonly WeekFigure[]): UsageStatisticsWeek | undefined {
  let best: UsageStatisticsWeek | undefined;
  for (const week of weeks) {
    if (weekSum(week, figures) > (best === undefined ? 0 : weekSum(best, figures))) best = week;
  }
  return best;
}

export interface StackSegment {
  figure: WeekFigure;
  /** Distance from the baseline where the segment starts, in the chart's units. */
  offset: number;
  length: number;
}

/** The figures of a week stacked from the baseline up, empty ones left out. */
export function stackSegments(week: UsageStatisticsWeek, figures: readonly WeekFigure[], max: number, size: number): StackSegment[] {
  const segments: StackSegment[] = [];
  let offset = 0;
  for (const figure of figures) {
    const length = barLength(week[figure], max, size);
    if (length === 0) continue;
    segments.push({ figure, offset, length });
    offset += length;
  }
  return segments;
}
