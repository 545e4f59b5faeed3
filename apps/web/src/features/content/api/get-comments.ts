// GET /content/{id}/comment?offset (spec §7): an item's comments, oldest first, 10 a page.
import { CONTENT_COMMENT_PAGE_SIZE, type ContentCommentListResponse } from '@campus/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { nextPageOf } from '../utils/content-query.ts';
import { contentKeys } from './query-keys.ts';

export function getComments(contentId: number, page: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}) {
  return client.get<ContentCommentListResponse>(`/content/${contentId}/comment`, {
    query: { offset: page * CONTENT_COMMENT_PAGE_SIZE },
    signal,
    redirectOnError: false,
  });
}

export function commentsQueryOptions(contentId: number) {
  return infiniteQueryOptions({
    queryKey: contentKeys.comments(contentId),
    queryFn: ({ pageParam, signal }) => getComments(contentId, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
  });
}

export function useComments(contentId: number) {
  return useInfiniteQuery(commentsQueryOptions(contentId));
}
