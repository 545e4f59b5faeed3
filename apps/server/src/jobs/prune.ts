// Removes finished jobs (succeeded or failed) once they are older than the retention (JOB_RETENTION_DAYS,
// default 14): the `jobs` table keeps what is queued, running, and recent history to look into.
// Recurs daily like video-uploads.cleanup: each run enqueues the next, and a starting runner enqueues
// the next run too; the idempotency key per UTC day makes one job however many nodes there are.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { enqueueJob, type EnqueuedJob } from './queue.ts';
import type { JobHandler } from './runner.ts';

export const JOB_PRUNE_JOB = 'jobs.prune';
export const JOB_PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per statement; a run goes on until a statement deletes fewer. */
const PRUNE_BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PruneFinishedJobsOptions {
  retentionDays: number;
  now?: Date;
  signal?: AbortSignal;
}

/** Deletes succeeded and failed jobs that finished before now − retention; returns how many. */
export async function pruneFinishedJobs(db: Database, { retentionDays, now = new Date(), signal }: PruneFinishedJobsOptions): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    signal?.throwIfAborted();
    const result = await db.execute<{ id: number }>(sql`
      DELETE FROM jobs WHERE id IN (
        SELECT id FROM jobs
         WHERE status IN ('succeeded', 'failed') AND finished_at < ${cutoff.toISOString()}::timestamptz
         LIMIT ${PRUNE_BATCH})
      RETURNING id`);
    total += result.rows.length;
    if (result.rows.length < PRUNE_BATCH) return total;
  }
}

/** `jobs.prune:<YYYY-MM-DD>` of the run's UTC day. */
export function pruneIdempotencyKey(runAt: Date): string {
  return `${JOB_PRUNE_JOB}:${runAt.toISOString().slice(0, 10)}`;
}

/** Enqueues the next run, a day from `now` (a no-op when that day's run exists). */
export async function scheduleJobPrune(db: Database, now: Date = new Date()): Promise<EnqueuedJob> {
  const runAt = new Date(now.getTime() + JOB_PRUNE_INTERVAL_MS);
  return enqueueJob(db, { type: JOB_PRUNE_JOB, payload: {}, idempotencyKey: pruneIdempotencyKey(runAt), runAt });
}

export interface JobPruneHandlerDeps {
  db: Database;
  retentionDays: number;
  log?: { info(object: object, message: string): void };
}

export function jobPruneHandler({ db, retentionDays, log }: JobPruneHandlerDeps): JobHandler<Record<string, never>> {
  return {
    async run(_payload, context) {
      try {
        const removed = await pruneFinishedJobs(db, { retentionDays, signal: context.signal });
        if (removed > 0) log?.info({ removed, retentionDays }, 'finished jobs pruned');
      } finally {
        await scheduleJobPrune(db);
      }
    },
  };
}
