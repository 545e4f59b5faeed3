// Worker mode pieces on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): several jobs at
// once (concurrency), wake-ups that cut the poll short (wake(), and LISTEN/NOTIFY on PostgreSQL), and
// the pruning of finished jobs.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { jobs } from '../db/schema/jobs.ts';
import { createScratchPostgresDatabase, openTestDatabase, type ScratchPostgresDatabase, type TestDatabase } from '../test/build-test-app.ts';
import { listenForJobs } from './job-notifications.ts';
import { JOB_PRUNE_JOB, pruneFinishedJobs, pruneIdempotencyKey, scheduleJobPrune } from './prune.ts';
import { enqueueJob } from './queue.ts';
import { JobRunner, type RegisteredJobHandler } from './runner.ts';

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

const enqueueTest = (db: TestDatabase['db'], type: string, payload: Record<string, unknown> = {}) =>
  enqueueJob(db, { type: type as 'video.process', payload: payload as { videoId: number } });

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function statusOf(db: TestDatabase['db'], id: number): Promise<string | undefined> {
  const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
  return row?.status;
}

describe('concurrency', () => {
  it('runs up to `concurrency` jobs at the same time, and no more', async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const handler: RegisteredJobHandler = {
      async run() {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      },
    };
    const runner = new JobRunner({ db: database.db, handlers: new Map([['test.block', handler]]), concurrency: 2, pollIntervalMs: 20 });
    const ids = await Promise.all([1, 2, 3].map(async () => (await enqueueTest(database.db, 'test.block')).id));
    runner.start();
    try {
      await waitFor(async () => runner.activeJobs === 2, 5_000);
      // The third waits for a free slot.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(runner.activeJobs).toBe(2);
      expect(await Promise.all(ids.map((id) => statusOf(database.db, id)))).toEqual(expect.arrayContaining(['running', 'running', 'queued']));
      releases.splice(0).forEach((release) => release());
      await waitFor(async () => releases.length === 1, 5_000);
      releases.splice(0).forEach((release) => release());
      await waitFor(async () => (await Promise.all(ids.map((id) => statusOf(database.db, id)))).every((status) => status === 'succeeded'), 5_000);
      expect(most).toBe(2);
    } finally {
      releases.forEach((release) => release());
      await runner.stop();
    }
  });

  it('stop() waits for every running job and releases those that outlive the timeout', async () => {
    const handler: RegisteredJobHandler = {
      run: (_payload, context) =>
        new Promise<void>((_resolve, reject) => context.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true })),
    };
    const runner = new JobRunner({ db: database.db, handlers: new Map([['test.hang', handler]]), concurrency: 2, pollIntervalMs: 20, stopTimeoutMs: 200 });
    const ids = await Promise.all([1, 2].map(async () => (await enqueueTest(database.db, 'test.hang')).id));
    runner.start();
    await waitFor(async () => runner.activeJobs === 2, 5_000);
    await runner.stop();
    const rows = await database.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['queued', 0],
      ['queued', 0],
    ]);
  });
});

describe('wake-ups', () => {
  it('wake() makes an idle runner claim a new job at once instead of after its poll interval', async () => {
    const done: number[] = [];
    const handler: RegisteredJobHandler = { run: async (payload) => void done.push(Number(payload.n)) };
    const runner = new JobRunner({ db: database.db, handlers: new Map([['test.echo', handler]]), pollIntervalMs: 60_000 });
    runner.start();
    try {
      // The first poll finds nothing; the runner now sleeps for a minute.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await enqueueTest(database.db, 'test.echo', { n: 7 });
      runner.wake();
      const ms = await waitFor(async () => done.length === 1, 5_000);
      expect(ms).toBeLessThan(5_000);
      expect(done).toEqual([7]);
    } finally {
      await runner.stop();
    }
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('LISTEN/NOTIFY on PostgreSQL', () => {
    let scratch: ScratchPostgresDatabase;
    let handle: DatabaseHandle;
    beforeAll(async () => {
      scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      handle = await openDatabase({ kind: 'postgres', url: scratch.url });
      await runMigrations(handle.connection);
    });
    afterAll(async () => {
      await handle?.close();
      await scratch?.drop();
    });

    it('an enqueue on another connection wakes a runner that would poll only in a minute', async () => {
      const done: number[] = [];
      const handler: RegisteredJobHandler = { run: async (payload) => void done.push(Number(payload.n)) };
      const runner = new JobRunner({ db: handle.db, handlers: new Map([['test.echo', handler]]), pollIntervalMs: 60_000 });
      const listener = listenForJobs({ connectionString: scratch.url, onNotify: () => runner.wake() });
      try {
        await listener.ready;
        runner.start();
        await new Promise((resolve) => setTimeout(resolve, 200));
        // Inside a transaction: the notification goes out on commit.
        await handle.db.transaction(async (tx) => {
          await enqueueJob(tx, { type: 'test.echo' as 'video.process', payload: { n: 42 } as unknown as { videoId: number } });
        });
        const ms = await waitFor(async () => done.length === 1, 5_000);
        expect(ms).toBeLessThan(5_000);
        expect(done).toEqual([42]);
      } finally {
        await listener.close();
        await runner.stop();
      }
    });
  });
});

describe('pruning finished jobs', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('deletes succeeded and failed jobs finished before the retention, keeps the rest', async () => {
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const rows = await database.db
      .insert(jobs)
      .values([
        { type: 'test.old-ok', payload: {}, status: 'succeeded', finishedAt: at(15) },
        { type: 'test.old-failed', payload: {}, status: 'failed', finishedAt: at(20) },
        { type: 'test.recent-ok', payload: {}, status: 'succeeded', finishedAt: at(13) },
        { type: 'test.old-queued', payload: {}, status: 'queued', runAt: at(30) },
        { type: 'test.old-running', payload: {}, status: 'running', runAt: at(30), lockedUntil: at(29) },
      ])
      .returning({ type: jobs.type });
    expect(rows).toHaveLength(5);

    expect(await pruneFinishedJobs(database.db, { retentionDays: 14, now })).toBe(2);
    const left = await database.db.select({ type: jobs.type }).from(jobs);
    expect(left.map((row) => row.type).sort()).toEqual(['test.old-queued', 'test.old-running', 'test.recent-ok']);
    expect(await pruneFinishedJobs(database.db, { retentionDays: 14, now })).toBe(0);
    expect(await pruneFinishedJobs(database.db, { retentionDays: 1, now })).toBe(1);
  });

  it('recurs daily with one job per day however often it is scheduled', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const first = await scheduleJobPrune(database.db, now);
    const second = await scheduleJobPrune(database.db, new Date('2026-11-24T18:00:00Z'));
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, first.id));
    expect(row).toMatchObject({ type: JOB_PRUNE_JOB, status: 'queued', idempotencyKey: pruneIdempotencyKey(new Date('2026-11-25T10:00:00Z')) });
    expect(row?.idempotencyKey).toBe('jobs.prune:2026-11-25');
  });
});
