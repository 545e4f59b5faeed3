// Unsent message attachments (issue 13): an upload that was never sent with a message within
// MESSAGE_ATTACHMENT_UNBOUND_TTL_MS (24 h) loses its row and its bytes. Uploads sweep a few on the way
// (conversations.service.ts); the recurring job `conversations.attachments-cleanup` sweeps the rest, so
// an upload that nobody follows still goes. Recurs hourly like video-uploads.cleanup: every run (and
// every runner start) enqueues the next under an idempotency key per UTC hour, one job however many nodes.
import type { Database } from '../../db/client.ts';
import { enqueueJob, type EnqueuedJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import type { FileStore } from '../../lib/storage.ts';
import { removeStaleAttachments } from './conversations.service.ts';

export const MESSAGE_ATTACHMENT_CLEANUP_JOB = 'conversations.attachments-cleanup';
export const MESSAGE_ATTACHMENT_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Uploads removed per statement; a run goes on until a statement removes fewer. */
const CLEANUP_BATCH = 200;

/** `conversations.attachments-cleanup:<YYYY-MM-DDTHH>` (UTC hour of `runAt`). */
export function attachmentCleanupIdempotencyKey(runAt: Date): string {
  return `${MESSAGE_ATTACHMENT_CLEANUP_JOB}:${runAt.toISOString().slice(0, 13)}`;
}

/** Enqueues the next run an hour from `now` (a no-op when that hour's run exists). */
export async function scheduleMessageAttachmentCleanup(db: Database, now: Date = new Date()): Promise<EnqueuedJob> {
  const runAt = new Date(now.getTime() + MESSAGE_ATTACHMENT_CLEANUP_INTERVAL_MS);
  return enqueueJob(db, { type: MESSAGE_ATTACHMENT_CLEANUP_JOB, payload: {}, idempotencyKey: attachmentCleanupIdempotencyKey(runAt), runAt });
}

/** Removes every unsent upload older than the TTL at `now`; returns how many. */
export async function sweepUnsentAttachments(db: Database, files: FileStore, now: Date, signal?: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    signal?.throwIfAborted();
    const removed = await removeStaleAttachments(db, files, now, CLEANUP_BATCH);
    total += removed;
    if (removed < CLEANUP_BATCH) return total;
  }
}

export interface MessageAttachmentCleanupDeps {
  db: Database;
  files: FileStore;
  log?: { info(object: object, message: string): void };
  now?: () => Date;
}

export function messageAttachmentCleanupJobHandler({ db, files, log, now = () => new Date() }: MessageAttachmentCleanupDeps): JobHandler<Record<string, never>> {
  return {
    async run(_payload, context) {
      try {
        const removed = await sweepUnsentAttachments(db, files, now(), context.signal);
        if (removed > 0) log?.info({ removed }, 'unsent message attachments removed');
      } finally {
        await scheduleMessageAttachmentCleanup(db, now());
      }
    },
  };
}
