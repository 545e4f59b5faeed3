// The process entry point (`npm run serve`): environment → database → migrations → demo seed →
// app → listen, and a graceful shutdown on SIGTERM/SIGINT. ROLE picks the app: `all` (default) the API
// with the job runner, `api` the API alone, `worker` the job runner alone (worker.ts, no demo seed).
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { databaseTargetFromEnv, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { installGracefulShutdown } from './lib/graceful-shutdown.ts';
import { createLogger } from './lib/logger.ts';
import { mediaToolPaths } from './lib/media-tools.ts';
import { fileStoreFromEnv } from './lib/storage.ts';
import { needsFirstRun } from './modules/first-run/first-run.service.ts';
import { seedDemoCampus } from './seed/demo-campus.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seedDemoVideos } from './seed/demo-videos.ts';
import { buildWorker } from './worker.ts';

/**
 * SEED_DEMO=true on PostgreSQL (env.ts seeds there only when asked): the demo accounts, the campus admin
 * included, share a password published in the README. Loud on purpose, in the log and on stderr.
 */
function warnKnownAdminPassword(logger: Logger): void {
  logger.warn(
    { event: 'demo_seed_on_postgres', admin: DEMO_EMAILS.admin },
    'SEED_DEMO=true on PostgreSQL: seeding the demo campus with a known admin password; never do this in production',
  );
  process.stderr.write(
    [
      '',
      '  ******************************************************************************',
      '  WARNING: the demo campus is seeded on PostgreSQL (SEED_DEMO=true).',
      `  ${DEMO_EMAILS.admin} is a campus admin with the published demo password.`,
      '  Never run this against a production database; unset SEED_DEMO and remove the demo accounts.',
      '  ******************************************************************************',
      '',
      '',
    ].join('\n'),
  );
}

/** The exact command the start-up log names when the server has no campus (README, production section). */
const FIRST_RUN_COMMAND = 'npm run campus -- setup --campus "Campus name" --email admin@example.org --name "Full Name"';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger({ level: env.LOG_LEVEL });

  const target = databaseTargetFromEnv(env);
  logger.info(
    { database: target.kind === 'postgres' ? 'postgresql (DATABASE_URL)' : `pglite (${target.dataDir})` },
    'opening database',
  );
  const database = await openDatabase(target);
  try {
    await runMigrations(database.connection);
    // The API nodes seed; a worker only runs jobs.
    if (env.SEED_DEMO && env.ROLE !== 'worker') {
      if (target.kind === 'postgres') warnKnownAdminPassword(logger);
      const files = fileStoreFromEnv(env);
      const media = mediaToolPaths(env);
      const { seeded } = await seedDemoCampus(database.db, new Date(), { store: files, media });
      logger.info({ seeded }, seeded ? 'demo campus seeded' : 'demo campus already present');
      // Demo videos need ffmpeg; without it the campus still starts.
      await seedDemoVideos(database.db, { files, tools: media, workDir: path.join(env.DATA_DIR, 'tmp', 'video-processing') }).catch(
        (error: unknown) => logger.warn({ err: error }, 'demo videos not seeded'),
      );
    }
    // A server nobody has set up says how, once per start (the setup command is the only way in).
    if (env.ROLE !== 'worker' && (await needsFirstRun(database.db))) {
      logger.warn({ event: 'no_campus', command: FIRST_RUN_COMMAND }, `No campus yet. Create the first campus and its admin with: ${FIRST_RUN_COMMAND}`);
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  logger.info({ role: env.ROLE, jobConcurrency: env.JOB_CONCURRENCY }, 'starting');
  const built =
    env.ROLE === 'worker'
      ? buildWorker({ env, db: database.db, logger })
      : buildApp({ env, db: database.db, logger, startJobRunner: env.ROLE === 'all' });
  const app = await built.catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  installGracefulShutdown({ app, cleanup: () => database.close() });

  try {
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    // E.g. the port is taken: release the database cleanly before reporting.
    await app.close();
    await database.close();
    throw error;
  }

  const { port } = app.server.address() as AddressInfo;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  if (env.ROLE === 'worker') {
    process.stdout.write(`\n  Campus is running at ${url} as a worker: background jobs only (health at /healthz)\n\n`);
    return;
  }
  const lines = [``, `  Campus is running at ${url}`, `  API docs: ${url}/api/docs${env.OPENAPI_UI ? '' : '/json'}`];
  if (env.ROLE === 'api') lines.push(`  Background jobs: not run here (ROLE=api); start a worker (ROLE=worker)`);
  if (env.SEED_DEMO) {
    lines.push(
      `  Sign in as ${DEMO_EMAILS.student} / ${DEMO_PASSWORD}`,
      `  (${DEMO_EMAILS.admin} with the same password is the campus admin)`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Campus failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
