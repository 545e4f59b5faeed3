// The tus locker on PostgreSQL advisory locks: two lockers stand for two API processes on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from '../../test/build-test-app.ts';
import { createPostgresLocker, type PostgresLocker } from './video-uploads.locker.ts';

const never = new AbortController().signal;

describe.skipIf(!process.env.TEST_DATABASE_URL)('tus locker on PostgreSQL advisory locks (skipped without TEST_DATABASE_URL)', () => {
  let scratch: ScratchPostgresDatabase;
  let nodeA: PostgresLocker;
  let nodeB: PostgresLocker;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    nodeA = createPostgresLocker({ url: scratch.url, acquireTimeoutMs: 2_000, retryIntervalMs: 20 });
    nodeB = createPostgresLocker({ url: scratch.url, acquireTimeoutMs: 2_000, retryIntervalMs: 20 });
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await scratch?.drop();
  });

  it('keeps one holder per upload across processes and asks the other node’s holder to let go', async () => {
    const held = nodeA.newLock('upload-1');
    let releaseAsked = 0;
    await held.lock(never, async () => {
      releaseAsked += 1;
      // The holder's request ends (as tus's cancel does) and gives the lock up.
      await held.unlock();
    });
    // Another upload is not blocked.
    const other = nodeB.newLock('upload-2');
    await other.lock(never, () => undefined);
    await other.unlock();

    const waiting = nodeB.newLock('upload-1');
    const started = Date.now();
    await waiting.lock(never, () => undefined);
    expect(releaseAsked).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    await waiting.unlock();
  });

  it('times out while the holder keeps the lock', async () => {
    const held = nodeA.newLock('upload-3');
    await held.lock(never, () => undefined);
    const waiting = nodeB.newLock('upload-3');
    await expect(waiting.lock(never, () => undefined)).rejects.toMatchObject({ status_code: 500 });
    await held.unlock();
    const after = nodeB.newLock('upload-3');
    await after.lock(never, () => undefined);
    await after.unlock();
  });

  it('stops waiting when the request is aborted', async () => {
    const held = nodeA.newLock('upload-4');
    await held.lock(never, () => undefined);
    const stop = new AbortController();
    const waiting = nodeB.newLock('upload-4').lock(stop.signal, () => undefined);
    setTimeout(() => stop.abort(), 50);
    const started = Date.now();
    await expect(waiting).rejects.toMatchObject({ status_code: 500 });
    expect(Date.now() - started).toBeLessThan(1_000);
    await held.unlock();
  });

  it('refuses to unlock what it does not hold', async () => {
    await expect(nodeA.newLock('upload-5').unlock()).rejects.toThrow('unlocked');
  });
});
