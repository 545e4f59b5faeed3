// The videos module's database access: the only code here that touches the video tables. Who may see
// a video is applied IN SQL (visibleTo) so lists and counts never include what the user may not see.
// Nothing here throws HTTP errors.
import { VIDEO_TOPIC_VOCABULARY_ID, type VideoListType, type VideoSource, type VideoStatus, type VideoVisibility } from '@campus/shared';
import { and, asc, count, desc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { contentComments, contentItems } from '../../db/schema/content.ts';
import { courseMembers } from '../../db/schema/courses.ts';
import { taxonomyTerms } from '../../db/schema/taxonomy.ts';
import { users } from '../../db/schema/users.ts';
import { videos, videoSplitscreens, videoTopics, videoUsers } from '../../db/schema/videos.ts';

export interface VideoRow {
  id: number;
  courseId: number;
  ownerId: number | null;
  assignmentId: number | null;
  title: string;
  visibility: VideoVisibility;
  status: VideoStatus;
  source: VideoSource;
  failureReason: string | null;
  sourceKey: string;
  sourceFileName: string;
  sourceContentType: string;
  sourceSize: number;
  playbackKey: string | null;
  playbackSize: number | null;
  posterKey: string | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** Set while moderators hide the video (reports): only staff and the owner see it. */
  moderationHiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const videoColumns = {
  id: videos.id,
  courseId: videos.courseId,
  ownerId: videos.ownerId,
  assignmentId: videos.assignmentId,
  title: videos.title,
  visibility: videos.visibility,
  status: videos.status,
  source: videos.source,
  failureReason: videos.failureReason,
  sourceKey: videos.sourceKey,
  sourceFileName: videos.sourceFileName,
  sourceContentType: videos.sourceContentType,
  sourceSize: videos.sourceSize,
  playbackKey: videos.playbackKey,
  playbackSize: videos.playbackSize,
  posterKey: videos.posterKey,
  durationSeconds: videos.durationSeconds,
  width: videos.width,
  height: videos.height,
  moderationHiddenAt: videos.moderationHiddenAt,
  createdAt: videos.createdAt,
  updatedAt: videos.updatedAt,
};

/** Who is looking: the user, and whether they manage the course's videos (manage_videos, student mode applied). */
export interface VideoViewer {
  userId: number;
  manage: boolean;
}

function sharedWith(videoId: SQL | typeof videos.id, userId: number): SQL {
  return exists(
    sql`(SELECT 1 FROM ${videoUsers} WHERE ${videoUsers.videoId} = ${videoId} AND ${videoUsers.userId} = ${userId})`,
  );
}

/**
 * The visibility rule as SQL over `table` (videos or an alias of it): staff see all; everyone else the
 * course's videos, their own, and selected ones shared with them. Private: owner and staff only. A video
 * hidden by moderators (reports): owner and staff only.
 */
export function visibleTo(
  viewer: VideoViewer,
  table: { id: AnyPgColumn; visibility: AnyPgColumn; ownerId: AnyPgColumn; moderationHiddenAt: AnyPgColumn } = videos,
): SQL | undefined {
  if (viewer.manage) return undefined;
  return or(
    eq(table.ownerId, viewer.userId),
    and(
      isNull(table.moderationHiddenAt),
      or(eq(table.visibility, 'course'), and(eq(table.visibility, 'selected'), sharedWith(sql`${table.id}`, viewer.userId))),
    ),
  );
}

export async function findVideo(db: Database, id: number): Promise<VideoRow | undefined> {
  const [row] = await db.select(videoColumns).from(videos).where(eq(videos.id, id)).limit(1);
  return row;
}

/** Whether the video is shared with the user (video_users). */
export async function isSharedWith(db: Database, videoId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ videoId: videoUsers.videoId })
    .from(videoUsers)
    .where(and(eq(videoUsers.videoId, videoId), eq(videoUsers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export interface VideoListFilter {
  courseId: number;
  type: VideoListType;
  offset: number;
  limit: number;
  assignmentIds: readonly number[];
  uids: readonly number[];
  tids: readonly number[];
  assignedMe: boolean;
  assignedUids: readonly number[];
}

export async function listVideos(db: Database, viewer: VideoViewer, filter: VideoListFilter): Promise<{ rows: VideoRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(videos.courseId, filter.courseId), visibleTo(viewer)];
  if (filter.type === 'own') conditions.push(eq(videos.ownerId, viewer.userId));
  if (filter.type === 'shared') conditions.push(and(eq(videos.visibility, 'selected'), sharedWith(sql`${videos.id}`, viewer.userId)));
  if (filter.assignmentIds.length > 0) conditions.push(inArray(videos.assignmentId, [...filter.assignmentIds]));
  if (filter.uids.length > 0) conditions.push(inArray(videos.ownerId, [...filter.uids]));
  if (filter.tids.length > 0) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(videoTopics)
          .where(and(eq(videoTopics.videoId, videos.id), inArray(videoTopics.termId, [...filter.tids]))),
      ),
    );
  }
  if (filter.assignedMe) conditions.push(sharedWith(sql`${videos.id}`, viewer.userId));
  if (filter.assignedUids.length > 0) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(videoUsers)
          .where(and(eq(videoUsers.videoId, videos.id), inArray(videoUsers.userId, [...filter.assignedUids]))),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db.select(videoColumns).from(videos).where(where).orderBy(desc(videos.createdAt), desc(videos.id)).limit(filter.limit).offset(filter.offset),
    db.select({ total: count() }).from(videos).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export interface VideoExtras {
  ownerNames: Map<number, string>;
  topics: Map<number, { tid: number; name: string }[]>;
  userIds: Map<number, number[]>;
  commentCounts: Map<number, number>;
  splitscreens: Map<number, { id: number; selectedVideoId: number; offsetSeconds: number }[]>;
}

function groupBy<T, V>(rows: readonly T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> {
  const result = new Map<number, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = result.get(k);
    if (list) list.push(value(row));
    else result.set(k, [value(row)]);
  }
  return result;
}

/** Owners' names, topics, shared users, comment counts and splitscreens (whose other video the viewer sees). */
export async function findVideoExtras(db: Database, viewer: VideoViewer, rows: readonly VideoRow[]): Promise<VideoExtras> {
  const ids = rows.map((row) => row.id);
  const ownerIds = [...new Set(rows.flatMap((row) => (row.ownerId === null ? [] : [row.ownerId])))];
  if (ids.length === 0) {
    return { ownerNames: new Map(), topics: new Map(), userIds: new Map(), commentCounts: new Map(), splitscreens: new Map() };
  }
  const selected = alias(videos, 'selected_video');
  const [owners, topicRows, userRows, commentRows, splitRows] = await Promise.all([
    ownerIds.length === 0
      ? Promise.resolve([])
      : db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, ownerIds)),
    db
      .select({ videoId: videoTopics.videoId, tid: taxonomyTerms.id, name: taxonomyTerms.name })
      .from(videoTopics)
      .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, videoTopics.termId))
      .where(inArray(videoTopics.videoId, ids))
      .orderBy(asc(taxonomyTerms.name), asc(taxonomyTerms.id)),
    db
      .select({ videoId: videoUsers.videoId, userId: videoUsers.userId })
      .from(videoUsers)
      .where(inArray(videoUsers.videoId, ids))
      .orderBy(asc(videoUsers.userId)),
    db
      .select({ videoId: contentItems.videoId, total: count() })
      .from(contentItems)
      .where(and(inArray(contentItems.videoId, ids), eq(contentItems.type, 'videocomment')))
      .groupBy(contentItems.videoId),
    db
      .select({
        id: videoSplitscreens.id,
        mainVideoId: videoSplitscreens.mainVideoId,
        selectedVideoId: videoSplitscreens.selectedVideoId,
        offsetSeconds: videoSplitscreens.offsetSeconds,
      })
      .from(videoSplitscreens)
      .innerJoin(selected, eq(selected.id, videoSplitscreens.selectedVideoId))
      .where(and(inArray(videoSplitscreens.mainVideoId, ids), visibleTo(viewer, { id: selected.id, visibility: selected.visibility, ownerId: selected.ownerId, moderationHiddenAt: selected.moderationHiddenAt })))
      .orderBy(asc(videoSplitscreens.id)),
  ]);
  return {
    ownerNames: new Map(owners.map((owner) => [owner.id, owner.name])),
    topics: groupBy(topicRows, (row) => row.videoId, (row) => ({ tid: row.tid, name: row.name })),
    userIds: groupBy(userRows, (row) => row.videoId, (row) => row.userId),
    commentCounts: new Map(commentRows.flatMap((row) => (row.videoId === null ? [] : [[row.videoId, row.total] as const]))),
    splitscreens: groupBy(
      splitRows,
      (row) => row.mainVideoId,
      (row) => ({ id: row.id, selectedVideoId: row.selectedVideoId, offsetSeconds: row.offsetSeconds }),
    ),
  };
}

export interface VideoChanges {
  title?: string;
  visibility?: VideoVisibility;
  assignmentId?: number | null;
}

/** Applies the changes, and replaces topics and shared users when given, in one transaction. */
export async function updateVideo(
  db: Database,
  id: number,
  changes: VideoChanges,
  topicIds: readonly number[] | undefined,
  userIds: readonly number[] | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Always touch the row so `updated` moves (and $onUpdate runs) even when only topics change.
    await tx.update(videos).set({ ...changes, updatedAt: new Date() }).where(eq(videos.id, id));
    if (topicIds !== undefined) {
      await tx.delete(videoTopics).where(eq(videoTopics.videoId, id));
      if (topicIds.length > 0) await tx.insert(videoTopics).values(topicIds.map((termId) => ({ videoId: id, termId })));
    }
    if (userIds !== undefined) {
      await tx.delete(videoUsers).where(eq(videoUsers.videoId, id));
      if (userIds.length > 0) await tx.insert(videoUsers).values(userIds.map((userId) => ({ videoId: id, userId })));
    }
  });
}

/** Deletes the row (topics, users, splitscreens and video comments go by FK cascade); returns it as it was. */
export async function deleteVideo(db: Database, id: number): Promise<VideoRow | undefined> {
  const [row] = await db.delete(videos).where(eq(videos.id, id)).returning(videoColumns);
  return row;
}

export async function insertSplitscreen(
  db: Database,
  values: { mainVideoId: number; selectedVideoId: number; offsetSeconds: number; createdBy: number },
): Promise<{ id: number; mainVideoId: number; selectedVideoId: number; offsetSeconds: number }> {
  const [row] = await db.insert(videoSplitscreens).values(values).returning({
    id: videoSplitscreens.id,
    mainVideoId: videoSplitscreens.mainVideoId,
    selectedVideoId: videoSplitscreens.selectedVideoId,
    offsetSeconds: videoSplitscreens.offsetSeconds,
  });
  if (!row) throw new Error('splitscreen insert returned nothing');
  return row;
}

/** Which of `userIds` are members of the course (any role). */
export async function findCourseMemberIds(db: Database, courseId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), inArray(courseMembers.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}

/** Video topic terms (vocabulary 18) of the campus among `termIds`. */
export async function findTopicTerms(db: Database, domainId: number, termIds: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (termIds.length === 0) return [];
  return db
    .select({ id: taxonomyTerms.id, name: taxonomyTerms.name })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.domainId, domainId), eq(taxonomyTerms.vid, VIDEO_TOPIC_VOCABULARY_ID), inArray(taxonomyTerms.id, [...termIds])));
}

// ---- comments export ----

export interface ExportComment {
  id: number;
  videoTimeTenths: number | null;
  author: string | null;
  body: string;
  createdAt: Date;
  replies: { author: string | null; text: string; createdAt: Date }[];
}

/** The video's comments in time order, each with its replies in creation order. */
export async function listVideoCommentsForExport(db: Database, videoId: number): Promise<ExportComment[]> {
  const commentAuthor = alias(users, 'comment_author');
  const items = await db
    .select({
      id: contentItems.id,
      videoTimeTenths: contentItems.videoTimeTenths,
      author: commentAuthor.displayName,
      body: contentItems.body,
      createdAt: contentItems.createdAt,
    })
    .from(contentItems)
    .leftJoin(commentAuthor, eq(commentAuthor.id, contentItems.authorId))
    .where(and(eq(contentItems.videoId, videoId), eq(contentItems.type, 'videocomment')))
    .orderBy(asc(contentItems.videoTimeTenths), asc(contentItems.createdAt), asc(contentItems.id));
  if (items.length === 0) return [];
  const replyRows = await db
    .select({
      contentId: contentComments.contentId,
      author: users.displayName,
      text: contentComments.commentText,
      createdAt: contentComments.createdAt,
    })
    .from(contentComments)
    .leftJoin(users, eq(users.id, contentComments.authorId))
    .where(inArray(contentComments.contentId, items.map((item) => item.id)))
    .orderBy(asc(contentComments.createdAt), asc(contentComments.id));
  const replies = groupBy(replyRows, (row) => row.contentId, (row) => ({ author: row.author, text: row.text, createdAt: row.createdAt }));
  return items.map((item) => ({ ...item, replies: replies.get(item.id) ?? [] }));
}

// ---- assignment sources ----

export async function listAssignmentVideos(
  db: Database,
  assignmentIds: readonly number[],
): Promise<
  { id: number; assignmentId: number; title: string; status: VideoStatus; visibility: VideoVisibility; moderationHiddenAt: Date | null; playbackKey: string | null }[]
> {
  if (assignmentIds.length === 0) return [];
  const rows = await db
    .select({
      id: videos.id,
      assignmentId: videos.assignmentId,
      title: videos.title,
      status: videos.status,
      visibility: videos.visibility,
      moderationHiddenAt: videos.moderationHiddenAt,
      playbackKey: videos.playbackKey,
    })
    .from(videos)
    .where(inArray(videos.assignmentId, [...assignmentIds]))
    .orderBy(asc(videos.createdAt), asc(videos.id));
  return rows.flatMap((row) => (row.assignmentId === null ? [] : [{ ...row, assignmentId: row.assignmentId }]));
}

export async function listAssignmentSubmissionVideos(
  db: Database,
  query: { courseId: number; assignmentIds: readonly number[]; userIds?: readonly number[] | undefined },
): Promise<{ id: number; assignmentId: number; ownerId: number; title: string; createdAt: Date }[]> {
  if (query.assignmentIds.length === 0) return [];
  const conditions = [eq(videos.courseId, query.courseId), inArray(videos.assignmentId, [...query.assignmentIds])];
  if (query.userIds !== undefined) conditions.push(inArray(videos.ownerId, [...query.userIds]));
  const rows = await db
    .select({ id: videos.id, assignmentId: videos.assignmentId, ownerId: videos.ownerId, title: videos.title, createdAt: videos.createdAt })
    .from(videos)
    .where(and(...conditions))
    .orderBy(asc(videos.createdAt), asc(videos.id));
  return rows.flatMap((row) =>
    row.assignmentId === null || row.ownerId === null ? [] : [{ ...row, assignmentId: row.assignmentId, ownerId: row.ownerId }],
  );
}

export interface VideoReportRow {
  id: number;
  courseId: number;
  ownerId: number | null;
  ownerName: string | null;
  title: string;
  hiddenAt: Date | null;
}

/** The videos with their owners, as the reports feature lists them (any visibility: the caller checks). */
export async function findVideoReportRows(db: Database, ids: readonly number[]): Promise<VideoReportRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: videos.id,
      courseId: videos.courseId,
      ownerId: videos.ownerId,
      ownerName: users.displayName,
      title: videos.title,
      hiddenAt: videos.moderationHiddenAt,
    })
    .from(videos)
    .leftJoin(users, eq(users.id, videos.ownerId))
    .where(inArray(videos.id, [...ids]));
}

/** Hides a video by moderation since `hiddenAt`, or shows it again (null): the reports feature's setHidden. */
export async function setVideoModerationHidden(db: Database, id: number, hiddenAt: Date | null): Promise<void> {
  await db.update(videos).set({ moderationHiddenAt: hiddenAt }).where(eq(videos.id, id));
}
