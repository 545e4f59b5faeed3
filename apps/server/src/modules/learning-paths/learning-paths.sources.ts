// What the learning-paths feature hands other modules through app.ts: a learner's progress share on the
// course's path (course_progress.student_progress, certificates). It answers null for a course without a
// path, so app.ts composes it with the assignments share (see courseProgressShare there).
import type { Database } from '../../db/client.ts';
import { pathProgressShare, type LearningPathDeps } from './learning-paths.service.ts';

export type { AssignmentStateForPath, LearningPathDeps } from './learning-paths.service.ts';

/** The share (0–100) of path steps the learner has done, or null when the course has no path. */
export function learningPathProgressShare(
  deps: Omit<LearningPathDeps, 'db'>,
): (db: Database, courseId: number, userId: number) => Promise<number | null> {
  return (db, courseId, userId) => pathProgressShare({ ...deps, db }, courseId, userId);
}

// For the learning cockpit (wired in app.ts): when the learner marked path steps done in these courses since a moment.
export { pathStepDoneTimes } from './learning-paths.repository.ts';
