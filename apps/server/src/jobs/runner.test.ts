// The job queue and runner on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): claiming,
// leases, retries with backoff, failing for good, recovery after a crash, bounded stop.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs.ts';
import { openTestDatabase, type TestDatabase } from '../test/build-test-app.ts';
import { enqueueJob } from './queue.ts';
import { JobRunner, PermanentJobError, defaultBackoffMs, type JobContext, type RegisteredJobHandler } from './runner.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  await database.db.delete(jobs);
});

type Calls = { payload: Record<string, unknown>; context: JobContext }[];

function recorder(behaviour: (payload: Record<string, unknown>, context: JobContext) => Promise<void> = async () => undefined) {
  const calls: Calls = [];
  const failedForGood: unknown[] = [];
  const handler: RegisteredJobHandler = {
    async run(payload, context) {
      calls.push({ payload, context });
      await behaviour(payload, context);
    },
    async onFailedForGood(_payload, error) {
      failedForGood.push(error);
    },
  };
  return { calls, failedForGood, handler };
}

function runnerWith(handlers: Record<string, RegisteredJobHandler>, options: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}) {
  return new JobRunner({ db: database.db, handlers: new Map(Object.entries(handlers)), backoffMs: () => 0, ...options });
}

async function jobRow(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} missing`);
  return row;
}

// Test-only job types go through enqueueJob's typed API with a cast: the production table lists only real ones.
const enqueueTest = (type: string, payload: Record<string, unknown>, extra: { maxAttempts?: number; runAt?: Date; idempotencyKey?: string; requeueFinished?: boolean } = {}) =>
  enqueueJob(database.db, { type: type as 'video.process', payload: payload as { videoId: number }, ...extra });

describe('enqueueJob', () => {
  it('inserts a queued job with its payload', async () => {
    const { id, created } = await enqueueTest('test.echo', { value: 1 });
    expect(created).toBe(true);
    expect(await jobRow(id)).toMatchObject({ type: 'test.echo', payload: { value: 1 }, status: 'queued', attempts: 0, maxAttempts: 3 });
  });

  it('keeps one job per idempotency key; requeueFinished queues a finished one again', async () => {
    const first = await enqueueTest('test.echo', { n: 1 }, { idempotencyKey: 'k1' });
    const second = await enqueueTest('test.echo', { n: 2 }, { idempotencyKey: 'k1' });
    expect(second).toEqual({ id: first.id, created: false });
    // Queued: requeueFinished changes nothing.
    expect(await enqueueTest('test.echo', { n: 3 }, { idempotencyKey: 'k1', requeueFinished: true })).toEqual({ id: first.id, created: false });
    expect((await jobRow(first.id)).payload).toEqual({ n: 1 });

    await database.db.update(jobs).set({ status: 'failed', attempts: 3, lastError: 'boom' }).where(eq(jobs.id, first.id));
    expect(await enqueueTest('test.echo', { n: 4 }, { idempotencyKey: 'k1' })).toEqual({ id: first.id, created: false });
    expect((await jobRow(first.id)).status).toBe('failed');
    const requeued = await enqueueTest('test.echo', { n: 5 }, { idempotencyKey: 'k1', requeueFinished: true });
    expect(requeued).toEqual({ id: first.id, created: true });
    expect(await jobRow(first.id)).toMatchObject({ status: 'queued', attempts: 0, lastError: null, payload: { n: 5 } });
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });
});

describe('JobRunner.runNextJob', () => {
  it('runs the due job with its payload and records success', async () => {
    const echo = recorder();
    const { id } = await enqueueTest('test.echo', { value: 'a' });
    const later = await enqueueTest('test.echo', { value: 'later' }, { runAt: new Date(Date.now() + 60_000) });
    const runner = runnerWith({ 'test.echo': echo.handler });

    expect(await runner.runNextJob()).toEqual({ jobId: id, type: 'test.echo', outcome: 'succeeded' });
    expect(echo.calls).toHaveLength(1);
    expect(echo.calls[0]?.payload).toEqual({ value: 'a' });
    expect(echo.calls[0]?.context).toMatchObject({ jobId: id, attempt: 1, maxAttempts: 3 });
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1, lockedBy: null, lockedUntil: null, lastError: null });
    expect(row.finishedAt).not.toBeNull();
    // The other job is not due yet.
    expect(await runner.runNextJob()).toBeNull();
    expect((await jobRow(later.id)).status).toBe('queued');
  });

  it('takes the oldest due job first', async () => {
    const order: unknown[] = [];
    const runner = runnerWith({ 'test.echo': recorder(async (payload) => void order.push(payload.n)).handler });
    await enqueueTest('test.echo', { n: 2 }, { runAt: new Date(Date.now() - 1_000) });
    await enqueueTest('test.echo', { n: 1 }, { runAt: new Date(Date.now() - 5_000) });
    await runner.runNextJob();
    await runner.runNextJob();
    expect(order).toEqual([1, 2]);
  });

  it('retries a failed attempt after the backoff, then fails for good after max attempts', async () => {
    const flaky = recorder(async () => {
      throw new Error('temporary trouble');
    });
    const { id } = await enqueueTest('test.flaky', {}, { maxAttempts: 3 });
    const runner = runnerWith({ 'test.flaky': flaky.handler }, { backoffMs: (attempt) => (attempt === 1 ? 60_000 : 0) });

    expect(await runner.runNextJob()).toMatchObject({ outcome: 'retry', error: 'Error: temporary trouble' });
    const afterFirst = await jobRow(id);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error: temporary trouble', lockedBy: null });
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due during the backoff.
    expect(await runner.runNextJob()).toBeNull();

    await database.db.update(jobs).set({ runAt: new Date(Date.now() - 1) }).where(eq(jobs.id, id));
    expect(await runner.runNextJob()).toMatchObject({ outcome: 'retry' });
    expect(await runner.runNextJob()).toMatchObject({ outcome: 'failed' });
    const final = await jobRow(id);
    expect(final).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: temporary trouble' });
    expect(final.finishedAt).not.toBeNull();
    expect(flaky.calls.map((call) => call.context.attempt)).toEqual([1, 2, 3]);
    expect(flaky.failedForGood).toHaveLength(1);
    expect(await runner.runNextJob()).toBeNull();
  });

  it('fails at once on a PermanentJobError, and for a type without a handler', async () => {
    const permanent = recorder(async () => {
      throw new PermanentJobError('not a video');
    });
    const runner = runnerWith({ 'test.permanent': permanent.handler });
    const a = await enqueueTest('test.permanent', {});
    expect(await runner.runNextJob()).toMatchObject({ jobId: a.id, outcome: 'failed' });
    expect(await jobRow(a.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(permanent.failedForGood).toHaveLength(1);

    const b = await enqueueTest('test.unknown', {});
    expect(await runner.runNextJob()).toMatchObject({ jobId: b.id, outcome: 'failed' });
    expect((await jobRow(b.id)).lastError).toContain('no handler');
  });

  it('default backoff grows exponentially and is capped', () => {
    expect(defaultBackoffMs(1)).toBe(10_000);
    expect(defaultBackoffMs(2)).toBe(20_000);
    expect(defaultBackoffMs(30)).toBe(600_000);
  });

  it('two runners never take the same job (FOR UPDATE SKIP LOCKED)', async () => {
    const seen: number[] = [];
    const handler = recorder(async (_payload, context) => {
      seen.push(context.jobId);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }).handler;
    for (let n = 0; n < 6; n += 1) await enqueueTest('test.echo', { n });
    const a = runnerWith({ 'test.echo': handler }, { workerId: 'a' });
    const b = runnerWith({ 'test.echo': handler }, { workerId: 'b' });
    const drain = async (runner: JobRunner) => {
      while ((await runner.runNextJob()) !== null) {
        // keep going
      }
    };
    await Promise.all([drain(a), drain(b)]);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    const rows = await database.db.select().from(jobs);
    expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
  });
});

describe('leases and restarts', () => {
  it('a running job whose lease expired (its worker died) is taken again; a live lease is respected', async () => {
    const { id } = await enqueueTest('test.echo', { crash: true });
    // A worker claims the job and dies: simulate its claim by hand.
    await database.db.execute(
      sql`UPDATE jobs SET status = 'running', locked_by = 'dead-worker', attempts = 1, locked_until = now() + interval '1 hour' WHERE id = ${id}`,
    );
    const echo = recorder();
    const runner = runnerWith({ 'test.echo': echo.handler }, { workerId: 'new-worker' });
    expect(await runner.runNextJob()).toBeNull();

    await database.db.execute(sql`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = ${id}`);
    expect(await runner.runNextJob()).toMatchObject({ jobId: id, outcome: 'succeeded' });
    expect(echo.calls[0]?.context.attempt).toBe(2);
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 2, lockedBy: null });
  });

  it('survives a restart: a job claimed by a runner that stopped mid-way is run by a fresh runner after the lease', async () => {
    const { id } = await enqueueTest('test.slow', {});
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    // First process: claims, never finishes (its handler hangs; we never await it — as if killed).
    const first = runnerWith({ 'test.slow': recorder(() => stuck).handler }, { workerId: 'first', leaseMs: 150 });
    const abandoned = first.runNextJob();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'first', attempts: 1 });
    // "Kill" it: its lease is no longer renewed once the process is gone; here we stop the renewal by
    // taking the lock away from it and letting the lease lapse.
    await database.db.execute(sql`UPDATE jobs SET locked_by = 'first-dead', locked_until = now() - interval '1 millisecond' WHERE id = ${id}`);

    const second = runnerWith({ 'test.slow': recorder().handler }, { workerId: 'second' });
    expect(await second.runNextJob()).toMatchObject({ jobId: id, outcome: 'succeeded' });
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 2 });

    // The old handler finishing late changes nothing: it no longer owns the job.
    release();
    await abandoned;
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('renews the lease of a long job, and aborts the handler when the lease is lost', async () => {
    const { id } = await enqueueTest('test.long', {});
    let sawLeaseMove = false;
    let aborted = false;
    const long = recorder(async (_payload, context) => {
      const [before] = await database.db.select({ lockedUntil: jobs.lockedUntil }).from(jobs).where(eq(jobs.id, id));
      await new Promise((resolve) => setTimeout(resolve, 250));
      const [after] = await database.db.select({ lockedUntil: jobs.lockedUntil }).from(jobs).where(eq(jobs.id, id));
      sawLeaseMove = (after?.lockedUntil?.getTime() ?? 0) > (before?.lockedUntil?.getTime() ?? 0);
      // Another worker takes over (e.g. after a long pause of this process).
      await database.db.execute(sql`UPDATE jobs SET locked_by = 'thief' WHERE id = ${id}`);
      await new Promise<void>((resolve) => {
        context.signal.addEventListener('abort', () => {
          aborted = true;
          resolve();
        });
        setTimeout(resolve, 1_000);
      });
      throw new Error('stopped');
    });
    const runner = runnerWith({ 'test.long': long.handler }, { leaseMs: 90 });
    expect(await runner.runNextJob()).toMatchObject({ outcome: 'released' });
    expect(sawLeaseMove).toBe(true);
    expect(aborted).toBe(true);
    // The thief owns it; this runner wrote nothing.
    expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'thief' });
  });
});

describe('start / stop', () => {
  it('polls and runs jobs in the background', async () => {
    const echo = recorder();
    const runner = runnerWith({ 'test.echo': echo.handler }, { pollIntervalMs: 10 });
    runner.start();
    try {
      const { id } = await enqueueTest('test.echo', {});
      const deadline = Date.now() + 5_000;
      while ((await jobRow(id)).status !== 'succeeded' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect((await jobRow(id)).status).toBe('succeeded');
    } finally {
      await runner.stop();
    }
    expect(runner.running).toBe(false);
  });

  it('stop waits for the running job, and aborts it (back to the queue, attempt not counted) after the timeout', async () => {
    const { id } = await enqueueTest('test.hang', {});
    let started = false;
    const hang = recorder(
      (_payload, context) =>
        new Promise<void>((_resolve, reject) => {
          started = true;
          context.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const runner = runnerWith({ 'test.hang': hang.handler }, { pollIntervalMs: 10, stopTimeoutMs: 100 });
    runner.start();
    const deadline = Date.now() + 5_000;
    while (!started && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toBe(true);
    const stopStarted = Date.now();
    await runner.stop();
    expect(Date.now() - stopStarted).toBeLessThan(1_000);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    expect(hang.failedForGood).toEqual([]);
  });
});
