// The caller's progress on a video: read it (resume position, completion) and report watched ranges.
// Only videos the caller may see (the videos feature's rule, handed in as videoAccess); others are 404.
import { VIDEO_ERROR_CODES, type VideoProgress, type VideoProgressInput } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { applyProgressReport, presentProgress } from './video-progress.policy.ts';
import { findVideoProgress, updateVideoProgress } from './video-progress.repository.ts';

/** The videos feature's visibility rule: the video's course and length, or null when hidden/missing. */
export type VideoProgressAccess = (
  db: Database,
  principal: Principal,
  videoId: number,
) => Promise<{ courseId: number; durationSeconds: number | null } | null>;

export interface VideoProgressDeps {
  db: Database;
  videoAccess: VideoProgressAccess;
  /** VIDEO_COMPLETION_PERCENT (default 90). */
  completionPercent: number;
  now?: () => Date;
}

export async function requireVideo(deps: VideoProgressDeps, principal: Principal, videoId: number) {
  const video = await deps.videoAccess(deps.db, principal, videoId);
  if (!video) throw notFound(`Video ${videoId} does not exist or is hidden from you.`, VIDEO_ERROR_CODES.notFound);
  return video;
}

export async function getVideoProgress(deps: VideoProgressDeps, principal: Principal, videoId: number): Promise<VideoProgress> {
  await requireVideo(deps, principal, videoId);
  return presentProgress(videoId, await findVideoProgress(deps.db, principal.userId, videoId), deps.completionPercent);
}

export async function reportVideoProgress(
  deps: VideoProgressDeps,
  principal: Principal,
  videoId: number,
  report: VideoProgressInput,
): Promise<VideoProgress> {
  const video = await requireVideo(deps, principal, videoId);
  const now = deps.now?.() ?? new Date();
  const row = await updateVideoProgress(deps.db, principal.userId, videoId, (current) =>
    applyProgressReport(current, report, video.durationSeconds, deps.completionPercent, now),
  );
  return presentProgress(videoId, row, deps.completionPercent);
}
