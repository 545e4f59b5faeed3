// Replies of a dialog: add (to the topic or, one level deep, to a reply), edit and delete one's own (or
// any, for moderators). The dialog refetches afterwards: the answers carry only the reply.
import type { DialogReply, DialogReplyCreateInput } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dialogKeys } from './query-keys.ts';

function useRefresh(dialogId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) });
    void queryClient.invalidateQueries({ queryKey: dialogKeys.lists() });
  };
}

export function useCreateReply(dialogId: number) {
  const onSuccess = useRefresh(dialogId);
  return useMutation({
    mutationFn: (input: DialogReplyCreateInput) => apiClient.post<DialogReply>(`/dialogs/${dialogId}/replies`, input, { redirectOnError: false }),
    onSuccess,
  });
}

export function useUpdateReply(dialogId: number) {
  const onSuccess = useRefresh(dialogId);
  return useMutation({
    mutationFn: ({ replyId, body }: { replyId: number; body: string }) =>
      apiClient.request<DialogReply>(`/dialogs/${dialogId}/replies/${replyId}`, { method: 'PATCH', body: { body }, redirectOnError: false }),
    onSuccess,
  });
}

export function useDeleteReply(dialogId: number) {
  const onSuccess = useRefresh(dialogId);
  return useMutation({
    mutationFn: (replyId: number) => apiClient.delete<void>(`/dialogs/${dialogId}/replies/${replyId}`, { redirectOnError: false }),
    onSuccess,
  });
}
