// ROLE=worker and ROLE=api as real processes (server.ts): a worker answers its probes and nothing of the
// API, runs jobs (on PostgreSQL woken by NOTIFY from another process, its poll set to ten minutes), seeds
// nothing and stops cleanly; an API node with ROLE=api serves the API and leaves jobs alone.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { jobs, users } from './db/schema/index.ts';
import { enqueueJob } from './jobs/queue.ts';
import { openServerProcessWorld, startServer, type RunningServer, type ServerProcessWorld } from './test/server-process.ts';

function stop(server: RunningServer): Promise<number | null> {
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

describe('ROLE=worker', () => {
  let world: ServerProcessWorld;
  beforeAll(async () => {
    world = await openServerProcessWorld('campus-worker-test-', { ROLE: 'worker', JOB_POLL_INTERVAL_MS: '600000', SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('answers its probes, no API, runs jobs, seeds nothing and exits 0 on SIGTERM', { timeout: 120_000 }, async () => {
    const worker = await startServer(world.env);
    let exited = false;
    try {
      expect(worker.output()).toContain('as a worker: background jobs only');
      expect(worker.output()).not.toContain('"seeded"');
      expect(await (await fetch(`${worker.base}/healthz`)).json()).toEqual({ status: 'ok', role: 'worker' });
      expect((await fetch(`${worker.base}/readyz`)).status).toBe(200);
      expect((await fetch(`${worker.base}/api/rest/config`)).status).toBe(404);
      // Its process metrics and the job queue, for the loopback (plugins/metrics.ts).
      const metrics = await fetch(`${worker.base}/metrics`);
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toMatch(/^process_resident_memory_bytes \d/m);
      expect(text).toContain('# TYPE campus_jobs gauge');

      if (world.target.kind === 'postgres') {
        // Another process enqueues (as an API node would); NOTIFY wakes the worker long before its poll.
        const database = await openDatabase(world.target);
        try {
          const { id } = await enqueueJob(database.db, { type: 'jobs.prune', payload: {} });
          const started = Date.now();
          let status: string | undefined;
          while (Date.now() - started < 10_000) {
            [{ status } = { status: undefined }] = await database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
            if (status === 'succeeded') break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          expect(status).toBe('succeeded');
          const [row] = await database.db.select({ users: count() }).from(users);
          expect(row?.users).toBe(0);
        } finally {
          await database.close();
        }
      }
      expect(await stop(worker)).toBe(0);
      exited = true;
    } finally {
      if (!exited) worker.child.kill('SIGKILL');
    }
    if (world.target.kind === 'pglite') {
      // PGlite is one process's: look in once the worker is gone. Its runner scheduled the recurring jobs.
      const database = await openDatabase(world.target);
      try {
        const rows = await database.db.select({ type: jobs.type }).from(jobs);
        expect(rows.map((row) => row.type).sort()).toEqual(['conversations.attachments-cleanup', 'jobs.prune', 'notifications.cleanup', 'video-uploads.cleanup']);
        const [row] = await database.db.select({ users: count() }).from(users);
        expect(row?.users).toBe(0);
      } finally {
        await database.close();
      }
    }
  });
});

describe('ROLE=api', () => {
  let world: ServerProcessWorld;
  beforeAll(async () => {
    world = await openServerProcessWorld('campus-api-role-test-', { ROLE: 'api', SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('serves the API and schedules or runs no job', { timeout: 120_000 }, async () => {
    const api = await startServer(world.env);
    let exited = false;
    try {
      expect(api.output()).toContain('Background jobs: not run here (ROLE=api)');
      expect((await fetch(`${api.base}/api/rest/config`)).status).toBe(200);
      expect(await stop(api)).toBe(0);
      exited = true;
    } finally {
      if (!exited) api.child.kill('SIGKILL');
    }
    const database = await openDatabase(world.target);
    try {
      // A runner would have enqueued the recurring jobs when it started.
      const [row] = await database.db.select({ jobs: count() }).from(jobs);
      expect(row?.jobs).toBe(0);
    } finally {
      await database.close();
    }
  });
});
