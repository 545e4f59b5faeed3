// The registration table: every job type (job-types.ts) with its handler. The compiler insists on one
// handler per type.
import path from 'node:path';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { mediaToolPaths } from '../lib/media-tools.ts';
import { fileStoreFromEnv, type FileStore } from '../lib/storage.ts';
import { videoProcessingJobHandler } from '../modules/video-processing/video-processing.handler.ts';
import { registerJobHandlers, type JobHandlerTable, type RegisteredJobHandler } from './runner.ts';

export interface JobHandlerDeps {
  db: Database;
  env: Pick<Env, 'DATA_DIR' | 'FFMPEG_PATH' | 'FFPROBE_PATH'>;
  files?: FileStore;
}

export function jobHandlerTable({ db, env, files }: JobHandlerDeps): JobHandlerTable {
  return {
    'video.process': videoProcessingJobHandler({
      db,
      files: files ?? fileStoreFromEnv(env),
      tools: mediaToolPaths(env),
      workDir: path.join(env.DATA_DIR, 'tmp', 'video-processing'),
    }),
  };
}

export function createJobHandlers(deps: JobHandlerDeps): Map<string, RegisteredJobHandler> {
  return registerJobHandlers(jobHandlerTable(deps));
}
