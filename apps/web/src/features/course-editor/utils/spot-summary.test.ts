import { SPOT_ERROR_DATE } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { quotaNumber, spotSummary } from './spot-summary.ts';

describe('spotSummary', () => {
  it.each([
    // start, end, campus quota, course quota → period, campus places, course places
    ['2030-01-01', '2030-01-01', '5', '2', 1, 5, 2],
    ['2030-01-01', '2030-01-30', '5', '2', 30, 5, 2],
    ['2030-01-01', '2030-01-31', '5', '2', 31, 10, 4],
    ['2030-01-01', '2030-03-31', 4, 0, 90, 12, 0],
    ['2030-01-01', '2030-04-01', 4, null, 91, 16, null],
    ['2030-01-01', '2030-01-10', 'x', '', 10, null, null],
  ] as const)('%s to %s with quotas %s/%s', (startdate, enddate, campusSpotQuota, courseSpotQuota, periodDays, campus, course) => {
    expect(spotSummary({ startdate, enddate, campusSpotQuota, courseSpotQuota })).toEqual({ kind: 'spots', periodDays, campus, course });
  });

  it.each([
    [null, '2030-01-10'],
    ['2030-01-10', null],
    ['2030-01-10', '2030-01-09'],
  ])('gives SPOT_ERROR_DATE for %s to %s', (startdate, enddate) => {
    expect(spotSummary({ startdate, enddate, campusSpotQuota: '3', courseSpotQuota: '3' })).toEqual({ kind: 'error', error: SPOT_ERROR_DATE });
  });

  it('reads quotas as digits only', () => {
    expect(quotaNumber(' 12 ')).toBe(12);
    expect(quotaNumber(0)).toBe(0);
    expect(quotaNumber('-1')).toBeNull();
    expect(quotaNumber('1e3')).toBeNull();
    expect(quotaNumber(-2)).toBeNull();
    expect(quotaNumber(null)).toBeNull();
  });
});
