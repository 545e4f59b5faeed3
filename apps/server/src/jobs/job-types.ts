// Every job type and its payload: the registration table the runner dispatches on. Add a type here,
// then register its handler in app-jobs.ts (beside app.ts).

export interface JobPayloads {
  /** Probe, poster and web MP4 of an uploaded video (modules/video-processing). */
  'video.process': { videoId: number };
  /** Removes abandoned (unfinished, idle) tus uploads and stray upload files (modules/video-uploads); recurs hourly. */
  'video-uploads.cleanup': Record<string, never>;
  /** Deletes finished jobs older than JOB_RETENTION_DAYS (jobs/prune.ts); recurs daily. */
  'jobs.prune': Record<string, never>;
  /** Removes message attachments never sent within 24 h (modules/conversations/conversations.cleanup.ts); recurs hourly. */
  'conversations.attachments-cleanup': Record<string, never>;
  /** Sends one notification to one web push device (modules/notifications/notifications.push.ts). */
  'notifications.push': { notificationId: number; deviceId: number };
  /** Deletes read notifications older than NOTIFICATIONS_RETENTION_DAYS (modules/notifications); recurs daily. */
  'notifications.cleanup': Record<string, never>;
  /** Test-only job types are registered by tests through the runner's `handlers` option. */
}

export type JobType = keyof JobPayloads & string;
export type JobPayload<T extends JobType> = JobPayloads[T];
