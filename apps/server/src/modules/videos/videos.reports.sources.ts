// What the videos feature hands to the reports feature (wired in app.ts): videos as reportable items,
// found as the reporting user sees them (canSeeVideo), hidden or shown again by the course staff.
import { coursePath } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { excerptOf, type ReportTarget, type ReportTargetSource } from '../reports/reports.sources.ts';
import { canSeeVideo } from './videos.policy.ts';
import { findVideoReportRows, setVideoModerationHidden } from './videos.repository.ts';

async function videoTargets(db: Database, ids: readonly number[]): Promise<ReportTarget[]> {
  const rows = await findVideoReportRows(db, ids);
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
    await setVideoModerationHidden(db, id, hidden ? new Date() : null);
  },
};
