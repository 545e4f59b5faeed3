// The shared LISTEN connection on a real PostgreSQL: notifications arrive, and after the server ends the
// connection (as a restart or a network cut would) it comes back by itself and says it reconnected.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from '../test/build-test-app.ts';
import { listenOnChannel, type PgListener } from './pg-listen.ts';

let scratch: ScratchPostgresDatabase | undefined;
let listener: PgListener | undefined;

afterEach(async () => {
  await listener?.close();
  listener = undefined;
  await scratch?.drop();
  scratch = undefined;
});

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('listenOnChannel', () => {
  it('refuses a channel name that is not a plain identifier', () => {
    expect(() =>
      listenOnChannel({ connectionString: 'postgres://unused', channel: 'x; DROP TABLE y', onNotification: () => undefined, name: 't', retryMs: 10 }),
    ).toThrow(/plain channel name/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('delivers notifications and reconnects after the server ended the connection', async () => {
    scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL as string);
    const payloads: (string | undefined)[] = [];
    const connects: boolean[] = [];
    const warnings: string[] = [];
    listener = listenOnChannel({
      connectionString: scratch.url,
      channel: 'pg_listen_test',
      onNotification: (payload) => payloads.push(payload),
      onConnected: (reconnected) => connects.push(reconnected),
      log: { warn: (_object, message) => warnings.push(message) },
      name: 'test',
      retryMs: 50,
    });
    await listener.ready;
    expect(connects).toEqual([false]);
    await run(scratch.url, "NOTIFY pg_listen_test, 'one'");
    await waitFor(() => payloads.length === 1, 'the first notification');

    // End every other backend of this database: our LISTEN connection among them.
    await run(scratch.url, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    await waitFor(() => connects.length === 2, 'the reconnect');
    expect(connects).toEqual([false, true]);
    expect(warnings.some((message) => message.startsWith('test: LISTEN connection lost'))).toBe(true);

    await run(scratch.url, "NOTIFY pg_listen_test, 'two'");
    await waitFor(() => payloads.length === 2, 'a notification after the reconnect');
    expect(payloads).toEqual(['one', 'two']);
  });
});
