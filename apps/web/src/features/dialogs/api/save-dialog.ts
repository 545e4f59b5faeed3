// Writing dialogs: start a course topic or an ad-hoc dialog, change a topic (text, pinned, closed),
// delete it. Answers that carry the dialog go into its key; the lists refetch.
import type { AdhocDialogCreateInput, DialogCreateInput, DialogDetail, DialogUpdateInput } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dialogsPath } from './get-dialogs.ts';
import { dialogKeys, type DialogScope } from './query-keys.ts';

export type DialogCreate = ({ scope: Extract<DialogScope, { kind: 'course' }> } & DialogCreateInput) | ({ scope: { kind: 'adhoc' } } & AdhocDialogCreateInput);

export function useCreateDialog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, ...input }: DialogCreate) => apiClient.post<DialogDetail>(dialogsPath(scope), input, { redirectOnError: false }),
    onSuccess: (dialog) => {
      queryClient.setQueryData(dialogKeys.detail(dialog.id), dialog);
      void queryClient.invalidateQueries({ queryKey: dialogKeys.lists() });
    },
  });
}

export function useUpdateDialog(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DialogUpdateInput) => apiClient.request<DialogDetail>(`/dialogs/${dialogId}`, { method: 'PATCH', body: input, redirectOnError: false }),
    onSuccess: (dialog) => {
      queryClient.setQueryData(dialogKeys.detail(dialogId), dialog);
      void queryClient.invalidateQueries({ queryKey: dialogKeys.lists() });
    },
  });
}

export function useDeleteDialog(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<void>(`/dialogs/${dialogId}`, { redirectOnError: false }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: dialogKeys.detail(dialogId) });
      void queryClient.invalidateQueries({ queryKey: dialogKeys.lists() });
    },
  });
}
