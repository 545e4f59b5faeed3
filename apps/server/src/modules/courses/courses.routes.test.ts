// GET /og, GET /og/{id} and the cockpit overview on a real database, for every demo role.
import {
  COURSE_PERMISSIONS,
  CourseCockpitSchema,
  CourseListResponseSchema,
  CourseSchema,
  ERROR_CODES,
  type Course,
  type MenuItem,
  type Problem,
} from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, legalAcceptances, legalTerms } from '../../db/schema/index.ts';
import { DEMO_COURSE_DASHBOARD, DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import {
  addMember,
  authHeaders,
  courseIdByTitle,
  createCampus,
  createCourse,
  createUser,
  signInAs,
  userIdByEmail,
} from './testing/course-fixtures.ts';

let t: TestApp;
const ids = {} as Record<keyof typeof DEMO_COURSE_TITLES, number>;
const sessions = {} as Record<keyof typeof DEMO_EMAILS, SignedIn>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, title] of Object.entries(DEMO_COURSE_TITLES)) {
    ids[key as keyof typeof DEMO_COURSE_TITLES] = await courseIdByTitle(t.db, title);
  }
  for (const [key, email] of Object.entries(DEMO_EMAILS)) {
    sessions[key as keyof typeof DEMO_EMAILS] = await signInAs(t.app, email);
  }
});

afterAll(async () => {
  await t.close();
});

async function get(url: string, session?: SignedIn, studentMode = false) {
  return t.app.inject({ method: 'GET', url, headers: session ? authHeaders(session, studentMode) : {} });
}

async function course(id: number, session: SignedIn, studentMode = false): Promise<Course> {
  const response = await get(`/api/rest/og/${id}`, session, studentMode);
  expect(response.statusCode, response.body).toBe(200);
  return CourseSchema.parse(response.json());
}

function menuIds(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...menuIds(item.items ?? [])]);
}

describe('GET /api/rest/og', () => {
  it('is 401 without a token', async () => {
    const response = await get('/api/rest/og');
    expect(response.statusCode).toBe(401);
    expect(response.json<Problem>().code).toBe(ERROR_CODES.UNAUTHENTICATED);
  });

  it("lists the student's courses grouped by site name, sorted by site and title", async () => {
    const response = await get('/api/rest/og', sessions.student);
    expect(response.statusCode).toBe(200);
    const groups = CourseListResponseSchema.parse(response.json());
    expect(groups.map((group) => [group.groupName, group.courses.map((c) => c.label)])).toEqual([
      ['Coaching Academy', ["Coaches' Lounge", 'Coaching Basics', 'Self-paced Tactics']],
      ['Youth Football', ['Blended Goalkeeper Training', 'Rules of the Game']],
    ]);
    const lounge = groups[0]?.courses[0];
    expect(lounge).toEqual({
      og_id: ids.coachesLounge,
      domain_id: DEMO_DOMAIN.id,
      label: "Coaches' Lounge",
      type: 'group',
      course_type: 'default',
      roles: [{ id: 5 }],
    });
  });

  it('lists only the own course for the guest, and every course for the admin (as manager)', async () => {
    const guest = CourseListResponseSchema.parse((await get('/api/rest/og', sessions.guest)).json());
    expect(guest).toEqual([{ groupName: 'Coaching Academy', courses: [expect.objectContaining({ label: 'Coaching Basics', roles: [{ id: 6 }] })] }]);

    const admin = CourseListResponseSchema.parse((await get('/api/rest/og', sessions.admin)).json());
    const all = admin.flatMap((group) => group.courses);
    expect(all).toHaveLength(Object.keys(DEMO_COURSE_TITLES).length);
    expect(new Set(all.map((c) => JSON.stringify(c.roles)))).toEqual(new Set([JSON.stringify([{ id: 3 }])]));
  });

  it('leaves out soft-deleted courses and is empty for a campus member without courses', async () => {
    const userId = await createUser(t.db, { email: 'og-list-nobody@example.org' });
    const deleted = await createCourse(t.db, { title: 'Deleted course', deletedAt: new Date() });
    await addMember(t.db, deleted, userId, 5);
    const session = await signInAs(t.app, 'og-list-nobody@example.org');
    expect((await get('/api/rest/og', session)).json()).toEqual([]);
  });

  it("shows a campus manager every course of the own campus, not another campus's", async () => {
    const otherCampus = await createCampus(t.db, 'Other Campus');
    const foreign = await createCourse(t.db, { title: 'Foreign course', domainId: otherCampus });
    await createUser(t.db, { email: 'og-list-cm@example.org', campusRoles: ['campus_manager'] });
    const session = await signInAs(t.app, 'og-list-cm@example.org');
    const listed = CourseListResponseSchema.parse((await get('/api/rest/og', session)).json()).flatMap((group) => group.courses);
    expect(listed.map((c) => c.og_id).sort((a, b) => a - b)).toEqual(Object.values(ids).sort((a, b) => a - b));
    expect(listed.some((c) => c.og_id === foreign)).toBe(false);
    expect((await get(`/api/rest/og/${foreign}`, session)).statusCode).toBe(404);
  });
});

describe('GET /api/rest/og/{id}', () => {
  it('is 401 without a token and 400 for an id that is not a positive integer', async () => {
    expect((await get(`/api/rest/og/${ids.coachingBasics}`)).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await get(`/api/rest/og/${bad}`, sessions.student);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<Problem>()).toMatchObject({ code: ERROR_CODES.VALIDATION_FAILED, errors: [expect.objectContaining({ path: 'id' })] });
    }
  });

  it('answers every Course field of spec §3 for a student', async () => {
    const student = await userIdByEmail(t.db, DEMO_EMAILS.student);
    const basics = await course(ids.coachingBasics, sessions.student);
    // The course progress is the student's share of completed assignments, as the assignment list says.
    const assignmentList = await get(`/api/rest/assignments?og=${ids.coachingBasics}`, sessions.student);
    const studentProgress = assignmentList.json<{ student_progress: number }>().student_progress;
    expect(studentProgress).toBeGreaterThan(0);
    expect(basics).toEqual({
      og_id: ids.coachingBasics,
      domain_id: DEMO_DOMAIN.id,
      domain_name: DEMO_DOMAIN.name,
      campus: 'Coaching Academy',
      label: 'Coaching Basics',
      type: 'course',
      course_type: 'default',
      roles: [{ id: 5 }],
      permissions: { create_content: 1, upload_video: 1 },
      current_user: { id: student },
      course_features: { tandem_assignments: false, contacts: true, has_certificated: false },
      course_progress: { student_progress: studentProgress },
      dashboard_enabled: true,
      legal_accepted: false,
      show: true,
      menu_items: expect.any(Array),
      dashboard: {
        description: 'The essentials of planning and running a training session.',
        course_info: DEMO_COURSE_DASHBOARD.coachingBasics.courseInfo,
        dashboard_info_title: DEMO_COURSE_DASHBOARD.coachingBasics.dashboardInfoTitle,
        dashboard_info: DEMO_COURSE_DASHBOARD.coachingBasics.dashboardInfo,
        startdate: expect.any(Number),
        enddate: expect.any(Number),
      },
    });
    const entries = menuIds(basics.menu_items);
    expect(entries).toContain('assignments');
    expect(entries).not.toContain('course-cockpit');
    expect(entries).not.toContain('course-edit-form');
    const assignments = basics.menu_items.find((item) => item.id === 'assignments');
    expect(assignments?.target).toBe(`/course-${ids.coachingBasics}/app/assignments`);
  });

  it('has no tasks entry in a group', async () => {
    const lounge = await course(ids.coachesLounge, sessions.student);
    expect(lounge.type).toBe('group');
    expect(menuIds(lounge.menu_items)).not.toContain('assignments');
    expect(menuIds(lounge.menu_items)).toContain('dashboard');
  });

  it('gives managers and instructors every permission and the administration entries', async () => {
    for (const who of ['manager', 'instructor'] as const) {
      const basics = await course(ids.coachingBasics, sessions[who]);
      expect(Object.keys(basics.permissions).sort()).toEqual([...COURSE_PERMISSIONS].sort());
      expect(menuIds(basics.menu_items)).toEqual(expect.arrayContaining(['course-cockpit', 'course-edit-form']));
    }
    const mentor = await course(ids.coachingBasics, sessions.mentor);
    expect(mentor.permissions).toEqual({ create_content: 1, create_file_content: 1, upload_video: 1 });
    const guest = await course(ids.coachingBasics, sessions.guest);
    expect(guest.permissions).toEqual({});
  });

  it('turns staff into students with X-Student-Mode: 1', async () => {
    const instructor = await course(ids.coachingBasics, sessions.instructor, true);
    expect(instructor.roles).toEqual([{ id: 4 }]);
    expect(instructor.permissions).toEqual({ create_content: 1, upload_video: 1 });
    expect(menuIds(instructor.menu_items)).not.toContain('course-cockpit');
  });

  it('is 404 (not 403) for a course the user does not belong to, an unknown and a deleted course', async () => {
    for (const [url, session] of [
      [`/api/rest/og/${ids.rulesOfTheGame}`, sessions.mentor],
      [`/api/rest/og/${ids.compactRefresher}`, sessions.student],
      ['/api/rest/og/987654', sessions.admin],
    ] as const) {
      const response = await get(url, session);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<Problem>().code).toBe(ERROR_CODES.NOT_FOUND);
    }
    const gone = await createCourse(t.db, { title: 'Gone', deletedAt: new Date() });
    await addMember(t.db, gone, await userIdByEmail(t.db, DEMO_EMAILS.manager), 3);
    expect((await get(`/api/rest/og/${gone}`, sessions.manager)).statusCode).toBe(404);
    expect((await get(`/api/rest/og/${gone}`, sessions.admin)).statusCode).toBe(404);
  });

  it('lets the admin see any course as manager, and as a student in student mode', async () => {
    const refresher = await course(ids.compactRefresher, sessions.admin);
    expect(refresher.roles).toEqual([{ id: 3 }]);
    expect(refresher.permissions.administer_course).toBe(1);
    const asStudent = await course(ids.compactRefresher, sessions.admin, true);
    expect(asStudent.permissions).toEqual({ create_content: 1, upload_video: 1 });
  });

  it('reads course features and member switches from the course settings', async () => {
    const id = await createCourse(t.db, {
      title: 'Settings course',
      settings: { contactsEnabled: false, tandemAssignments: true, hasCertificate: true, memberNewsEnabled: true },
      dashboardEnabled: false,
    });
    await addMember(t.db, id, await userIdByEmail(t.db, DEMO_EMAILS.student), 5);
    const settings = await course(id, sessions.student);
    expect(settings.course_features).toEqual({ tandem_assignments: true, contacts: false, has_certificated: true });
    expect(settings.permissions).toEqual({ create_content: 1, upload_video: 1, create_news: 1 });
    expect(settings.dashboard_enabled).toBe(false);
    expect(settings.campus).toBeNull();
    const entries = menuIds(settings.menu_items);
    expect(entries).not.toContain('members');
    expect(entries).not.toContain('dashboard');
  });

  it('does not show an ended course to a student, but to its manager', async () => {
    const day = 24 * 60 * 60 * 1000;
    const id = await createCourse(t.db, {
      title: 'Ended course',
      startDate: new Date(Date.now() - 60 * day),
      endDate: new Date(Date.now() - 2 * day),
    });
    await addMember(t.db, id, await userIdByEmail(t.db, DEMO_EMAILS.student), 5);
    await addMember(t.db, id, await userIdByEmail(t.db, DEMO_EMAILS.manager), 3);
    expect((await course(id, sessions.student)).show).toBe(false);
    expect((await course(id, sessions.manager)).show).toBe(true);
  });

  it('reports legal_accepted for the current terms version only', async () => {
    const studentId = await userIdByEmail(t.db, DEMO_EMAILS.guest);
    expect((await course(ids.coachingBasics, sessions.guest)).legal_accepted).toBe(false);
    const [current] = await t.db.select({ id: legalTerms.id }).from(legalTerms).where(eq(legalTerms.domainId, DEMO_DOMAIN.id));
    await t.db.insert(legalAcceptances).values({ termsId: current?.id ?? 0, userId: studentId });
    expect((await course(ids.coachingBasics, sessions.guest)).legal_accepted).toBe(true);
  });

  it('reports legal_accepted true on a campus without terms', async () => {
    const campus = await createCampus(t.db, 'No Terms Campus');
    const id = await createCourse(t.db, { title: 'Termless', domainId: campus });
    await addMember(t.db, id, await userIdByEmail(t.db, DEMO_EMAILS.student), 5);
    const termless = await course(id, sessions.student);
    expect(termless).toMatchObject({ legal_accepted: true, domain_id: campus, domain_name: 'No Terms Campus' });
  });
});

describe('GET /api/rest/og/{id}/cockpit', () => {
  it('is 401 without a token', async () => {
    expect((await get(`/api/rest/og/${ids.coachingBasics}/cockpit`)).statusCode).toBe(401);
  });

  it('gives the manager the members per role', async () => {
    const response = await get(`/api/rest/og/${ids.coachingBasics}/cockpit`, sessions.manager);
    expect(response.statusCode).toBe(200);
    const cockpit = CourseCockpitSchema.parse(response.json());
    expect(cockpit.og_id).toBe(ids.coachingBasics);
    const byRole = Object.fromEntries(cockpit.members_by_role.map((entry) => [entry.id, entry.count]));
    expect(byRole).toEqual({ 2: 0, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1 });
    expect(cockpit.member_count).toBe(5);
  });

  it('refuses students, mentors, guests and staff in student mode with 403 COCKPIT_FORBIDDEN', async () => {
    for (const [session, studentMode] of [
      [sessions.student, false],
      [sessions.mentor, false],
      [sessions.guest, false],
      [sessions.instructor, true],
      [sessions.admin, true],
    ] as const) {
      const response = await get(`/api/rest/og/${ids.coachingBasics}/cockpit`, session, studentMode);
      expect(response.statusCode).toBe(403);
      expect(response.json<Problem>().code).toBe('COCKPIT_FORBIDDEN');
    }
  });

  it('is 404 for a course the user does not belong to', async () => {
    expect((await get(`/api/rest/og/${ids.rulesOfTheGame}/cockpit`, sessions.mentor)).statusCode).toBe(404);
  });
});

describe('course ids', () => {
  it('are numeric rows of the courses table', async () => {
    const rows = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.id, ids.coachingBasics));
    expect(rows).toHaveLength(1);
  });
});
