// server.ts as a real process: start on a fresh data directory (or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set), answer, stop on SIGTERM with exit 0 within 10 s, and not seed twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from './test/build-test-app.ts';

const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface RunningServer {
  child: ChildProcess;
  base: string;
  output: () => string;
}

function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Campus is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${match[1]}`, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

function stop(server: RunningServer, signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve({ code, ms: Date.now() - started }));
    server.child.kill(signal);
  });
}

describe('server.ts', () => {
  let dataDir: string;
  let scratch: ScratchPostgresDatabase | undefined;
  let env: Record<string, string>;
  let target: DatabaseTarget;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-server-test-'));
    env = {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    };
    target = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    if (process.env.TEST_DATABASE_URL) {
      scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL);
      env.DATABASE_URL = scratch.url;
      target = { kind: 'postgres', url: scratch.url };
    }
  });
  afterAll(async () => {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, seeds once, serves, and exits 0 on SIGTERM; a second start keeps the data', { timeout: 150_000 }, async () => {
    const first = await startServer(env);
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

    const second = await startServer(env);
    expect(second.output()).toContain('"seeded":false');
    expect((await fetch(`${second.base}/readyz`)).status).toBe(200);
    const secondStop = await stop(second, 'SIGINT');
    expect(secondStop.code).toBe(0);

    const database = await openDatabase(target);
    try {
      const [row] = await database.db.select({ users: count() }).from(users);
      expect(row?.users).toBe(6);
    } finally {
      await database.close();
    }
  });
});
