// What the content feature hands to other modules (wired in app.ts): its items linked to assignments,
// as submissions for the assignments cockpit.
import { contentAppPath } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { contentItems } from '../../db/schema/index.ts';
import type { SubmissionQuery, SubmissionRecord } from '../assignments/assignments.sources.ts';
import { findSubmissions } from './content.repository.ts';

/** For the assignments cockpit: content items linked to assignments (wired in app.ts as a submissions source). */
export async function contentSubmissionSource(db: Database, query: SubmissionQuery): Promise<SubmissionRecord[]> {
  const rows = await findSubmissions(db, query);
  return rows.map((row) => ({
    kind: 'content' as const,
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    url: contentAppPath({ id: row.id, courseId: row.courseId, type: row.type, videoId: row.videoId }),
    assignmentId: row.assignmentId,
    userId: row.authorId,
  }));
}

/** For the learning cockpit (wired in app.ts): when the learner created content in these courses since a moment. */
export async function contentCreationTimes(db: Database, userId: number, courseIds: readonly number[], since: Date): Promise<Date[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({ at: contentItems.createdAt })
    .from(contentItems)
    .where(and(eq(contentItems.authorId, userId), gte(contentItems.createdAt, since), inArray(contentItems.courseId, [...courseIds])));
  return rows.map((row) => row.at);
}
