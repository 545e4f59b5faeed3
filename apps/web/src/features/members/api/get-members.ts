// GET /members?og=&search=&role=&workgroup=&targetGroup=&page=: one page of the course's members.
import type { MembersList } from '@campus/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import type { MemberFilterValues } from '../utils/member-filters.ts';
import { memberKeys } from './query-keys.ts';

export function getMembers(
  courseId: number,
  filters: MemberFilterValues,
  page: number,
  { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<MembersList> {
  return client.get<MembersList>('/members', {
    query: {
      og: courseId,
      search: filters.search.trim() || undefined,
      role: filters.role ?? undefined,
      workgroup: filters.workgroup ?? undefined,
      targetGroup: filters.targetGroup ?? undefined,
      page,
    },
    signal,
  });
}

export function membersQueryOptions(courseId: number, filters: MemberFilterValues, page: number) {
  return queryOptions({
    queryKey: memberKeys.list(courseId, { ...filters, page }),
    queryFn: ({ signal }) => getMembers(courseId, filters, page, { signal }),
    // Typing in the search keeps the last page on screen until the next one is there.
    placeholderData: keepPreviousData,
  });
}

export function useMembers(courseId: number, filters: MemberFilterValues, page: number) {
  return useQuery(membersQueryOptions(courseId, filters, page));
}
