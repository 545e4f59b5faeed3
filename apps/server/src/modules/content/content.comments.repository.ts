// Comments on content items (content_comments), with their authors joined.
import { and, asc, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentComments, users } from '../../db/schema/index.ts';

export interface CommentRow {
  id: number;
  contentId: number;
  commentText: string;
  assignmentId: number | null;
  authorId: number | null;
  authorName: string | null;
  /** Set while moderators hide the comment (reports). */
  moderationHiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Who reads the comments: `hideFrom` null sees hidden ones (staff); a user id only their own hidden ones. */
export interface CommentViewer {
  hideFrom: number | null;
}

function visibleComment(viewer: CommentViewer): SQL | undefined {
  return viewer.hideFrom === null ? undefined : or(isNull(contentComments.moderationHiddenAt), eq(contentComments.authorId, viewer.hideFrom));
}

const commentColumns = {
  id: contentComments.id,
  contentId: contentComments.contentId,
  commentText: contentComments.commentText,
  assignmentId: contentComments.assignmentId,
  authorId: contentComments.authorId,
  authorName: users.displayName,
  moderationHiddenAt: contentComments.moderationHiddenAt,
  createdAt: contentComments.createdAt,
  updatedAt: contentComments.updatedAt,
};

/** A page of an item's comments, oldest first (content_comments_content_created_idx). */
export async function listComments(db: Database, contentId: number, offset: number, limit: number, viewer: CommentViewer = { hideFrom: null }): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(contentComments)
    .leftJoin(users, eq(users.id, contentComments.authorId))
    .where(and(eq(contentComments.contentId, contentId), visibleComment(viewer)))
    .orderBy(asc(contentComments.createdAt), asc(contentComments.id))
    .limit(limit)
    .offset(offset);
}

export async function findComment(db: Database, contentId: number, commentId: number): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(contentComments)
    .leftJoin(users, eq(users.id, contentComments.authorId))
    .where(and(eq(contentComments.id, commentId), eq(contentComments.contentId, contentId)));
  return row;
}

export async function insertComment(
  db: Database,
  values: { contentId: number; authorId: number; commentText: string; assignmentId: number | null },
): Promise<number> {
  const [row] = await db.insert(contentComments).values(values).returning({ id: contentComments.id });
  if (!row) throw new Error('comment insert returned nothing');
  return row.id;
}

export async function updateComment(db: Database, commentId: number, commentText: string): Promise<void> {
  await db.update(contentComments).set({ commentText, updatedAt: new Date() }).where(eq(contentComments.id, commentId));
}

export async function deleteComment(db: Database, commentId: number): Promise<void> {
  await db.delete(contentComments).where(eq(contentComments.id, commentId));
}

/** Comment counts of the given items, in one query. */
export async function countCommentsByContent(db: Database, contentIds: readonly number[], viewer: CommentViewer = { hideFrom: null }): Promise<Map<number, number>> {
  const result = new Map<number, number>(contentIds.map((id) => [id, 0]));
  if (contentIds.length === 0) return result;
  const rows = await db
    .select({ contentId: contentComments.contentId, total: count() })
    .from(contentComments)
    .where(and(inArray(contentComments.contentId, [...contentIds]), visibleComment(viewer)))
    .groupBy(contentComments.contentId);
  for (const row of rows) result.set(row.contentId, Number(row.total));
  return result;
}
