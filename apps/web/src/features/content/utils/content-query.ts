// The feed's filters (spec §7 GET /content?og&type[]&assignmentId[]&uid[]&tid[]&offset) and their place
// in the page URL, so a filtered feed can be reloaded and shared. Pure; tested in content-query.test.ts.
import { CONTENT_PAGE_SIZE, CONTENT_TYPES, type ContentType } from '@campus/shared';

export interface ContentFilterValues {
  types: ContentType[];
  assignmentIds: number[];
  uids: number[];
  tids: number[];
}

export const EMPTY_CONTENT_FILTERS: ContentFilterValues = { types: [], assignmentIds: [], uids: [], tids: [] };

/** URL parameter of each filter on the feed page. */
const PARAM = { types: 'type', assignmentIds: 'assignment', uids: 'author', tids: 'tag' } as const;

function ids(values: readonly string[]): number[] {
  const result = new Set<number>();
  for (const value of values) {
    if (/^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value))) result.add(Number(value));
  }
  return [...result].sort((a, b) => a - b);
}

/** Filters from the page's search parameters; unknown types and malformed ids are dropped. */
export function filtersFromSearch(search: URLSearchParams): ContentFilterValues {
  const types = new Set(search.getAll(PARAM.types));
  return {
    types: CONTENT_TYPES.filter((type) => types.has(type)),
    assignmentIds: ids(search.getAll(PARAM.assignmentIds)),
    uids: ids(search.getAll(PARAM.uids)),
    tids: ids(search.getAll(PARAM.tids)),
  };
}

/** The page's search parameters with these filters (other parameters stay). */
export function searchWithFilters(search: URLSearchParams, filters: ContentFilterValues): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of Object.keys(PARAM) as (keyof ContentFilterValues)[]) {
    next.delete(PARAM[key]);
    for (const value of filters[key]) next.append(PARAM[key], String(value));
  }
  return next;
}

export function hasFilters(filters: ContentFilterValues): boolean {
  return filters.types.length + filters.assignmentIds.length + filters.uids.length + filters.tids.length > 0;
}

/** The query of one page of GET /content (offset = 10 × page). */
export function contentListQuery(courseId: number, filters: ContentFilterValues, page: number): Record<string, number | number[] | string[]> {
  const query: Record<string, number | number[] | string[]> = { og: courseId, offset: page * CONTENT_PAGE_SIZE };
  if (filters.types.length > 0) query['type[]'] = filters.types;
  if (filters.assignmentIds.length > 0) query['assignmentId[]'] = filters.assignmentIds;
  if (filters.uids.length > 0) query['uid[]'] = filters.uids;
  if (filters.tids.length > 0) query['tid[]'] = filters.tids;
  return query;
}

/** The page to load after these, or undefined when all `total` items are there. */
export function nextPageOf(pages: readonly { offset: number; items: readonly unknown[]; total: number }[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = last.offset + last.items.length;
  if (last.items.length === 0 || loaded >= last.total) return undefined;
  return Math.floor(loaded / CONTENT_PAGE_SIZE);
}
