// GET /content?og={courseId}&type[]&assignmentId[]&uid[]&tid[]&offset (spec §7): the course feed, newest
// first, 10 a page (offset = 10 × page), loaded page by page.
import type { ContentListResponse } from '@campus/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { contentListQuery, nextPageOf, type ContentFilterValues } from '../utils/content-query.ts';
import { contentKeys } from './query-keys.ts';

export function getContents(
  courseId: number,
  filters: ContentFilterValues,
  page: number,
  { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<ContentListResponse> {
  return client.get<ContentListResponse>('/content', { query: contentListQuery(courseId, filters, page), signal });
}

export function contentsQueryOptions(courseId: number, filters: ContentFilterValues) {
  return infiniteQueryOptions({
    queryKey: contentKeys.list(courseId, filters),
    queryFn: ({ pageParam, signal }) => getContents(courseId, filters, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
  });
}

export function useContents(courseId: number, filters: ContentFilterValues) {
  return useInfiniteQuery(contentsQueryOptions(courseId, filters));
}
