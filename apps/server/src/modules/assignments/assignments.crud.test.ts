// Create, edit, delete and who sees what: drafts, target groups and workgroups, sanitized rich text,
// ids never reused, groups without assignments, and videos/submissions handed in by other features.
import {
  ASSIGNMENT_ERROR_CODES,
  AssignmentListResponseSchema,
  AssignmentSchema,
  ERROR_CODES,
  type Assignment,
  type Problem,
} from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../auth-core/principal.ts';
import { assignments } from '../../db/schema/assignments.ts';
import { createDiskFileStore } from '../../lib/storage.ts';
import { DEMO_COURSE_TITLES } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { courseIdByTitle } from '../courses/testing/course-fixtures.ts';
import { assignmentCockpit, courseCockpit } from './assignments.cockpit.ts';
import { createAssignmentDeps } from './assignments.context.ts';
import { getAssignment, listAssignments } from './assignments.crud.ts';
import {
  addWorkgroup,
  call,
  createAssignment,
  setMemberTargetGroups,
  signInEveryone,
  type Caller,
  type Sessions,
} from './testing/assignment-fixtures.ts';

let t: TestApp;
let sessions: Sessions;
let basics: number;
let lounge: number;
let rules: number;

beforeAll(async () => {
  t = await buildTestApp();
  sessions = await signInEveryone(t.app, t.db);
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  lounge = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachesLounge);
  rules = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.rulesOfTheGame);
});

afterAll(async () => {
  await t?.close();
});

async function titlesSeenBy(caller: Caller, courseId: number): Promise<string[]> {
  const response = await call(t.app, sessions, caller, `/api/rest/assignments?og=${courseId}`);
  expect(response.statusCode).toBe(200);
  return AssignmentListResponseSchema.parse(response.json()).items.map((item) => item.title);
}

describe('who sees which assignment', () => {
  it('shows drafts to managers and instructors only', async () => {
    const draft = await createAssignment(t.app, sessions, { og: rules, title: 'Secret draft', status: 'draft' });
    expect(await titlesSeenBy('instructor', rules)).toContain('Secret draft');
    expect(await titlesSeenBy('manager', rules)).toContain('Secret draft');
    expect(await titlesSeenBy('student', rules)).not.toContain('Secret draft');
    expect((await call(t.app, sessions, 'student', `/api/rest/assignments/${draft.id}`)).statusCode).toBe(404);

    // Publishing it makes it visible.
    const published = await call(t.app, sessions, 'instructor', `/api/rest/assignments/${draft.id}`, { method: 'PUT', payload: { status: 'published' } });
    expect(published.statusCode).toBe(200);
    expect(await titlesSeenBy('student', rules)).toContain('Secret draft');
  });

  it('limits by workgroup: the seeded student sees Team Blue’s assignment, not Team Red’s; mentors see both', async () => {
    const studentTitles = await titlesSeenBy('student', basics);
    expect(studentTitles).toContain('Team Blue: match analysis');
    expect(studentTitles).not.toContain('Team Red: match analysis');
    const mentorTitles = await titlesSeenBy('mentor', basics);
    expect(mentorTitles).toEqual(expect.arrayContaining(['Team Blue: match analysis', 'Team Red: match analysis']));
    expect(await titlesSeenBy('guest', basics)).not.toContain('Team Blue: match analysis');
  });

  it('limits by target group, and needs both restrictions to match when both are set', async () => {
    const course = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.blendedGoalkeeper);
    const group = await addWorkgroup(t.db, course, 'Keepers', [sessions.student.uid]);
    await createAssignment(t.app, sessions, { og: course, title: 'For U12 coaches', description: '<p>x</p>', targetGroups: ['U12 coaches'] });
    await createAssignment(t.app, sessions, {
      og: course,
      title: 'For U12 keepers',
      description: '<p>x</p>',
      targetGroups: ['U12 coaches'],
      workgroups: [group],
    });
    await createAssignment(t.app, sessions, {
      og: course,
      title: 'For U14 keepers',
      description: '<p>x</p>',
      targetGroups: ['U14 coaches'],
      workgroups: [group],
    });
    expect(await titlesSeenBy('student', course)).not.toContain('For U12 coaches');

    await setMemberTargetGroups(t.db, course, sessions.student.uid, ['U12 coaches']);
    const titles = await titlesSeenBy('student', course);
    expect(titles).toEqual(expect.arrayContaining(['For U12 coaches', 'For U12 keepers']));
    expect(titles).not.toContain('For U14 keepers');
  });

  it('is 404 for a course the user is not in, also by assignment id', async () => {
    const [first] = await t.db.select({ id: assignments.id }).from(assignments).where(eq(assignments.courseId, basics)).limit(1);
    const byId = await call(t.app, sessions, 'nonMember', `/api/rest/assignments/${first?.id}`);
    expect(byId.statusCode).toBe(404);
    expect(byId.json<Problem>().detail).not.toContain('Coaching');
    // The student is not in Compact Refresher.
    const compact = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.compactRefresher);
    expect((await call(t.app, sessions, 'student', `/api/rest/assignments?og=${compact}`)).statusCode).toBe(404);
  });
});

describe('create and edit', () => {
  it('stores sanitized rich text and the fields of spec §3', async () => {
    const created = await createAssignment(t.app, sessions, {
      og: basics,
      title: '  Scouting report  ',
      description: '<p onclick="steal()">Watch <a href="javascript:alert(1)">this</a><script>alert(1)</script> <span style="font-size: 1.5em; position: fixed">big</span></p>',
      studentProcessing: { description: '<img src="x" onerror="alert(1)"><p>Hand in a PDF</p>' },
      dueDate: '2031-03-01T09:30:00+01:00',
      targetGroups: [' U12 coaches ', 'U12 coaches', 'Youth'],
    });
    expect(created).toMatchObject({
      courseId: basics,
      title: 'Scouting report',
      description: '<p>Watch <a rel="noopener noreferrer nofollow">this</a> <span style="font-size:1.5em">big</span></p>',
      studentProcessing: { can_work_on: false, description: '<p>Hand in a PDF</p>' },
      dueDate: '2031-03-01T08:30:00.000Z',
      status: 'published',
      targetGroups: ['U12 coaches', 'Youth'],
      workgroups: [],
      videos: [],
      attachments: [],
      isEmpty: false,
    });

    const edited = await call(t.app, sessions, 'manager', `/api/rest/assignments/${created.id}`, {
      method: 'PUT',
      payload: { description: '<p>New <iframe src="https://evil.example"></iframe>text</p>', targetGroups: [], dueDate: null },
    });
    expect(edited.statusCode).toBe(200);
    expect(AssignmentSchema.parse(edited.json())).toMatchObject({
      title: 'Scouting report',
      description: '<p>New text</p>',
      targetGroups: [],
      dueDate: null,
    });
  });

  it('puts a new assignment last unless a position is given, and lists in course order', async () => {
    const course = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.compactRefresher);
    const last = await createAssignment(t.app, sessions, { og: course, title: 'Goes last' });
    const first = await createAssignment(t.app, sessions, { og: course, title: 'Goes first', position: 0 });
    expect(last.position).toBeGreaterThan(first.position);
    const titles = await titlesSeenBy('instructor', course);
    expect(titles.at(-1)).toBe('Goes last');
    // Same position: the older one first.
    expect(titles.slice(0, 2)).toEqual(['Learning package: what is new', 'Goes first']);
  });

  it('refuses workgroups of another course with the field path', async () => {
    const elsewhere = await addWorkgroup(t.db, rules, 'Referees', []);
    const response = await call(t.app, sessions, 'instructor', '/api/rest/assignments', {
      method: 'POST',
      payload: { og: basics, title: 'Wrong group', workgroups: [elsewhere] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>()).toMatchObject({ code: ERROR_CODES.VALIDATION_FAILED, errors: [{ path: 'workgroups.0' }] });
  });

  it('lists every invalid field', async () => {
    const response = await call(t.app, sessions, 'instructor', '/api/rest/assignments', {
      method: 'POST',
      payload: { og: basics, title: 'x'.repeat(501), status: 'hidden', targetGroups: [''] },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<Problem>().errors?.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'status', 'targetGroups.0']));
  });

  it('has no assignments in groups (they hide the tasks entry)', async () => {
    const response = await call(t.app, sessions, 'instructor', '/api/rest/assignments', { method: 'POST', payload: { og: lounge, title: 'In a group' } });
    expect(response.statusCode).toBe(409);
    expect(response.json<Problem>().code).toBe(ASSIGNMENT_ERROR_CODES.notInGroups);
    expect(await titlesSeenBy('student', lounge)).toEqual([]);
  });
});

describe('delete', () => {
  it('hides the assignment for good and never hands its id out again', async () => {
    const doomed = await createAssignment(t.app, sessions, { og: basics, title: 'Doomed' });
    expect((await call(t.app, sessions, 'instructor', `/api/rest/assignments/${doomed.id}`, { method: 'DELETE' })).statusCode).toBe(204);
    expect((await call(t.app, sessions, 'instructor', `/api/rest/assignments/${doomed.id}`)).statusCode).toBe(404);
    expect((await call(t.app, sessions, 'instructor', `/api/rest/assignments/${doomed.id}`, { method: 'DELETE' })).statusCode).toBe(404);
    expect((await call(t.app, sessions, 'instructor', `/api/rest/assignments/${doomed.id}`, { method: 'PUT', payload: { title: 'Back' } })).statusCode).toBe(404);
    expect(await titlesSeenBy('instructor', basics)).not.toContain('Doomed');

    const next = await createAssignment(t.app, sessions, { og: basics, title: 'After the doomed one' });
    expect(next.id).toBeGreaterThan(doomed.id);
    // The row stays (soft delete), so the id stays taken.
    const [row] = await t.db.select({ deletedAt: assignments.deletedAt }).from(assignments).where(eq(assignments.id, doomed.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('videos and submissions from other features', () => {
  it('shows linked videos, counts them against "empty", and fills the cockpit with submitted work', async () => {
    const empty = await createAssignment(t.app, sessions, { og: basics, title: 'Video task' });
    const deps = createAssignmentDeps({
      db: t.db,
      files: createDiskFileStore('/nonexistent-campus-files'),
      sources: {
        videos: [async (_db, ids) => (ids.includes(empty.id) ? [{ id: 900, exerciseId: empty.id, title: 'Demo drill', playerURL: null }] : [])],
        submissions: [
          async (_db, query) =>
            query.assignmentIds.includes(empty.id) && (query.userIds === undefined || query.userIds.includes(sessions.student.uid))
              ? [
                  {
                    kind: 'content',
                    id: 71,
                    title: 'My session plan',
                    createdAt: '2031-01-02T10:00:00.000Z',
                    url: '/course-1/app/content-details/blog?id=71',
                    assignmentId: empty.id,
                    userId: sessions.student.uid,
                  },
                ]
              : [],
        ],
      },
    });
    const principal = (session: Sessions[keyof Sessions]): Principal => ({
      userId: session.uid,
      sessionId: 'test',
      isAdmin: false,
      accountIsAdmin: false,
      studentMode: false,
      impersonatorUserId: null,
    });

    const detail: Assignment = await getAssignment(deps, principal(sessions.student), empty.id);
    expect(detail).toMatchObject({ isEmpty: false, videos: [{ id: 900, exerciseId: empty.id, title: 'Demo drill' }] });
    // The learner sees what they handed in (without the cockpit's author and assignment fields); others see their own only.
    expect(detail.ownSubmissions).toEqual([
      { kind: 'content', id: 71, title: 'My session plan', createdAt: '2031-01-02T10:00:00.000Z', url: '/course-1/app/content-details/blog?id=71' },
    ]);
    expect((await getAssignment(deps, principal(sessions.instructor), empty.id)).ownSubmissions).toEqual([]);
    const listed = await listAssignments(deps, principal(sessions.student), { og: basics, includeVideos: false });
    expect(listed.items.find((item) => item.id === empty.id)?.videos).toBeUndefined();
    expect(listed.items.find((item) => item.id === empty.id)?.ownSubmissions).toBeUndefined();

    const cockpit = await assignmentCockpit(deps, principal(sessions.instructor), empty.id);
    const student = cockpit.members.find((member) => member.uid === sessions.student.uid);
    expect(student).toMatchObject({
      lastActivity: '2031-01-02T10:00:00.000Z',
      submissions: [{ kind: 'content', id: 71, title: 'My session plan', url: '/course-1/app/content-details/blog?id=71' }],
    });
    const grid = await courseCockpit(deps, principal(sessions.instructor), basics);
    const cell = grid.members.find((member) => member.uid === sessions.student.uid)?.cells.find((entry) => entry.assignmentId === empty.id);
    expect(cell).toEqual({ assignmentId: empty.id, assigned: true, status: 'not_started', lastActivity: '2031-01-02T10:00:00.000Z', submissions: 1 });
  });
});
