// Wakes the job runner when a job is enqueued, on PostgreSQL: enqueueJob sends `NOTIFY campus_jobs`
// (delivered when its transaction commits) and every runner LISTENs on a connection of its own, so a job
// starts within milliseconds on any node instead of at the next poll. The poll stays as the fallback
// (jobs due later, a lost connection). A dropped connection is re-opened after a pause; on every
// (re)connect the runner is woken once, for what was enqueued meanwhile. PGlite runs in one process and
// keeps polling.
import { listenOnChannel } from '../lib/pg-listen.ts';

export const JOBS_CHANNEL = 'campus_jobs';

export interface JobNotificationListenerOptions {
  connectionString: string;
  /** Called for every notification and after every (re)connect. */
  onNotify: () => void;
  log?: { warn(object: object, message: string): void };
  /** Pause before re-opening a lost connection; default 5 s. */
  retryMs?: number;
}

export interface JobNotificationListener {
  /** Resolves once LISTEN is active the first time (or the listener was closed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForJobs({ connectionString, onNotify, log, retryMs = 5_000 }: JobNotificationListenerOptions): JobNotificationListener {
  // Woken once after every (re)connect too, for what was enqueued while nobody listened.
  return listenOnChannel({ connectionString, channel: JOBS_CHANNEL, onNotification: onNotify, onConnected: onNotify, log, name: 'job notifications', retryMs });
}
