// DELETE /content/{id} (spec §7): the item and its comments go; the feed and its filters refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function deleteContent(contentId: number): Promise<void> {
  return apiClient.delete<void>(`/content/${contentId}`, { redirectOnError: false });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: async (_result, contentId) => {
      // Marked stale without a refetch: the page still showing the item leaves, and a refetch would only
      // meet the 404 (and its error screen) before it does.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.detail(contentId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: contentKeys.comments(contentId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: contentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'filters'] }),
      ]);
    },
  });
}
