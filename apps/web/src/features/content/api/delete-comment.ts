// DELETE /content/{id}/comment/{cid} (spec §7): authors delete their own, moderators any.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateComments } from './invalidate.ts';

export function deleteComment(contentId: number, commentId: number): Promise<void> {
  return apiClient.delete<void>(`/content/${contentId}/comment/${commentId}`, { redirectOnError: false });
}

export function useDeleteComment(contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(contentId, commentId),
    onSuccess: () => invalidateComments(queryClient, contentId),
  });
}
