// The course feed and a video's comments (content_items). Every list is one query whatever the page
// size: the page with its authors joined and its tags and comment counts as subqueries per row (index
// lookups: content_terms primary key, content_comments_content_created_idx), plus the count.
import { CONTENT_PAGE_SIZE, type ContentType } from '@campus/shared';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assignments, contentItems, contentTerms, taxonomyTerms, users } from '../../db/schema/index.ts';
import { contentColumns, type ContentRow, type TagRow } from './content.repository.ts';

export interface ContentFilters {
  types: readonly ContentType[];
  assignmentIds: readonly number[];
  uids: readonly number[];
  tids: readonly number[];
}

/**
 * Who reads the feed, for items hidden by moderators (reports): `hideFrom` null sees them all (course
 * staff); a user id sees only their own hidden items.
 */
export interface FeedViewer {
  hideFrom: number | null;
}

/** The staff's view: hidden items included. */
export const SEES_HIDDEN: FeedViewer = { hideFrom: null };

/** The feed never lists video comments: they belong to their video (listed with videoId), whose visibility is the videos feature's. */
export const FEED_EXCLUDED_TYPE: ContentType = 'videocomment';

/**
 * The feed's conditions. Video comments are left out by `id NOT IN (the course's video comments)` rather
 * than `type <> 'videocomment'`: type is not in content_items_course_created_idx, so the latter makes
 * PostgreSQL read every row (or sort the whole course) for a page, while the former is a hashed set of
 * a few ids and the page is an index-only scan in feed order (EXPLAIN in bench/README.md).
 */
function feedWhere(courseId: number | Placeholder, filters: ContentFilters, viewer: HiddenParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(contentItems.courseId, courseId), hiddenCondition(courseId, viewer)];
  if (filters.types.length > 0) {
    const types = filters.types.filter((type) => type !== FEED_EXCLUDED_TYPE);
    conditions.push(types.length > 0 ? inArray(contentItems.type, types) : sql`false`);
  } else {
    conditions.push(
      sql`${contentItems.id} NOT IN (SELECT feed_vc.id FROM ${contentItems} AS feed_vc WHERE feed_vc.course_id = ${courseId} AND feed_vc.type = ${FEED_EXCLUDED_TYPE})`,
    );
  }
  if (filters.assignmentIds.length > 0) conditions.push(inArray(contentItems.assignmentId, [...filters.assignmentIds]));
  if (filters.uids.length > 0) conditions.push(inArray(contentItems.authorId, [...filters.uids]));
  if (filters.tids.length > 0) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${contentTerms} WHERE ${contentTerms.contentId} = ${contentItems.id} AND ${inArray(contentTerms.termId, [...filters.tids])})`,
    );
  }
  return and(...conditions);
}

/** The viewer as statement parameters: bound values, or placeholders in the prepared statements. */
interface HiddenParams {
  hide: boolean | Placeholder;
  viewerId: number | Placeholder;
}

function hiddenParams(viewer: FeedViewer): HiddenParams {
  return { hide: viewer.hideFrom !== null, viewerId: viewer.hideFrom ?? 0 };
}

/**
 * Items hidden by moderators leave the feed of everyone but the staff and their author. Written as a NOT
 * IN over the course's few hidden items (content_items_hidden_idx) for the same reason as the video
 * comments above: the page stays an index-only scan in feed order.
 */
function hiddenCondition(courseId: number | Placeholder, viewer: HiddenParams): SQL {
  return sql`${contentItems.id} NOT IN (SELECT feed_hidden.id FROM ${contentItems} AS feed_hidden WHERE feed_hidden.course_id = ${courseId} AND feed_hidden.moderation_hidden_at IS NOT NULL AND CAST(${viewer.hide} AS boolean) AND feed_hidden.author_id IS DISTINCT FROM CAST(${viewer.viewerId} AS integer))`;
}

const NO_FILTERS: ContentFilters = { types: [], assignmentIds: [], uids: [], tids: [] };

/**
 * Which entries of the feed: offset and limit (bound as parameters), or `first`: the first page, its
 * size written into the statement (`LIMIT 10`). The difference matters for prepared statements: with
 * LIMIT and OFFSET as parameters PostgreSQL's generic plan guesses the page size, looks dearer than a
 * plan for the actual values, and so it plans the statement again on every execution (about 1 ms here,
 * 5–10 times the execution); with the first page written in, the generic plan is taken after five runs.
 */
type FeedWindow = { offset: number | Placeholder; limit: number | Placeholder } | { first: number };

/**
 * The page, plus `feedTotal`: the count of the whole feed (same conditions) as an uncorrelated scalar
 * subquery, which PostgreSQL runs once per statement (an InitPlan), so page and count are one round
 * trip. Inside it `content_items` names the subquery's own FROM (the innermost scope), not the page's row.
 */
function feedPageQuery(db: Database, where: SQL | undefined, window: FeedWindow) {
  return feedPageQueryOf(db, where, window, {
    feedTotal: sql<number>`(SELECT count(*) FROM ${contentItems} WHERE ${where ?? sql`true`})`.mapWith(Number),
  });
}

/** The page alone (the caller knows the total). */
function feedPageOnlyQuery(db: Database, where: SQL | undefined, window: FeedWindow) {
  return feedPageQueryOf(db, where, window, {});
}

function feedPageQueryOf<TExtra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  where: SQL | undefined,
  window: FeedWindow,
  extra: TExtra,
) {
  const ordered = db
    .select({ pageId: contentItems.id, pageCreatedAt: contentItems.createdAt })
    .from(contentItems)
    .where(where);
  let page;
  if ('first' in window) {
    if (!Number.isSafeInteger(window.first) || window.first < 1) throw new Error(`bad page size ${window.first}`);
    // Drizzle binds every .limit() value; the first page's size goes into the SQL text (a checked integer).
    page = ordered
      .orderBy(sql`${contentItems.createdAt} DESC NULLS LAST`, sql`${contentItems.id} DESC NULLS LAST LIMIT ${sql.raw(String(window.first))}`)
      .as('page');
  } else {
    page = ordered
      .orderBy(sql`${contentItems.createdAt} DESC NULLS LAST`, sql`${contentItems.id} DESC NULLS LAST`)
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
  }
  return db
    .select({ ...contentColumns, ...extra })
    .from(page)
    .innerJoin(contentItems, eq(contentItems.id, page.pageId))
    .leftJoin(users, eq(users.id, contentItems.authorId))
    .orderBy(desc(page.pageCreatedAt), desc(page.pageId));
}

function hasFilters(filters: ContentFilters): boolean {
  return filters.types.length + filters.assignmentIds.length + filters.uids.length + filters.tids.length > 0;
}

/** The unfiltered feed (most requests): page and count prepared once per database handle (named statements on PostgreSQL). */
function prepareUnfilteredFeed(db: Database) {
  const where = feedWhere(sql.placeholder('courseId'), NO_FILTERS, { hide: sql.placeholder('hide'), viewerId: sql.placeholder('viewerId') });
  const window = { offset: sql.placeholder('offset'), limit: sql.placeholder('limit') };
  const first = { first: CONTENT_PAGE_SIZE };
  return {
    page: feedPageQuery(db, where, window).prepare('content_feed_page'),
    pageOnly: feedPageOnlyQuery(db, where, window).prepare('content_feed_page_only'),
    firstPage: feedPageQuery(db, where, first).prepare('content_feed_first_page'),
    firstPageOnly: feedPageOnlyQuery(db, where, first).prepare('content_feed_first_page_only'),
    count: db.select({ total: count() }).from(contentItems).where(where).prepare('content_feed_count'),
  };
}
const unfilteredFeedQueries = new WeakMap<Database, ReturnType<typeof prepareUnfilteredFeed>>();

function unfilteredFeed(db: Database): ReturnType<typeof prepareUnfilteredFeed> {
  let queries = unfilteredFeedQueries.get(db);
  if (!queries) {
    queries = prepareUnfilteredFeed(db);
    unfilteredFeedQueries.set(db, queries);
  }
  return queries;
}

/**
 * One page of a course's feed, newest first, and the number of entries of the whole feed (`total`, exact
 * at the time of the query). The page's ids are cut in a narrow subquery (ordered as the indexes are:
 * DESC NULLS LAST, the columns are NOT NULL), so PostgreSQL walks content_items_course_created_idx and
 * stops after offset + limit entries, or for a deep page sorts (created_at, id) pairs from an index-only
 * scan; only the page's rows are then read and joined. The count travels with the page (one round trip);
 * only a page past the end (no rows to carry it) costs a second query.
 */
export async function listFeed(
  db: Database,
  courseId: number,
  filters: ContentFilters,
  offset: number,
  limit: number,
  viewer: FeedViewer = SEES_HIDDEN,
): Promise<{ rows: ContentRow[]; total: number }> {
  const params = hiddenParams(viewer);
  const rows = hasFilters(filters)
    ? await feedPageQuery(db, feedWhere(courseId, filters, params), { offset, limit })
    : offset === 0 && limit === CONTENT_PAGE_SIZE
      ? await unfilteredFeed(db).firstPage.execute({ courseId, ...params })
      : await unfilteredFeed(db).page.execute({ courseId, offset, limit, ...params });
  const first = rows[0];
  if (!first) return { rows: [], total: offset === 0 ? 0 : await countFeed(db, courseId, filters, viewer) };
  return { rows: rows.map(({ feedTotal: _total, ...row }) => row), total: first.feedTotal };
}

/** One page of the feed without its total (for a caller that has a recent total at hand). */
export async function listFeedPage(
  db: Database,
  courseId: number,
  filters: ContentFilters,
  offset: number,
  limit: number,
  viewer: FeedViewer = SEES_HIDDEN,
): Promise<ContentRow[]> {
  const params = hiddenParams(viewer);
  if (hasFilters(filters)) return feedPageOnlyQuery(db, feedWhere(courseId, filters, params), { offset, limit });
  if (offset === 0 && limit === CONTENT_PAGE_SIZE) return unfilteredFeed(db).firstPageOnly.execute({ courseId, ...params });
  return unfilteredFeed(db).pageOnly.execute({ courseId, offset, limit, ...params });
}

export async function countFeed(db: Database, courseId: number, filters: ContentFilters, viewer: FeedViewer = SEES_HIDDEN): Promise<number> {
  const params = hiddenParams(viewer);
  const [row] = hasFilters(filters)
    ? await db.select({ total: count() }).from(contentItems).where(feedWhere(courseId, filters, params))
    : await unfilteredFeed(db).count.execute({ courseId, ...params });
  return Number(row?.total ?? 0);
}

/** Video comments the viewer sees: hidden ones only for the staff and their author. */
function videoCommentsWhere(videoId: number, viewer: FeedViewer): SQL | undefined {
  return and(
    eq(contentItems.videoId, videoId),
    eq(contentItems.type, 'videocomment'),
    viewer.hideFrom === null ? undefined : or(isNull(contentItems.moderationHiddenAt), eq(contentItems.authorId, viewer.hideFrom)),
  );
}

/** Every comment of a video, by position in the video then id (content_items_video_id_idx). */
export async function listVideoComments(db: Database, videoId: number, limit: number, viewer: FeedViewer = SEES_HIDDEN): Promise<ContentRow[]> {
  return db
    .select(contentColumns)
    .from(contentItems)
    .leftJoin(users, eq(users.id, contentItems.authorId))
    .where(videoCommentsWhere(videoId, viewer))
    .orderBy(asc(contentItems.videoTimeTenths), asc(contentItems.id))
    .limit(limit);
}

export async function countVideoComments(db: Database, videoId: number, viewer: FeedViewer = SEES_HIDDEN): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contentItems).where(videoCommentsWhere(videoId, viewer));
  return Number(row?.total ?? 0);
}

export interface FilterOptionRows {
  types: ContentType[];
  assignments: { id: number; title: string }[];
  authors: { uid: number; name: string }[];
  tags: TagRow[];
}

export async function findFilterOptions(db: Database, courseId: number): Promise<FilterOptionRows> {
  const inFeed = and(eq(contentItems.courseId, courseId), ne(contentItems.type, FEED_EXCLUDED_TYPE));
  const [types, assignmentRows, authors, tags] = await Promise.all([
    db.selectDistinct({ type: contentItems.type }).from(contentItems).where(inFeed),
    db
      .selectDistinct({ id: assignments.id, title: assignments.title })
      .from(contentItems)
      .innerJoin(assignments, eq(assignments.id, contentItems.assignmentId))
      .where(and(inFeed, isNull(assignments.deletedAt))),
    db
      .selectDistinct({ uid: users.id, name: users.displayName })
      .from(contentItems)
      .innerJoin(users, eq(users.id, contentItems.authorId))
      .where(inFeed),
    db
      .selectDistinct({ tid: taxonomyTerms.id, name: taxonomyTerms.name })
      .from(contentItems)
      .innerJoin(contentTerms, eq(contentTerms.contentId, contentItems.id))
      .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, contentTerms.termId))
      .where(inFeed),
  ]);
  const byName = <T extends { name?: string; title?: string }>(a: T, b: T): number =>
    (a.name ?? a.title ?? '').localeCompare(b.name ?? b.title ?? '');
  return {
    types: types.map((row) => row.type),
    assignments: assignmentRows.sort(byName),
    authors: authors.sort(byName),
    tags: tags.sort(byName),
  };
}

export interface AuthoredFeedItemRow {
  id: number;
  title: string;
  type: ContentType;
  createdAt: Date;
  assignmentId: number | null;
  videoId: number | null;
}

/** The author's newest feed items in a course, newest first (video comments left out); content.sources.ts hands them to the members feature. */
export async function findAuthoredFeedItems(db: Database, courseId: number, authorId: number, limit: number): Promise<AuthoredFeedItemRow[]> {
  return db
    .select({
      id: contentItems.id,
      title: contentItems.title,
      type: contentItems.type,
      createdAt: contentItems.createdAt,
      assignmentId: contentItems.assignmentId,
      videoId: contentItems.videoId,
    })
    .from(contentItems)
    .where(and(eq(contentItems.courseId, courseId), eq(contentItems.authorId, authorId), ne(contentItems.type, FEED_EXCLUDED_TYPE)))
    .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
    .limit(limit);
}
