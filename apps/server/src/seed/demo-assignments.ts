// Demo assignments (issue 6): every demo course (not the group) gets 3–5 assignments, and the demo
// student has mixed progress on them. One workgroup in Coaching Basics shows audience limits: the
// student is in "Team Blue", so sees its assignment; the "Team Red" one stays hidden from them.
import type { AssignmentProgressStatus, AssignmentPublicationStatus } from '@campus/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  assignmentProgress,
  assignments,
  assignmentWorkgroups,
  workgroupMembers,
  workgroups,
} from '../db/schema/assignments.ts';
import { courses, users } from '../db/schema/index.ts';
import { DEMO_COURSES, DEMO_DOMAIN, DEMO_EMAILS, type DemoAccountKey, type DemoCourseKey } from './demo-accounts.ts';

export interface DemoAssignment {
  title: string;
  /** Sanitized rich text (written as such: the seed does not run the sanitizer). */
  description: string;
  processingDescription?: string;
  status?: AssignmentPublicationStatus;
  /** Days from the seed date; absent: no due date. */
  dueInDays?: number;
  /** Only for these demo workgroups (by name). */
  workgroups?: readonly string[];
  /** The demo student's status; absent: not started. */
  studentStatus?: AssignmentProgressStatus;
}

/** Workgroups of the demo campus and who is in them. */
export const DEMO_WORKGROUPS: Readonly<Partial<Record<DemoCourseKey, Readonly<Record<string, readonly DemoAccountKey[]>>>>> = {
  coachingBasics: { 'Team Blue': ['student'], 'Team Red': [] },
};

export const DEMO_ASSIGNMENTS: Readonly<Record<Exclude<DemoCourseKey, 'coachesLounge'>, readonly DemoAssignment[]>> = {
  coachingBasics: [
    {
      title: 'Plan a 60-minute training session',
      description:
        '<p>Plan a complete <strong>60-minute session</strong> for your own team: warm-up, main part and cool-down.</p><ul><li>Name one learning goal.</li><li>Give the time for every part.</li></ul>',
      processingDescription: '<p>Upload your plan as a document or write it as a blog post.</p>',
      dueInDays: -3,
      studentStatus: 'completed',
    },
    {
      title: 'Warm-up games for young players',
      description: '<p>Collect three warm-up games that work for players under 10 and try one of them out.</p>',
      dueInDays: 7,
      studentStatus: 'in_progress',
    },
    {
      title: 'Reflect on your first session',
      description: '<p>What went well, what would you change? Write <em>half a page</em> of reflection.</p>',
      dueInDays: 14,
    },
    {
      title: 'Team Blue: match analysis',
      description: '<p>Watch the recording of your last match together and note three situations to train.</p>',
      dueInDays: 21,
      workgroups: ['Team Blue'],
    },
    {
      title: 'Team Red: match analysis',
      description: '<p>Watch the recording of your last match together and note three situations to train.</p>',
      dueInDays: 21,
      workgroups: ['Team Red'],
    },
  ],
  blendedGoalkeeper: [
    {
      title: 'Handling drills: preparation',
      description: '<p>Watch the handling drills and note the key coaching points before the on-pitch session.</p>',
      dueInDays: -7,
      studentStatus: 'completed',
    },
    {
      title: 'Diving technique video',
      description: '<p>Film one of your goalkeepers diving to both sides and upload the video.</p>',
      dueInDays: 10,
      studentStatus: 'in_progress',
    },
    {
      title: 'Session plan for the second meeting',
      description: '<p>Plan the second on-pitch session with the drills you prepared.</p>',
      dueInDays: 24,
    },
  ],
  rulesOfTheGame: [
    {
      title: 'Law 11: offside',
      description: '<p>Read Law 11 and explain offside to a ten-year-old in five sentences.</p>',
      studentStatus: 'completed',
    },
    {
      title: 'Law 12: fouls and misconduct',
      description: '<p>Sort the ten example situations into free kick, penalty and no foul.</p>',
      studentStatus: 'completed',
    },
    {
      title: 'Final self-test',
      description: '<p>Answer the twenty questions of the final self-test.</p>',
      dueInDays: 30,
    },
  ],
  selfPacedTactics: [
    {
      title: 'Unit 1: pressing',
      description: '<p>Describe when your team should press high and when it should drop back.</p>',
      studentStatus: 'completed',
    },
    {
      title: 'Unit 2: build-up play',
      description: '<p>Draw two build-up patterns from the goalkeeper and explain them.</p>',
      studentStatus: 'in_progress',
    },
    {
      title: 'Unit 3: transitions',
      description: '<p>Analyse one transition from defence to attack in a match of your choice.</p>',
    },
    // Empty on purpose: spec §6, a student cannot set the status of an empty self-learning assignment.
    { title: 'Checkpoint: talk to your mentor', description: '' },
  ],
  compactRefresher: [
    {
      title: 'Learning package: what is new',
      description: '<p>Work through the learning package on this season’s changes.</p>',
      dueInDays: 5,
    },
    {
      title: 'Workshop preparation',
      description: '<p>Bring one question from your own coaching practice to the workshop.</p>',
      dueInDays: 5,
    },
    {
      title: 'Workshop follow-up',
      description: '<p>Summarise the three most useful ideas from the workshop.</p>',
      status: 'draft',
    },
  ],
};

const DAY_MS = 24 * 60 * 60 * 1000;

function idsByValue<T extends string>(rows: readonly { id: number; key: T }[], keys: readonly T[], what: string): Map<T, number> {
  const map = new Map(rows.map((row) => [row.key, row.id]));
  for (const key of keys) if (!map.has(key)) throw new Error(`seed: no ${what} ${key}`);
  return map;
}

/** Writes the demo assignments, workgroups and the student's progress; part of the demo seed transaction. */
export async function seedDemoAssignments(db: Database, now: Date): Promise<void> {
  const courseKeys = Object.keys(DEMO_ASSIGNMENTS) as (keyof typeof DEMO_ASSIGNMENTS)[];
  const titles = courseKeys.map((key) => DEMO_COURSES[key].title);
  const courseRows = await db
    .select({ id: courses.id, key: courses.title })
    .from(courses)
    .where(and(eq(courses.domainId, DEMO_DOMAIN.id), inArray(courses.title, titles)));
  const courseIds = idsByValue(courseRows, titles, 'course');

  const emails = Object.values(DEMO_EMAILS);
  const userRows = await db.select({ id: users.id, key: users.email }).from(users).where(inArray(users.email, emails));
  const userIds = idsByValue(userRows, emails, 'user');
  const studentId = userIds.get(DEMO_EMAILS.student) ?? 0;
  const instructorId = userIds.get(DEMO_EMAILS.instructor) ?? null;

  const workgroupIds = new Map<string, number>();
  for (const [courseKey, groups] of Object.entries(DEMO_WORKGROUPS) as [DemoCourseKey, Record<string, readonly DemoAccountKey[]>][]) {
    const courseId = courseIds.get(DEMO_COURSES[courseKey].title) ?? 0;
    for (const [name, members] of Object.entries(groups)) {
      const [row] = await db.insert(workgroups).values({ courseId, name }).returning({ id: workgroups.id });
      if (!row) throw new Error('seed: workgroup insert returned nothing');
      workgroupIds.set(`${courseKey}:${name}`, row.id);
      if (members.length > 0) {
        await db.insert(workgroupMembers).values(members.map((account) => ({ workgroupId: row.id, userId: userIds.get(DEMO_EMAILS[account]) ?? 0 })));
      }
    }
  }

  for (const courseKey of courseKeys) {
    const courseId = courseIds.get(DEMO_COURSES[courseKey].title) ?? 0;
    for (const [position, demo] of DEMO_ASSIGNMENTS[courseKey].entries()) {
      const [row] = await db
        .insert(assignments)
        .values({
          courseId,
          title: demo.title,
          description: demo.description,
          processingDescription: demo.processingDescription ?? '',
          status: demo.status ?? 'published',
          dueAt: demo.dueInDays === undefined ? null : new Date(now.getTime() + demo.dueInDays * DAY_MS),
          position,
          createdBy: instructorId,
          updatedBy: instructorId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: assignments.id });
      if (!row) throw new Error('seed: assignment insert returned nothing');
      for (const name of demo.workgroups ?? []) {
        const workgroupId = workgroupIds.get(`${courseKey}:${name}`);
        if (workgroupId === undefined) throw new Error(`seed: no workgroup ${name}`);
        await db.insert(assignmentWorkgroups).values({ assignmentId: row.id, workgroupId });
      }
      if (demo.studentStatus && demo.studentStatus !== 'not_started') {
        // Spread the activity over the last days so the cockpit's "last activity" differs per row.
        const at = new Date(now.getTime() - (position + 1) * DAY_MS);
        await db.insert(assignmentProgress).values({
          assignmentId: row.id,
          userId: studentId,
          status: demo.studentStatus,
          startedAt: at,
          completedAt: demo.studentStatus === 'completed' ? at : null,
          updatedAt: at,
          updatedBy: studentId,
        });
      }
    }
  }
}
