// The app's one real-time connection, shared by features: each feature listens to the event types it
// knows and to the resync signal (the stream (re)opened, events before it may be lost: refetch). The
// hub itself knows no feature; the shell creates it once for the signed-in user (use-realtime.ts).
import type { SseEvent } from './sse-parser.ts';

export type RealtimeListener = (event: SseEvent) => void;
export type ResyncListener = (info: { reconnected: boolean }) => void;

export interface RealtimeHub {
  /** Listens to one event type; returns the unsubscribe function. */
  on(eventName: string, listener: RealtimeListener): () => void;
  /** Called after every open of the stream (the first one too). */
  onResync(listener: ResyncListener): () => void;
  /** The connection hands every event in here. */
  dispatch(event: SseEvent): void;
  resync(info: { reconnected: boolean }): void;
}

export function createRealtimeHub(log: (message: string, error: unknown) => void = () => undefined): RealtimeHub {
  const listeners = new Map<string, Set<RealtimeListener>>();
  const resyncListeners = new Set<ResyncListener>();
  // One listener failing must not keep the others (or the stream) from their events.
  const safely = (run: () => void) => {
    try {
      run();
    } catch (error) {
      log('real-time listener failed', error);
    }
  };
  return {
    on(eventName, listener) {
      const set = listeners.get(eventName) ?? new Set<RealtimeListener>();
      listeners.set(eventName, set);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => {
        resyncListeners.delete(listener);
      };
    },
    dispatch(event) {
      for (const listener of [...(listeners.get(event.event) ?? [])]) safely(() => listener(event));
    },
    resync(info) {
      for (const listener of [...resyncListeners]) safely(() => listener(info));
    },
  };
}

/** The event's JSON data, or undefined when it is not JSON. Our own server sends it: shape checks, no zod. */
export function eventData(event: SseEvent): unknown {
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    return undefined;
  }
}
