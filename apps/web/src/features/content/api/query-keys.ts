// Query keys of the content feature; mutations invalidate by these prefixes.
import type { ContentFilterValues } from '../utils/content-query.ts';

export const contentKeys = {
  all: ['content'] as const,
  lists: () => [...contentKeys.all, 'list'] as const,
  list: (courseId: number, filters: ContentFilterValues) => [...contentKeys.lists(), courseId, filters] as const,
  filters: (courseId: number) => [...contentKeys.all, 'filters', courseId] as const,
  details: () => [...contentKeys.all, 'detail'] as const,
  detail: (contentId: number) => [...contentKeys.details(), contentId] as const,
  comments: (contentId: number) => [...contentKeys.all, 'comments', contentId] as const,
};
