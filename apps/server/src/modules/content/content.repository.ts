// Content rows (content_items, content_terms): the row shape every content query answers with, one item,
// the writes, tags and the submissions the assignments cockpit lists. The feed's queries are in
// content.feed.repository.ts, the comments' in content.comments.repository.ts.
import type { ContentType } from '@campus/shared';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentComments, contentItems, contentTerms, taxonomyTerms, users, videos } from '../../db/schema/index.ts';

export interface ContentRow {
  id: number;
  courseId: number;
  type: ContentType;
  title: string;
  body: string;
  authorId: number | null;
  authorName: string | null;
  assignmentId: number | null;
  externalUrl: string | null;
  videoId: number | null;
  videoTimeTenths: number | null;
  /** Set while moderators hide the item (reports). */
  moderationHiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  tags: TagRow[];
  commentCount: number;
}

export interface TagRow {
  tid: number;
  name: string;
}

/** The columns of a ContentRow: the item with its author joined, its tags and comment count as subqueries per row. */
export const contentColumns = {
  id: contentItems.id,
  courseId: contentItems.courseId,
  type: contentItems.type,
  title: contentItems.title,
  body: contentItems.body,
  authorId: contentItems.authorId,
  authorName: users.displayName,
  assignmentId: contentItems.assignmentId,
  externalUrl: contentItems.externalUrl,
  videoId: contentItems.videoId,
  videoTimeTenths: contentItems.videoTimeTenths,
  moderationHiddenAt: contentItems.moderationHiddenAt,
  createdAt: contentItems.createdAt,
  updatedAt: contentItems.updatedAt,
  tags: sql<TagRow[]>`COALESCE((
    SELECT json_agg(json_build_object('tid', ${taxonomyTerms.id}, 'name', ${taxonomyTerms.name}) ORDER BY ${taxonomyTerms.name}, ${taxonomyTerms.id})
    FROM ${contentTerms} JOIN ${taxonomyTerms} ON ${taxonomyTerms.id} = ${contentTerms.termId}
    WHERE ${contentTerms.contentId} = ${contentItems.id}), '[]'::json)`.mapWith((value: unknown): TagRow[] =>
    (typeof value === 'string' ? JSON.parse(value) : value) as TagRow[],
  ),
  // Comments hidden by moderators are not counted (most readers do not see them).
  commentCount: sql<number>`(SELECT count(*) FROM ${contentComments} WHERE ${contentComments.contentId} = ${contentItems.id} AND ${contentComments.moderationHiddenAt} IS NULL)`.mapWith(Number),
};

export async function findContent(db: Database, id: number): Promise<ContentRow | undefined> {
  const [row] = await db
    .select(contentColumns)
    .from(contentItems)
    .leftJoin(users, eq(users.id, contentItems.authorId))
    .where(eq(contentItems.id, id));
  return row;
}

/** Several items by id (the reports feature's list of reported items). */
export async function findContentRows(db: Database, ids: readonly number[]): Promise<ContentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(contentColumns)
    .from(contentItems)
    .leftJoin(users, eq(users.id, contentItems.authorId))
    .where(inArray(contentItems.id, [...ids]));
}

/** A comment with what a report shows of it and of its item. */
export interface CommentTargetRow {
  id: number;
  contentId: number;
  courseId: number;
  type: ContentType;
  videoId: number | null;
  commentText: string;
  authorId: number | null;
  authorName: string | null;
  moderationHiddenAt: Date | null;
}

export async function findCommentTargets(db: Database, ids: readonly number[]): Promise<CommentTargetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: contentComments.id,
      contentId: contentComments.contentId,
      courseId: contentItems.courseId,
      type: contentItems.type,
      videoId: contentItems.videoId,
      commentText: contentComments.commentText,
      authorId: contentComments.authorId,
      authorName: users.displayName,
      moderationHiddenAt: contentComments.moderationHiddenAt,
    })
    .from(contentComments)
    .innerJoin(contentItems, eq(contentItems.id, contentComments.contentId))
    .leftJoin(users, eq(users.id, contentComments.authorId))
    .where(inArray(contentComments.id, [...ids]));
}

export interface ContentInsert {
  courseId: number;
  type: ContentType;
  title: string;
  body: string;
  authorId: number;
  assignmentId: number | null;
  externalUrl: string | null;
  videoId: number | null;
  videoTimeTenths: number | null;
}

export async function insertContent(db: Database, values: ContentInsert, tids: readonly number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contentItems).values(values).returning({ id: contentItems.id });
    if (!row) throw new Error('content insert returned nothing');
    if (tids.length > 0) await tx.insert(contentTerms).values(tids.map((termId) => ({ contentId: row.id, termId })));
    return row.id;
  });
}

export interface ContentChanges {
  title?: string;
  body?: string;
  assignmentId?: number | null;
  externalUrl?: string;
  videoTimeTenths?: number;
}

/** Updates the row (and replaces its tags when `tids` is given); updatedAt moves forward. */
export async function updateContent(db: Database, id: number, changes: ContentChanges, tids: readonly number[] | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(contentItems)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(contentItems.id, id));
    if (tids !== undefined) {
      await tx.delete(contentTerms).where(eq(contentTerms.contentId, id));
      if (tids.length > 0) await tx.insert(contentTerms).values(tids.map((termId) => ({ contentId: id, termId })));
    }
  });
}

/** Deletes the item; its comments and tags go with it (ON DELETE CASCADE). */
export async function deleteContent(db: Database, id: number): Promise<void> {
  await db.delete(contentItems).where(eq(contentItems.id, id));
}

/** The course of a video (the default video check; the videos feature supplies visibility). */
export async function findVideoCourse(db: Database, videoId: number): Promise<number | undefined> {
  const [row] = await db.select({ courseId: videos.courseId }).from(videos).where(eq(videos.id, videoId));
  return row?.courseId;
}

/** Which of the term ids are terms of the campus. */
export async function findCampusTermIds(db: Database, domainId: number, termIds: readonly number[]): Promise<Set<number>> {
  if (termIds.length === 0) return new Set();
  const rows = await db
    .select({ id: taxonomyTerms.id })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.domainId, domainId), inArray(taxonomyTerms.id, [...termIds])));
  return new Set(rows.map((row) => row.id));
}

// ---- assignment submissions ----

export interface SubmissionRow {
  id: number;
  courseId: number;
  type: ContentType;
  title: string;
  videoId: number | null;
  assignmentId: number;
  authorId: number;
  createdAt: Date;
}

export async function findSubmissions(
  db: Database,
  query: { courseId: number; assignmentIds: readonly number[]; userIds?: readonly number[] },
): Promise<SubmissionRow[]> {
  if (query.assignmentIds.length === 0 || query.userIds?.length === 0) return [];
  const rows = await db
    .select({
      id: contentItems.id,
      courseId: contentItems.courseId,
      type: contentItems.type,
      title: contentItems.title,
      videoId: contentItems.videoId,
      assignmentId: contentItems.assignmentId,
      authorId: contentItems.authorId,
      createdAt: contentItems.createdAt,
    })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.courseId, query.courseId),
        inArray(contentItems.assignmentId, [...query.assignmentIds]),
        query.userIds === undefined ? sql`${contentItems.authorId} IS NOT NULL` : inArray(contentItems.authorId, [...query.userIds]),
      ),
    )
    .orderBy(asc(contentItems.createdAt), asc(contentItems.id));
  return rows.flatMap((row) =>
    row.assignmentId === null || row.authorId === null ? [] : [{ ...row, assignmentId: row.assignmentId, authorId: row.authorId }],
  );
}

/** Hides a content item by moderation since `hiddenAt`, or shows it again (null): the reports feature's setHidden. */
export async function setContentModerationHidden(db: Database, id: number, hiddenAt: Date | null): Promise<void> {
  await db.update(contentItems).set({ moderationHiddenAt: hiddenAt }).where(eq(contentItems.id, id));
}

/** The same for a content comment. */
export async function setCommentModerationHidden(db: Database, id: number, hiddenAt: Date | null): Promise<void> {
  await db.update(contentComments).set({ moderationHiddenAt: hiddenAt }).where(eq(contentComments.id, id));
}

/** When the learner created content in these courses since a moment (the learning cockpit, through content.sources.ts). */
export async function contentCreationTimes(db: Database, userId: number, courseIds: readonly number[], since: Date): Promise<Date[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({ at: contentItems.createdAt })
    .from(contentItems)
    .where(and(eq(contentItems.authorId, userId), gte(contentItems.createdAt, since), inArray(contentItems.courseId, [...courseIds])));
  return rows.map((row) => row.at);
}
