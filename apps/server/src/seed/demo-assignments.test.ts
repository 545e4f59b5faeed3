// The demo assignments of issue 6: 3–5 per demo course (none in the group), mixed progress for the
// demo student, and the workgroup example.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentProgress, assignments, workgroupMembers, workgroups } from '../db/schema/assignments.ts';
import { courses, users } from '../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../test/build-test-app.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from './demo-accounts.ts';
import { DEMO_ASSIGNMENTS } from './demo-assignments.ts';
import { seedDemoCampus } from './demo-campus.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCampus(database.db, new Date('2030-03-10T08:00:00Z'));
});

afterAll(async () => {
  await database?.close();
});

async function courseId(title: string): Promise<number> {
  const [row] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.title, title));
  if (!row) throw new Error(title);
  return row.id;
}

describe('demo assignments', () => {
  it('gives every demo course 3–5 assignments and the group none', async () => {
    for (const [key, title] of Object.entries(DEMO_COURSE_TITLES)) {
      const rows = await database.db
        .select({ title: assignments.title })
        .from(assignments)
        .where(and(eq(assignments.courseId, await courseId(title)), isNull(assignments.deletedAt)));
      if (key === 'coachesLounge') {
        expect(rows).toEqual([]);
      } else {
        expect(rows.length, title).toBeGreaterThanOrEqual(3);
        expect(rows.length, title).toBeLessThanOrEqual(5);
        expect(rows.map((row) => row.title).sort()).toEqual(
          DEMO_ASSIGNMENTS[key as keyof typeof DEMO_ASSIGNMENTS].map((demo) => demo.title).sort(),
        );
      }
    }
  });

  it('gives the demo student mixed progress in every course they take', async () => {
    const [student] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAILS.student));
    for (const title of [DEMO_COURSE_TITLES.coachingBasics, DEMO_COURSE_TITLES.blendedGoalkeeper, DEMO_COURSE_TITLES.rulesOfTheGame, DEMO_COURSE_TITLES.selfPacedTactics]) {
      const rows = await database.db
        .select({ status: assignmentProgress.status, completedAt: assignmentProgress.completedAt })
        .from(assignments)
        .leftJoin(assignmentProgress, and(eq(assignmentProgress.assignmentId, assignments.id), eq(assignmentProgress.userId, student?.id ?? 0)))
        .where(eq(assignments.courseId, await courseId(title)));
      // No row: not started.
      const statuses = rows.map((row) => row.status ?? 'not_started');
      expect(statuses, title).toContain('completed');
      expect(statuses, title).toContain('not_started');
      expect(rows.filter((row) => row.status === 'completed').every((row) => row.completedAt !== null)).toBe(true);
    }
  });

  it('puts the demo student in Team Blue of Coaching Basics', async () => {
    const rows = await database.db
      .select({ name: workgroups.name, userId: workgroupMembers.userId })
      .from(workgroups)
      .leftJoin(workgroupMembers, eq(workgroupMembers.workgroupId, workgroups.id))
      .where(eq(workgroups.courseId, await courseId(DEMO_COURSE_TITLES.coachingBasics)));
    const [student] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAILS.student));
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Team Blue', userId: student?.id },
      { name: 'Team Red', userId: null },
    ]);
  });

  it('dates due dates from the seed day', async () => {
    const [row] = await database.db
      .select({ dueAt: assignments.dueAt })
      .from(assignments)
      .where(eq(assignments.title, 'Reflect on your first session'));
    expect(row?.dueAt?.toISOString()).toBe('2030-03-24T08:00:00.000Z');
  });
});
