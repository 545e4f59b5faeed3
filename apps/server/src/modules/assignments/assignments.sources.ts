// Work linked to assignments lives in other features' tables (content items with an assignmentId,
// videos with an exerciseId). Those features hand the assignments module a source each, through the
// route options in app.ts, so this module never reads their tables and they never read ours.
// The other way round, app.ts hands learnerProgressShare to the courses feature, and content and
// videos report linked work through recordAssignmentActivity.
import { assignmentCompletionShare, type AssignmentSubmission, type AssignmentVideo } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { EMPTY_AUDIENCE, audienceOf } from './assignments.audience.ts';
import { isAssignedTo } from './assignments.policy.ts';
import { findAssignment, findAudiences, findMemberAudiences, findProgress, listCourseAssignments, touchProgress } from './assignments.repository.ts';

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

/** The share completed of a learner: over the published assignments that are for them. */
export async function learnerProgressShare(db: Database, courseId: number, userId: number): Promise<number> {
  const rows = await listCourseAssignments(db, courseId);
  const [audiences, members] = await Promise.all([
    findAudiences(db, rows.map((row) => row.id)),
    findMemberAudiences(db, courseId, [userId]),
  ]);
  const member = members.get(userId) ?? { targetGroups: [], workgroupIds: [] };
  const assigned = rows.filter((row) => isAssignedTo({ status: row.status, audience: audienceOf(audiences.get(row.id) ?? EMPTY_AUDIENCE) }, member));
  const progress = await findProgress(db, assigned.map((row) => row.id), [userId]);
  const statusById = new Map(progress.map((entry) => [entry.assignmentId, entry.status]));
  return assignmentCompletionShare(assigned.map((row) => statusById.get(row.id) ?? 'not_started'));
}

/**
 * For the content and videos features: a member's work was linked to an assignment at `at`; a
 * not-started assignment moves to in_progress and its last activity moves forward.
 */
export async function recordAssignmentActivity(
  db: Database,
  activity: { assignmentId: number; userId: number; at?: Date },
): Promise<void> {
  const row = await findAssignment(db, activity.assignmentId);
  if (!row) return;
  await touchProgress(db, row.id, activity.userId, activity.at ?? new Date());
}
