// server.ts as a real process: start on a fresh data directory (or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set), answer, stop on SIGTERM with exit 0 within 10 s, and not seed twice.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { openServerProcessWorld, startServer, type RunningServer, type ServerProcessWorld } from './test/server-process.ts';

function stop(server: RunningServer, signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve({ code, ms: Date.now() - started }));
    server.child.kill(signal);
  });
}

describe('server.ts', () => {
  let world: ServerProcessWorld;

  beforeAll(async () => {
    // On PostgreSQL the demo (and its known admin password) is seeded only when asked for explicitly.
    world = await openServerProcessWorld('campus-server-test-', process.env.TEST_DATABASE_URL ? { SEED_DEMO: 'true' } : {});
  });
  afterAll(async () => {
    await world?.close();
  });

  it('starts, seeds once, serves, and exits 0 on SIGTERM; a second start keeps the data', { timeout: 150_000 }, async () => {
    const first = await startServer(world.env);
    expect(first.output()).toContain('Sign in as student@example.org / campus-demo-2026');
    expect(first.output()).toContain('"seeded":true');

    if (process.env.TEST_DATABASE_URL) {
      // Asked for on PostgreSQL: seeded, with a loud warning (a warn log line and a banner on stderr).
      expect(first.output()).toMatch(/"level":40[^\n]*demo campus with a known admin password/);
      expect(first.output()).toContain('WARNING: the demo campus is seeded on PostgreSQL');
    } else {
      expect(first.output()).not.toContain('known admin password');
    }

    const health = await fetch(`${first.base}/healthz`);
    expect(health.status).toBe(200);
    const config = (await (await fetch(`${first.base}/api/rest/config`)).json()) as { global_header: { ogTitle: string } };
    expect(config.global_header.ogTitle).toBe('Demo Campus');

    const firstStop = await stop(first, 'SIGTERM');
    expect(firstStop.code).toBe(0);
    expect(firstStop.ms).toBeLessThan(10_000);
    expect(first.output()).toContain('shutdown complete');

    const second = await startServer(world.env);
    expect(second.output()).toContain('"seeded":false');
    expect((await fetch(`${second.base}/readyz`)).status).toBe(200);
    const secondStop = await stop(second, 'SIGINT');
    expect(secondStop.code).toBe(0);

    const database = await openDatabase(world.target);
    try {
      const [row] = await database.db.select({ users: count() }).from(users);
      expect(row?.users).toBe(6);
    } finally {
      await database.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'does not seed the demo (no known admin password) on PostgreSQL without an explicit SEED_DEMO',
    { timeout: 90_000 },
    async () => {
      const plain = await openServerProcessWorld('campus-server-noseed-');
      try {
        const server = await startServer(plain.env);
        expect(server.output()).not.toContain('Sign in as');
        expect(server.output()).not.toContain('demo campus');
        expect((await stop(server, 'SIGTERM')).code).toBe(0);
        const database = await openDatabase(plain.target);
        try {
          const [row] = await database.db.select({ users: count() }).from(users);
          expect(row?.users).toBe(0);
        } finally {
          await database.close();
        }
      } finally {
        await plain.close();
      }
    },
  );
});
