import { describe, expect, it } from 'vitest';
import { contentListQuery, filtersFromSearch, hasFilters, nextPageOf, searchWithFilters, EMPTY_CONTENT_FILTERS } from './content-query.ts';

describe('feed filters in the URL', () => {
  it('reads known types and positive ids, dropping anything else and duplicates', () => {
    const search = new URLSearchParams('type=blog&type=bogus&type=cmap&assignment=11&assignment=x&author=9&author=9&tag=0&tag=7&create=blog');
    expect(filtersFromSearch(search)).toEqual({ types: ['blog', 'cmap'], assignmentIds: [11], uids: [9], tids: [7] });
    expect(filtersFromSearch(new URLSearchParams())).toEqual(EMPTY_CONTENT_FILTERS);
  });

  it('writes filters back and keeps other parameters', () => {
    const next = searchWithFilters(new URLSearchParams('type=news&create=blog'), { types: ['blog'], assignmentIds: [], uids: [3, 9], tids: [7] });
    expect(next.toString()).toBe('create=blog&type=blog&author=3&author=9&tag=7');
    expect(filtersFromSearch(next)).toEqual({ types: ['blog'], assignmentIds: [], uids: [3, 9], tids: [7] });
  });

  it('knows whether any filter is set', () => {
    expect(hasFilters(EMPTY_CONTENT_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_CONTENT_FILTERS, tids: [1] })).toBe(true);
  });
});

describe('GET /content query (spec §7)', () => {
  it('pages by 10 and sends only the filters that are set, as list keys', () => {
    expect(contentListQuery(4, EMPTY_CONTENT_FILTERS, 0)).toEqual({ og: 4, offset: 0 });
    expect(contentListQuery(4, { types: ['blog', 'news'], assignmentIds: [11], uids: [9], tids: [7] }, 2)).toEqual({
      og: 4,
      offset: 20,
      'type[]': ['blog', 'news'],
      'assignmentId[]': [11],
      'uid[]': [9],
      'tid[]': [7],
    });
  });

  it('asks for the next page until all items are loaded', () => {
    const page = (offset: number, count: number, total: number) => ({ offset, items: Array.from({ length: count }), total });
    expect(nextPageOf([])).toBe(0);
    expect(nextPageOf([page(0, 10, 25)])).toBe(1);
    expect(nextPageOf([page(0, 10, 25), page(10, 10, 25)])).toBe(2);
    expect(nextPageOf([page(0, 10, 25), page(10, 10, 25), page(20, 5, 25)])).toBeUndefined();
    expect(nextPageOf([page(0, 10, 10)])).toBeUndefined();
    // An empty page ends the paging even if the total says otherwise (items deleted meanwhile).
    expect(nextPageOf([page(0, 0, 3)])).toBeUndefined();
  });
});
