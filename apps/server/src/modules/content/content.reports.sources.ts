// What the content feature hands to the reports feature (wired in app.ts): content items and their
// comments as reportable items, found as the reporting user sees them, and hidden or shown again by the
// course staff.
import { canModerateReports, contentAppPath } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { isAppError } from '../../lib/errors.ts';
import { richTextToPlainText } from '../../lib/rich-text.ts';
import { findCourseAccess } from '../courses/course-access.ts';
import { excerptOf, type ReportTarget, type ReportTargetSource } from '../reports/reports.sources.ts';
import {
  findCommentTargets,
  findContent,
  findContentRows,
  setCommentModerationHidden,
  setContentModerationHidden,
  type CommentTargetRow,
  type ContentRow,
} from './content.repository.ts';
import { createContentDeps, getContent, type VideoAccessCheck } from './content.service.ts';

function itemExcerpt(row: { title: string; body: string }): string {
  return excerptOf(row.title.trim() !== '' ? row.title : richTextToPlainText(row.body));
}

function itemTarget(row: ContentRow): ReportTarget {
  return {
    id: row.id,
    courseId: row.courseId,
    authorId: row.authorId,
    authorName: row.authorName,
    excerpt: itemExcerpt(row),
    path: contentAppPath({ id: row.id, courseId: row.courseId, type: row.type, videoId: row.videoId }),
    hidden: row.moderationHiddenAt !== null,
  };
}

/** Content items and content comments for the reports feature; `videoAccess` checks video comments' videos. */
export function contentReportSources(videoAccess: VideoAccessCheck): { content: ReportTargetSource; comment: ReportTargetSource } {
  const visibleItem = async (db: Database, principal: Principal, id: number): Promise<ContentRow | null> => {
    try {
      await getContent(createContentDeps({ db, videoAccess }), principal, id);
    } catch (error) {
      if (isAppError(error) && error.status === 404) return null;
      throw error;
    }
    return (await findContent(db, id)) ?? null;
  };
  const content: ReportTargetSource = {
    async find(db, principal, id) {
      const row = await visibleItem(db, principal, id);
      return row ? itemTarget(row) : null;
    },
    async findMany(db, ids) {
      const rows = ids.length === 0 ? [] : await findContentRows(db, ids);
      return new Map(rows.map((row) => [row.id, itemTarget(row)]));
    },
    async setHidden(db, id, hidden) {
      await setContentModerationHidden(db, id, hidden ? new Date() : null);
    },
  };
  const commentTarget = (comment: CommentTargetRow): ReportTarget => ({
    id: comment.id,
    courseId: comment.courseId,
    authorId: comment.authorId,
    authorName: comment.authorName,
    excerpt: excerptOf(richTextToPlainText(comment.commentText)),
    path: contentAppPath({ id: comment.contentId, courseId: comment.courseId, type: comment.type, videoId: comment.videoId }),
    hidden: comment.moderationHiddenAt !== null,
  });
  const comment: ReportTargetSource = {
    async find(db, principal, id) {
      const [row] = await findCommentTargets(db, [id]);
      if (!row || !(await visibleItem(db, principal, row.contentId))) return null;
      if (row.moderationHiddenAt !== null && row.authorId !== principal.userId) {
        const access = await findCourseAccess(db, principal, row.courseId);
        if (!access || !canModerateReports(access.permissions)) return null;
      }
      return commentTarget(row);
    },
    async findMany(db, ids) {
      const rows = await findCommentTargets(db, ids);
      return new Map(rows.map((row) => [row.id, commentTarget(row)]));
    },
    async setHidden(db, id, hidden) {
      await setCommentModerationHidden(db, id, hidden ? new Date() : null);
    },
  };
  return { content, comment };
}
