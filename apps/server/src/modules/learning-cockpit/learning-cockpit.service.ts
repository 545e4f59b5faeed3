// The learning cockpit of a learner: their courses with the progress share and their activity per week.
// The learner reads their own (every course); the staff of a course (manager, instructor, mentor, and
// those acting as manager; not in student mode) read a learner's with only the courses they staff;
// anyone else 403, an unknown user 404. Progress and activity come from other features, handed in by
// app.ts (LearningCockpitDeps).
import {
  LEARNING_COCKPIT_WEEKS,
  activitySeries,
  activityWeekStarts,
  effectiveRoleIds,
  isStaffRole,
  type LearningActivityKind,
  type LearningCockpit,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findCourseAccess } from '../courses/course-access.ts';
import { findLearner, listLearnerCourses, type LearnerCourseRow } from './learning-cockpit.repository.ts';

/** When a learner did something of one kind in some courses since a moment. */
export type LearningActivitySource = (db: Database, userId: number, courseIds: readonly number[], since: Date) => Promise<Date[]>;

export interface LearningCockpitDeps {
  db: Database;
  /** The course progress share 0–100 (learning path where the course has one, else assignments). */
  progressShare: (db: Database, courseId: number, userId: number) => Promise<number>;
  activity: Readonly<Record<LearningActivityKind, LearningActivitySource>>;
  now?: () => Date;
}

async function staffedCourses(db: Database, principal: Principal, candidates: readonly LearnerCourseRow[]): Promise<LearnerCourseRow[]> {
  const staffed = await Promise.all(
    candidates.map(async (course) => {
      const access = await findCourseAccess(db, principal, course.id);
      return access !== undefined && effectiveRoleIds(access.roleIds, access.studentMode).some(isStaffRole);
    }),
  );
  return candidates.filter((_, index) => staffed[index]);
}

export async function getLearningCockpit(deps: LearningCockpitDeps, principal: Principal, learnerId: number): Promise<LearningCockpit> {
  const { db } = deps;
  const learner = await findLearner(db, learnerId);
  if (!learner) throw notFound(`User ${learnerId} was not found.`);
  const own = principal.userId === learnerId;
  const learnerCourses = await listLearnerCourses(db, learnerId);
  const shown = own ? learnerCourses : await staffedCourses(db, principal, learnerCourses);
  if (!own && shown.length === 0) throw forbidden("Only the learner and the staff of the learner's courses open a learning cockpit.");

  const now = deps.now?.() ?? new Date();
  const since = activityWeekStarts(now, LEARNING_COCKPIT_WEEKS)[0] ?? now;
  const courseIds = shown.map((course) => course.id);
  const [progress, assignmentsCompleted, stepsDone, contentCreated] = await Promise.all([
    Promise.all(shown.map((course) => deps.progressShare(db, course.id, learnerId))),
    deps.activity.assignmentsCompleted(db, learnerId, courseIds, since),
    deps.activity.stepsDone(db, learnerId, courseIds, since),
    deps.activity.contentCreated(db, learnerId, courseIds, since),
  ]);
  return {
    learner: { uid: learner.id, name: learner.displayName },
    own,
    courses: shown.map((course, index) => ({
      id: course.id,
      title: course.title,
      progress: Math.max(0, Math.min(100, Math.round(progress[index] ?? 0))),
    })),
    activity: activitySeries({ assignmentsCompleted, stepsDone, contentCreated }, now),
  };
}
