// Pure geometry of the bar charts (plain SVG, no chart library): the learning cockpit's and the usage
// statistics' weekly charts (components/weekly-chart.tsx) and the cockpit's progress bars.

/** Length of a bar for `value` on a scale 0…max drawn over `size` units; 0 for an empty scale. */
export function barLength(value: number, max: number, size: number): number {
  if (max <= 0 || value <= 0) return 0;
  return (Math.min(value, max) / max) * size;
}

/** A week's sum of the given figures. */
export function weekSum<F extends string>(week: Readonly<Record<F, number>>, figures: readonly F[]): number {
  return figures.reduce((sum, figure) => sum + week[figure], 0);
}

/** The top of the scale: the largest weekly sum, at least 1. */
export function seriesMax<F extends string>(weeks: readonly Readonly<Record<F, number>>[], figures: readonly F[]): number {
  return Math.max(1, ...weeks.map((week) => weekSum(week, figures)));
}

/** The week with the largest sum (the first of equals), or undefined when every week is 0. */
export function busiestWeek<F extends string, W extends Readonly<Record<F, number>>>(weeks: readonly W[], figures: readonly F[]): W | undefined {
  let best: W | undefined;
  for (const week of weeks) {
    if (weekSum(week, figures) > (best === undefined ? 0 : weekSum(best, figures))) best = week;
  }
  return best;
}

export interface StackSegment<F extends string> {
  figure: F;
  /** Distance from the baseline where the segment starts, in the chart's units. */
  offset: number;
  length: number;
}

/** The figures of a week stacked from the baseline up, empty ones left out. */
export function stackSegments<F extends string>(week: Readonly<Record<F, number>>, figures: readonly F[], max: number, size: number): StackSegment<F>[] {
  const segments: StackSegment<F>[] = [];
  let offset = 0;
  for (const figure of figures) {
    const length = barLength(week[figure], max, size);
    if (length === 0) continue;
    segments.push({ figure, offset, length });
    offset += length;
  }
  return segments;
}
