// Decorates the app with its job runner (`app.jobRunner`). The runner polls only when `start` is set
// (server.ts); tests drive it with `app.jobRunner.runNextJob()`. Closing the app stops it (bounded).
// The handlers and recurring jobs come in as options (app-jobs.ts builds them): jobs/ imports no feature.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { listenForJobs, type JobNotificationListener } from './job-notifications.ts';
import { JobRunner, registerJobHandlers, type JobHandlerTable } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner of this process (jobs/runner.ts). */
    jobRunner: JobRunner;
  }
}

export interface JobsPluginOptions {
  db: Database;
  /** Every job type with its handler. */
  handlers: JobHandlerTable;
  /** Enqueues the next run of each recurring job; called when the runner starts. */
  scheduleRecurring: (db: Database) => Promise<void>;
  /** Start polling once the app is ready (server.ts); default false. */
  start?: boolean;
  /** Jobs run at the same time; default 1. */
  concurrency?: number;
  /** Wait between polls of an empty queue, ms; default 1 s, or 5 s when `listenUrl` wakes the runner. */
  pollIntervalMs?: number;
  /** PostgreSQL URL: with `start`, LISTEN there for enqueued jobs (job-notifications.ts). */
  listenUrl?: string;
}

async function jobs(app: FastifyInstance, options: JobsPluginOptions): Promise<void> {
  const { db, handlers, scheduleRecurring, start = false, listenUrl } = options;
  const runner = new JobRunner({
    db,
    handlers: registerJobHandlers(handlers),
    log: app.log,
    // stop() is bounded by about twice stopTimeoutMs: within the 10 s of the graceful shutdown.
    stopTimeoutMs: 4_000,
    concurrency: options.concurrency ?? 1,
    pollIntervalMs: options.pollIntervalMs ?? (listenUrl ? 5_000 : 1_000),
  });
  app.decorate('jobRunner', runner);
  let listener: JobNotificationListener | undefined;
  if (start) {
    app.addHook('onReady', async () => {
      // The next run of each recurring job (video-uploads.cleanup); a failure must not keep the node down.
      await scheduleRecurring(db).catch((error: unknown) => app.log.warn({ err: error }, 'recurring jobs not scheduled'));
      if (listenUrl) listener = listenForJobs({ connectionString: listenUrl, onNotify: () => runner.wake(), log: app.log });
      runner.start();
    });
  }
  app.addHook('onClose', async () => {
    await listener?.close();
    await runner.stop();
  });
}

export const jobsPlugin = fp(jobs, { name: 'campus-jobs', fastify: '5.x' });
