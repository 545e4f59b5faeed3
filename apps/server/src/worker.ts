// The worker process (ROLE=worker): the job runner of app-jobs.ts and nothing of the API, so media work
// (ffmpeg) runs on nodes of its own. It answers only /healthz and /readyz, for the orchestrator's probes,
// and /metrics (process metrics and the job queue; plugins/metrics.ts, same access rule as on API nodes).
// server.ts builds it instead of buildApp; API nodes then run with ROLE=api (docs/jobs.md).
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { appJobsPlugin } from './app-jobs.ts';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { createLogger } from './lib/logger.ts';
import { createMetrics, metricsPlugin } from './plugins/metrics.ts';

export interface BuildWorkerOptions {
  env: Env;
  db: Database;
  logger?: Logger;
  /** Start the runner once ready (server.ts); default true. Tests may drive `app.jobRunner` themselves. */
  startJobRunner?: boolean;
}

export async function buildWorker({ env, db, logger, startJobRunner = true }: BuildWorkerOptions): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = logger ?? createLogger({ level: env.LOG_LEVEL });
  const app = Fastify({ loggerInstance, return503OnClosing: true });
  // /metrics has zod schemas like every API route.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(metricsPlugin, { metrics: createMetrics({ db, log: app.log }), token: env.METRICS_TOKEN });
  app.get('/healthz', async () => ({ status: 'ok', role: 'worker' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
      return { status: 'ok', database: 'ok', role: 'worker' };
    } catch (error) {
      app.log.warn({ err: error }, 'worker readiness: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable', role: 'worker' });
    }
  });
  await app.register(appJobsPlugin, { db, env, start: startJobRunner });
  return app;
}
