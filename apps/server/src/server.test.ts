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
    world = await openServerProcessWorld('campus-server-test-');
  });
  afterAll(async () => {
    await world?.close();
  });

  it('starts, seeds once, serves, and exits 0 on SIGTERM; a second start keeps the data', { timeout: 150_000 }, async () => {
    const first = await startServer(world.env);
    expect(first.output()).toContain('Sign in as student@example.org / campus-demo-2026');
    expect(first.output()).toContain('"seeded":true');

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
});
