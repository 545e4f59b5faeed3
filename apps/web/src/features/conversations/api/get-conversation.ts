// GET /conversations/{id}: one conversation (participants with their read markers); others get 404.
import type { ConversationSummary } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { conversationKeys } from './query-keys.ts';

export function getConversation(conversationId: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}) {
  return client.get<ConversationSummary>(`/conversations/${conversationId}`, { signal });
}

export function conversationQueryOptions(conversationId: number) {
  return queryOptions({
    queryKey: conversationKeys.detail(conversationId),
    queryFn: ({ signal }) => getConversation(conversationId, { signal }),
  });
}

export function useConversation(conversationId: number) {
  return useQuery(conversationQueryOptions(conversationId));
}
