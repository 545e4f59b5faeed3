// GET /conversations/unread: the caller's unread messages, in total and per course. The real-time stream
// keeps it current (`unread.changed`); the shell shows it in the header and the side menu.
import type { UnreadCounts } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationKeys } from './query-keys.ts';

export function getUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  // A badge never sends the user to the error screen.
  return apiClient.get<UnreadCounts>('/conversations/unread', { signal, redirectOnError: false });
}

export function useUnreadCounts(enabled = true) {
  return useQuery({ queryKey: conversationKeys.unread(), queryFn: ({ signal }) => getUnreadCounts(signal), enabled, staleTime: 60_000 });
}
