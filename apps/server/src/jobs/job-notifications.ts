// Wakes the job runner when a job is enqueued, on PostgreSQL: enqueueJob sends `NOTIFY campus_jobs`
// (delivered when its transaction commits) and every runner LISTENs on a connection of its own, so a job
// starts within milliseconds on any node instead of at the next poll. The poll stays as the fallback
// (jobs due later, a lost connection). A dropped connection is re-opened after a pause; on every
// (re)connect the runner is woken once, for what was enqueued meanwhile. PGlite runs in one process and
// keeps polling.
import pg from 'pg';

export const JOBS_CHANNEL = 'campus_jobs';

export interface JobNotificationListenerOptions {
  connectionString: string;
  /** Called for every notification and after every (re)connect. */
  onNotify: () => void;
  log?: { warn(object: object, message: string): void };
  /** Pause before re-opening a lost connection; default 5 s. */
  retryMs?: number;
}

export interface JobNotificationListener {
  /** Resolves once LISTEN is active the first time (or the listener was closed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForJobs({ connectionString, onNotify, log, retryMs = 5_000 }: JobNotificationListenerOptions): JobNotificationListener {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
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

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', () => onNotify());
    next.on('error', (error) => {
      log?.warn({ err: error }, 'job notifications: connection lost; polling until it is back');
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${JOBS_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      markReady();
      onNotify();
    } catch (error) {
      if (closed) return;
      log?.warn({ err: error }, 'job notifications: LISTEN failed; polling until it works');
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      reconnectLater();
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
