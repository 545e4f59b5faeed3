// One PostgreSQL LISTEN connection that survives a lost connection: the job runner's wake-up
// (jobs/job-notifications.ts) and the real-time hub (realtime/hub.ts) both use it. A dropped or failed
// connection is re-opened after a pause; `onConnected` runs after every successful LISTEN, with
// `reconnected` true from the second time on (notifications sent in between are lost, so the caller
// catches up there).
import pg from 'pg';

export interface PgListenerOptions {
  connectionString: string;
  channel: string;
  /** Called for every notification on the channel, in the order they arrive. */
  onNotification: (payload: string | undefined) => void;
  /** Called after every successful LISTEN. */
  onConnected?: (reconnected: boolean) => void;
  log?: { warn(object: object, message: string): void };
  /** Prefix of the log messages, e.g. 'realtime'. */
  name: string;
  /** Pause before re-opening a lost connection. */
  retryMs: number;
}

export interface PgListener {
  /** Resolves once LISTEN is active the first time (or the listener was closed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** `channel` must be a plain identifier (it is written into the LISTEN statement). */
export function listenOnChannel({ connectionString, channel, onNotification, onConnected, log, name, retryMs }: PgListenerOptions): PgListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`pg-listen: not a plain channel name: ${channel}`);
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let connectedBefore = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const reconnectLater = (): void => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
  };

  const drop = (next: pg.Client): void => {
    if (client === next) client = undefined;
    next.end().catch(() => undefined);
    reconnectLater();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload);
    });
    next.on('error', (error) => {
      log?.warn({ err: error }, `${name}: LISTEN connection lost; reconnecting`);
      drop(next);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) {
        await next.end();
        return;
      }
      markReady();
      onConnected?.(connectedBefore);
      connectedBefore = true;
    } catch (error) {
      if (closed) return;
      log?.warn({ err: error }, `${name}: LISTEN failed; retrying`);
      drop(next);
    }
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      markReady();
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
