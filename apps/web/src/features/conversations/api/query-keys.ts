// Query keys of the conversations feature. Real-time events write into these keys or invalidate them.
export interface ConversationListParams {
  courseId: number | undefined;
  page: number;
  search: string;
}

export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (params: ConversationListParams) => [...conversationKeys.lists(), params] as const,
  details: () => [...conversationKeys.all, 'detail'] as const,
  detail: (conversationId: number) => [...conversationKeys.details(), conversationId] as const,
  messages: (conversationId: number) => [...conversationKeys.all, 'messages', conversationId] as const,
  recipients: (search: string, courseId: number | undefined) => [...conversationKeys.all, 'recipients', search, courseId ?? null] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  attachment: (url: string) => [...conversationKeys.all, 'attachment', url] as const,
};
