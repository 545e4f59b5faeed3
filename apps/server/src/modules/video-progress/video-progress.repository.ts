// The video_progress rows: one per user and video.
import { and, eq } from 'drizzle-orm';
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
