// The app's background jobs: every job type (jobs/job-types.ts) with its handler, and the recurring
// ones. Built here, beside app.ts, because handlers come from feature modules and jobs/ (runner, queue,
// plugin) must not import features: features import jobs/queue.ts to enqueue.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { jobsPlugin } from './jobs/jobs.plugin.ts';
import { JOB_PRUNE_JOB, jobPruneHandler, scheduleJobPrune } from './jobs/prune.ts';
import type { JobHandlerTable } from './jobs/runner.ts';
import { mediaToolPaths } from './lib/media-tools.ts';
import { MESSAGE_ATTACHMENT_CLEANUP_JOB, messageAttachmentCleanupJobHandler, scheduleMessageAttachmentCleanup } from './modules/conversations/conversations.cleanup.ts';
import {
  NOTIFICATION_CLEANUP_JOB,
  NOTIFICATION_PUSH_JOB,
  createVapidKeyStore,
  notificationCleanupJobHandler,
  notificationPushJobHandler,
  scheduleNotificationCleanup,
  type PushTestingOptions,
  type VapidEnv,
  type VapidKeyStore,
} from './modules/notifications/notifications.sources.ts';
import { fileStoreFromEnv, type FileStore, type FileStoreEnv } from './lib/storage.ts';
import { campusFeatureSource, type CampusFeatureSource } from './modules/campus-settings/campus-settings.sources.ts';
import { videoProcessingJobHandler } from './modules/video-processing/video-processing.handler.ts';
import { scheduleVideoUploadCleanup, videoUploadCleanupJobHandler } from './modules/video-uploads/video-uploads.cleanup.ts';

export interface JobHandlerDeps {
  db: Database;
  /** With the S3_* settings the file store and the upload cleanup use S3 (lib/storage.ts). */
  env: FileStoreEnv & VapidEnv & Pick<Env, 'DATA_DIR' | 'FFMPEG_PATH' | 'FFPROBE_PATH' | 'VIDEO_UPLOAD_RETENTION_HOURS' | 'JOB_RETENTION_DAYS'>;
  files?: FileStore;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** Web push: the app's VAPID key store (default: one of its own); TEST ONLY transport settings. */
  push?: PushJobOptions;
}

export interface PushJobOptions {
  vapid?: VapidKeyStore;
  /** The campus switch push_notifications (default: campus-settings' source). */
  campusFeatures?: CampusFeatureSource;
  testing?: PushTestingOptions | undefined;
}

/** The registration table; the compiler insists on one handler per job type. */
export function jobHandlerTable({ db, env, files, log, push }: JobHandlerDeps): JobHandlerTable {
  return {
    'video.process': videoProcessingJobHandler({
      db,
      files: files ?? fileStoreFromEnv(env),
      tools: mediaToolPaths(env),
      workDir: path.join(env.DATA_DIR, 'tmp', 'video-processing'),
    }),
    'video-uploads.cleanup': videoUploadCleanupJobHandler({ db, env, ...(log ? { log } : {}) }),
    [JOB_PRUNE_JOB]: jobPruneHandler({ db, retentionDays: env.JOB_RETENTION_DAYS, ...(log ? { log } : {}) }),
    [MESSAGE_ATTACHMENT_CLEANUP_JOB]: messageAttachmentCleanupJobHandler({ db, files: files ?? fileStoreFromEnv(env), ...(log ? { log } : {}) }),
    [NOTIFICATION_PUSH_JOB]: notificationPushJobHandler({
      db,
      vapid: push?.vapid ?? createVapidKeyStore({ db, env }),
      campusFeatures: push?.campusFeatures ?? campusFeatureSource,
      testing: push?.testing,
      ...(log ? { log } : {}),
    }),
    [NOTIFICATION_CLEANUP_JOB]: notificationCleanupJobHandler({ db, ...(log ? { log } : {}) }),
  };
}

/**
 * Recurring jobs: each run enqueues its successor, and a starting runner enqueues the next run of each
 * (idempotency key per time bucket, so several nodes make one job). Called by the jobs plugin on start.
 */
export async function scheduleRecurringJobs(db: Database, now: Date = new Date()): Promise<void> {
  await scheduleVideoUploadCleanup(db, now);
  await scheduleJobPrune(db, now);
  await scheduleMessageAttachmentCleanup(db, now);
  await scheduleNotificationCleanup(db, now);
}

export interface AppJobsPluginOptions {
  db: Database;
  env: Env;
  /** The installation's file store (app.ts builds one); default fileStoreFromEnv(env). */
  files?: FileStore;
  /** Start polling once the app is ready (server.ts); default false. */
  start?: boolean;
  /** Web push: the app's VAPID key store and, in tests only, the transport settings. */
  push?: PushJobOptions;
}

async function appJobs(app: FastifyInstance, { db, env, files, start = false, push }: AppJobsPluginOptions): Promise<void> {
  await app.register(jobsPlugin, {
    db,
    handlers: jobHandlerTable({ db, env, log: app.log, ...(files ? { files } : {}), ...(push ? { push } : {}) }),
    scheduleRecurring: scheduleRecurringJobs,
    start,
    concurrency: env.JOB_CONCURRENCY,
    ...(env.JOB_POLL_INTERVAL_MS === undefined ? {} : { pollIntervalMs: env.JOB_POLL_INTERVAL_MS }),
    ...(env.DATABASE_URL === undefined ? {} : { listenUrl: env.DATABASE_URL }),
  });
}

/** The jobs plugin with this app's handlers and recurring jobs (`app.jobRunner`). */
export const appJobsPlugin = fp(appJobs, { name: 'campus-app-jobs', fastify: '5.x' });
