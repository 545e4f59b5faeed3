// A page of the course feed and its total, with the totals of large feeds remembered briefly on this
// node (bench/README.md "Total of large feeds reused briefly").
import { CONTENT_PAGE_SIZE } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { SEES_HIDDEN, listFeed, listFeedPage, type ContentFilters, type FeedViewer } from './content.feed.repository.ts';
import type { ContentRow } from './content.repository.ts';

/** Feeds with at least this many entries have their total remembered briefly (feedPage). */
export const LARGE_FEED_TOTAL = 1_000;
/** How long a large feed's total is reused on one node, at most. */
export const FEED_TOTAL_TTL_MS = 2_000;
/** At most this many remembered totals (course × filter combinations) per node. */
const FEED_TOTALS_MAX = 1_000;

/** Remembered totals of large feeds by course and filter; one per app (createFeedTotals). */
export type FeedTotals = Map<string, { total: number; until: number }>;

/** An empty memory of feed totals, built once with the content routes (createContentDeps). */
export function createFeedTotals(): FeedTotals {
  return new Map();
}

function feedTotalKey(courseId: number, filters: ContentFilters, viewer: FeedViewer): string {
  // Staff and each member see a different feed once moderators hid items (their own hidden ones count for them).
  return JSON.stringify([courseId, filters.types, filters.assignmentIds, filters.uids, filters.tids, viewer.hideFrom]);
}

/**
 * A page and the feed's total. Usually one statement (page and count together, see listFeed). Counting
 * a large feed is most of its database time (about 1 ms per 10,000 entries), so a total of at least
 * LARGE_FEED_TOTAL is remembered for FEED_TOTAL_TTL_MS per course and filter on this node, and the next
 * pages within that time are read without counting. `total` is therefore exact for feeds below
 * LARGE_FEED_TOTAL entries and at most FEED_TOTAL_TTL_MS old above (a page count off by one for two
 * seconds after a post is not worth a count per request); the items themselves are always current.
 */
export async function feedPage(
  db: Database,
  totals: FeedTotals,
  courseId: number,
  filters: ContentFilters,
  offset: number,
  viewer: FeedViewer = SEES_HIDDEN,
): Promise<{ rows: ContentRow[]; total: number }> {
  const key = feedTotalKey(courseId, filters, viewer);
  const remembered = totals.get(key);
  const now = Date.now();
  if (remembered && remembered.until > now) {
    return { rows: await listFeedPage(db, courseId, filters, offset, CONTENT_PAGE_SIZE, viewer), total: remembered.total };
  }
  const page = await listFeed(db, courseId, filters, offset, CONTENT_PAGE_SIZE, viewer);
  if (page.total >= LARGE_FEED_TOTAL) {
    totals.delete(key);
    totals.set(key, { total: page.total, until: now + FEED_TOTAL_TTL_MS });
    // Bounded: the oldest entries go first (Map keeps insertion order).
    for (const oldest of totals.keys()) {
      if (totals.size <= FEED_TOTALS_MAX) break;
      totals.delete(oldest);
    }
  } else if (remembered) {
    totals.delete(key);
  }
  return page;
}
