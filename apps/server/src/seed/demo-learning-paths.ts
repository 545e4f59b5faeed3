// The demo learning path (issue 14): "Self-paced Tactics" gets a path of three steps in two sections,
// and the demo student is one step from completing it: the course guide is marked done, "Unit 1:
// pressing" is completed (demo assignments), and the external link "Laws of the Game" is still open.
// Part of the demo seed transaction, after assignments, content and course documents.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  assignments,
  contentItems,
  courseFiles,
  courses,
  learningPathCompletions,
  learningPathSections,
  learningPathSteps,
  users,
} from '../db/schema/index.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS } from './demo-accounts.ts';
import { demoContentTitles } from './demo-content.ts';

export const DEMO_LEARNING_PATH = {
  course: DEMO_COURSE_TITLES.selfPacedTactics,
  sections: ['Start here', 'Going further'],
  /** Titles of the steps in path order. */
  steps: ['Course guide.pdf', 'Unit 1: pressing', demoContentTitles(DEMO_COURSE_TITLES.selfPacedTactics).link],
  /** The step the student has left: the last one. */
  lastStep: demoContentTitles(DEMO_COURSE_TITLES.selfPacedTactics).link,
} as const;

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`seed: no ${what}`);
  return row;
}

export async function seedDemoLearningPaths(db: Database, now: Date): Promise<void> {
  const course = await one(
    db.select({ id: courses.id }).from(courses).where(and(eq(courses.domainId, DEMO_DOMAIN.id), eq(courses.title, DEMO_LEARNING_PATH.course))),
    'course for the learning path',
  );
  const existing = await db.select({ id: learningPathSections.id }).from(learningPathSections).where(eq(learningPathSections.courseId, course.id));
  if (existing.length > 0) return;
  const [guideTitle, unitTitle, linkTitle] = DEMO_LEARNING_PATH.steps;
  const guide = await one(
    db.select({ id: courseFiles.id }).from(courseFiles).where(and(eq(courseFiles.courseId, course.id), eq(courseFiles.fileName, guideTitle))),
    'course guide',
  );
  const unit = await one(
    db.select({ id: assignments.id }).from(assignments).where(and(eq(assignments.courseId, course.id), eq(assignments.title, unitTitle))),
    'unit 1 assignment',
  );
  const link = await one(
    db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.courseId, course.id), eq(contentItems.type, 'external_content'), eq(contentItems.title, linkTitle))),
    'external link',
  );
  const student = await one(db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAILS.student)), 'demo student');

  const [start, further] = await db
    .insert(learningPathSections)
    .values(DEMO_LEARNING_PATH.sections.map((title, position) => ({ courseId: course.id, position, title })))
    .returning({ id: learningPathSections.id });
  if (!start || !further) throw new Error('seed: learning path sections insert returned nothing');
  await db.insert(learningPathSteps).values([
    { sectionId: start.id, position: 0, kind: 'document', courseFileId: guide.id, requiresPrevious: false },
    { sectionId: start.id, position: 1, kind: 'assignment', assignmentId: unit.id, requiresPrevious: false },
    { sectionId: further.id, position: 0, kind: 'external_content', contentItemId: link.id, requiresPrevious: true },
  ]);
  await db.insert(learningPathCompletions).values({ courseId: course.id, userId: student.id, kind: 'document', refId: guide.id, completedAt: now });
}
