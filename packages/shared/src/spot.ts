// Course spot calculation (spec §9 "Spot calculation", §8 SPOT_ERROR_DATE): how many places a
// quota yields over the course period, one quota per started 30-day block.

export const SPOT_ERROR_DATE = 'SPOT_ERROR_DATE';
/** Length of one quota block in days. */
export const SPOT_BLOCK_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SpotInput {
  start: Date | null | undefined;
  end: Date | null | undefined;
  /** Places per block; validated by the course form (digits only, ≥ 0). */
  quota: number;
}

export type SpotResult = { spots: number; periodDays: number } | { error: typeof SPOT_ERROR_DATE };

/**
 * period = ceil(end − start in days) + 1; a period of up to 30 days yields the quota, a longer one
 * ceil(period / 30) × quota. Works on the exact instants given: pass date-only values at the same
 * time of day (e.g. UTC midnight) so daylight-saving shifts cannot add a day.
 */
export function calculateSpots({ start, end, quota }: SpotInput): SpotResult {
  if (!isValidDate(start) || !isValidDate(end)) return { error: SPOT_ERROR_DATE };
  const periodDays = Math.ceil((end.getTime() - start.getTime()) / DAY_MS) + 1;
  if (periodDays <= 0) return { error: SPOT_ERROR_DATE };
  const blocks = periodDays <= SPOT_BLOCK_DAYS ? 1 : Math.ceil(periodDays / SPOT_BLOCK_DAYS);
  return { spots: blocks * quota, periodDays };
}

function isValidDate(value: Date | null | undefined): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
