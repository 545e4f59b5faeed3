// What the video-progress feature hands other modules (learning paths, through app.ts): which of some
// videos a user has completed (watched at least the completion share, see video-progress.policy.ts).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videoProgress } from '../../db/schema/index.ts';

export async function completedVideoIds(db: Database, userId: number, videoIds: readonly number[]): Promise<Set<number>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db
    .select({ videoId: videoProgress.videoId })
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), inArray(videoProgress.videoId, [...videoIds]), isNotNull(videoProgress.completedAt)));
  return new Set(rows.map((row) => row.videoId));
}
