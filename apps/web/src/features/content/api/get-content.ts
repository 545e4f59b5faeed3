// GET /content/{id} (spec §7): one item with its permissions. One the user may not see is 404, which the
// API client turns into the error screen (spec §8).
import type { ContentItem } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function getContent(contentId: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}) {
  return client.get<ContentItem>(`/content/${contentId}`, { signal });
}

export function contentQueryOptions(contentId: number) {
  return queryOptions({
    queryKey: contentKeys.detail(contentId),
    queryFn: ({ signal }) => getContent(contentId, { signal }),
  });
}

export function useContent(contentId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...contentQueryOptions(contentId), enabled });
}
