// POST /conversations: a new conversation, or (one other person, no title) the existing one-to-one.
import type { ConversationCreateInput, ConversationSummary } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationKeys } from './query-keys.ts';

export function createConversation(input: ConversationCreateInput): Promise<ConversationSummary> {
  return apiClient.post<ConversationSummary>('/conversations', input, { redirectOnError: false });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.detail(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}
