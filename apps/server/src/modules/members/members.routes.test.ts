// The members and profile routes on a real database with the demo campus: the member list with its
// filters and paging, a member's profile (content and videos as the viewer may see them), staff inviting,
// changing roles, removing and grouping members, workgroups, and the campus-wide profile; refusals per role.
import {
  COURSE_ROLE,
  ERROR_CODES,
  MEMBER_ERROR_CODES,
  MEMBERS_PAGE_SIZE,
  MemberProfileSchema,
  MemberSchema,
  MembersListSchema,
  UserProfileSchema,
  WorkgroupListSchema,
  WorkgroupSchema,
  type MembersList,
  type Problem,
} from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, contentItems, courseMembers, videos } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { addMember, authHeaders, courseIdByTitle, createCampus, createCourse, createUser, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

type Who = keyof typeof DEMO_EMAILS;

let t: TestApp;
const sessions = {} as Record<Who, SignedIn>;
const uids = {} as Record<Who, number>;
let basics: number;
let tactics: number;
let rules: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [Who, string][]) {
    sessions[key] = await signInAs(t.app, email);
    uids[key] = await userIdByEmail(t.db, email);
  }
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  tactics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.selfPacedTactics);
  rules = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.rulesOfTheGame);
});

afterAll(async () => {
  await t.close();
});

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  payload?: unknown;
  studentMode?: boolean;
}

function call(url: string, who: Who | SignedIn | null, { method = 'GET', payload, studentMode = false }: CallOptions = {}) {
  const session = who === null ? null : typeof who === 'string' ? sessions[who] : who;
  return t.app.inject({
    method,
    url: `/api/rest${url}`,
    headers: session ? authHeaders(session, studentMode) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function list(query: string, who: Who, studentMode = false): Promise<MembersList> {
  const response = await call(`/members?${query}`, who, { studentMode });
  expect(response.statusCode, response.body).toBe(200);
  return MembersListSchema.parse(response.json());
}

function code(response: { json: <T>() => T }): string {
  return response.json<Problem>().code;
}

const names = (value: MembersList) => value.items.map((item) => item.name);

describe('GET /members', () => {
  it('is 401 without a token, 400 for bad parameters, 404 for a course the caller cannot see', async () => {
    expect((await call(`/members?og=${basics}`, null)).statusCode).toBe(401);
    expect((await call('/members?og=abc', 'student')).statusCode).toBe(400);
    expect((await call(`/members?og=${basics}&role=9`, 'student')).statusCode).toBe(400);
    expect((await call(`/members?og=${basics}&page=-1`, 'student')).statusCode).toBe(400);
    // The demo guest belongs to Coaching Basics only.
    const hidden = await call(`/members?og=${tactics}`, 'guest');
    expect(hidden.statusCode).toBe(404);
    expect(code(hidden)).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('lists every member by name with roles and groups; students do not manage', async () => {
    const value = await list(`og=${basics}`, 'student');
    expect(names(value)).toEqual(['Gia Guest', 'Ian Instructor', 'Max Mentor', 'Mia Manager', 'Sam Student']);
    expect(value).toMatchObject({ total: 5, offset: 0, limit: MEMBERS_PAGE_SIZE, canManage: false });
    const sam = value.items.find((item) => item.uid === uids.student);
    expect(sam).toMatchObject({ roles: [{ id: COURSE_ROLE.student }], workgroups: [{ name: 'Team Blue' }], picture: null });
    expect(value.workgroups.map((group) => [group.name, group.memberCount])).toEqual([
      ['Team Blue', 1],
      ['Team Red', 0],
    ]);
    // The admin is no member (admins act as manager without a membership).
    expect(value.items.some((item) => item.uid === uids.admin)).toBe(false);
  });

  it('searches names, filters by role, workgroup and target group, and pages', async () => {
    expect(names(await list(`og=${basics}&search=%20sAm%20`, 'guest'))).toEqual(['Sam Student']);
    expect(names(await list(`og=${basics}&search=%25`, 'guest'))).toEqual([]);
    expect(names(await list(`og=${basics}&role=${COURSE_ROLE.instructor}`, 'guest'))).toEqual(['Ian Instructor']);
    const blue = (await list(`og=${basics}`, 'guest')).workgroups.find((group) => group.name === 'Team Blue');
    expect(names(await list(`og=${basics}&workgroup=${blue?.id}`, 'guest'))).toEqual(['Sam Student']);
    const page = await list(`og=${basics}&page=1`, 'guest');
    expect(page).toMatchObject({ items: [], total: 5, offset: MEMBERS_PAGE_SIZE });
  });

  it('lets staff manage, but not in student mode; campus managers and admins see it without a membership', async () => {
    expect((await list(`og=${basics}`, 'instructor')).canManage).toBe(true);
    expect((await list(`og=${basics}`, 'instructor', true)).canManage).toBe(false);
    expect((await list(`og=${basics}`, 'admin')).canManage).toBe(true);
    // The demo manager holds campus_manager: the Compact Refresher lists them as manager, not the student.
    const compact = await list(`og=${await courseIdByTitle(t.db, DEMO_COURSE_TITLES.compactRefresher)}`, 'manager');
    expect(names(compact)).toEqual(['Ian Instructor', 'Mia Manager']);
  });
});

describe('GET /members/{uid}', () => {
  it('is 401, 400, 404 for a course the caller cannot see and MEMBER_NOT_FOUND for a non-member', async () => {
    expect((await call(`/members/${uids.student}?og=${basics}`, null)).statusCode).toBe(401);
    expect((await call(`/members/abc?og=${basics}`, 'student')).statusCode).toBe(400);
    expect((await call(`/members/${uids.student}`, 'student')).statusCode).toBe(400);
    expect((await call(`/members/${uids.student}?og=${tactics}`, 'guest')).statusCode).toBe(404);
    const admin = await call(`/members/${uids.admin}?og=${basics}`, 'student');
    expect(admin.statusCode).toBe(404);
    expect(code(admin)).toBe(MEMBER_ERROR_CODES.memberNotFound);
  });

  it("shows the member's content with links, and leaves out video comments", async () => {
    const response = await call(`/members/${uids.instructor}?og=${basics}`, 'student');
    expect(response.statusCode, response.body).toBe(200);
    const profile = MemberProfileSchema.parse(response.json());
    expect(profile).toMatchObject({ uid: uids.instructor, name: 'Ian Instructor', og_id: basics, isSelf: false, canManage: false, roles: [{ id: COURSE_ROLE.instructor }] });
    const rows = await t.db
      .select({ id: contentItems.id, type: contentItems.type })
      .from(contentItems)
      .where(and(eq(contentItems.courseId, basics), eq(contentItems.authorId, uids.instructor)));
    const expected = rows.filter((row) => row.type !== 'videocomment').map((row) => row.id);
    expect(profile.content.map((item) => item.id).sort()).toEqual(expected.sort());
    for (const item of profile.content) expect(item.url).toMatch(new RegExp(`^/course-${basics}/app/content-details/`));
  });

  it('follows video visibility and hides items linked to assignments the viewer may not see', async () => {
    const video = (title: string, visibility: 'course' | 'private') => ({
      courseId: basics,
      ownerId: uids.student,
      title,
      visibility,
      status: 'ready' as const,
      sourceKey: `videos/source/members-${title}-${Date.now()}`,
      sourceFileName: 'clip.mp4',
      sourceContentType: 'video/mp4',
      sourceSize: 1,
    });
    await t.db.insert(videos).values([video('Open clip', 'course'), video('Private clip', 'private')]);
    const [draft] = await t.db.insert(assignments).values({ courseId: basics, title: 'Hidden draft', status: 'draft', position: 99 }).returning({ id: assignments.id });
    await t.db.insert(contentItems).values({ courseId: basics, type: 'blog', title: 'Draft answer', body: '<p>x</p>', authorId: uids.student, assignmentId: draft?.id ?? null });

    const seen = async (who: Who) => MemberProfileSchema.parse((await call(`/members/${uids.student}?og=${basics}`, who)).json());
    const mentor = await seen('mentor');
    expect(mentor.videos.map((item) => item.title)).toEqual(['Open clip']);
    expect(mentor.videos[0]?.url).toMatch(new RegExp(`^/course-${basics}/app/video-player\\?id=\\d+$`));
    expect(mentor.content.map((item) => item.title)).not.toContain('Draft answer');
    const instructor = await seen('instructor');
    expect(instructor.videos.map((item) => item.title).sort()).toEqual(['Open clip', 'Private clip']);
    expect(instructor.content.map((item) => item.title)).toContain('Draft answer');
    expect(instructor.canManage).toBe(true);
    // The owner sees their own private video.
    const own = await seen('student');
    expect(own.isSelf).toBe(true);
    expect(own.videos).toHaveLength(2);
  });
});

describe('POST /members/invite', () => {
  const invite = (payload: unknown, who: Who, studentMode = false) => call('/members/invite', who, { method: 'POST', payload, studentMode });

  it('is 401, 400 for a bad body, 404 for a course the caller cannot see, 403 for members who do not administer it', async () => {
    expect((await call('/members/invite', null, { method: 'POST', payload: { og: rules, email: DEMO_EMAILS.guest, role: 6 } })).statusCode).toBe(401);
    expect((await invite({ og: rules, email: 'not-an-address', role: 6 }, 'instructor')).statusCode).toBe(400);
    expect((await invite({ og: rules, email: DEMO_EMAILS.guest, role: 1 }, 'instructor')).statusCode).toBe(400);
    expect((await invite({ og: tactics, email: DEMO_EMAILS.admin, role: 6 }, 'guest')).statusCode).toBe(404);
    const student = await invite({ og: rules, email: DEMO_EMAILS.guest, role: 6 }, 'student');
    expect(student.statusCode).toBe(403);
    expect(code(student)).toBe(MEMBER_ERROR_CODES.manageForbidden);
    expect((await invite({ og: rules, email: DEMO_EMAILS.guest, role: 6 }, 'instructor', true)).statusCode).toBe(403);
  });

  it('refuses an address no account of the campus has, also one of another campus', async () => {
    const unknown = await invite({ og: rules, email: 'nobody@example.org', role: 5 }, 'instructor');
    expect(unknown.statusCode).toBe(404);
    expect(code(unknown)).toBe(MEMBER_ERROR_CODES.inviteUserNotFound);
    await createUser(t.db, { email: 'elsewhere@example.org', domainId: await createCampus(t.db, 'Members Elsewhere') });
    expect(code(await invite({ og: rules, email: 'elsewhere@example.org', role: 5 }, 'instructor'))).toBe(MEMBER_ERROR_CODES.inviteUserNotFound);
  });

  it('adds the account at once (e-mail in any case), and 409 for a member', async () => {
    const created = await invite({ og: rules, email: ' Guest@Example.org ', role: COURSE_ROLE.guest }, 'instructor');
    expect(created.statusCode, created.body).toBe(201);
    expect(MemberSchema.parse(created.json())).toMatchObject({ uid: uids.guest, name: DEMO_ACCOUNTS.guest.displayName, roles: [{ id: COURSE_ROLE.guest }] });
    expect(names(await list(`og=${rules}`, 'guest'))).toContain('Gia Guest');
    const again = await invite({ og: rules, email: DEMO_EMAILS.guest, role: COURSE_ROLE.student }, 'instructor');
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe(MEMBER_ERROR_CODES.alreadyMember);
  });
});

describe('PUT and DELETE /members/{uid}', () => {
  let course: number;
  let learner: number;
  let learnerSession: SignedIn;

  beforeAll(async () => {
    course = await createCourse(t.db, { title: 'Members Roles' });
    await addMember(t.db, course, uids.manager, COURSE_ROLE.manager);
    await addMember(t.db, course, uids.instructor, COURSE_ROLE.instructor);
    learner = await createUser(t.db, { email: 'members-learner@example.org' });
    await addMember(t.db, course, learner, COURSE_ROLE.student);
    learnerSession = await signInAs(t.app, 'members-learner@example.org');
    await t.db.insert(contentItems).values({ courseId: course, type: 'blog', title: 'Stays', body: '<p>x</p>', authorId: learner });
  });

  const put = (uid: number | string, payload: unknown, who: Who | SignedIn | null, studentMode = false) =>
    call(`/members/${uid}?og=${course}`, who, { method: 'PUT', payload, studentMode });
  const remove = (uid: number, who: Who | SignedIn | null) => call(`/members/${uid}?og=${course}`, who, { method: 'DELETE' });

  it('is 401, 400, 404 for a non-member caller or target, 403 for a student and for staff in student mode', async () => {
    expect((await put(learner, { role: 2 }, null)).statusCode).toBe(401);
    expect((await put(learner, { role: 9 }, 'instructor')).statusCode).toBe(400);
    expect((await put('x', { role: 2 }, 'instructor')).statusCode).toBe(400);
    expect((await put(learner, { role: 2 }, 'student')).statusCode).toBe(404);
    const notMember = await put(uids.guest, { role: 2 }, 'instructor');
    expect(notMember.statusCode).toBe(404);
    expect(code(notMember)).toBe(MEMBER_ERROR_CODES.memberNotFound);
    expect(code(await put(uids.instructor, { role: 2 }, learnerSession))).toBe(MEMBER_ERROR_CODES.manageForbidden);
    expect((await put(learner, { role: 2 }, 'instructor', true)).statusCode).toBe(403);
    expect((await remove(learner, null)).statusCode).toBe(401);
    expect((await remove(uids.instructor, learnerSession)).statusCode).toBe(403);
  });

  it('changes a role; never the own one; the last manager stays', async () => {
    const changed = await put(learner, { role: COURSE_ROLE.mentor }, 'instructor');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(MemberSchema.parse(changed.json()).roles).toEqual([{ id: COURSE_ROLE.mentor }]);
    const own = await put(uids.instructor, { role: COURSE_ROLE.manager }, 'instructor');
    expect(own.statusCode).toBe(403);
    expect(code(own)).toBe(MEMBER_ERROR_CODES.selfChange);
    const last = await put(uids.manager, { role: COURSE_ROLE.instructor }, 'instructor');
    expect(last.statusCode).toBe(409);
    expect(code(last)).toBe(MEMBER_ERROR_CODES.lastManager);
    expect(code(await remove(uids.manager, 'instructor'))).toBe(MEMBER_ERROR_CODES.lastManager);
    // With a second manager the first may step down (as the admin, who is no member).
    expect((await put(learner, { role: COURSE_ROLE.manager }, 'instructor')).statusCode).toBe(200);
    expect((await put(uids.manager, { role: COURSE_ROLE.instructor }, 'admin')).statusCode).toBe(200);
  });

  it('removes a member and keeps their content; the removed account no longer sees the course', async () => {
    expect(code(await remove(uids.instructor, 'instructor'))).toBe(MEMBER_ERROR_CODES.selfChange);
    const removed = await remove(uids.instructor, 'admin');
    expect(removed.statusCode, removed.body).toBe(204);
    const rows = await t.db.select().from(courseMembers).where(and(eq(courseMembers.courseId, course), eq(courseMembers.userId, uids.instructor)));
    expect(rows).toEqual([]);
    expect((await call(`/members?og=${course}`, 'instructor')).statusCode).toBe(404);
    expect((await remove(uids.instructor, 'admin')).statusCode).toBe(404);
    const content = await t.db.select({ title: contentItems.title }).from(contentItems).where(eq(contentItems.courseId, course));
    expect(content.map((row) => row.title)).toEqual(['Stays']);
  });
});

describe('workgroups and PUT /members/{uid}/groups', () => {
  it('reads workgroups as a member; staff create (409 for a taken name) and delete them', async () => {
    expect((await call(`/members/workgroups?og=${basics}`, null)).statusCode).toBe(401);
    expect((await call(`/members/workgroups?og=${tactics}`, 'guest')).statusCode).toBe(404);
    const read = WorkgroupListSchema.parse((await call(`/members/workgroups?og=${basics}`, 'guest')).json());
    expect(read.items.map((group) => group.name)).toEqual(['Team Blue', 'Team Red']);

    const create = (name: unknown, who: Who) => call(`/members/workgroups?og=${basics}`, who, { method: 'POST', payload: { name } });
    expect((await create('', 'instructor')).statusCode).toBe(400);
    expect(code(await create('Team Green', 'student'))).toBe(MEMBER_ERROR_CODES.manageForbidden);
    const created = await create('  Team Green ', 'instructor');
    expect(created.statusCode, created.body).toBe(201);
    const green = WorkgroupSchema.parse(created.json());
    expect(green).toMatchObject({ name: 'Team Green', memberCount: 0 });
    const taken = await create('team green', 'manager');
    expect(taken.statusCode).toBe(409);
    expect(code(taken)).toBe(MEMBER_ERROR_CODES.workgroupExists);

    expect((await call(`/members/workgroups/${green.id}?og=${basics}`, 'mentor', { method: 'DELETE' })).statusCode).toBe(403);
    expect((await call(`/members/workgroups/${green.id}?og=${rules}`, 'instructor', { method: 'DELETE' })).statusCode).toBe(404);
    expect((await call(`/members/workgroups/${green.id}?og=${basics}`, 'instructor', { method: 'DELETE' })).statusCode).toBe(204);
    expect(code(await call(`/members/workgroups/${green.id}?og=${basics}`, 'instructor', { method: 'DELETE' }))).toBe(MEMBER_ERROR_CODES.workgroupNotFound);
  });

  it("replaces a member's workgroups and target groups; the list filters by them", async () => {
    const before = await list(`og=${basics}`, 'instructor');
    const red = before.workgroups.find((group) => group.name === 'Team Red');
    const url = `/members/${uids.mentor}/groups?og=${basics}`;
    const groups = (payload: unknown, who: Who) => call(url, who, { method: 'PUT', payload });
    expect((await call(url, null, { method: 'PUT', payload: { workgroups: [], targetGroups: [] } })).statusCode).toBe(401);
    expect((await groups({ workgroups: 'x', targetGroups: [] }, 'instructor')).statusCode).toBe(400);
    expect(code(await groups({ workgroups: [], targetGroups: [] }, 'student'))).toBe(MEMBER_ERROR_CODES.manageForbidden);
    // A workgroup of another course is refused like an unknown id.
    const foreign = WorkgroupSchema.parse((await call(`/members/workgroups?og=${rules}`, 'instructor', { method: 'POST', payload: { name: 'Rules group' } })).json());
    const wrong = await groups({ workgroups: [foreign.id], targetGroups: [] }, 'instructor');
    expect(wrong.statusCode).toBe(400);
    expect(code(wrong)).toBe(MEMBER_ERROR_CODES.workgroupNotFound);
    expect((await call(`/members/${uids.admin}/groups?og=${basics}`, 'instructor', { method: 'PUT', payload: { workgroups: [], targetGroups: [] } })).statusCode).toBe(404);

    const saved = await groups({ workgroups: [red?.id], targetGroups: [' Referees ', 'referees', 'Youth coaches'] }, 'instructor');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(MemberSchema.parse(saved.json())).toMatchObject({ workgroups: [{ name: 'Team Red' }], targetGroups: ['Referees', 'Youth coaches'] });
    expect(names(await list(`og=${basics}&targetGroup=REFEREES`, 'student'))).toEqual(['Max Mentor']);
    expect(names(await list(`og=${basics}&workgroup=${red?.id}`, 'student'))).toEqual(['Max Mentor']);
    expect((await list(`og=${basics}`, 'student')).targetGroups).toEqual(expect.arrayContaining(['Referees', 'Youth coaches']));
  });
});

describe('GET /user/{uid}/profile', () => {
  const profile = (uid: number | string, who: Who | SignedIn | null) => call(`/user/${uid}/profile`, who);

  it('is 401, 400, and 404 for an unknown user or one who shares no course with the caller', async () => {
    expect((await profile(uids.student, null)).statusCode).toBe(401);
    expect((await profile('me', 'student')).statusCode).toBe(400);
    const unknown = await profile(999_999, 'student');
    expect(unknown.statusCode).toBe(404);
    expect(code(unknown)).toBe(MEMBER_ERROR_CODES.profileNotFound);
    const lonely = await createUser(t.db, { email: 'members-lonely@example.org' });
    const hidden = await profile(lonely, 'student');
    expect(hidden.statusCode).toBe(404);
    expect(code(hidden)).toBe(MEMBER_ERROR_CODES.profileNotFound);
  });

  it('lists the courses the caller shares with the user, without the e-mail', async () => {
    const response = await profile(uids.student, 'guest');
    expect(response.statusCode, response.body).toBe(200);
    const value = UserProfileSchema.parse(response.json());
    expect(value).toMatchObject({ uid: uids.student, name: 'Sam Student', isSelf: false, email: null });
    expect(value.courses.map((course) => course.title)).toContain(DEMO_COURSE_TITLES.coachingBasics);
    expect(value.courses.every((course) => course.roles.length === 1)).toBe(true);
    const guestCourses = new Set(UserProfileSchema.parse((await profile(uids.guest, 'guest')).json()).courses.map((course) => course.og_id));
    expect(value.courses.every((course) => guestCourses.has(course.og_id))).toBe(true);
  });

  it('shows the own profile with every course and the e-mail; campus staff see anyone of their campus', async () => {
    const own = UserProfileSchema.parse((await profile(uids.student, 'student')).json());
    expect(own).toMatchObject({ isSelf: true, email: DEMO_EMAILS.student });
    expect(own.courses.map((course) => course.title)).not.toContain(DEMO_COURSE_TITLES.compactRefresher);
    expect(own.courses.length).toBeGreaterThanOrEqual(5);
    const lonely = await userIdByEmail(t.db, 'members-lonely@example.org');
    const byAdmin = UserProfileSchema.parse((await profile(lonely, 'admin')).json());
    expect(byAdmin).toMatchObject({ email: 'members-lonely@example.org', courses: [] });
    // The demo manager is campus_manager of the demo campus.
    expect((await profile(lonely, 'manager')).statusCode).toBe(200);
    expect((await profile(lonely, 'instructor')).statusCode).toBe(404);
  });
});
