// GET /conversations/{id}/messages?before=&limit=: the newest page first, then older pages backwards.
import type { MessagePage } from '@campus/shared';
import { MESSAGES_PAGE_SIZE } from '@campus/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { olderCursor } from '../utils/message-pages.ts';
import { conversationKeys } from './query-keys.ts';

export function getMessages(
  conversationId: number,
  before: number | undefined,
  { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<MessagePage> {
  return client.get<MessagePage>(`/conversations/${conversationId}/messages`, { signal, query: { before, limit: MESSAGES_PAGE_SIZE } });
}

export function messagesQueryOptions(conversationId: number) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(conversationId),
    queryFn: ({ signal, pageParam }) => getMessages(conversationId, pageParam, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => olderCursor(page),
  });
}

export function useMessages(conversationId: number) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
