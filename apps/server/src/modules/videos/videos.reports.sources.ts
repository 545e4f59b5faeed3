// What the videos feature hands to the reports feature (wired in app.ts): videos as reportable items,
// found as the reporting user sees them (canSeeVideo), hidden or shown again by the course staff.
import { coursePath } from '@campus/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, videos } from '../../db/schema/index.ts';
import { excerptOf, type ReportTarget, type ReportTargetSource } from '../reports/reports.sources.ts';
import { canSeeVideo } from './videos.policy.ts';

async function videoTargets(db: Database, ids: readonly number[]): Promise<ReportTarget[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: videos.id,
      courseId: videos.courseId,
      ownerId: videos.ownerId,
      ownerName: users.displayName,
      title: videos.title,
      hiddenAt: videos.moderationHiddenAt,
    })
    .from(videos)
    .leftJoin(users, eq(users.id, videos.ownerId))
    .where(inArray(videos.id, [...ids]));
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    authorId: row.ownerId,
    authorName: row.ownerName,
    excerpt: excerptOf(row.title),
    path: coursePath(row.courseId, 'video-player', { id: row.id }),
    hidden: row.hiddenAt !== null,
  }));
}

export const videoReportSource: ReportTargetSource = {
  async find(db, principal, id) {
    if (!(await canSeeVideo(db, principal, id))) return null;
    const [target] = await videoTargets(db, [id]);
    return target ?? null;
  },
  async findMany(db, ids) {
    return new Map((await videoTargets(db, ids)).map((target) => [target.id, target]));
  },
  async setHidden(db, id, hidden) {
    await db.update(videos).set({ moderationHiddenAt: hidden ? new Date() : null }).where(eq(videos.id, id));
  },
};
