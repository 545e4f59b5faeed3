// tus locks across processes (issue 15): one PATCH at a time per upload even when a client's next request
// lands on another API node. A session-level PostgreSQL advisory lock keyed by (TUS_LOCK_CLASS,
// hashtext(upload id)) is held on a connection of its own until the request is done; a crash or a lost
// connection releases it with the session. Like tus's MemoryLocker, a request that finds the lock taken
// asks the holder to let go (a stuck PATCH of a client that has since reconnected): in this process
// directly, on other nodes by NOTIFY on TUS_RELEASE_CHANNEL. On PGlite (one process) tus's MemoryLocker
// does the job (video-uploads.tus-storage.ts).
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';

/** The advisory lock's first key: tus upload locks, apart from any other advisory lock of the app. */
export const TUS_LOCK_CLASS = 0x7475_7301;
export const TUS_RELEASE_CHANNEL = 'campus_tus_release';

export interface PostgresLockerOptions {
  url: string;
  /** Give up waiting for a lock after this long (tus answers 500 and the client retries); default 30 s. */
  acquireTimeoutMs?: number;
  /** Between two tries of a taken lock; default 100 ms. */
  retryIntervalMs?: number;
  /** Connections of the lock pool: uploads writing at the same time on this node; default 32. */
  maxConnections?: number;
}

export interface PostgresLocker extends Locker {
  close(): Promise<void>;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export function createPostgresLocker(options: PostgresLockerOptions): PostgresLocker {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const retryIntervalMs = options.retryIntervalMs ?? 100;
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 32, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next lock reports it.
  pool.on('error', () => undefined);
  /** Upload ids locked by this process → how to ask their request to end. */
  const holders = new Map<string, RequestRelease>();
  let listener: Promise<pg.PoolClient> | undefined;
  let closed = false;

  /** One connection LISTENs for other nodes' release requests; built on first use, rebuilt after a failure. */
  function ensureListener(): Promise<pg.PoolClient> {
    listener ??= (async () => {
      const client = await pool.connect();
      client.on('notification', (message) => {
        const release = message.payload === undefined ? undefined : holders.get(message.payload);
        if (release) void Promise.resolve(release()).catch(() => undefined);
      });
      client.on('error', () => {
        listener = undefined;
        client.release(true);
      });
      await client.query(`LISTEN ${TUS_RELEASE_CHANNEL}`);
      return client;
    })().catch((error: unknown) => {
      listener = undefined;
      throw error;
    });
    return listener;
  }

  class PostgresLock implements Lock {
    private client: pg.PoolClient | undefined;

    constructor(private readonly id: string) {}

    async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      if (closed) throw ERRORS.ERR_LOCK_TIMEOUT;
      await ensureListener();
      const deadline = AbortSignal.any([stopSignal, AbortSignal.timeout(acquireTimeoutMs)]);
      const client = await pool.connect();
      let askedToRelease = false;
      try {
        for (;;) {
          const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [TUS_LOCK_CLASS, this.id]);
          if (result.rows[0]?.locked) {
            this.client = client;
            holders.set(this.id, requestRelease);
            return;
          }
          if (!askedToRelease) {
            askedToRelease = true;
            const local = holders.get(this.id);
            if (local) await local();
            else await client.query('SELECT pg_notify($1, $2)', [TUS_RELEASE_CHANNEL, this.id]);
          }
          if (deadline.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
          await sleep(retryIntervalMs, deadline);
        }
      } catch (error) {
        client.release();
        throw error;
      }
    }

    async unlock(): Promise<void> {
      const client = this.client;
      if (!client) throw new Error('Releasing an unlocked lock!');
      this.client = undefined;
      holders.delete(this.id);
      try {
        await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [TUS_LOCK_CLASS, this.id]);
        client.release();
      } catch (error) {
        // Closing the session frees whatever it still holds.
        client.release(true);
        throw error;
      }
    }
  }

  return {
    newLock: (id) => new PostgresLock(id),
    async close() {
      closed = true;
      const client = await listener?.catch(() => undefined);
      client?.release(true);
      await pool.end();
    },
  };
}
