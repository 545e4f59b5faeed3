// The learner and the courses they learn in (course_members with a learner role, live courses only).
import { COURSE_ROLE } from '@campus/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courseMembers, courses, users } from '../../db/schema/index.ts';

/** Course roles whose progress the cockpit shows. */
const LEARNER_ROLE_IDS: number[] = [COURSE_ROLE.member, COURSE_ROLE.student];

export interface LearnerRow {
  id: number;
  displayName: string;
}

export async function findLearner(db: Database, userId: number): Promise<LearnerRow | undefined> {
  const [row] = await db.select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export interface LearnerCourseRow {
  id: number;
  title: string;
}

/** Courses (not groups) the user learns in, by title. */
export async function listLearnerCourses(db: Database, userId: number): Promise<LearnerCourseRow[]> {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(
      and(
        eq(courseMembers.userId, userId),
        inArray(courseMembers.roleId, LEARNER_ROLE_IDS),
        eq(courses.kind, 'course'),
        isNull(courses.deletedAt),
      ),
    )
    .orderBy(asc(courses.title), asc(courses.id));
}
