// The tab's one real-time connection (the shell mounts it once for the signed-in user). Events update
// the cached conversations; on every (re)open everything conversational is refetched, since events
// before it are lost (ids are per stream, there is no replay). A new access token (refresh, another
// sign-in) reconnects at once; signing out closes the stream.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAccessToken, subscribeTokens } from '../../../lib/auth-storage.ts';
import { conversationKeys } from '../api/query-keys.ts';
import { applyRealtimeEvent } from '../api/realtime-events.ts';
import { openRealtimeStream } from '../api/realtime-stream.ts';
import { createRealtimeConnection } from '../utils/realtime-connection.ts';

export function useConversationsRealtime(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    const connection = createRealtimeConnection({
      open: (signal) => openRealtimeStream(signal),
      onEvent: (event) => applyRealtimeEvent(queryClient, event),
      // Whatever was fetched before the stream opened may have missed events (the first open too: the
      // unread counts of the header may be older than the stream). Attachment bytes never change.
      onOpen: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.all, predicate: (query) => query.queryKey[1] !== 'attachment' }),
    });
    let token = getAccessToken();
    connection.start();
    const unsubscribe = subscribeTokens(() => {
      const next = getAccessToken();
      if (next === token) return;
      token = next;
      if (next === null) connection.stop();
      else connection.restart();
    });
    const wake = () => connection.wake();
    window.addEventListener('online', wake);
    return () => {
      unsubscribe();
      window.removeEventListener('online', wake);
      connection.stop();
    };
  }, [enabled, queryClient]);
}
