// GET /content/filters?og={courseId}: the options of the feed's filters (types, assignments, authors and
// tags present in the course's content). The feed works without them, so a failure stays on the page.
import type { ContentFiltersResponse } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function useContentFilters(courseId: number) {
  return useQuery({
    queryKey: contentKeys.filters(courseId),
    queryFn: ({ signal }) => apiClient.get<ContentFiltersResponse>('/content/filters', { query: { og: courseId }, signal, redirectOnError: false }),
  });
}
