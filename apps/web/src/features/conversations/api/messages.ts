// POST /conversations/{id}/messages, PUT /messages/{id}, DELETE /messages/{id}: write, edit and delete
// (soft) one's own messages. Answers go straight into the thread; the lists re-sort on the next fetch.
import type { Message, MessageCreateInput } from '@campus/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { withMessage, type MessagePages } from '../utils/message-pages.ts';
import { conversationKeys } from './query-keys.ts';

export function sendMessage(conversationId: number, input: MessageCreateInput): Promise<Message> {
  return apiClient.post<Message>(`/conversations/${conversationId}/messages`, input, { redirectOnError: false });
}

export function updateMessage(messageId: number, text: string): Promise<Message> {
  return apiClient.put<Message>(`/messages/${messageId}`, { text }, { redirectOnError: false });
}

export function deleteMessage(messageId: number): Promise<void> {
  return apiClient.delete<void>(`/messages/${messageId}`, { redirectOnError: false });
}

/** Puts a message (new, edited or deleted) into its conversation's thread, if the thread is loaded. */
export function storeMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<MessagePages>(conversationKeys.messages(message.conversationId), (data) => withMessage(data, message));
}

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageCreateInput) => sendMessage(conversationId, input),
    onSuccess: (message) => {
      storeMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, text }: { messageId: number; text: string }) => updateMessage(messageId, text),
    onSuccess: (message) => storeMessage(queryClient, message),
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) => deleteMessage(message.id),
    // 204 has no body: the thread shows the message as deleted the way the server keeps it.
    onSuccess: (_, message) => {
      storeMessage(queryClient, { ...message, text: '', attachments: [], deleted: true });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}
