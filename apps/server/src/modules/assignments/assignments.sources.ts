// Work linked to assignments lives in other features' tables (content items with an assignmentId,
// videos with an exerciseId). Those features hand the assignments module a source each, through the
// route options in app.ts, so this module never reads their tables and they never read ours.
import type { AssignmentSubmission, AssignmentVideo } from '@campus/shared';
import type { Database } from '../../db/client.ts';

/** A member's piece of work for an assignment. */
export interface SubmissionRecord extends AssignmentSubmission {
  assignmentId: number;
  userId: number;
}

export interface SubmissionQuery {
  courseId: number;
  assignmentIds: readonly number[];
  /** Only these authors; all when omitted. */
  userIds?: readonly number[];
}

export interface AssignmentSources {
  /** Videos linked to the assignments (shown on the assignment, count against "empty"). */
  videos: readonly ((db: Database, assignmentIds: readonly number[]) => Promise<AssignmentVideo[]>)[];
  /** Members' work linked to the assignments (cockpit submissions and last activity). */
  submissions: readonly ((db: Database, query: SubmissionQuery) => Promise<SubmissionRecord[]>)[];
}

export const NO_SOURCES: AssignmentSources = { videos: [], submissions: [] };

export async function videosFor(sources: AssignmentSources, db: Database, assignmentIds: readonly number[]): Promise<Map<number, AssignmentVideo[]>> {
  const result = new Map<number, AssignmentVideo[]>(assignmentIds.map((id) => [id, []]));
  if (assignmentIds.length === 0) return result;
  const lists = await Promise.all(sources.videos.map((source) => source(db, assignmentIds)));
  for (const video of lists.flat()) result.get(video.exerciseId)?.push(video);
  return result;
}

export async function submissionsFor(sources: AssignmentSources, db: Database, query: SubmissionQuery): Promise<SubmissionRecord[]> {
  if (query.assignmentIds.length === 0 || query.userIds?.length === 0) return [];
  const lists = await Promise.all(sources.submissions.map((source) => source(db, query)));
  return lists.flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}
