// POST /campus/{domainId}/{type}/{id}/{0|1} (spec §7): remembers a collapsed section per user. The
// change shows at once; a failure puts the previous state back.
import type { CampusCollapseResponse, CampusCoursePage, CampusListType } from '@campus/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { campusKeys } from './query-keys.ts';

type Pages = InfiniteData<CampusCoursePage, number>;

function withCollapsed(data: Pages | undefined, sectionId: number, collapsed: boolean): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      sections: page.sections.map((section) => (section.id === sectionId ? { ...section, collapsed } : section)),
    })),
  };
}

export function useSetSectionCollapsed(domainId: number, type: CampusListType) {
  const queryClient = useQueryClient();
  const key = campusKeys.lists(domainId, type);
  return useMutation({
    mutationFn: ({ sectionId, collapsed }: { sectionId: number; collapsed: boolean }) =>
      apiClient.post<CampusCollapseResponse>(`/campus/${domainId}/${type}/${sectionId}/${collapsed ? 1 : 0}`, undefined, {
        redirectOnError: false,
      }),
    onMutate: async ({ sectionId, collapsed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<Pages>({ queryKey: key });
      queryClient.setQueriesData<Pages>({ queryKey: key }, (data) => withCollapsed(data, sectionId, collapsed));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
  });
}
