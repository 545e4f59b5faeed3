// Integration tests build a real app on a real, private database: PGlite in memory by default, or a
// fresh PostgreSQL database (created here, dropped in close()) when TEST_DATABASE_URL is set. Every
// test file gets its own, so files run in parallel and in any order.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Logger } from 'pino';
import { buildApp } from '../app.ts';
import { loadEnv, type Env } from '../config/env.ts';
import { MEMORY_DATA_DIR, openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import type { TxtResolver } from '../lib/dns-txt.ts';
import { createLogger } from '../lib/logger.ts';
import { fileStoreFromEnv } from '../lib/storage.ts';
import { seedDemoCampus } from '../seed/demo-campus.ts';

export interface TestDatabase {
  db: Database;
  handle: DatabaseHandle;
  /** `pglite` or `postgres`, for the rare test that must know. */
  driver: DatabaseHandle['connection']['driver'];
  close(): Promise<void>;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface ScratchPostgresDatabase {
  /** Connection URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

/** Creates a uniquely named database on the server of `serverUrl` (e.g. TEST_DATABASE_URL). */
export async function createScratchPostgresDatabase(serverUrl: string): Promise<ScratchPostgresDatabase> {
  const name = `campus_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A migrated, empty database of its own. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: MEMORY_DATA_DIR });
    await runMigrations(handle.connection);
    return { db: handle.db, handle, driver: 'pglite', close: () => handle.close() };
  }

  const scratch = await createScratchPostgresDatabase(serverUrl);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    await runMigrations(handle.connection);
  } catch (error) {
    await handle?.close();
    await scratch.drop();
    throw error;
  }
  const opened = handle;
  return {
    db: opened.db,
    handle: opened,
    driver: 'postgres',
    close: async () => {
      await opened.close();
      await scratch.drop();
    },
  };
}

/** An environment for tests: quiet, and no web build unless a test points WEB_DIST_DIR at one. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'campus-test-data'),
    WEB_DIST_DIR: path.join(os.tmpdir(), `campus-no-web-build-${randomBytes(4).toString('hex')}`),
    ...overrides,
  });
}

export interface BuildTestAppOptions {
  /** Seed the demo campus (default true). */
  seed?: boolean;
  /** Environment variables on top of testEnv()'s. */
  env?: Record<string, string>;
  logger?: Logger;
  /** The sign-in slow-down's wait; by default none, so no test waits in real time. */
  sleep?: (milliseconds: number) => Promise<void>;
  /** DNS TXT lookups for e-mail domain proofs; by default none is found (no network in tests). */
  resolveTxt?: TxtResolver;
}

const noWait = (): Promise<void> => Promise.resolve();
const noTxtRecords: TxtResolver = (name) => Promise.reject(Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' }));

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export async function buildTestApp({ seed = true, env: overrides = {}, logger, sleep = noWait, resolveTxt = noTxtRecords }: BuildTestAppOptions = {}): Promise<TestApp> {
  const env = testEnv(overrides);
  const database = await openTestDatabase();
  try {
    // Demo files go to the test store; no ffmpeg work here (the demo blog image is left out).
    if (seed) await seedDemoCampus(database.db, new Date(), { store: fileStoreFromEnv(env), media: null });
    const app = await buildApp({ env, db: database.db, logger: logger ?? createLogger({ level: env.LOG_LEVEL }), sleep, resolveTxt });
    return {
      app,
      db: database.db,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
