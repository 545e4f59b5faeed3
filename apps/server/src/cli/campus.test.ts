// `npm run campus -- setup` as an operator runs it on a server nobody has set up (issue 28): the start-up
// log names the command, a refused password creates nothing, the setup creates the campus and its admin,
// the admin signs in through the real server, and a second setup is refused. On PostgreSQL when
// TEST_DATABASE_URL is set (CI's second pass), else on PGlite in a data folder.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { domains, users } from '../db/schema/index.ts';
import { openServerProcessWorld, startServer, type RunningServer, type ServerProcessWorld } from '../test/server-process.ts';

const CLI_ENTRY = fileURLToPath(new URL('./campus.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ADMIN_PASSWORD = 'lantern-orbit-7-quietly';

function runCli(env: Record<string, string>, args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI_ENTRY, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

function stop(server: RunningServer): Promise<number | null> {
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

const SETUP_ARGS = ['setup', '--campus', 'Riverside College', '--email', 'Head.Office@Riverside.example', '--name', 'Rita Rivers', '--language', 'de', '--password-stdin'];

describe('campus setup (first run)', () => {
  let world: ServerProcessWorld;
  let env: Record<string, string>;

  beforeAll(async () => {
    world = await openServerProcessWorld('campus-first-run-', { SEED_DEMO: 'false', NODE_ENV: 'production' });
    env = world.env;
  });
  afterAll(async () => {
    await world?.close();
  });

  async function counts(): Promise<{ campuses: number; accounts: number }> {
    const database = await openDatabase(world.target);
    try {
      const [campusRow] = await database.db.select({ n: count() }).from(domains);
      const [userRow] = await database.db.select({ n: count() }).from(users);
      return { campuses: campusRow?.n ?? -1, accounts: userRow?.n ?? -1 };
    } finally {
      await database.close();
    }
  }

  it('names the setup command at start, creates the first campus and admin once, and the admin signs in', { timeout: 180_000 }, async () => {
    const empty = await startServer(env);
    expect(empty.output()).toMatch(/"level":40[^\n]*No campus yet\. Create the first campus and its admin with: npm run campus -- setup --campus/);
    expect(await stop(empty)).toBe(0);

    const weak = await runCli(env, SETUP_ARGS, 'password\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Setup refused: the password is too common');
    expect(await counts()).toEqual({ campuses: 0, accounts: 0 });

    const usage = await runCli(env, ['setup', '--campus', 'Riverside College'], '');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run campus -- setup');

    const created = await runCli(env, SETUP_ARGS, `${ADMIN_PASSWORD}\n`);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Campus "Riverside College" created');
    expect(created.stdout).toContain('head.office@riverside.example');
    expect(await counts()).toEqual({ campuses: 1, accounts: 1 });

    const again = await runCli(env, SETUP_ARGS, `${ADMIN_PASSWORD}\n`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('this server already has a campus');
    expect(await counts()).toEqual({ campuses: 1, accounts: 1 });

    const server = await startServer(env);
    try {
      expect(server.output()).not.toContain('No campus yet');
      const basic = Buffer.from(`head.office@riverside.example:${ADMIN_PASSWORD}`).toString('base64');
      const login = await fetch(`${server.base}/api/rest/login`, { method: 'POST', headers: { authorization: `Basic ${basic}` } });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const campus = await fetch(`${server.base}/api/rest/campus`, { headers: { authorization: `Bearer ${token}` } });
      expect(campus.status).toBe(200);
      expect(JSON.stringify(await campus.json())).toContain('Riverside College');
    } finally {
      expect(await stop(server)).toBe(0);
    }
  });
});
