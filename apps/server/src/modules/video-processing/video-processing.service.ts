// Processing of uploaded videos as jobs: enqueueing (this file) and the job handler
// (video-processing.handler.ts).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/schema/videos.ts';
import { enqueueJob } from '../../jobs/queue.ts';

export const VIDEO_PROCESS_JOB = 'video.process';

/** The idempotency key of a video's processing job: one job per video, re-queued on retry. */
export function videoProcessingJobKey(videoId: number): string {
  return `video.process:${videoId}`;
}

/**
 * Marks the video as processing (failure reason cleared) and queues its processing job; the job that
 * exists for it already is re-queued when it has finished, and left alone while queued or running.
 */
export async function enqueueVideoProcessing(db: Database, videoId: number): Promise<void> {
  await db.update(videos).set({ status: 'processing', failureReason: null }).where(eq(videos.id, videoId));
  await enqueueJob(db, {
    type: VIDEO_PROCESS_JOB,
    payload: { videoId },
    idempotencyKey: videoProcessingJobKey(videoId),
    requeueFinished: true,
  });
}
