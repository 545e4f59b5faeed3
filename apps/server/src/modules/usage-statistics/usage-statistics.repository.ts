// The SQL of the usage statistics: counts over the campus's courses, members, content, comments, videos
// and messages, and who was active when (sign-ins and authored work), by UTC week. Read-only; plain
// selects over the tables, as user-admin reads sign-ins. "In scope" is the campus's live courses (all of
// them, or the self-learning ones only) and the accounts that belong to the scope (the campus's members,
// or the members of those courses).
import { COURSE_ROLE, type UsageStatisticsScope } from '@campus/shared';
import { and, count, countDistinct, eq, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  assignmentProgress,
  assignments,
  authSessions,
  contentComments,
  contentItems,
  conversations,
  courseMembers,
  courses,
  domainMembers,
  learningPathCompletions,
  messages,
  videos,
} from '../../db/schema/index.ts';

export interface UsageScope {
  domainId: number;
  scope: UsageStatisticsScope;
}

export interface UsageRangeBounds {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** Course roles whose progress counts for a course's average. */
const LEARNER_ROLE_IDS: number[] = [COURSE_ROLE.member, COURSE_ROLE.student];

/** The Monday (UTC, YYYY-MM-DD) of the week a timestamp falls in. */
function weekOf(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(date_trunc('week', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
}

function inRange(column: AnyPgColumn, range: UsageRangeBounds): SQL | undefined {
  return and(gte(column, range.start), lt(column, range.end));
}

/** The ids of the scope's live courses, as a subquery. */
function scopeCourseIds(db: Database, scope: UsageScope) {
  const live = and(eq(courses.domainId, scope.domainId), isNull(courses.deletedAt));
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(scope.scope === 'self_learning' ? and(live, eq(courses.courseType, 'self_learning')) : live);
}

/** The ids of the scope's accounts, as a subquery. */
function scopeUserIds(db: Database, scope: UsageScope) {
  if (scope.scope === 'self_learning') {
    return db.selectDistinct({ id: courseMembers.userId }).from(courseMembers).where(inArray(courseMembers.courseId, scopeCourseIds(db, scope)));
  }
  return db.select({ id: domainMembers.userId }).from(domainMembers).where(eq(domainMembers.domainId, scope.domainId));
}

export interface ScopeCourseRow {
  id: number;
  title: string;
  kind: 'course' | 'group';
  courseType: string;
}

export async function listScopeCourses(db: Database, scope: UsageScope): Promise<ScopeCourseRow[]> {
  return db
    .select({ id: courses.id, title: courses.title, kind: courses.kind, courseType: courses.courseType })
    .from(courses)
    .where(inArray(courses.id, scopeCourseIds(db, scope)))
    .orderBy(sql`lower(${courses.title})`, courses.id);
}

export interface ScopeCounts {
  users: number;
  contentItems: number;
  comments: number;
  videos: number;
  messages: number;
}

/** How many accounts, content items, comments, videos and messages the scope holds so far. */
export async function countScope(db: Database, scope: UsageScope): Promise<ScopeCounts> {
  const courseIds = scopeCourseIds(db, scope);
  const messageFilter =
    scope.scope === 'self_learning'
      ? and(eq(messages.deleted, false), inArray(conversations.courseId, scopeCourseIds(db, scope)))
      : and(eq(messages.deleted, false), inArray(messages.authorId, scopeUserIds(db, scope)));
  const [users, content, comments, videoCount, messageCount] = await Promise.all([
    scope.scope === 'self_learning'
      ? db.select({ total: countDistinct(courseMembers.userId) }).from(courseMembers).where(inArray(courseMembers.courseId, courseIds))
      : db.select({ total: count() }).from(domainMembers).where(eq(domainMembers.domainId, scope.domainId)),
    db.select({ total: count() }).from(contentItems).where(inArray(contentItems.courseId, courseIds)),
    db
      .select({ total: count() })
      .from(contentComments)
      .innerJoin(contentItems, eq(contentItems.id, contentComments.contentId))
      .where(inArray(contentItems.courseId, courseIds)),
    db.select({ total: count() }).from(videos).where(inArray(videos.courseId, courseIds)),
    db.select({ total: count() }).from(messages).innerJoin(conversations, eq(conversations.id, messages.conversationId)).where(messageFilter),
  ]);
  return {
    users: users[0]?.total ?? 0,
    contentItems: content[0]?.total ?? 0,
    comments: comments[0]?.total ?? 0,
    videos: videoCount[0]?.total ?? 0,
    messages: messageCount[0]?.total ?? 0,
  };
}

/** Someone of the scope did something in a week; `courseId` null for sign-ins and direct messages. */
export interface ActivityRow {
  userId: number;
  courseId: number | null;
  week: string;
}

/**
 * Who of the scope was active in which week of the range: signed in (a session started or was used;
 * impersonations do not count), wrote content, a comment or a message, uploaded a video, changed an
 * assignment's status or marked a path step done. Distinct rows per user, course and week.
 */
export async function listActivity(db: Database, scope: UsageScope, range: UsageRangeBounds): Promise<ActivityRow[]> {
  const users = () => scopeUserIds(db, scope);
  const courseIds = () => scopeCourseIds(db, scope);
  const ownSession = ne(authSessions.authMethod, 'impersonation');
  const sessionWeeks = (column: AnyPgColumn) =>
    db
      .selectDistinct({ userId: authSessions.userId, courseId: sql<number | null>`NULL::integer`, week: weekOf(column) })
      .from(authSessions)
      .where(and(ownSession, inArray(authSessions.userId, users()), inRange(column, range)));
  const messageScope =
    scope.scope === 'self_learning' ? inArray(conversations.courseId, courseIds()) : undefined;
  const parts = await Promise.all([
    sessionWeeks(authSessions.createdAt),
    sessionWeeks(authSessions.lastUsedAt),
    db
      .selectDistinct({ userId: sql<number>`${contentItems.authorId}`, courseId: sql<number | null>`${contentItems.courseId}`, week: weekOf(contentItems.createdAt) })
      .from(contentItems)
      .where(and(isNotNull(contentItems.authorId), inArray(contentItems.courseId, courseIds()), inArray(contentItems.authorId, users()), inRange(contentItems.createdAt, range))),
    db
      .selectDistinct({ userId: sql<number>`${contentComments.authorId}`, courseId: sql<number | null>`${contentItems.courseId}`, week: weekOf(contentComments.createdAt) })
      .from(contentComments)
      .innerJoin(contentItems, eq(contentItems.id, contentComments.contentId))
      .where(
        and(isNotNull(contentComments.authorId), inArray(contentItems.courseId, courseIds()), inArray(contentComments.authorId, users()), inRange(contentComments.createdAt, range)),
      ),
    db
      .selectDistinct({ userId: sql<number>`${videos.ownerId}`, courseId: sql<number | null>`${videos.courseId}`, week: weekOf(videos.createdAt) })
      .from(videos)
      .where(and(isNotNull(videos.ownerId), inArray(videos.courseId, courseIds()), inArray(videos.ownerId, users()), inRange(videos.createdAt, range))),
    db
      .selectDistinct({ userId: messages.authorId, courseId: sql<number | null>`${conversations.courseId}`, week: weekOf(messages.created) })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(inArray(messages.authorId, users()), inRange(messages.created, range), messageScope)),
    db
      .selectDistinct({ userId: assignmentProgress.userId, courseId: sql<number | null>`${assignments.courseId}`, week: weekOf(assignmentProgress.updatedAt) })
      .from(assignmentProgress)
      .innerJoin(assignments, eq(assignments.id, assignmentProgress.assignmentId))
      .where(
        and(
          eq(assignmentProgress.updatedBy, assignmentProgress.userId),
          inArray(assignments.courseId, courseIds()),
          inArray(assignmentProgress.userId, users()),
          inRange(assignmentProgress.updatedAt, range),
        ),
      ),
    db
      .selectDistinct({
        userId: learningPathCompletions.userId,
        courseId: sql<number | null>`${learningPathCompletions.courseId}`,
        week: weekOf(learningPathCompletions.completedAt),
      })
      .from(learningPathCompletions)
      .where(
        and(
          inArray(learningPathCompletions.courseId, courseIds()),
          inArray(learningPathCompletions.userId, users()),
          inRange(learningPathCompletions.completedAt, range),
        ),
      ),
  ]);
  return parts.flat().map((row) => ({ userId: Number(row.userId), courseId: row.courseId === null ? null : Number(row.courseId), week: row.week }));
}

export interface WeeklyCounts {
  content: Map<string, number>;
  videos: Map<string, number>;
  comments: Map<string, number>;
}

function toMap(rows: readonly { week: string; total: number }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.week, Number(row.total)]));
}

/** New content items, videos and comments of the scope per week of the range. */
export async function countNewPerWeek(db: Database, scope: UsageScope, range: UsageRangeBounds): Promise<WeeklyCounts> {
  const contentWeek = weekOf(contentItems.createdAt);
  const videoWeek = weekOf(videos.createdAt);
  const commentWeek = weekOf(contentComments.createdAt);
  const [content, videoRows, comments] = await Promise.all([
    db
      .select({ week: contentWeek, total: count() })
      .from(contentItems)
      .where(and(inArray(contentItems.courseId, scopeCourseIds(db, scope)), inRange(contentItems.createdAt, range)))
      .groupBy(contentWeek),
    db
      .select({ week: videoWeek, total: count() })
      .from(videos)
      .where(and(inArray(videos.courseId, scopeCourseIds(db, scope)), inRange(videos.createdAt, range)))
      .groupBy(videoWeek),
    db
      .select({ week: commentWeek, total: count() })
      .from(contentComments)
      .innerJoin(contentItems, eq(contentItems.id, contentComments.contentId))
      .where(and(inArray(contentItems.courseId, scopeCourseIds(db, scope)), inRange(contentComments.createdAt, range)))
      .groupBy(commentWeek),
  ]);
  return { content: toMap(content), videos: toMap(videoRows), comments: toMap(comments) };
}

export interface CourseFigures {
  /** Members per course, with whether they learn there (member, student). */
  members: Map<number, { userId: number; learner: boolean }[]>;
  contentItems: Map<number, number>;
  videos: Map<number, number>;
}

/** Per course of the scope: its members, content items and videos. */
export async function courseFigures(db: Database, scope: UsageScope): Promise<CourseFigures> {
  const [memberRows, content, videoRows] = await Promise.all([
    db
      .select({ courseId: courseMembers.courseId, userId: courseMembers.userId, roleId: courseMembers.roleId })
      .from(courseMembers)
      .where(inArray(courseMembers.courseId, scopeCourseIds(db, scope))),
    db
      .select({ courseId: contentItems.courseId, total: count() })
      .from(contentItems)
      .where(inArray(contentItems.courseId, scopeCourseIds(db, scope)))
      .groupBy(contentItems.courseId),
    db
      .select({ courseId: videos.courseId, total: count() })
      .from(videos)
      .where(inArray(videos.courseId, scopeCourseIds(db, scope)))
      .groupBy(videos.courseId),
  ]);
  const members = new Map<number, { userId: number; learner: boolean }[]>();
  for (const row of memberRows) {
    const list = members.get(row.courseId) ?? [];
    list.push({ userId: row.userId, learner: LEARNER_ROLE_IDS.includes(row.roleId) });
    members.set(row.courseId, list);
  }
  return {
    members,
    contentItems: new Map(content.map((row) => [row.courseId, Number(row.total)])),
    videos: new Map(videoRows.map((row) => [row.courseId, Number(row.total)])),
  };
}
