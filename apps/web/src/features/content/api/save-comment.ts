// POST /content/{id}/comment {commentText, assignmentId} and PUT /content/{id}/comment/{cid}
// {commentText} (spec §7). A new comment counts at once (optimistic, undone when refused); the comment
// list and the item's comment count refresh afterwards.
import type { ContentComment, ContentCommentCreateInput, ContentCommentUpdateInput } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { restoreCommentCount, shiftCommentCount } from './comment-count.ts';
import { invalidateComments } from './invalidate.ts';

export function createComment(contentId: number, input: ContentCommentCreateInput): Promise<ContentComment> {
  return apiClient.post<ContentComment>(`/content/${contentId}/comment`, input, { redirectOnError: false });
}

export function updateComment(contentId: number, commentId: number, input: ContentCommentUpdateInput): Promise<ContentComment> {
  return apiClient.put<ContentComment>(`/content/${contentId}/comment/${commentId}`, input, { redirectOnError: false });
}

export function useCreateComment(contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContentCommentCreateInput) => createComment(contentId, input),
    onMutate: () => shiftCommentCount(queryClient, contentId, 1),
    onError: (_error, _input, snapshot) => restoreCommentCount(queryClient, snapshot),
    onSettled: () => invalidateComments(queryClient, contentId),
  });
}

export function useUpdateComment(contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, input }: { commentId: number; input: ContentCommentUpdateInput }) => updateComment(contentId, commentId, input),
    onSuccess: () => invalidateComments(queryClient, contentId),
  });
}
