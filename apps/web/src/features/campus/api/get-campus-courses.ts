// GET /campus/{domainId}/{type}?offset&limit=30&filter&course_type (spec §7, §9 page size 30): the
// campus's courses or groups, page by page ("load more").
import { PAGE_SIZE, type CampusCoursePage, type CampusListType } from '@campus/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { campusKeys, type CampusListFilter } from './query-keys.ts';

export function nextOffset(page: CampusCoursePage): number | undefined {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total ? next : undefined;
}

export function useCampusCourses(domainId: number | undefined, type: CampusListType, filter: CampusListFilter) {
  return useInfiniteQuery({
    queryKey: campusKeys.list(domainId ?? 0, type, filter),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<CampusCoursePage>(`/campus/${domainId ?? 0}/${type}`, {
        signal,
        query: {
          offset: pageParam,
          limit: PAGE_SIZE.courses,
          filter: filter.filter === '' ? undefined : filter.filter,
          course_type: filter.courseType ?? undefined,
        },
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: domainId !== undefined,
  });
}
