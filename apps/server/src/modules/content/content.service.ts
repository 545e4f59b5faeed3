// Content rules (spec §3 "Content", "Content comment", §7; contract-content.md): the course feed and its
// filters, items and comments with who may do what, rich text sanitized on every write, external URLs
// checked, assignment and video links kept inside the course. Routes call these functions with the deps
// built once in the routes plugin (createContentDeps); they never see the request.
import {
  CONTENT_BODY_MAX,
  CONTENT_COMMENT_MAX,
  CONTENT_COMMENT_PAGE_SIZE,
  CONTENT_PAGE_SIZE,
  ERROR_CODES,
  VIDEO_COMMENTS_LIMIT,
  canCommentContent,
  canModerateReports,
  externalUrlProblem,
  type ContentComment,
  type ContentCommentCreateInput,
  type ContentCommentListResponse,
  type ContentCommentUpdateInput,
  type ContentCreateData,
  type ContentFiltersResponse,
  type ContentItem,
  type ContentListQuery,
  type ContentListResponse,
  type ContentUpdateData,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { richTextToPlainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { visibleAssignmentIds } from '../assignments/assignment-access.ts';
import { recordAssignmentActivity } from '../assignments/assignments.sources.ts';
import { findCourseAccess, requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import type { OnContentCreated } from './content.events.sources.ts';
import { commentPermissions, itemPermissions, mayCreate, type ContentActor } from './content.policy.ts';
import { presentComment, presentContent } from './content.presenter.ts';
import { countCommentsByContent, deleteComment, findComment, insertComment, listComments, updateComment } from './content.comments.repository.ts';
import { createFeedTotals, feedPage, type FeedTotals } from './content.feed-totals.ts';
import { countVideoComments, findFilterOptions, listVideoComments } from './content.feed.repository.ts';
import {
  deleteContent,
  findCampusTermIds,
  findContent,
  findVideoCourse,
  insertContent,
  updateContent,
  type ContentChanges,
  type ContentRow,
} from './content.repository.ts';

/**
 * Whether the user may see a video, and its course; null when the video is missing or hidden from them.
 * The default only checks that the video exists (its course is checked by the caller); the videos
 * feature supplies its visibility rules (wired in app.ts).
 */
export type VideoAccessCheck = (db: Database, principal: Principal, videoId: number) => Promise<{ courseId: number } | null>;

export const defaultVideoAccess: VideoAccessCheck = async (db, _principal, videoId) => {
  const courseId = await findVideoCourse(db, videoId);
  return courseId === undefined ? null : { courseId };
};

export interface ContentDeps {
  db: Database;
  /** Video visibility (the videos feature's, wired in app.ts). */
  videoAccess: VideoAccessCheck;
  /** Totals of large feeds remembered on this node (content.feed-totals.ts). */
  feedTotals: FeedTotals;
  /** Told about every new item (notifications, wired in app.ts). */
  onContentCreated?: OnContentCreated | undefined;
  log?: { warn(object: object, message: string): void } | undefined;
}

/** The content feature's dependencies, built once per app (in the routes plugin); videoAccess defaults to defaultVideoAccess. */
export function createContentDeps(options: {
  db: Database;
  videoAccess?: VideoAccessCheck | undefined;
  onContentCreated?: OnContentCreated | undefined;
  log?: ContentDeps['log'];
}): ContentDeps {
  return {
    db: options.db,
    videoAccess: options.videoAccess ?? defaultVideoAccess,
    feedTotals: createFeedTotals(),
    onContentCreated: options.onContentCreated,
    log: options.log,
  };
}

interface ItemContext {
  row: ContentRow;
  access: CourseAccess;
  actor: ContentActor;
}

export function contentNotFound(id: number): AppError {
  return notFound(`Content ${id} was not found.`, ERROR_CODES.CONTENT_NOT_FOUND);
}

function commentNotFound(id: number): AppError {
  return notFound(`Comment ${id} was not found.`, ERROR_CODES.COMMENT_NOT_FOUND);
}

function invalidField(path: string, message: string): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, { errors: [{ path, message }] });
}

const EXTERNAL_URL_MESSAGES = {
  too_long: 'The address is too long.',
  invalid: 'The address is not a valid URL.',
  scheme: 'Only http and https addresses are allowed.',
  credentials: 'The address must not contain a user name or password.',
} as const;

function checkedExternalUrl(value: string): string {
  const problem = externalUrlProblem(value);
  if (problem !== null) {
    const message = EXTERNAL_URL_MESSAGES[problem];
    throw new AppError(400, ERROR_CODES.EXTERNAL_URL_INVALID, message, { errors: [{ path: 'externalUrl', message }] });
  }
  return value;
}

function sanitizedBody(html: string, path: string, max: number): string {
  const clean = sanitizeRichText(html);
  if (clean.length > max) throw invalidField(path, `The text is too long (at most ${max} characters after cleaning).`);
  return clean;
}

function actorOf(principal: Principal, access: CourseAccess): ContentActor {
  return { userId: principal.userId, permissions: access.permissions };
}

/** Items and comments hidden by moderators (reports): the staff see them all, everyone else only their own. */
function hiddenViewer(principal: Principal, access: CourseAccess): { hideFrom: number | null } {
  return { hideFrom: canModerateReports(access.permissions) ? null : principal.userId };
}

/** The item as the user may see it: 404 CONTENT_NOT_FOUND when it, its course or its video is hidden from them. */
export async function itemContext(deps: ContentDeps, principal: Principal, id: number): Promise<ItemContext> {
  const row = await findContent(deps.db, id);
  if (!row) throw contentNotFound(id);
  const access = await findCourseAccess(deps.db, principal, row.courseId);
  if (!access) throw contentNotFound(id);
  const hideFrom = hiddenViewer(principal, access).hideFrom;
  if (row.moderationHiddenAt !== null && hideFrom !== null && row.authorId !== hideFrom) throw contentNotFound(id);
  if (row.type === 'videocomment' && row.videoId !== null) {
    const video = await deps.videoAccess(deps.db, principal, row.videoId);
    if (!video || video.courseId !== row.courseId) throw contentNotFound(id);
  }
  return { row, access, actor: actorOf(principal, access) };
}

function presentItems(actor: ContentActor, rows: readonly ContentRow[]): ContentItem[] {
  return rows.map((row) => presentContent(actor, row));
}

async function presentOne(db: Database, actor: ContentActor, id: number): Promise<ContentItem> {
  const row = await findContent(db, id);
  if (!row) throw contentNotFound(id);
  return presentContent(actor, row);
}

/**
 * A link to an assignment: it must be one of the course that the user may see. A hidden one (draft,
 * another audience) is refused exactly like a missing one, so its existence does not show.
 */
async function checkAssignment(db: Database, principal: Principal, access: CourseAccess, assignmentId: number | null | undefined): Promise<void> {
  if (assignmentId === null || assignmentId === undefined) return;
  const visible = await visibleAssignmentIds(db, { userId: principal.userId, access }, [assignmentId]);
  if (!visible.has(assignmentId)) throw invalidField('assignmentId', 'No such assignment in this course.');
}

async function checkTags(db: Database, access: CourseAccess, tids: readonly number[] | undefined): Promise<number[] | undefined> {
  if (tids === undefined) return undefined;
  const unique = [...new Set(tids)];
  const known = await findCampusTermIds(db, access.row.domainId, unique);
  const unknownIndex = unique.findIndex((tid) => !known.has(tid));
  if (unknownIndex >= 0) throw invalidField(`tids.${tids.indexOf(unique[unknownIndex] ?? 0)}`, 'This tag does not exist on this campus.');
  return unique;
}

// ---- content ----

export async function listContent(deps: ContentDeps, principal: Principal, query: ContentListQuery): Promise<ContentListResponse> {
  const access = await requireCourseAccess(deps.db, principal, query.og);
  const actor = actorOf(principal, access);
  if (query.videoId !== null) {
    const video = await deps.videoAccess(deps.db, principal, query.videoId);
    if (!video || video.courseId !== query.og) throw notFound(`Video ${query.videoId} was not found.`);
    const viewer = hiddenViewer(principal, access);
    const [rows, total] = await Promise.all([
      listVideoComments(deps.db, query.videoId, VIDEO_COMMENTS_LIMIT, viewer),
      countVideoComments(deps.db, query.videoId, viewer),
    ]);
    return { items: presentItems(actor, rows), total, offset: 0, limit: VIDEO_COMMENTS_LIMIT };
  }
  // Filtering by assignments the user may not see matches nothing, as for ids that do not exist.
  const visible = await visibleAssignmentIds(deps.db, { userId: principal.userId, access }, query.assignmentIds);
  const assignmentIds = query.assignmentIds.filter((id) => visible.has(id));
  if (query.assignmentIds.length > 0 && assignmentIds.length === 0) {
    return { items: [], total: 0, offset: query.offset, limit: CONTENT_PAGE_SIZE };
  }
  const filters = { types: query.types, assignmentIds, uids: query.uids, tids: query.tids };
  const { rows, total } = await feedPage(deps.db, deps.feedTotals, query.og, filters, query.offset, hiddenViewer(principal, access));
  return { items: presentItems(actor, rows), total, offset: query.offset, limit: CONTENT_PAGE_SIZE };
}

export async function listContentFilters(deps: ContentDeps, principal: Principal, courseId: number): Promise<ContentFiltersResponse> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  const options = await findFilterOptions(deps.db, courseId);
  // Content may be linked to assignments this user may not see (drafts, other audiences): not offered.
  const visible = await visibleAssignmentIds(deps.db, { userId: principal.userId, access }, options.assignments.map((assignment) => assignment.id));
  return { ...options, assignments: options.assignments.filter((assignment) => visible.has(assignment.id)) };
}

export async function getContent(deps: ContentDeps, principal: Principal, id: number): Promise<ContentItem> {
  const context = await itemContext(deps, principal, id);
  return presentContent(context.actor, context.row);
}

export async function createContent(deps: ContentDeps, principal: Principal, courseId: number, input: ContentCreateData): Promise<ContentItem> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  const actor = actorOf(principal, access);
  if (!mayCreate(actor, input.type)) {
    throw forbidden(`You may not create ${input.type} content in this course.`, ERROR_CODES.CONTENT_TYPE_NOT_ALLOWED);
  }
  let videoId: number | null = null;
  if (input.type === 'videocomment' && input.video_id !== undefined) {
    const video = await deps.videoAccess(deps.db, principal, input.video_id);
    if (!video || video.courseId !== courseId) throw invalidField('video_id', 'The video is not a video of this course.');
    videoId = input.video_id;
  }
  await checkAssignment(deps.db, principal, access, input.assignmentId);
  const tids = (await checkTags(deps.db, access, input.tids)) ?? [];
  const externalUrl = input.type === 'external_content' && input.externalUrl !== undefined ? checkedExternalUrl(input.externalUrl) : null;
  const id = await insertContent(
    deps.db,
    {
      courseId,
      type: input.type,
      title: input.title ?? '',
      body: sanitizedBody(input.body, 'body', CONTENT_BODY_MAX),
      authorId: principal.userId,
      assignmentId: input.assignmentId ?? null,
      externalUrl,
      videoId,
      videoTimeTenths: input.type === 'videocomment' && input.videoTime !== undefined ? Math.round(input.videoTime * 10) : null,
    },
    tids,
  );
  // A member's item linked to an assignment is their work on it (cockpit submissions, status).
  if (input.assignmentId) await recordAssignmentActivity(deps.db, { assignmentId: input.assignmentId, userId: principal.userId });
  try {
    await deps.onContentCreated?.({
      contentId: id,
      courseId,
      type: input.type,
      title: input.title ?? '',
      authorUid: principal.userId,
      authorRoleIds: access.roleIds,
      memberBlogNotification: access.row.settings.memberBlogNotificationEnabled === true,
      videoId,
    });
  } catch (error) {
    deps.log?.warn({ err: error, contentId: id }, 'content: onContentCreated failed');
  }
  return presentOne(deps.db, actor, id);
}

export async function editContent(deps: ContentDeps, principal: Principal, input: ContentUpdateData): Promise<ContentItem> {
  const { row, access, actor } = await itemContext(deps, principal, input.id);
  if (!itemPermissions(actor, row.authorId).update) throw forbidden('Only the author or a moderator of the course may change this item.');
  const changes: ContentChanges = {};
  if (input.title !== undefined) {
    if (input.title === '' && row.type !== 'videocomment') throw invalidField('title', 'A title is required.');
    changes.title = input.title;
  }
  if (input.body !== undefined) changes.body = sanitizedBody(input.body, 'body', CONTENT_BODY_MAX);
  if (input.assignmentId !== undefined) {
    // An unchanged link is not checked again: the form sends it back on every save, also after the
    // assignment became hidden from the user (unpublished, audience changed).
    if (input.assignmentId !== row.assignmentId) await checkAssignment(deps.db, principal, access, input.assignmentId);
    changes.assignmentId = input.assignmentId;
  }
  if (input.externalUrl !== undefined) {
    if (row.type !== 'external_content') throw invalidField('externalUrl', 'Only external content has an address.');
    changes.externalUrl = checkedExternalUrl(input.externalUrl);
  }
  if (input.videoTime !== undefined) {
    if (row.type !== 'videocomment') throw invalidField('videoTime', 'Only video comments have a video time.');
    changes.videoTimeTenths = Math.round(input.videoTime * 10);
  }
  const tids = await checkTags(deps.db, access, input.tids);
  await updateContent(deps.db, row.id, changes, tids);
  const newAssignment = input.assignmentId ?? null;
  if (newAssignment !== null && newAssignment !== row.assignmentId && row.authorId !== null) {
    await recordAssignmentActivity(deps.db, { assignmentId: newAssignment, userId: row.authorId });
  }
  return presentOne(deps.db, actor, row.id);
}

export async function removeContent(deps: ContentDeps, principal: Principal, id: number): Promise<void> {
  const { row, actor } = await itemContext(deps, principal, id);
  if (!itemPermissions(actor, row.authorId).delete) throw forbidden('Only the author or a moderator of the course may delete this item.');
  await deleteContent(deps.db, row.id);
}

// ---- comments ----

export async function listContentComments(deps: ContentDeps, principal: Principal, contentId: number, offset: number): Promise<ContentCommentListResponse> {
  const { row, access, actor } = await itemContext(deps, principal, contentId);
  const viewer = hiddenViewer(principal, access);
  const [rows, counts] = await Promise.all([
    listComments(deps.db, row.id, offset, CONTENT_COMMENT_PAGE_SIZE, viewer),
    countCommentsByContent(deps.db, [row.id], viewer),
  ]);
  return {
    items: rows.map((comment) => presentComment(actor, comment)),
    total: counts.get(row.id) ?? 0,
    offset,
    limit: CONTENT_COMMENT_PAGE_SIZE,
  };
}

export async function createContentComment(deps: ContentDeps, principal: Principal, contentId: number, input: ContentCommentCreateInput): Promise<ContentComment> {
  const { row, access, actor } = await itemContext(deps, principal, contentId);
  if (!canCommentContent(access.permissions)) throw forbidden('You may not comment in this course.');
  // The web sends the item's own link with every comment; that one reveals nothing new.
  if (input.assignmentId !== row.assignmentId) await checkAssignment(deps.db, principal, access, input.assignmentId);
  const text = commentText(input.commentText);
  const id = await insertComment(deps.db, { contentId: row.id, authorId: principal.userId, commentText: text, assignmentId: input.assignmentId ?? null });
  const created = await findComment(deps.db, row.id, id);
  if (!created) throw commentNotFound(id);
  return presentComment(actor, created);
}

export async function editContentComment(
  deps: ContentDeps,
  principal: Principal,
  contentId: number,
  commentId: number,
  input: ContentCommentUpdateInput,
): Promise<ContentComment> {
  const { row, actor } = await itemContext(deps, principal, contentId);
  const comment = await findComment(deps.db, row.id, commentId);
  if (!comment) throw commentNotFound(commentId);
  if (!commentPermissions(actor, comment.authorId).update) throw forbidden('Only the author or a moderator of the course may change this comment.');
  await updateComment(deps.db, comment.id, commentText(input.commentText));
  const updated = await findComment(deps.db, row.id, comment.id);
  if (!updated) throw commentNotFound(commentId);
  return presentComment(actor, updated);
}

export async function removeContentComment(deps: ContentDeps, principal: Principal, contentId: number, commentId: number): Promise<void> {
  const { row, actor } = await itemContext(deps, principal, contentId);
  const comment = await findComment(deps.db, row.id, commentId);
  if (!comment) throw commentNotFound(commentId);
  if (!commentPermissions(actor, comment.authorId).delete) throw forbidden('Only the author or a moderator of the course may delete this comment.');
  await deleteComment(deps.db, comment.id);
}

/** Sanitized comment text; a comment with nothing left after cleaning is refused. */
function commentText(html: string): string {
  const clean = sanitizedBody(html, 'commentText', CONTENT_COMMENT_MAX);
  if (richTextToPlainText(clean) === '' && !clean.includes('<img')) throw invalidField('commentText', 'The comment is empty.');
  return clean;
}
