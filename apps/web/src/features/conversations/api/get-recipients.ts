// GET /conversations/recipients?search=&og=: people the caller may write to (at most RECIPIENTS_MAX).
import type { RecipientList } from '@campus/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationKeys } from './query-keys.ts';

export function getRecipients(search: string, courseId: number | undefined, signal?: AbortSignal): Promise<RecipientList> {
  return apiClient.get<RecipientList>('/conversations/recipients', { signal, query: { search: search || undefined, og: courseId }, redirectOnError: false });
}

export function useRecipients(search: string, courseId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: conversationKeys.recipients(search, courseId),
    queryFn: ({ signal }) => getRecipients(search, courseId, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
