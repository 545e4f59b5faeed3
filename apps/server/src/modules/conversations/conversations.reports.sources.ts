// What the conversations feature hands to the reports feature (wired in app.ts): messages as reportable
// items. A participant reports a message of someone else in a course conversation to that course's staff;
// hiding blanks it for everyone but its author (conversations.presenter.ts). Reports are listed and
// handled per course only, so a message of a conversation outside any course cannot be reported (400).
import { REPORT_ERROR_CODES } from '@campus/shared';
import { AppError } from '../../lib/errors.ts';
import { excerptOf, type ReportTarget, type ReportTargetSource } from '../reports/reports.sources.ts';
import { findConversationFor, findMessageTargetRows, setMessageModerationHidden, type MessageTargetRow } from './conversations.repository.ts';

/** Null for a message outside any course: no staff list would show its report. */
function messageTarget(row: MessageTargetRow): ReportTarget | null {
  if (row.courseId === null) return null;
  return {
    id: row.id,
    courseId: row.courseId,
    authorId: row.authorId,
    authorName: row.authorName,
    excerpt: excerptOf(row.text),
    // The thread is a screen of its participants only; the staff judge by the excerpt.
    path: null,
    hidden: row.moderationHiddenAt !== null,
  };
}

export const messageReportSource: ReportTargetSource = {
  async find(db, principal, id) {
    const [row] = await findMessageTargetRows(db, [id]);
    if (!row || row.deleted) return null;
    // Only participants see the message; a hidden one only its author still reads.
    if (!(await findConversationFor(db, row.conversationId, principal.userId))) return null;
    if (row.moderationHiddenAt !== null && row.authorId !== principal.userId) return null;
    const target = messageTarget(row);
    if (!target) {
      throw new AppError(400, REPORT_ERROR_CODES.messageNotInCourse, 'Only messages of a course conversation can be reported; its course staff handle the report.');
    }
    return target;
  },
  async findMany(db, ids) {
    const targets = (await findMessageTargetRows(db, ids)).flatMap((row) => messageTarget(row) ?? []);
    return new Map(targets.map((target) => [target.id, target]));
  },
  async setHidden(db, id, hidden) {
    await setMessageModerationHidden(db, id, hidden ? new Date() : null);
  },
};
