// What the content feature hands to other modules (wired in app.ts): its items linked to assignments,
// as submissions for the assignments cockpit; a member's items for their profile (members feature).
import { contentAppPath } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import type { SubmissionQuery, SubmissionRecord } from '../assignments/assignments.sources.ts';
import { findAuthoredFeedItems } from './content.feed.repository.ts';
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

// For the learning cockpit (wired in app.ts): when the learner created content in these courses since a moment.
export { contentCreationTimes } from './content.repository.ts';

/** A member's item as their profile lists it (the members feature leaves out those linked to assignments hidden from the viewer). */
export interface AuthoredContentRecord {
  id: number;
  title: string;
  type: string;
  createdAt: Date;
  url: string;
  assignmentId: number | null;
}

/**
 * For the members feature (wired in app.ts): the author's newest feed items in a course, newest first.
 * Video comments are left out: they belong to their video, whose visibility the videos feature decides.
 */
export async function authoredContentSource(db: Database, courseId: number, authorId: number, limit: number): Promise<AuthoredContentRecord[]> {
  const rows = await findAuthoredFeedItems(db, courseId, authorId, limit);
  return rows.flatMap((row) => {
    const url = contentAppPath({ id: row.id, courseId, type: row.type, videoId: row.videoId });
    return url === null ? [] : [{ id: row.id, title: row.title, type: row.type, createdAt: row.createdAt, url, assignmentId: row.assignmentId }];
  });
}
