// Student status rules (spec §4, §6): who sets what, the empty-assignment rule of self-learning
// courses, the share completed, and what the cockpit shows afterwards.
import {
  ASSIGNMENT_ERROR_CODES,
  AssignmentCockpitSchema,
  AssignmentListResponseSchema,
  AssignmentProgressResponseSchema,
  AssignmentSchema,
  ERROR_CODES,
  type Problem,
} from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assignmentProgress } from '../../db/schema/assignments.ts';
import { DEMO_COURSE_TITLES } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addMember, courseIdByTitle, createCourse } from '../courses/testing/course-fixtures.ts';
import { recordAssignmentActivity } from './assignments.sources.ts';
import { addWorkgroup, call, createAssignment, signInEveryone, upload, type Caller, type Sessions } from './testing/assignment-fixtures.ts';

let t: TestApp;
let sessions: Sessions;
let basics: number;
let selfPaced: number;

beforeAll(async () => {
  t = await buildTestApp();
  sessions = await signInEveryone(t.app, t.db);
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  selfPaced = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.selfPacedTactics);
});

afterAll(async () => {
  await t?.close();
});

function setStatus(caller: Caller, id: number, status: string, uid?: number) {
  return call(t.app, sessions, caller, `/api/rest/assignments/${id}/progress`, {
    method: 'PUT',
    payload: uid === undefined ? { status } : { status, uid },
  });
}

async function list(caller: Caller, courseId: number) {
  const response = await call(t.app, sessions, caller, `/api/rest/assignments?og=${courseId}`);
  expect(response.statusCode).toBe(200);
  return AssignmentListResponseSchema.parse(response.json());
}

describe('a student sets their own status', () => {
  let id: number;
  beforeEach(async () => {
    id = (await createAssignment(t.app, sessions, { og: basics, title: 'Progress walk', description: '<p>Do it</p>' })).id;
  });

  it('moves not_started → in_progress → completed and may reopen, never back to not_started', async () => {
    const started = await setStatus('student', id, 'in_progress');
    expect(started.statusCode).toBe(200);
    expect(AssignmentProgressResponseSchema.parse(started.json())).toMatchObject({ assignmentId: id, uid: sessions.student.uid, status: 'in_progress' });

    expect((await setStatus('student', id, 'completed')).statusCode).toBe(200);
    const detail = AssignmentSchema.parse((await call(t.app, sessions, 'student', `/api/rest/assignments/${id}`)).json());
    expect(detail.studentProgress.status).toBe('completed');
    expect(detail.studentProgress.updatedAt).not.toBeNull();

    expect((await setStatus('student', id, 'in_progress')).statusCode).toBe(200);
    const reset = await setStatus('student', id, 'not_started');
    expect(reset.statusCode).toBe(403);
    expect(reset.json<Problem>().code).toBe(ASSIGNMENT_ERROR_CODES.statusChangeNotAllowed);
  });

  it('may jump straight to completed, and keeps the first completion time when repeated', async () => {
    expect((await setStatus('student', id, 'completed')).statusCode).toBe(200);
    const [first] = await t.db.select().from(assignmentProgress).where(and(eq(assignmentProgress.assignmentId, id), eq(assignmentProgress.userId, sessions.student.uid)));
    expect(first?.completedAt).not.toBeNull();
    expect(first?.startedAt).not.toBeNull();
    expect((await setStatus('student', id, 'completed')).statusCode).toBe(200);
    const [second] = await t.db.select().from(assignmentProgress).where(and(eq(assignmentProgress.assignmentId, id), eq(assignmentProgress.userId, sessions.student.uid)));
    expect(second?.completedAt?.toISOString()).toBe(first?.completedAt?.toISOString());
  });

  it('cannot set anybody else’s status', async () => {
    const response = await setStatus('student', id, 'completed', sessions.mentor.uid);
    expect(response.statusCode).toBe(403);
    expect(response.json<Problem>().code).toBe(ERROR_CODES.FORBIDDEN);
  });

  it('has no status as guest or mentor', async () => {
    for (const caller of ['guest', 'mentor'] as const) {
      const response = await setStatus(caller, id, 'in_progress');
      expect(response.statusCode).toBe(403);
      expect(response.json<Problem>().code).toBe(ASSIGNMENT_ERROR_CODES.progressNotTracked);
    }
  });

  it('cannot touch a draft (it does not exist for them)', async () => {
    const draft = await createAssignment(t.app, sessions, { og: basics, title: 'Draft', description: '<p>x</p>', status: 'draft' });
    expect((await setStatus('student', draft.id, 'in_progress')).statusCode).toBe(404);
  });
});

describe('staff set a member’s status', () => {
  it('set any status with uid, also back to not_started, and are named as the ones who set it', async () => {
    const { id } = await createAssignment(t.app, sessions, { og: basics, title: 'Staff sets', description: '<p>x</p>' });
    expect((await setStatus('student', id, 'completed')).statusCode).toBe(200);
    const reset = await setStatus('instructor', id, 'not_started', sessions.student.uid);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ status: 'not_started', uid: sessions.student.uid });

    const cockpit = AssignmentCockpitSchema.parse((await call(t.app, sessions, 'instructor', `/api/rest/assignments/${id}/cockpit`)).json());
    const row = cockpit.members.find((member) => member.uid === sessions.student.uid);
    expect(row).toMatchObject({ status: 'not_started', updatedBy: { uid: sessions.instructor.uid, name: 'Ian Instructor' } });
    expect(cockpit.counts).toEqual({ not_started: 1, in_progress: 0, completed: 0 });
  });

  it('refuse a uid that is no learner of the course, and an assignment that is not for the member', async () => {
    const { id } = await createAssignment(t.app, sessions, { og: basics, title: 'Not for mentors', description: '<p>x</p>' });
    const mentor = await setStatus('instructor', id, 'completed', sessions.mentor.uid);
    expect(mentor.statusCode).toBe(400);
    expect(mentor.json<Problem>().errors?.[0]?.path).toBe('uid');
    const outsider = await setStatus('instructor', id, 'completed', sessions.nonMember.uid);
    expect(outsider.statusCode).toBe(400);

    const options = (await call(t.app, sessions, 'instructor', `/api/rest/assignments/options?og=${basics}`)).json<{ workgroups: { id: number; name: string }[] }>();
    const red = options.workgroups.find((group) => group.name === 'Team Red');
    const redOnly = await createAssignment(t.app, sessions, { og: basics, title: 'Red only', description: '<p>x</p>', workgroups: [red?.id] });
    const notFor = await setStatus('instructor', redOnly.id, 'completed', sessions.student.uid);
    expect(notFor.statusCode).toBe(400);
    expect(notFor.json<Problem>().detail).toMatch(/not for this member/);
  });
});

describe('the empty assignment rule (spec §6)', () => {
  it('bars a student from an empty assignment in a self-learning course until it has content', async () => {
    const empty = await createAssignment(t.app, sessions, { og: selfPaced, title: 'Empty unit', description: '<p> &nbsp; </p>' });
    expect(empty.isEmpty).toBe(true);
    const seen = AssignmentSchema.parse((await call(t.app, sessions, 'student', `/api/rest/assignments/${empty.id}`)).json());
    expect(seen.studentProcessing.can_work_on).toBe(false);

    const refused = await setStatus('student', empty.id, 'completed');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Problem>().code).toBe(ASSIGNMENT_ERROR_CODES.emptyAssignment);

    // Staff may still set it for the student.
    expect((await setStatus('instructor', empty.id, 'in_progress', sessions.student.uid)).statusCode).toBe(200);

    // An attachment makes it non-empty.
    const uploaded = await upload(t.app, sessions, 'instructor', empty.id, [{ fileName: 'unit.txt', contentType: 'text/plain', content: 'unit' }]);
    expect(uploaded.statusCode).toBe(201);
    const now = AssignmentSchema.parse((await call(t.app, sessions, 'student', `/api/rest/assignments/${empty.id}`)).json());
    expect(now).toMatchObject({ isEmpty: false, studentProcessing: { can_work_on: true } });
    expect((await setStatus('student', empty.id, 'completed')).statusCode).toBe(200);
  });

  it('applies to self-learning courses only', async () => {
    const empty = await createAssignment(t.app, sessions, { og: basics, title: 'Empty but default course' });
    expect(empty.isEmpty).toBe(true);
    expect((await setStatus('student', empty.id, 'completed')).statusCode).toBe(200);
  });

  it('is seeded: the checkpoint of Self-paced Tactics cannot be worked on', async () => {
    const items = (await list('student', selfPaced)).items;
    const checkpoint = items.find((item) => item.title.startsWith('Checkpoint'));
    expect(checkpoint).toMatchObject({ isEmpty: true, studentProcessing: { can_work_on: false } });
    expect(items.filter((item) => item.title.startsWith('Unit')).every((item) => item.studentProcessing.can_work_on)).toBe(true);
  });
});

describe('the share completed', () => {
  it('counts the published assignments for the student; drafts and other workgroups’ ones do not count', async () => {
    const course = await createCourseWithStudent();
    const first = await createAssignment(t.app, sessions, { og: course, title: 'One', description: '<p>1</p>' });
    const second = await createAssignment(t.app, sessions, { og: course, title: 'Two', description: '<p>2</p>' });
    await createAssignment(t.app, sessions, { og: course, title: 'Draft', description: '<p>3</p>', status: 'draft' });
    const others = await addWorkgroup(t.db, course, 'Others', []);
    await createAssignment(t.app, sessions, { og: course, title: 'For others', description: '<p>4</p>', workgroups: [others] });
    const seen = await list('student', course);
    expect(seen.items.map((item) => item.title)).toEqual(['One', 'Two']);
    expect(seen.student_progress).toBe(0);

    const done = await setStatus('student', first.id, 'completed');
    expect(done.json()).toMatchObject({ student_progress: 50 });
    expect((await list('student', course)).student_progress).toBe(50);
    await setStatus('student', second.id, 'in_progress');
    expect((await list('student', course)).student_progress).toBe(50);
    await setStatus('student', second.id, 'completed');
    expect((await list('student', course)).student_progress).toBe(100);
  });
});

describe('activity on linked work', () => {
  it('moves a not-started assignment to in_progress and never downgrades a completed one', async () => {
    const { id } = await createAssignment(t.app, sessions, { og: basics, title: 'Linked work', description: '<p>x</p>' });
    const at = new Date('2030-05-01T10:00:00Z');
    await recordAssignmentActivity(t.db, { assignmentId: id, userId: sessions.student.uid, at });
    let detail = AssignmentSchema.parse((await call(t.app, sessions, 'student', `/api/rest/assignments/${id}`)).json());
    expect(detail.studentProgress).toEqual({ status: 'in_progress', updatedAt: at.toISOString() });

    await setStatus('student', id, 'completed');
    await recordAssignmentActivity(t.db, { assignmentId: id, userId: sessions.student.uid, at: new Date('2099-01-01T00:00:00Z') });
    detail = AssignmentSchema.parse((await call(t.app, sessions, 'student', `/api/rest/assignments/${id}`)).json());
    expect(detail.studentProgress).toEqual({ status: 'completed', updatedAt: '2099-01-01T00:00:00.000Z' });
  });
});

/** A fresh course with the demo instructor and student, so shares start from zero. */
async function createCourseWithStudent(): Promise<number> {
  const course = await createCourse(t.db, { title: `Share course ${Math.random()}` });
  await addMember(t.db, course, sessions.instructor.uid, 4);
  await addMember(t.db, course, sessions.student.uid, 5);
  return course;
}
