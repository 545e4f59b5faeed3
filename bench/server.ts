// Child process of bench/run.ts: builds a large campus on one database (PGlite in memory, or a fresh
// PostgreSQL database created here and dropped on exit), then serves the Campus API and a bare
// Fastify route on 127.0.0.1. Prints one JSON line with what the load generator needs; SIGTERM ends it.
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { basicAuthorization } from '../apps/server/src/auth-core/authorization-header.ts';
import { MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { createScratchPostgresDatabase, testEnv, type ScratchPostgresDatabase } from '../apps/server/src/test/build-test-app.ts';
import { generateCampus } from './generate.ts';
import { generateContent } from './generate-content.ts';

export interface BenchTarget {
  driver: 'pglite' | 'postgres';
  apiOrigin: string;
  bareOrigin: string;
  token: string;
  managerToken: string;
  domainId: number;
  courseId: number;
  generateMs: number;
  rows: { users: number; courses: number; memberships: number; contentItems: number; contentComments: number };
  /** The course with the most content (the bench student's) and an author of many posts in it. */
  contentCourseId: number;
  contentAuthorId: number;
}

const driver = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function login(apiOrigin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/rest/login`, {
    method: 'POST',
    headers: { authorization: basicAuthorization(email, password) },
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ; 100 on Linux). */
const CLOCK_TICKS = 100;

/** utime + stime of the PostgreSQL backends serving this database, in µs; null where /proc is missing. */
async function databaseCpuMicros(handle: DatabaseHandle): Promise<number | null> {
  if (handle.connection.driver !== 'postgres') return null;
  const result = await handle.connection.pool.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  let ticks = 0;
  for (const { pid } of result.rows) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return (ticks / CLOCK_TICKS) * 1_000_000;
}

async function main(): Promise<void> {
  let scratch: ScratchPostgresDatabase | undefined;
  let handle: DatabaseHandle;
  if (driver === 'postgres') {
    scratch = await createScratchPostgresDatabase(postgresUrl);
    handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: MEMORY_DATA_DIR });
  }
  const cleanup = async () => {
    await handle.close();
    await scratch?.drop();
  };

  try {
    await runMigrations(handle.connection);
    const started = performance.now();
    const campus = await generateCampus(handle.db);
    const content = await generateContent(handle.db, campus);
    const generateMs = Math.round(performance.now() - started);
    if (driver === 'postgres') await handle.db.execute(sql`ANALYZE`);

    // Tokens outlive the run; production settings otherwise (no request logging).
    const env = testEnv({ NODE_ENV: 'production', ACCESS_TOKEN_TTL_SECONDS: '3600' });
    const app = await buildApp({ env, db: handle.db, logger: createLogger({ level: 'silent' }) });
    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => ({ status: 'ok' }));
    // CPU spent so far by this process and by the database (PostgreSQL backends of this database,
    // read from /proc): the load generator turns the deltas into CPU per request, a figure that holds
    // even when other work shares the machine.
    bare.get('/cpu', async () => ({ processMicros: cpuMicros(), databaseMicros: await databaseCpuMicros(handle) }));
    const apiOrigin = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareOrigin = await bare.listen({ host: '127.0.0.1', port: 0 });

    const target: BenchTarget = {
      driver,
      apiOrigin,
      bareOrigin,
      token: await login(apiOrigin, campus.benchUser.email, campus.benchUser.password),
      managerToken: await login(apiOrigin, campus.managerUser.email, campus.managerUser.password),
      domainId: campus.domainId,
      courseId: campus.benchUser.courseId,
      generateMs,
      rows: {
        users: campus.userIds.length,
        courses: campus.courseIds.length,
        memberships: campus.memberships,
        contentItems: content.items,
        contentComments: content.comments,
      },
      contentCourseId: content.courseId,
      contentAuthorId: content.authorId,
    };
    process.stdout.write(`${JSON.stringify(target)}\n`);

    await new Promise<void>((resolve) => {
      process.once('SIGTERM', () => resolve());
      process.once('SIGINT', () => resolve());
    });
    await app.close();
    await bare.close();
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
