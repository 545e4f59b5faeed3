// Read notifications older than NOTIFICATIONS_RETENTION_DAYS go (unread ones stay until read): the
// recurring job `notifications.cleanup`, daily like jobs.prune; each run (and each runner start) enqueues
// the next under an idempotency key per UTC day, so several nodes make one job.
import { NOTIFICATIONS_RETENTION_DAYS } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { enqueueJob, type EnqueuedJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { deleteReadBefore } from './notifications.repository.ts';

export const NOTIFICATION_CLEANUP_JOB = 'notifications.cleanup';
export const NOTIFICATION_CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per statement; a run goes on until a statement deletes fewer. */
const CLEANUP_BATCH = 5_000;

/** Deletes notifications read more than `retentionDays` before `now`; returns how many. */
export async function pruneReadNotifications(db: Database, now: Date, retentionDays = NOTIFICATIONS_RETENTION_DAYS, signal?: AbortSignal): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    signal?.throwIfAborted();
    const removed = await deleteReadBefore(db, cutoff, CLEANUP_BATCH);
    total += removed;
    if (removed < CLEANUP_BATCH) return total;
  }
}

/** `notifications.cleanup:<YYYY-MM-DD>` of the run's UTC day. */
export function notificationCleanupIdempotencyKey(runAt: Date): string {
  return `${NOTIFICATION_CLEANUP_JOB}:${runAt.toISOString().slice(0, 10)}`;
}

/** Enqueues the next run a day from `now` (a no-op when that day's run exists). */
export async function scheduleNotificationCleanup(db: Database, now: Date = new Date()): Promise<EnqueuedJob> {
  const runAt = new Date(now.getTime() + NOTIFICATION_CLEANUP_INTERVAL_MS);
  return enqueueJob(db, { type: NOTIFICATION_CLEANUP_JOB, payload: {}, idempotencyKey: notificationCleanupIdempotencyKey(runAt), runAt });
}

export function notificationCleanupJobHandler({
  db,
  log,
  now = () => new Date(),
}: {
  db: Database;
  log?: { info(object: object, message: string): void };
  now?: () => Date;
}): JobHandler<Record<string, never>> {
  return {
    async run(_payload, context) {
      try {
        const removed = await pruneReadNotifications(db, now(), NOTIFICATIONS_RETENTION_DAYS, context.signal);
        if (removed > 0) log?.info({ removed }, 'read notifications removed');
      } finally {
        await scheduleNotificationCleanup(db, now());
      }
    },
  };
}
