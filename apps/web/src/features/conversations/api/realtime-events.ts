// What each conversation event of the real-time stream does to the cached data: a message joins or
// changes its thread, read markers move, the unread counts are replaced, the lists refetch (re-sort).
// Event data comes from our own server; it is checked for its shape, not re-validated with zod (which
// would pull zod into the shell's bundle).
import type { ConversationReadEventData, ConversationSummary, Message, UnreadCounts } from '@campus/shared';
import { CONVERSATION_REALTIME_EVENTS } from '@campus/shared/rules/conversations';
import type { QueryClient } from '@tanstack/react-query';
import { withReadMarker } from '../utils/read-receipts.ts';
import type { SseEvent } from '../../../lib/realtime/sse-parser.ts';
import { storeMessage } from './messages.ts';
import { conversationKeys } from './query-keys.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMessage(value: unknown): value is Message {
  return isRecord(value) && typeof value.id === 'number' && typeof value.conversationId === 'number' && Array.isArray(value.attachments) && isRecord(value.author);
}

function isUnreadCounts(value: unknown): value is UnreadCounts {
  return isRecord(value) && typeof value.total === 'number' && isRecord(value.byCourse);
}

function isReadEvent(value: unknown): value is ConversationReadEventData {
  return isRecord(value) && typeof value.conversationId === 'number' && typeof value.uid === 'number';
}

function isSummary(value: unknown): value is ConversationSummary {
  return isRecord(value) && typeof value.id === 'number' && Array.isArray(value.participants);
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** Applies one stream event; events of other features and malformed data are ignored. */
export function applyRealtimeEvent(queryClient: QueryClient, event: SseEvent): void {
  const data = parse(event.data);
  const invalidateLists = () => void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
  switch (event.event) {
    case CONVERSATION_REALTIME_EVENTS.messageCreated:
    case CONVERSATION_REALTIME_EVENTS.messageUpdated: {
      if (!isRecord(data) || !isMessage(data.message)) return;
      storeMessage(queryClient, data.message);
      invalidateLists();
      return;
    }
    case CONVERSATION_REALTIME_EVENTS.conversationRead: {
      if (!isReadEvent(data)) return;
      queryClient.setQueryData<ConversationSummary>(conversationKeys.detail(data.conversationId), (summary) =>
        summary === undefined ? undefined : withReadMarker(summary, data.uid, data.lastReadMessageId),
      );
      invalidateLists();
      return;
    }
    case CONVERSATION_REALTIME_EVENTS.unreadChanged: {
      if (isUnreadCounts(data)) queryClient.setQueryData(conversationKeys.unread(), { total: data.total, byCourse: data.byCourse });
      return;
    }
    case CONVERSATION_REALTIME_EVENTS.conversationCreated: {
      if (!isRecord(data) || !isSummary(data.conversation)) return;
      queryClient.setQueryData(conversationKeys.detail(data.conversation.id), data.conversation);
      invalidateLists();
      return;
    }
    default:
      return;
  }
}
