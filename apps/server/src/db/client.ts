// One data layer over two drivers: embedded PGlite by default, PostgreSQL (node-postgres) when
// DATABASE_URL is set. Repositories take `Database` and work unchanged on both.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Env } from '../config/env.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * What both drivers' raw results have in common: `rows`. With it, `db.execute(sql`…`)` is typed the
 * same on PGlite and node-postgres, so raw SQL in repositories is written once too.
 */
export interface RowsResult<TRow> {
  rows: TRow[];
}
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}

/** The database as repositories see it; a transaction (`db.transaction(tx => …)`) is one too. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

export type DatabaseConnection =
  | { driver: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { driver: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  connection: DatabaseConnection;
  /** Closes the connection(s); safe to call more than once. */
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` is a folder on disk, or `memory://` for a throw-away database. */
  | { kind: 'pglite'; dataDir: string };

export const MEMORY_DATA_DIR = 'memory://';

/** PGlite lives in `${DATA_DIR}/pglite` unless DATABASE_URL points at a PostgreSQL server. */
export function databaseTargetFromEnv(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    let closing: Promise<void> | undefined;
    return {
      db,
      connection: { driver: 'postgres', db, pool },
      // Idempotent: ending a pool twice throws.
      close: () => (closing ??= pool.end()),
    };
  }

  if (target.dataDir !== MEMORY_DATA_DIR) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    connection: { driver: 'pglite', db, client },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
