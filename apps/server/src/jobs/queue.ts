// Enqueueing background jobs (ARCHITECTURE §2 "Jobs"): a row in `jobs`, picked up by the runner
// (runner.ts) of any node. Job types and their payloads are declared in job-types.ts.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { JOBS_CHANNEL } from './job-notifications.ts';
import type { JobPayload, JobType } from './job-types.ts';

export interface EnqueueJobInput<T extends JobType> {
  type: T;
  payload: JobPayload<T>;
  /**
   * At most one job per key: enqueueing again while a job with this key is queued or running is a no-op.
   * A finished job with the key is kept as it is unless `requeueFinished` is set.
   */
  idempotencyKey?: string;
  /** With an idempotency key: a succeeded or failed job with that key is queued again (attempts reset). */
  requeueFinished?: boolean;
  /** Default 3. */
  maxAttempts?: number;
  /** Default now. */
  runAt?: Date;
}

export interface EnqueuedJob {
  id: number;
  /** False when an existing job with the idempotency key was kept as it was. */
  created: boolean;
}

/**
 * Inserts a job (or requeues / keeps the one with the same idempotency key); returns its id. A new job
 * that is due now also sends NOTIFY on JOBS_CHANNEL, which wakes the runners LISTENing on PostgreSQL
 * (job-notifications.ts); inside a transaction it is delivered on commit, and dropped on rollback.
 */
export async function enqueueJob<T extends JobType>(db: Database, input: EnqueueJobInput<T>): Promise<EnqueuedJob> {
  const job = await insertJob(db, input);
  if (job.created && (input.runAt === undefined || input.runAt.getTime() <= Date.now())) {
    await db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${input.type})`);
  }
  return job;
}

async function insertJob<T extends JobType>(db: Database, input: EnqueueJobInput<T>): Promise<EnqueuedJob> {
  const values = {
    type: input.type,
    payload: input.payload as unknown as Record<string, unknown>,
    idempotencyKey: input.idempotencyKey ?? null,
    maxAttempts: input.maxAttempts ?? 3,
    runAt: input.runAt ?? new Date(),
  };
  if (input.idempotencyKey === undefined) {
    const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
    if (!row) throw new Error('enqueueJob: insert returned nothing');
    return { id: row.id, created: true };
  }

  const inserted = input.requeueFinished
    ? await db
        .insert(jobs)
        .values(values)
        .onConflictDoUpdate({
          target: jobs.idempotencyKey,
          set: {
            type: values.type,
            payload: values.payload,
            status: 'queued',
            attempts: 0,
            maxAttempts: values.maxAttempts,
            runAt: values.runAt,
            lockedBy: null,
            lockedUntil: null,
            lastError: null,
            finishedAt: null,
          },
          setWhere: sql`${jobs.status} in ('succeeded', 'failed')`,
        })
        .returning({ id: jobs.id })
    : await db.insert(jobs).values(values).onConflictDoNothing({ target: jobs.idempotencyKey }).returning({ id: jobs.id });
  const [row] = inserted;
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.idempotencyKey} = ${input.idempotencyKey}`);
  if (!existing) throw new Error('enqueueJob: the job with this idempotency key vanished');
  return { id: existing.id, created: false };
}
