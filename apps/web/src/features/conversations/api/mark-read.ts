// POST /conversations/{id}/read { messageId }: moves the caller's read marker forward (the server never
// moves it back). The unread counts follow through the stream, or the refetch below without one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationKeys } from './query-keys.ts';

export function markRead(conversationId: number, messageId: number): Promise<void> {
  return apiClient.post<void>(`/conversations/${conversationId}/read`, { messageId }, { redirectOnError: false });
}

export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => markRead(conversationId, messageId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
    },
  });
}
