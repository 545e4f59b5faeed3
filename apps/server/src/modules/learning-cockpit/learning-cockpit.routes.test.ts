// The learning cockpit route on a real database with the demo campus: the student's own cockpit, staff
// reading it with only the courses they staff, activity per week, and the refusals.
import { LearningCockpitSchema, type LearningCockpit, type Problem } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../../db/schema/index.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

type Who = keyof typeof DEMO_EMAILS;

let t: TestApp;
const sessions = {} as Record<Who, SignedIn>;
let studentId: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [Who, string][]) sessions[key] = await signInAs(t.app, email);
  studentId = await userIdByEmail(t.db, DEMO_EMAILS.student);
});

afterAll(async () => {
  await t.close();
});

function get(uid: number | string, who?: Who, studentMode = false) {
  return t.app.inject({ method: 'GET', url: `/api/rest/learning-cockpit/${uid}`, headers: who ? authHeaders(sessions[who], studentMode) : {} });
}

async function cockpit(uid: number, who: Who): Promise<LearningCockpit> {
  const response = await get(uid, who);
  expect(response.statusCode, response.body).toBe(200);
  return LearningCockpitSchema.parse(response.json());
}

const titles = (value: LearningCockpit) => value.courses.map((course) => course.title);
const thisWeek = (value: LearningCockpit) => value.activity.at(-1);

describe('GET /api/rest/learning-cockpit/:uid', () => {
  it('refuses without a session (401)', async () => {
    const response = await get(studentId);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('rejects a uid that is not a positive number (400)', async () => {
    expect((await get('abc', 'student')).statusCode).toBe(400);
    expect((await get(0, 'student')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await get(999_999, 'instructor');
    expect(response.statusCode).toBe(404);
    expect((response.json() as Problem).code).toBe('NOT_FOUND');
  });

  it("gives the student their own cockpit: every course they learn in (no groups), with the progress share", async () => {
    const own = await cockpit(studentId, 'student');
    expect(own.own).toBe(true);
    expect(own.learner).toEqual({ uid: studentId, name: 'Sam Student' });
    expect(titles(own)).toEqual(
      [DEMO_COURSE_TITLES.blendedGoalkeeper, DEMO_COURSE_TITLES.coachingBasics, DEMO_COURSE_TITLES.rulesOfTheGame, DEMO_COURSE_TITLES.selfPacedTactics].sort(),
    );
    const tactics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.selfPacedTactics);
    const course = await t.app.inject({ method: 'GET', url: `/api/rest/og/${tactics}`, headers: authHeaders(sessions.student) });
    const share = (course.json() as { course_progress: { student_progress: number } }).course_progress.student_progress;
    expect(own.courses.find((entry) => entry.id === tactics)?.progress).toBe(share);
    expect(own.activity).toHaveLength(10);
  });

  it('shows staff only the courses they staff: the mentor two, the instructor all four', async () => {
    const mentor = await cockpit(studentId, 'mentor');
    expect(mentor.own).toBe(false);
    expect(titles(mentor)).toEqual([DEMO_COURSE_TITLES.coachingBasics, DEMO_COURSE_TITLES.selfPacedTactics]);
    expect(titles(await cockpit(studentId, 'instructor'))).toHaveLength(4);
    expect(titles(await cockpit(studentId, 'manager'))).toHaveLength(4);
    expect(titles(await cockpit(studentId, 'admin'))).toHaveLength(4);
  });

  it('refuses others (403): a guest of a course, a learner reading another learner, staff in student mode', async () => {
    const guest = await get(studentId, 'guest');
    expect(guest.statusCode).toBe(403);
    expect((guest.json() as Problem).code).toBe('FORBIDDEN');
    const guestId = await userIdByEmail(t.db, DEMO_EMAILS.guest);
    expect((await get(guestId, 'student')).statusCode).toBe(403);
    expect((await get(studentId, 'instructor', true)).statusCode).toBe(403);
  });

  it("counts the learner's content per week, for staff only in the courses they staff", async () => {
    const basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
    const rules = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.rulesOfTheGame);
    const ownBefore = thisWeek(await cockpit(studentId, 'student'))?.contentCreated ?? 0;
    const mentorBefore = thisWeek(await cockpit(studentId, 'mentor'))?.contentCreated ?? 0;
    await t.db.insert(contentItems).values([
      { courseId: basics, type: 'blog', title: 'Cockpit note', authorId: studentId },
      { courseId: rules, type: 'blog', title: 'Cockpit note', authorId: studentId },
    ]);
    expect(thisWeek(await cockpit(studentId, 'student'))?.contentCreated).toBe(ownBefore + 2);
    expect(thisWeek(await cockpit(studentId, 'mentor'))?.contentCreated).toBe(mentorBefore + 1);
  });
});
