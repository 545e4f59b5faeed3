// The zod-free part of usage-statistics.ts (issue 18, spec §2 `/usage_statistics (campus, self_learning,
// course)`): the scopes (also the screen's path values), the range limits and the error codes.

/** What the statistics cover: the whole campus, its self-learning courses only, or one row per course. */
export const USAGE_STATISTICS_SCOPES = ['campus', 'self_learning', 'course'] as const;
export type UsageStatisticsScope = (typeof USAGE_STATISTICS_SCOPES)[number];

/** Without `from`: the last 12 weeks (the current one included). */
export const USAGE_STATISTICS_DEFAULT_WEEKS = 12;
/** The longest range: a little more than a year (53 weekly points at most). */
export const USAGE_STATISTICS_MAX_DAYS = 366;

export const USAGE_STATISTICS_ERROR_CODES = {
  /** Usage statistics: campus admins (not in student mode) and campus managers of the campus only. */
  forbidden: 'USAGE_STATISTICS_FORBIDDEN',
  /** The caller belongs to no campus (and is no admin). */
  noCampus: 'USAGE_STATISTICS_NO_CAMPUS',
  /** `from` after `to`, or a range longer than USAGE_STATISTICS_MAX_DAYS. */
  rangeInvalid: 'USAGE_STATISTICS_RANGE_INVALID',
} as const;

export function isUsageStatisticsScope(value: string | undefined): value is UsageStatisticsScope {
  return USAGE_STATISTICS_SCOPES.some((scope) => scope === value);
}
