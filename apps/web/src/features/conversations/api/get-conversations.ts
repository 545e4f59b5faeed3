// GET /conversations?og=&page=&search=: the caller's conversations, newest activity first.
import type { ConversationList } from '@campus/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { conversationKeys, type ConversationListParams } from './query-keys.ts';

export function getConversations(
  { courseId, page, search }: ConversationListParams,
  { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<ConversationList> {
  return client.get<ConversationList>('/conversations', { signal, query: { og: courseId, page, search: search || undefined } });
}

export function conversationsQueryOptions(params: ConversationListParams) {
  return queryOptions({
    queryKey: conversationKeys.list(params),
    queryFn: ({ signal }) => getConversations(params, { signal }),
    // The previous page stays while the next one loads (paging, typing a search).
    placeholderData: keepPreviousData,
  });
}

export function useConversations(params: ConversationListParams) {
  return useQuery(conversationsQueryOptions(params));
}
