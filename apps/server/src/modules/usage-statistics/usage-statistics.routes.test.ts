// Usage statistics on a real database with the demo campus: per route 401, 403 for everyone but campus
// admins and campus managers (and both in student mode), 404 without a campus, 400 for bad input, and
// what the figures say: the seeded sign-in history shapes the weekly active users, totals match the
// tables, the self-learning scope keeps to its courses, another campus's manager sees only theirs, and
// the xlsx export carries the same figures with formulas neutralised.
import {
  USAGE_STATISTICS_ERROR_CODES,
  UsageStatisticsSchema,
  XLSX_CONTENT_TYPE,
  type Problem,
  type UsageStatistics,
} from '@campus/shared';
import ExcelJS from 'exceljs';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentComments, contentItems, courses, domainMembers } from '../../db/schema/index.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { DEMO_PAST_SIGN_INS } from '../../seed/demo-usage-history.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { addMember, authHeaders, createCampus, createCourse, createUser, signInAs } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_EMAILS | 'homeless' | 'otherManager', SignedIn>;
const BASE = '/api/rest/usage-statistics';
const STAFF = ['admin', 'manager'] as const;
const NOT_STAFF = ['instructor', 'mentor', 'student', 'guest'] as const;
const OTHER_COURSE = '=HYPERLINK("https://evil.example","x")';

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) sessions[key] = await signInAs(t.app, email);
  await createUser(t.db, { email: 'homeless@example.org', domainId: null });
  sessions.homeless = await signInAs(t.app, 'homeless@example.org');
  const other = await createCampus(t.db, 'Other Campus');
  const otherManager = await createUser(t.db, { email: 'other-manager@example.org', domainId: other, campusRoles: ['campus_manager'] });
  const otherCourse = await createCourse(t.db, { title: OTHER_COURSE, domainId: other, courseType: 'self_learning' });
  await addMember(t.db, otherCourse, otherManager, 3);
  sessions.otherManager = await signInAs(t.app, 'other-manager@example.org');
});

afterAll(async () => {
  await t.close();
});

type Who = keyof typeof sessions;
const headersOf = (who?: Who, studentMode = false) => (who ? authHeaders(sessions[who], studentMode) : {});
const get = (query = '', who?: Who, studentMode = false) => t.app.inject({ method: 'GET', url: `${BASE}${query}`, headers: headersOf(who, studentMode) });
const exportOf = (query = '', who?: Who) => t.app.inject({ method: 'GET', url: `${BASE}/export${query}`, headers: headersOf(who) });
const code = (response: { json<T>(): T }) => response.json<Problem>().code;

async function statistics(query: string, who: Who = 'manager'): Promise<UsageStatistics> {
  const response = await get(query, who);
  expect(response.statusCode, response.body).toBe(200);
  return UsageStatisticsSchema.parse(response.json());
}

async function demoCourseIds(): Promise<number[]> {
  const rows = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.domainId, DEMO_DOMAIN.id));
  return rows.map((row) => row.id);
}

describe('who reads the usage statistics', () => {
  it.each([
    ['GET', get],
    ['export', exportOf],
  ] as const)('%s: 401 without a token, 403 for everyone but admins and campus managers, 404 without a campus', async (_name, call) => {
    expect((await call('')).statusCode).toBe(401);
    for (const who of NOT_STAFF) {
      const response = await call('', who);
      expect(response.statusCode, who).toBe(403);
      expect(code(response)).toBe(USAGE_STATISTICS_ERROR_CODES.forbidden);
    }
    // Student mode takes the staff rights away.
    for (const who of STAFF) expect((await get('', who, true)).statusCode, who).toBe(403);
    const homeless = await call('', 'homeless');
    expect(homeless.statusCode).toBe(404);
    expect(code(homeless)).toBe(USAGE_STATISTICS_ERROR_CODES.noCampus);
  });

  it('is 400 for a bad scope, a bad date, a reversed range and one longer than 366 days', async () => {
    expect((await get('?scope=everything', 'manager')).statusCode).toBe(400);
    expect((await get('?from=2026-02-30', 'manager')).statusCode).toBe(400);
    expect((await exportOf('?to=yesterday', 'manager')).statusCode).toBe(400);
    const reversed = await get('?from=2026-03-02&to=2026-03-01', 'manager');
    expect(reversed.statusCode).toBe(400);
    expect(code(reversed)).toBe(USAGE_STATISTICS_ERROR_CODES.rangeInvalid);
    expect(code(await exportOf('?from=2024-01-01&to=2026-01-01', 'admin'))).toBe(USAGE_STATISTICS_ERROR_CODES.rangeInvalid);
  });
});

describe('GET /api/rest/usage-statistics', () => {
  it('answers the last 12 weeks of the campus: the seeded sign-ins shape the active users, totals match the tables', async () => {
    for (const who of STAFF) {
      const body = await statistics('', who);
      expect(body.scope).toBe('campus');
      expect(body.weeks).toHaveLength(12);
      expect(body.courses).toEqual([]);
      // Weeks 11 and 10 before this one hold only the seeded sign-ins (the demo content is younger).
      const oldest = DEMO_PAST_SIGN_INS.find((entry) => entry.weeksAgo === 11);
      const next = DEMO_PAST_SIGN_INS.find((entry) => entry.weeksAgo === 10);
      expect(body.weeks[0]?.activeUsers).toBe(oldest?.who.length);
      expect(body.weeks[1]?.activeUsers).toBe(next?.who.length);
      // Every demo account signed in during beforeAll.
      expect(body.weeks.at(-1)?.activeUsers).toBe(6);
      const [members] = await t.db.select({ total: count() }).from(domainMembers).where(eq(domainMembers.domainId, DEMO_DOMAIN.id));
      expect(body.totals.users).toBe(members?.total);
      expect(body.totals.activeUsers).toBe(6);
      expect(body.totals.courses).toBe(Object.keys(DEMO_COURSE_TITLES).length);
      const ids = await demoCourseIds();
      const [content] = await t.db.select({ total: count() }).from(contentItems).where(inArray(contentItems.courseId, ids));
      const [comments] = await t.db
        .select({ total: count() })
        .from(contentComments)
        .innerJoin(contentItems, eq(contentItems.id, contentComments.contentId))
        .where(inArray(contentItems.courseId, ids));
      expect(body.totals.contentItems).toBe(content?.total);
      expect(body.totals.comments).toBe(comments?.total);
      expect(body.totals.contentItems).toBeGreaterThan(0);
      expect(body.totals.messages).toBeGreaterThan(0);
      // All demo content was written within the range, so the weeks add up to the totals.
      expect(body.weeks.reduce((sum, week) => sum + week.newContent, 0)).toBe(body.totals.contentItems);
      expect(body.weeks.reduce((sum, week) => sum + week.newComments, 0)).toBe(body.totals.comments);
      expect(body.weeks.reduce((sum, week) => sum + week.newVideos, 0)).toBe(body.totals.videos);
    }
  });

  it('takes a range: one day long ago has one week and no activity', async () => {
    const body = await statistics('?from=2020-03-04&to=2020-03-04');
    expect(body).toMatchObject({ from: '2020-03-04', to: '2020-03-04' });
    expect(body.weeks).toEqual([{ weekStart: '2020-03-02', activeUsers: 0, newContent: 0, newVideos: 0, newComments: 0 }]);
    expect(body.totals.activeUsers).toBe(0);
  });

  it('lists every course of the campus with members, content and average progress for scope=course', async () => {
    const body = await statistics('?scope=course');
    expect(body.courses.map((course) => course.title).sort()).toEqual(Object.values(DEMO_COURSE_TITLES).sort());
    for (const course of body.courses) {
      expect(course.activeMembers).toBeLessThanOrEqual(course.members);
      if (course.averageProgress !== null) expect(course.averageProgress).toBeGreaterThanOrEqual(0);
    }
    const basics = body.courses.find((course) => course.title === DEMO_COURSE_TITLES.coachingBasics);
    expect(basics?.members).toBeGreaterThan(0);
    expect(basics?.contentItems).toBeGreaterThan(0);
    expect(body.courses.find((course) => course.title === DEMO_COURSE_TITLES.coachesLounge)?.kind).toBe('group');
    expect(body.courses.some((course) => course.title === OTHER_COURSE)).toBe(false);
  });

  it('keeps to the self-learning courses for scope=self_learning', async () => {
    const body = await statistics('?scope=self_learning');
    expect(body.courses.map((course) => course.title)).toEqual([DEMO_COURSE_TITLES.selfPacedTactics]);
    expect(body.courses[0]?.type).toBe('self_learning');
    expect(body.totals.courses).toBe(1);
    expect(body.totals.users).toBe(body.courses[0]?.members);
  });

  it("shows another campus's manager only their own campus", async () => {
    const body = await statistics('?scope=course', 'otherManager');
    expect(body.courses.map((course) => course.title)).toEqual([OTHER_COURSE]);
    expect(body.totals).toMatchObject({ users: 1, activeUsers: 1, courses: 1, contentItems: 0 });
  });
});

describe('GET /api/rest/usage-statistics/export', () => {
  it('answers the statistics as xlsx, the courses included, formulas neutralised', async () => {
    const response = await exportOf('?scope=course', 'otherManager');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(String(response.headers['content-disposition'])).toMatch(/usage-statistics-course-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Totals', 'Weeks', 'Courses']);
    const coursesSheet = workbook.getWorksheet('Courses');
    expect(coursesSheet?.getRow(1).getCell(1).value).toBe('Course');
    expect(coursesSheet?.getRow(2).getCell(1).value).toBe(`'${OTHER_COURSE}`);
    expect(workbook.getWorksheet('Weeks')?.rowCount).toBe(13);
  });

  it('has the demo courses for the demo campus and no course sheet for scope=campus', async () => {
    const courseBook = new ExcelJS.Workbook();
    await courseBook.xlsx.load((await exportOf('?scope=course', 'manager')).rawPayload as unknown as ArrayBuffer);
    const titles = (courseBook.getWorksheet('Courses')?.getColumn(1).values ?? []).slice(2);
    expect([...titles].sort()).toEqual(Object.values(DEMO_COURSE_TITLES).sort());
    const campusBook = new ExcelJS.Workbook();
    await campusBook.xlsx.load((await exportOf('', 'admin')).rawPayload as unknown as ArrayBuffer);
    expect(campusBook.worksheets.map((sheet) => sheet.name)).toEqual(['Totals', 'Weeks']);
  });
});
