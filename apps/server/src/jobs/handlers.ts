// The registration table: every job type (job-types.ts) with its handler. The compiler insists on one
// handler per type.
import path from 'node:path';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { mediaToolPaths } from '../lib/media-tools.ts';
import { fileStoreFromEnv, type FileStore } from '../lib/storage.ts';
import { videoProcessingJobHandler } from '../modules/video-processing/video-processing.handler.ts';
import { scheduleVideoUploadCleanup, videoUploadCleanupJobHandler } from '../modules/video-uploads/video-uploads.cleanup.ts';
import { registerJobHandlers, type JobHandlerTable, type RegisteredJobHandler } from './runner.ts';

export interface JobHandlerDeps {
  db: Database;
  env: Pick<Env, 'DATA_DIR' | 'FFMPEG_PATH' | 'FFPROBE_PATH' | 'VIDEO_UPLOAD_RETENTION_HOURS'>;
  files?: FileStore;
  log?: { info(object: object, message: string): void };
}

export function jobHandlerTable({ db, env, files, log }: JobHandlerDeps): JobHandlerTable {
  return {
    'video.process': videoProcessingJobHandler({
      db,
      files: files ?? fileStoreFromEnv(env),
      tools: mediaToolPaths(env),
      workDir: path.join(env.DATA_DIR, 'tmp', 'video-processing'),
    }),
    'video-uploads.cleanup': videoUploadCleanupJobHandler({ db, env, ...(log ? { log } : {}) }),
  };
}

/**
 * Recurring jobs: each run enqueues its successor, and a starting runner enqueues the next run of each
 * (idempotency key per time bucket, so several nodes make one job). Called by jobs.plugin.ts on start.
 */
export async function scheduleRecurringJobs(db: Database, now: Date = new Date()): Promise<void> {
  await scheduleVideoUploadCleanup(db, now);
}

export function createJobHandlers(deps: JobHandlerDeps): Map<string, RegisteredJobHandler> {
  return registerJobHandlers(jobHandlerTable(deps));
}
