// The job runner (ARCHITECTURE §2 "Jobs"): polls the `jobs` table, claims one job at a time with
// FOR UPDATE SKIP LOCKED and a lease, runs the handler registered for its type, and records the outcome.
// A failed attempt is retried with exponential backoff until max_attempts, then the job is failed for good
// (and the handler's onFailedForGood runs). A job whose worker died (lease expired) is claimed again, so
// jobs survive a restart. Several runners (nodes) may poll the same table, each running up to
// `concurrency` jobs at once; `wake()` (LISTEN/NOTIFY on PostgreSQL, job-notifications.ts) cuts the wait
// between polls short when a job is enqueued.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { JobPayload, JobType } from './job-types.ts';

/** Thrown by a handler when another attempt cannot help (e.g. the input is not a video): fails the job at once. */
export class PermanentJobError extends Error {
  override readonly name: string = 'PermanentJobError';
}

export interface JobContext {
  jobId: number;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the runner stops (bounded shutdown) or loses the job's lease. */
  signal: AbortSignal;
}

export interface JobHandler<P> {
  run(payload: P, context: JobContext): Promise<void>;
  /** Called once when the last attempt has failed (e.g. mark the video failed). */
  onFailedForGood?(payload: P, error: unknown, context: JobContext): Promise<void>;
}

/** The production registration table: one handler per job type, payloads typed by job-types.ts. */
export type JobHandlerTable = { [T in JobType]: JobHandler<JobPayload<T>> };

/** A handler as the runner stores it; payloads are checked by the typed handler it wraps. */
export type RegisteredJobHandler = JobHandler<Record<string, unknown>>;

/** Turns the typed table into the runner's map (tests may add their own types to the map). */
export function registerJobHandlers(table: JobHandlerTable): Map<string, RegisteredJobHandler> {
  const map = new Map<string, RegisteredJobHandler>();
  for (const [type, handler] of Object.entries(table) as [string, JobHandler<never>][]) {
    map.set(type, handler as unknown as RegisteredJobHandler);
  }
  return map;
}

export interface JobRunnerOptions {
  db: Database;
  handlers: ReadonlyMap<string, RegisteredJobHandler>;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Names this worker in locked_by; default host:pid:random. */
  workerId?: string;
  /** How long a claimed job stays ours without renewal; default 60 s, renewed every third of it. */
  leaseMs?: number;
  /** Wait between polls when no job is due; default 1 s. With wake-ups (LISTEN/NOTIFY) only a fallback. */
  pollIntervalMs?: number;
  /** Jobs run at the same time by this runner; default 1. */
  concurrency?: number;
  /** Delay before attempt n+1 after attempt n failed; default 2^n × 5 s, at most 10 minutes. */
  backoffMs?: (attempt: number) => number;
  /** stop() waits this long for the running job, then aborts it; default 10 s. */
  stopTimeoutMs?: number;
}

export type JobOutcome = 'succeeded' | 'retry' | 'failed' | 'released';

export interface JobRunResult {
  jobId: number;
  type: string;
  outcome: JobOutcome;
  error?: string;
}

interface ClaimedJob {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export const DEFAULT_LEASE_MS = 60_000;
const MAX_ERROR_LENGTH = 2_000;

export function defaultBackoffMs(attempt: number): number {
  return Math.min(2 ** attempt * 5_000, 10 * 60_000);
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export class JobRunner {
  readonly workerId: string;
  private readonly db: Database;
  private readonly handlers: ReadonlyMap<string, RegisteredJobHandler>;
  private readonly log: JobRunnerOptions['log'];
  private readonly leaseMs: number;
  private readonly pollIntervalMs: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly stopTimeoutMs: number;
  readonly concurrency: number;
  private loop: Promise<void> | undefined;
  private stopping: AbortController | undefined;
  /** Aborted (and replaced) by wake(): every idle loop polls again at once. */
  private wakeUp = new AbortController();
  private readonly current = new Set<{ promise: Promise<unknown>; abort: AbortController }>();

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.handlers = options.handlers;
    this.log = options.log;
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
  }

  /** Jobs this runner is running right now. */
  get activeJobs(): number {
    return this.current.size;
  }

  /** A job may be due (e.g. NOTIFY after an enqueue): idle loops poll now instead of after their wait. */
  wake(): void {
    const wakeUp = this.wakeUp;
    this.wakeUp = new AbortController();
    wakeUp.abort();
  }

  get running(): boolean {
    return this.loop !== undefined;
  }

  /** Starts `concurrency` polling loops in the background; a second call does nothing. */
  start(): void {
    if (this.loop) return;
    const stopping = new AbortController();
    this.stopping = stopping;
    const pollLoop = async (): Promise<void> => {
      while (!stopping.signal.aborted) {
        // Taken before the claim, so a wake() during the claim is not missed.
        const wakeUp = this.wakeUp.signal;
        let ran = false;
        try {
          ran = (await this.runNextJob()) !== null;
        } catch (error) {
          this.log?.error({ err: error }, 'job runner: polling failed');
        }
        if (!ran && !stopping.signal.aborted) await delay(this.pollIntervalMs, AbortSignal.any([stopping.signal, wakeUp]));
      }
    };
    this.loop = Promise.all(Array.from({ length: this.concurrency }, pollLoop)).then(() => undefined);
  }

  /**
   * Stops polling and waits for the running jobs; after stopTimeoutMs those still running are aborted
   * (their signal fires) and released back to the queue without using up an attempt. Bounded: resolves
   * within about twice stopTimeoutMs whatever the handlers do.
   */
  async stop(): Promise<void> {
    const loop = this.loop;
    if (!loop) return;
    this.stopping?.abort();
    const running = [...this.current];
    if (running.length > 0) {
      const all = Promise.all(running.map((job) => job.promise.catch(() => undefined)));
      const finished = await Promise.race([all.then(() => true), delay(this.stopTimeoutMs).then(() => false)]);
      if (!finished) {
        for (const job of running) job.abort.abort(new Error('job runner stopping'));
        await Promise.race([all, delay(this.stopTimeoutMs)]);
      }
    }
    await Promise.race([loop, delay(this.stopTimeoutMs)]);
    this.loop = undefined;
    this.stopping = undefined;
  }

  /** Claims the next due job (or one whose lease expired), runs it and records the outcome; null when none. */
  async runNextJob(): Promise<JobRunResult | null> {
    const job = await this.claim();
    if (!job) return null;
    const abort = new AbortController();
    const running = { promise: this.execute(job, abort), abort };
    this.current.add(running);
    try {
      return await running.promise;
    } finally {
      this.current.delete(running);
    }
  }

  private async claim(): Promise<ClaimedJob | null> {
    const result = await this.db.execute<{ id: number | string; type: string; payload: unknown; attempts: number; max_attempts: number }>(sql`
      UPDATE jobs
         SET status = 'running',
             locked_by = ${this.workerId},
             locked_until = now() + ${this.leaseMs}::integer * interval '1 millisecond',
             attempts = attempts + 1,
             updated_at = now()
       WHERE id = (
         SELECT id FROM jobs
          WHERE (status = 'queued' AND run_at <= now())
             OR (status = 'running' AND locked_until < now())
          ORDER BY run_at
          FOR UPDATE SKIP LOCKED
          LIMIT 1)
      RETURNING id, type, payload, attempts, max_attempts`);
    const row = result.rows[0];
    if (!row) return null;
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload;
    return {
      id: Number(row.id),
      type: row.type,
      payload: (payload ?? {}) as Record<string, unknown>,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
    };
  }

  private async execute(job: ClaimedJob, abort: AbortController): Promise<JobRunResult> {
    const context: JobContext = { jobId: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts, signal: abort.signal };
    const handler = this.handlers.get(job.type);
    if (!handler) {
      const error = `no handler registered for job type ${JSON.stringify(job.type)}`;
      await this.finish(job.id, 'failed', error);
      this.log?.error({ jobId: job.id, type: job.type }, 'job failed: no handler');
      return { jobId: job.id, type: job.type, outcome: 'failed', error };
    }

    let leaseLost = false;
    const renew = setInterval(() => {
      this.renewLease(job.id)
        .then((held) => {
          if (!held && !abort.signal.aborted) {
            leaseLost = true;
            abort.abort(new Error('job lease lost'));
          }
        })
        .catch((error: unknown) => this.log?.warn({ err: error, jobId: job.id }, 'job lease renewal failed'));
    }, Math.max(10, Math.floor(this.leaseMs / 3)));
    renew.unref();

    try {
      await handler.run(job.payload, context);
      clearInterval(renew);
      await this.finish(job.id, 'succeeded', null);
      return { jobId: job.id, type: job.type, outcome: 'succeeded' };
    } catch (error) {
      clearInterval(renew);
      const message = errorText(error);
      if (leaseLost) {
        // Another worker owns the job now; it records the outcome.
        this.log?.warn({ jobId: job.id, type: job.type }, 'job lease lost; left to the new owner');
        return { jobId: job.id, type: job.type, outcome: 'released', error: message };
      }
      if (abort.signal.aborted) {
        // Stopped by shutdown: back to the queue, the attempt does not count.
        await this.release(job.id);
        return { jobId: job.id, type: job.type, outcome: 'released', error: message };
      }
      if (job.attempts >= job.maxAttempts || error instanceof PermanentJobError) {
        await this.finish(job.id, 'failed', message);
        this.log?.error({ jobId: job.id, type: job.type, attempts: job.attempts, err: error }, 'job failed for good');
        try {
          await handler.onFailedForGood?.(job.payload, error, context);
        } catch (hookError) {
          this.log?.error({ err: hookError, jobId: job.id }, 'job onFailedForGood failed');
        }
        return { jobId: job.id, type: job.type, outcome: 'failed', error: message };
      }
      await this.retryLater(job.id, message, this.backoffMs(job.attempts));
      this.log?.warn({ jobId: job.id, type: job.type, attempt: job.attempts, err: error }, 'job attempt failed; retrying');
      return { jobId: job.id, type: job.type, outcome: 'retry', error: message };
    }
  }

  private async renewLease(jobId: number): Promise<boolean> {
    const result = await this.db.execute<{ id: number }>(sql`
      UPDATE jobs SET locked_until = now() + ${this.leaseMs}::integer * interval '1 millisecond', updated_at = now()
       WHERE id = ${jobId} AND status = 'running' AND locked_by = ${this.workerId}
      RETURNING id`);
    return result.rows.length > 0;
  }

  private async finish(jobId: number, status: 'succeeded' | 'failed', lastError: string | null): Promise<void> {
    await this.db.execute(sql`
      UPDATE jobs SET status = ${status}, last_error = ${lastError}, locked_by = NULL, locked_until = NULL,
                      finished_at = now(), updated_at = now()
       WHERE id = ${jobId} AND locked_by = ${this.workerId}`);
  }

  private async retryLater(jobId: number, lastError: string, backoffMs: number): Promise<void> {
    await this.db.execute(sql`
      UPDATE jobs SET status = 'queued', last_error = ${lastError}, locked_by = NULL, locked_until = NULL,
                      run_at = now() + ${Math.round(backoffMs)}::integer * interval '1 millisecond', updated_at = now()
       WHERE id = ${jobId} AND locked_by = ${this.workerId}`);
  }

  private async release(jobId: number): Promise<void> {
    await this.db.execute(sql`
      UPDATE jobs SET status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = NULL, locked_until = NULL,
                      run_at = now(), updated_at = now()
       WHERE id = ${jobId} AND locked_by = ${this.workerId}`);
  }
}
