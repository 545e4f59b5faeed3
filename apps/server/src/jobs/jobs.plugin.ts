// Decorates the app with its job runner (`app.jobRunner`). The runner polls only when `start` is set
// (server.ts); tests drive it with `app.jobRunner.runNextJob()`. Closing the app stops it (bounded).
// The handlers and recurring jobs come in as options (app-jobs.ts builds them): jobs/ imports no feature.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
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
}

async function jobs(app: FastifyInstance, { db, handlers, scheduleRecurring, start = false }: JobsPluginOptions): Promise<void> {
  // stop() is bounded by about twice stopTimeoutMs: within the 10 s of the graceful shutdown.
  const runner = new JobRunner({ db, handlers: registerJobHandlers(handlers), log: app.log, stopTimeoutMs: 4_000 });
  app.decorate('jobRunner', runner);
  if (start) {
    app.addHook('onReady', async () => {
      // The next run of each recurring job (video-uploads.cleanup); a failure must not keep the node down.
      await scheduleRecurring(db).catch((error: unknown) => app.log.warn({ err: error }, 'recurring jobs not scheduled'));
      runner.start();
    });
  }
  app.addHook('onClose', async () => runner.stop());
}

export const jobsPlugin = fp(jobs, { name: 'campus-jobs', fastify: '5.x' });
