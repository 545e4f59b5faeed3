// The video_progress rows: one per user and video.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videoProgress, type WatchedRange } from '../../db/schema/index.ts';

export interface VideoProgressRow {
  watchedRanges: WatchedRange[];
  watchedSeconds: number;
  durationSeconds: number | null;
  lastPosition: number;
  completedAt: Date | null;
}

const columns = {
  watchedRanges: videoProgress.watchedRanges,
  watchedSeconds: videoProgress.watchedSeconds,
  durationSeconds: videoProgress.durationSeconds,
  lastPosition: videoProgress.lastPosition,
  completedAt: videoProgress.completedAt,
};

export async function findVideoProgress(db: Database, userId: number, videoId: number, forUpdate = false): Promise<VideoProgressRow | undefined> {
  const query = db
    .select(columns)
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function saveVideoProgress(db: Database, userId: number, videoId: number, row: VideoProgressRow): Promise<void> {
  await db
    .insert(videoProgress)
    .values({ userId, videoId, ...row })
    .onConflictDoUpdate({ target: [videoProgress.userId, videoProgress.videoId], set: { ...row, updatedAt: new Date() } });
}

/** Read-merge-write of one user's progress on one video, serialized per row. */
export async function updateVideoProgress(
  db: Database,
  userId: number,
  videoId: number,
  change: (current: VideoProgressRow | undefined) => VideoProgressRow,
): Promise<VideoProgressRow> {
  return db.transaction(async (tx) => {
    // The first report of two devices at once: the insert makes the row exist before the lock.
    await tx.insert(videoProgress).values({ userId, videoId }).onConflictDoNothing();
    const next = change(await findVideoProgress(tx, userId, videoId, true));
    await saveVideoProgress(tx, userId, videoId, next);
    return next;
  });
}

/** Which of the videos the user has completed (video-progress.sources.ts hands this to learning paths). */
export async function completedVideoIds(db: Database, userId: number, videoIds: readonly number[]): Promise<Set<number>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db
    .select({ videoId: videoProgress.videoId })
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), inArray(videoProgress.videoId, [...videoIds]), isNotNull(videoProgress.completedAt)));
  return new Set(rows.map((row) => row.videoId));
}
