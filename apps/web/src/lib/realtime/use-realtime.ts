// The tab's one real-time connection (the shell mounts it once for the signed-in user) and a hook for
// features to listen to it. A new access token (refresh, another sign-in) reconnects at once; signing
// out closes the stream; coming back online retries a waiting reconnect at once.
import { createContext, useContext, useEffect, useState } from 'react';
import { getAccessToken, subscribeTokens } from '../auth-storage.ts';
import { createRealtimeConnection } from './realtime-connection.ts';
import { createRealtimeHub, type RealtimeHub, type RealtimeListener } from './realtime-hub.ts';
import { openRealtimeStream } from './realtime-stream.ts';

/** Opens the connection while mounted (and `enabled`) and returns its hub, the same one for the component's life. */
export function useRealtimeHub(enabled = true): RealtimeHub {
  const [hub] = useState(() => createRealtimeHub((message, error) => console.warn(message, error)));
  useEffect(() => {
    if (!enabled) return undefined;
    const connection = createRealtimeConnection({
      open: (signal) => openRealtimeStream(signal),
      onEvent: (event) => hub.dispatch(event),
      onOpen: (info) => hub.resync(info),
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
  }, [enabled, hub]);
  return hub;
}

/** The shell's hub for screens beneath it; null outside the signed-in frame. */
export const RealtimeContext = createContext<RealtimeHub | null>(null);

/** Listens to one event type of the shell's connection while mounted (nothing outside the shell). */
export function useRealtimeEvent(eventName: string, listener: RealtimeListener, hub: RealtimeHub | null = null): void {
  const contextHub = useContext(RealtimeContext);
  const source = hub ?? contextHub;
  useEffect(() => (source ? source.on(eventName, listener) : undefined), [source, eventName, listener]);
}
