// Usage statistics on the wire (issue 18, spec §2 `/usage_statistics (campus, self_learning, course)`):
// GET /usage-statistics?scope=&from=&to= answers totals, a weekly series and, for the course scopes, one
// row per course; GET /usage-statistics/export answers the same as an xlsx workbook. Campus admins (not
// in student mode) and campus managers of the caller's campus only. The range rule is pure and shared.
import { z } from 'zod';
import { weekStartOf } from './learning-cockpit.ts';
import { USAGE_STATISTICS_DEFAULT_WEEKS, USAGE_STATISTICS_MAX_DAYS, USAGE_STATISTICS_SCOPES } from './rules/usage-statistics.ts';

export * from './rules/usage-statistics.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = z.iso.date();
const count = z.number().int().nonnegative();

/** `?scope=campus|self_learning|course&from=YYYY-MM-DD&to=YYYY-MM-DD`; both dates count whole UTC days. */
export const UsageStatisticsQuerySchema = z.object({
  scope: z.enum(USAGE_STATISTICS_SCOPES).default('campus'),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type UsageStatisticsQuery = z.input<typeof UsageStatisticsQuerySchema>;

export const UsageStatisticsTotalsSchema = z.object({
  /** Accounts in the scope: the campus's members, or the members of its self-learning courses. */
  users: count,
  /** Of those, who signed in or did something (content, comment, video, message, assignment, path step) in the range. */
  activeUsers: count,
  /** Live courses and groups in the scope. */
  courses: count,
  /** All content items, comments, videos and messages in the scope so far. */
  contentItems: count,
  comments: count,
  videos: count,
  messages: count,
});
export type UsageStatisticsTotals = z.infer<typeof UsageStatisticsTotalsSchema>;

export const UsageStatisticsWeekSchema = z.object({
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: isoDate,
  activeUsers: count,
  newContent: count,
  newVideos: count,
  newComments: count,
});
export type UsageStatisticsWeek = z.infer<typeof UsageStatisticsWeekSchema>;

export const UsageStatisticsCourseSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  kind: z.enum(['course', 'group']),
  /** The course type (default, blended, elearning, self_learning, compact_learning). */
  type: z.string(),
  members: count,
  /** Members who signed in or did something in the course in the range. */
  activeMembers: count,
  contentItems: count,
  videos: count,
  /** The learners' (member, student) mean progress share 0–100; null without learners. */
  averageProgress: z.number().int().min(0).max(100).nullable(),
});
export type UsageStatisticsCourse = z.infer<typeof UsageStatisticsCourseSchema>;

export const UsageStatisticsSchema = z.object({
  scope: z.enum(USAGE_STATISTICS_SCOPES),
  /** The range answered (the defaults filled in), YYYY-MM-DD, both days included. */
  from: isoDate,
  to: isoDate,
  totals: UsageStatisticsTotalsSchema,
  /** One entry per week from the week of `from` to the week of `to`, oldest first. */
  weeks: z.array(UsageStatisticsWeekSchema),
  /** One row per course of the scope (self_learning and course); empty for campus. */
  courses: z.array(UsageStatisticsCourseSchema),
});
export type UsageStatistics = z.infer<typeof UsageStatisticsSchema>;

export interface UsageRange {
  /** 00:00 UTC of the first day. */
  start: Date;
  /** 00:00 UTC of the day after the last one (exclusive). */
  end: Date;
  from: string;
  to: string;
}

function dayOf(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

function isoDay(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/**
 * The range a query asks for: `to` defaults to today (UTC), `from` to the Monday 11 weeks before the
 * week of `to` (12 weekly points). Undefined when `from` is after `to` or the range is longer than
 * USAGE_STATISTICS_MAX_DAYS.
 */
export function usageRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): UsageRange | undefined {
  const to = query.to ?? isoDay(now);
  const toDay = dayOf(to);
  const from = query.from ?? isoDay(new Date(weekStartOf(toDay).getTime() - (USAGE_STATISTICS_DEFAULT_WEEKS - 1) * 7 * DAY_MS));
  const start = dayOf(from);
  const end = new Date(toDay.getTime() + DAY_MS);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days < 1 || days > USAGE_STATISTICS_MAX_DAYS) return undefined;
  return { start, end, from, to };
}

/** The Mondays (YYYY-MM-DD) of every week the range touches, oldest first. */
export function usageWeekStarts(range: Pick<UsageRange, 'start' | 'end'>): string[] {
  const weeks: string[] = [];
  const last = weekStartOf(new Date(range.end.getTime() - DAY_MS)).getTime();
  for (let at = weekStartOf(range.start).getTime(); at <= last; at += 7 * DAY_MS) weeks.push(isoDay(new Date(at)));
  return weeks;
}
