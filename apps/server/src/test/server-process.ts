// server.ts as a child process, for the tests that start, stop and kill the real entry point: a data
// folder and environment of their own (PGlite in the folder, or a scratch PostgreSQL database when
// TEST_DATABASE_URL is set), and a server started on a free port of 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from '../db/client.ts';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from './build-test-app.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcessWorld {
  dataDir: string;
  /** The server's whole environment (besides PATH and HOME). */
  env: Record<string, string>;
  /** The database the server uses, for a test that looks into it. */
  target: DatabaseTarget;
  /** Drops the scratch database and removes the data folder. */
  close(): Promise<void>;
}

/** A fresh data folder (`<prefix>…` in the temp dir) and the environment of a test server; `env` adds to it. */
export async function openServerProcessWorld(prefix: string, env: Record<string, string> = {}): Promise<ServerProcessWorld> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  let scratch: ScratchPostgresDatabase | undefined;
  const world: ServerProcessWorld = {
    dataDir,
    env: {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    target: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    close: async () => {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  if (process.env.TEST_DATABASE_URL) {
    try {
      scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL);
    } catch (error) {
      await world.close();
      throw error;
    }
    world.env.DATABASE_URL = scratch.url;
    world.target = { kind: 'postgres', url: scratch.url };
  }
  return world;
}

export interface RunningServer {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** What the server printed so far (stdout and stderr; the last `outputLimit` characters). */
  output: () => string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}

export interface StartServerOptions {
  /** How long it may take to listen before it is killed (default 60 s). */
  timeoutMs?: number;
  /** Characters of output kept (default all). */
  outputLimit?: number;
}

/** Starts server.ts with `env`; resolves once it listens, rejects if it exits first or takes too long. */
export function startServer(env: Record<string, string>, { timeoutMs = 60_000, outputLimit = Infinity }: StartServerOptions = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-outputLimit);
      const match = /Campus is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${match[1]}`, output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}
