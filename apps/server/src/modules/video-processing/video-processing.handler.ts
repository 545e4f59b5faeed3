// The 'video.process' job: probe the uploaded original, make the 1280x720 poster at time 0 and the
// web-playable H.264/AAC MP4, store both and mark the video ready. Idempotent: a second run overwrites
// the files under the same keys. After the last failed attempt the video is marked failed with a short,
// user-presentable reason (ffmpeg's own words stay in the job's last_error and the log).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/schema/videos.ts';
import { PermanentJobError, type JobHandler } from '../../jobs/runner.ts';
import { MediaToolError, type MediaToolPaths } from '../../lib/media-tools.ts';
import { newStorageKey, type FileStore } from '../../lib/storage.ts';
import { makePlayback, makePoster, probeVideo } from './video-processing.media.ts';

export interface VideoProcessingDeps {
  db: Database;
  files: FileStore;
  tools: MediaToolPaths;
  /** Scratch space for the source copy and the outputs, e.g. DATA_DIR/tmp. */
  workDir: string;
  /** Wall-clock cap of the MP4 encode; default 60 minutes. */
  encodeTimeoutMs?: number;
}

/** Thrown for a source that is not (or no longer) a processable video; the reason is user-presentable. */
export class VideoProcessingError extends PermanentJobError {
  override readonly name = 'VideoProcessingError';
}

export const FAILURE_REASONS = {
  unreadable: 'The file could not be read as a video.',
  timeout: 'Processing took too long.',
  sourceMissing: 'The uploaded file is missing.',
  generic: 'The video could not be processed.',
} as const;

/** The short reason stored on a failed video (never ffmpeg output). */
export function failureReasonFor(error: unknown): string {
  if (error instanceof VideoProcessingError) return error.message;
  if (error instanceof MediaToolError && error.failure === 'timeout') return FAILURE_REASONS.timeout;
  return FAILURE_REASONS.generic;
}

export type VideoProcessingOutcome = 'ready' | 'missing';

/** The results of processing: the stored poster and playback files and what the probe found. */
export type ProcessedVideoMedia = Pick<
  typeof videos.$inferInsert,
  'posterKey' | 'playbackKey' | 'playbackSize' | 'durationSeconds' | 'width' | 'height'
>;

/** Marks a video ready with its processed files (the job, and the demo seed for copies). */
export async function markVideoReady(db: Database, videoId: number, media: ProcessedVideoMedia): Promise<void> {
  await db
    .update(videos)
    .set({ status: 'ready', failureReason: null, ...media })
    .where(eq(videos.id, videoId));
}

/** Processes one video now (the job handler's body; the seed calls it directly). */
export async function processVideo(deps: VideoProcessingDeps, videoId: number, signal?: AbortSignal): Promise<VideoProcessingOutcome> {
  const [video] = await deps.db.select().from(videos).where(eq(videos.id, videoId));
  if (!video) return 'missing';

  await mkdir(deps.workDir, { recursive: true });
  const scratch = await mkdtemp(path.join(deps.workDir, `video-${videoId}-`));
  try {
    const sourcePath = path.join(scratch, 'source');
    let opened;
    try {
      opened = await deps.files.open(video.sourceKey);
    } catch {
      throw new VideoProcessingError(FAILURE_REASONS.sourceMissing);
    }
    await pipeline(opened.stream, createWriteStream(sourcePath), signal ? { signal } : {});

    const verdict = await probeVideo(deps.tools, sourcePath, signal);
    if (!verdict.ok) throw new VideoProcessingError(FAILURE_REASONS.unreadable);
    const { probe } = verdict;

    const posterPath = path.join(scratch, 'poster.jpg');
    const playbackPath = path.join(scratch, 'playback.mp4');
    const runOptions = signal ? { signal } : {};
    await makePoster(deps.tools, sourcePath, posterPath, runOptions);
    await makePlayback(deps.tools, sourcePath, playbackPath, probe, {
      ...runOptions,
      timeoutMs: deps.encodeTimeoutMs ?? 60 * 60_000,
    });

    // A re-run keeps the keys it stored before and overwrites the files.
    const posterKey = video.posterKey ?? newStorageKey('videos/poster');
    const playbackKey = video.playbackKey ?? newStorageKey('videos/playback');
    await deps.files.put(posterKey, createReadStream(posterPath));
    const stored = await deps.files.put(playbackKey, createReadStream(playbackPath));
    const playbackSize = stored.size || (await stat(playbackPath)).size;

    await markVideoReady(deps.db, videoId, {
      posterKey,
      playbackKey,
      playbackSize,
      durationSeconds: probe.durationSeconds,
      width: probe.width,
      height: probe.height,
    });
    return 'ready';
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Marks the video failed with a short reason (after the job's last attempt). */
export async function markVideoFailed(db: Database, videoId: number, reason: string): Promise<void> {
  await db.update(videos).set({ status: 'failed', failureReason: reason }).where(eq(videos.id, videoId));
}

export function videoProcessingJobHandler(deps: VideoProcessingDeps): JobHandler<{ videoId: number }> {
  return {
    async run(payload, context) {
      const videoId = Number(payload.videoId);
      if (!Number.isInteger(videoId) || videoId <= 0) throw new Error(`invalid video.process payload ${JSON.stringify(payload)}`);
      await processVideo(deps, videoId, context.signal);
    },
    async onFailedForGood(payload, error) {
      const videoId = Number(payload.videoId);
      if (!Number.isInteger(videoId) || videoId <= 0) return;
      await markVideoFailed(deps.db, videoId, failureReasonFor(error));
    },
  };
}
