// GET /dialogs/{dialogId}: one topic with its replies and what the caller may do.
import type { DialogDetail } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dialogKeys } from './query-keys.ts';

export function useDialog(dialogId: number) {
  return useQuery({
    queryKey: dialogKeys.detail(dialogId),
    queryFn: ({ signal }) => apiClient.get<DialogDetail>(`/dialogs/${dialogId}`, { signal, redirectOnError: false }),
  });
}
