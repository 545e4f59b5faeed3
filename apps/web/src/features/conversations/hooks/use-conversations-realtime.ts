// Conversations on the tab's real-time connection (lib/realtime, mounted by the shell): events update
// the cached conversations; on every (re)open everything conversational is refetched, since events
// before it are lost (ids are per stream, there is no replay).
import { CONVERSATION_REALTIME_EVENTS } from '@campus/shared/rules/conversations';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeHub } from '../../../lib/realtime/realtime-hub.ts';
import { conversationKeys } from '../api/query-keys.ts';
import { applyRealtimeEvent } from '../api/realtime-events.ts';

export function useConversationsRealtime(hub: RealtimeHub): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribers = Object.values(CONVERSATION_REALTIME_EVENTS).map((name) => hub.on(name, (event) => applyRealtimeEvent(queryClient, event)));
    // Whatever was fetched before the stream opened may have missed events (the first open too: the
    // unread counts of the header may be older than the stream). Attachment bytes never change.
    unsubscribers.push(
      hub.onResync(() => void queryClient.invalidateQueries({ queryKey: conversationKeys.all, predicate: (query) => query.queryKey[1] !== 'attachment' })),
    );
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [hub, queryClient]);
}
