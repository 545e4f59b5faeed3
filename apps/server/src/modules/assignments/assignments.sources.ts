// Work linked to assignments lives in other features' tables (content items with an assignmentId,
// videos with an exerciseId). Those features hand the assignments module a source each, through the
// route options in app.ts, so this module never reads their tables and they never read ours.
// The other way round, app.ts hands learnerProgressShare to the courses feature, and content and
// videos report linked work through recordAssignmentActivity.
import {
  assignmentCompletionShare,
  type AssignmentProgressStatus,
  type AssignmentSubmission,
  type AssignmentVideo,
} from '@campus/shared';
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
  /** `viewerId`: who the answer is for (signed media links are per viewer). */
  videos: readonly ((db: Database, assignmentIds: readonly number[], viewerId: number) => Promise<AssignmentVideo[]>)[];
  /** Members' work linked to the assignments (cockpit submissions and last activity). */
  submissions: readonly ((db: Database, query: SubmissionQuery) => Promise<SubmissionRecord[]>)[];
}

export const NO_SOURCES: AssignmentSources = { videos: [], submissions: [] };

export async function videosFor(
  sources: AssignmentSources,
  db: Database,
  assignmentIds: readonly number[],
  viewerId: number,
): Promise<Map<number, AssignmentVideo[]>> {
  const result = new Map<number, AssignmentVideo[]>(assignmentIds.map((id) => [id, []]));
  if (assignmentIds.length === 0) return result;
  const lists = await Promise.all(sources.videos.map((source) => source(db, assignmentIds, viewerId)));
  for (const video of lists.flat()) result.get(video.exerciseId)?.push(video);
  return result;
}

export async function submissionsFor(sources: AssignmentSources, db: Database, query: SubmissionQuery): Promise<SubmissionRecord[]> {
  if (query.assignmentIds.length === 0 || query.userIds?.length === 0) return [];
  const lists = await Promise.all(sources.submissions.map((source) => source(db, query)));
  return lists.flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** An assignment of a course as another feature sees it (learning paths): title and the learner's status. */
export interface LearnerAssignmentState {
  id: number;
  title: string;
  /** Published and for this learner (target groups, workgroups); unpublished or not theirs: false. */
  assigned: boolean;
  status: AssignmentProgressStatus;
}

/** Every live (not deleted) assignment of the course with the learner's status, in course order. */
export async function learnerAssignmentStates(db: Database, courseId: number, userId: number): Promise<LearnerAssignmentState[]> {
  const rows = await listCourseAssignments(db, courseId);
  const [audiences, members] = await Promise.all([
    findAudiences(db, rows.map((row) => row.id)),
    findMemberAudiences(db, courseId, [userId]),
  ]);
  const member = members.get(userId) ?? { targetGroups: [], workgroupIds: [] };
  const progress = await findProgress(db, rows.map((row) => row.id), [userId]);
  const statusById = new Map(progress.map((entry) => [entry.assignmentId, entry.status]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    assigned: isAssignedTo({ status: row.status, audience: audienceOf(audiences.get(row.id) ?? EMPTY_AUDIENCE) }, member),
    status: statusById.get(row.id) ?? 'not_started',
  }));
}

/** The share completed of a learner: over the published assignments that are for them. */
export async function learnerProgressShare(db: Database, courseId: number, userId: number): Promise<number> {
  const states = await learnerAssignmentStates(db, courseId, userId);
  return assignmentCompletionShare(states.filter((state) => state.assigned).map((state) => state.status));
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

// For the learning cockpit (wired in app.ts): when the learner completed assignments of these courses since a moment.
export { assignmentCompletionTimes } from './assignments.repository.ts';
