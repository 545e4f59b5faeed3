// The places a blended course offers over its period (spec §9 "Spot calculation", §8 SPOT_ERROR_DATE),
// for the spot info under the quotas: one quota per started 30-day block of the course period.
import { calculateSpots, type SPOT_ERROR_DATE } from '@campus/shared';
import { calendarDateToUtcDate, type CourseFormValues } from './course-form-values.ts';

export type SpotSummary =
  | { kind: 'error'; error: typeof SPOT_ERROR_DATE }
  | { kind: 'spots'; periodDays: number; campus: number | null; course: number | null };

/** A quota as typed: digits only (spec §5); anything else counts as not given. */
export function quotaNumber(value: string | number | null): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return Number.isSafeInteger(number) ? number : null;
}

export function spotSummary(values: Pick<CourseFormValues, 'startdate' | 'enddate' | 'campusSpotQuota' | 'courseSpotQuota'>): SpotSummary {
  const start = calendarDateToUtcDate(values.startdate);
  const end = calendarDateToUtcDate(values.enddate);
  const period = calculateSpots({ start, end, quota: 1 });
  if ('error' in period) return { kind: 'error', error: period.error };
  const spots = (quota: number | null) => {
    if (quota === null) return null;
    const result = calculateSpots({ start, end, quota });
    return 'error' in result ? null : result.spots;
  };
  return {
    kind: 'spots',
    periodDays: period.periodDays,
    campus: spots(quotaNumber(values.campusSpotQuota)),
    course: spots(quotaNumber(values.courseSpotQuota)),
  };
}
