// What the conversations feature hands to the reports feature (wired in app.ts): messages as reportable
// items. A participant reports a message of someone else in a course conversation to that course's staff;
// hiding blanks it for everyone but its author (conversations.presenter.ts). Reports are listed and
// handled per course only, so a message of a conversation outside any course cannot be reported (400).
import { REPORT_ERROR_CODES } from '@campus/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversations, messages, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { excerptOf, type ReportTarget, type ReportTargetSource } from '../reports/reports.sources.ts';
import { findConversationFor } from './conversations.repository.ts';

interface MessageTargetRow {
  id: number;
  conversationId: number;
  courseId: number | null;
  authorId: number;
  authorName: string;
  text: string;
  deleted: boolean;
  moderationHiddenAt: Date | null;
}

async function messageTargetRows(db: Database, ids: readonly number[]): Promise<MessageTargetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      courseId: conversations.courseId,
      authorId: messages.authorId,
      authorName: users.displayName,
      text: messages.text,
      deleted: messages.deleted,
      moderationHiddenAt: messages.moderationHiddenAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(inArray(messages.id, [...ids]));
}

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
    const [row] = await messageTargetRows(db, [id]);
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
    const targets = (await messageTargetRows(db, ids)).flatMap((row) => messageTarget(row) ?? []);
    return new Map(targets.map((target) => [target.id, target]));
  },
  async setHidden(db, id, hidden) {
    await db.update(messages).set({ moderationHiddenAt: hidden ? new Date() : null }).where(eq(messages.id, id));
  },
};
