// Usage statistics (issue 18, spec §2 `/usage_statistics (campus, self_learning, course)`): how much a
// campus is used — its accounts and who of them was active in a range, its courses, content, comments,
// videos and messages, a weekly series, and per course members, active members, content, videos and the
// learners' average progress. Campus admins (not in student mode) and campus managers of the caller's
// campus (not in student mode), the rule of users administer; everyone else 403. The course progress
// share comes from the learning-path and assignments features, handed in by app.ts.
import {
  USAGE_STATISTICS_ERROR_CODES,
  usageRange,
  usageWeekStarts,
  type UsageRange,
  type UsageStatistics,
  type UsageStatisticsCourse,
  type UsageStatisticsScope,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { buildWorkbook, type XlsxSheet } from '../../lib/xlsx.ts';
import { getCurrentCampus } from '../campus/campus-access.ts';
import * as repository from './usage-statistics.repository.ts';

export interface UsageStatisticsDeps {
  db: Database;
  /** A learner's course progress share 0–100 (learning path where the course has one, else assignments). */
  progressShare: (db: Database, courseId: number, userId: number) => Promise<number>;
  now: () => Date;
}

/** The caller's campus, if they may read its statistics; 404 without a campus, 403 otherwise. */
export async function requireStatisticsReader(db: Database, principal: Principal): Promise<number> {
  let campus;
  try {
    campus = await getCurrentCampus(db, principal);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw new AppError(404, USAGE_STATISTICS_ERROR_CODES.noCampus, 'You do not belong to a campus.');
    }
    throw error;
  }
  const manager = !principal.studentMode && campus.domain_roles.includes('campus_manager');
  if (!principal.isAdmin && !manager) {
    throw forbidden('Only campus admins and campus managers read the usage statistics.', USAGE_STATISTICS_ERROR_CODES.forbidden);
  }
  return campus.id;
}

function requireRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): UsageRange {
  const range = usageRange(query, now);
  if (!range) {
    throw new AppError(400, USAGE_STATISTICS_ERROR_CODES.rangeInvalid, '`from` must not be after `to`, and the range may span at most 366 days.', {
      errors: [{ path: 'from', message: USAGE_STATISTICS_ERROR_CODES.rangeInvalid }],
    });
  }
  return range;
}

async function averageProgress(deps: UsageStatisticsDeps, courseId: number, learners: readonly number[]): Promise<number | null> {
  if (learners.length === 0) return null;
  const shares = await Promise.all(learners.map((userId) => deps.progressShare(deps.db, courseId, userId)));
  const mean = shares.reduce((sum, share) => sum + Math.max(0, Math.min(100, share)), 0) / shares.length;
  return Math.round(mean);
}

async function courseRows(
  deps: UsageStatisticsDeps,
  scope: repository.UsageScope,
  courses: readonly repository.ScopeCourseRow[],
  activity: readonly repository.ActivityRow[],
): Promise<UsageStatisticsCourse[]> {
  const figures = await repository.courseFigures(deps.db, scope);
  // Signed in anywhere in the range, or active in the course itself.
  const signedIn = new Set(activity.filter((row) => row.courseId === null).map((row) => row.userId));
  const activeIn = new Map<number, Set<number>>();
  for (const row of activity) {
    if (row.courseId === null) continue;
    const set = activeIn.get(row.courseId) ?? new Set<number>();
    set.add(row.userId);
    activeIn.set(row.courseId, set);
  }
  const rows: UsageStatisticsCourse[] = [];
  // One course after the other: the progress share asks the database per learner.
  for (const course of courses) {
    const members = figures.members.get(course.id) ?? [];
    const active = activeIn.get(course.id);
    rows.push({
      id: course.id,
      title: course.title,
      kind: course.kind,
      type: course.courseType,
      members: members.length,
      activeMembers: members.filter((member) => signedIn.has(member.userId) || active?.has(member.userId) === true).length,
      contentItems: figures.contentItems.get(course.id) ?? 0,
      videos: figures.videos.get(course.id) ?? 0,
      averageProgress: await averageProgress(
        deps,
        course.id,
        members.filter((member) => member.learner).map((member) => member.userId),
      ),
    });
  }
  return rows;
}

/** `GET /usage-statistics`: totals, the weekly series and (course scopes) one row per course. */
export async function getUsageStatistics(
  deps: UsageStatisticsDeps,
  principal: Principal,
  query: { scope: UsageStatisticsScope; from?: string | undefined; to?: string | undefined },
): Promise<UsageStatistics> {
  const domainId = await requireStatisticsReader(deps.db, principal);
  const range = requireRange(query, deps.now());
  const scope: repository.UsageScope = { domainId, scope: query.scope };
  const [courses, counts, activity, perWeek] = await Promise.all([
    repository.listScopeCourses(deps.db, scope),
    repository.countScope(deps.db, scope),
    repository.listActivity(deps.db, scope, range),
    repository.countNewPerWeek(deps.db, scope, range),
  ]);
  const activeByWeek = new Map<string, Set<number>>();
  for (const row of activity) {
    const set = activeByWeek.get(row.week) ?? new Set<number>();
    set.add(row.userId);
    activeByWeek.set(row.week, set);
  }
  const weeks = usageWeekStarts(range).map((weekStart) => ({
    weekStart,
    activeUsers: activeByWeek.get(weekStart)?.size ?? 0,
    newContent: perWeek.content.get(weekStart) ?? 0,
    newVideos: perWeek.videos.get(weekStart) ?? 0,
    newComments: perWeek.comments.get(weekStart) ?? 0,
  }));
  return {
    scope: query.scope,
    from: range.from,
    to: range.to,
    totals: {
      users: counts.users,
      activeUsers: new Set(activity.map((row) => row.userId)).size,
      courses: courses.length,
      contentItems: counts.contentItems,
      comments: counts.comments,
      videos: counts.videos,
      messages: counts.messages,
    },
    weeks,
    courses: query.scope === 'campus' ? [] : await courseRows(deps, scope, courses, activity),
  };
}

const SCOPE_NAMES: Readonly<Record<UsageStatisticsScope, string>> = {
  campus: 'Campus',
  self_learning: 'Self-learning courses',
  course: 'Courses',
};

/** The sheets of the workbook: the totals, the weeks and (course scopes) the courses. */
export function usageStatisticsSheets(statistics: UsageStatistics): XlsxSheet[] {
  const { totals } = statistics;
  const sheets: XlsxSheet[] = [
    {
      name: 'Totals',
      columns: [
        { header: 'Figure', width: 34 },
        { header: 'Value', width: 24 },
      ],
      rows: [
        ['Scope', SCOPE_NAMES[statistics.scope]],
        ['From', statistics.from],
        ['To', statistics.to],
        ['Users', totals.users],
        ['Active users in the range', totals.activeUsers],
        ['Courses and groups', totals.courses],
        ['Content items', totals.contentItems],
        ['Comments', totals.comments],
        ['Videos', totals.videos],
        ['Messages', totals.messages],
      ],
    },
    {
      name: 'Weeks',
      columns: [
        { header: 'Week (Monday, UTC)', width: 20 },
        { header: 'Active users', width: 14 },
        { header: 'New content', width: 14 },
        { header: 'New videos', width: 14 },
        { header: 'New comments', width: 14 },
      ],
      rows: statistics.weeks.map((week) => [week.weekStart, week.activeUsers, week.newContent, week.newVideos, week.newComments]),
    },
  ];
  if (statistics.scope !== 'campus') {
    sheets.push({
      name: 'Courses',
      columns: [
        { header: 'Course', width: 40 },
        { header: 'Kind', width: 10 },
        { header: 'Type', width: 18 },
        { header: 'Members', width: 10 },
        { header: 'Active members', width: 16 },
        { header: 'Content items', width: 14 },
        { header: 'Videos', width: 10 },
        { header: 'Average progress (%)', width: 20 },
      ],
      rows: statistics.courses.map((course) => [
        course.title,
        course.kind,
        course.type,
        course.members,
        course.activeMembers,
        course.contentItems,
        course.videos,
        course.averageProgress,
      ]),
    });
  }
  return sheets;
}

/** `GET /usage-statistics/export`: the same statistics as an xlsx workbook. */
export async function exportUsageStatistics(
  deps: UsageStatisticsDeps,
  principal: Principal,
  query: { scope: UsageStatisticsScope; from?: string | undefined; to?: string | undefined },
): Promise<{ workbook: Buffer; fileName: string }> {
  const statistics = await getUsageStatistics(deps, principal, query);
  const workbook = await buildWorkbook(usageStatisticsSheets(statistics), { now: deps.now() });
  return { workbook, fileName: `usage-statistics-${statistics.scope}-${statistics.from}-${statistics.to}.xlsx` };
}
