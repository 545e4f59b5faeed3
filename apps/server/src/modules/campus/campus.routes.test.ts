// GET /campus, GET /campus/{domainId}/{type} and the collapsed sections on a real database.
import { CampusCollapseResponseSchema, CampusCoursePageSchema, CampusSchema, ERROR_CODES, type Problem } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOMAIN, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import {
  addMember,
  authHeaders,
  createCampus,
  createCourse,
  createSite,
  createUser,
  signInAs,
} from '../courses/testing/course-fixtures.ts';
import { containsPattern } from './campus.repository.ts';

let t: TestApp;
const sessions = {} as Record<'admin' | 'manager' | 'student' | 'guest', SignedIn>;
let bulkSite: number;
let bulkUser: SignedIn;
let bulkUserId: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const key of ['admin', 'manager', 'student', 'guest'] as const) sessions[key] = await signInAs(t.app, DEMO_EMAILS[key]);
  // 35 courses in one site: more than one page of 30.
  bulkSite = await createSite(t.db, DEMO_DOMAIN.id, 'Bulk Site');
  bulkUserId = await createUser(t.db, { email: 'campus-bulk@example.org' });
  for (let i = 1; i <= 35; i += 1) {
    const id = await createCourse(t.db, {
      title: `Bulk ${String(i).padStart(2, '0')}${i % 5 === 0 ? ' 100%_match' : ''}`,
      siteId: bulkSite,
      courseType: i % 2 === 0 ? 'blended' : 'default',
    });
    await addMember(t.db, id, bulkUserId, 5);
  }
  bulkUser = await signInAs(t.app, 'campus-bulk@example.org');
});

afterAll(async () => {
  await t.close();
});

function get(url: string, session?: SignedIn, studentMode = false) {
  return t.app.inject({ method: 'GET', url, headers: session ? authHeaders(session, studentMode) : {} });
}

function post(url: string, session?: SignedIn, extra: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, headers: { ...(session ? authHeaders(session) : {}), ...extra } });
}

describe('GET /api/rest/campus', () => {
  it('is 401 without a token', async () => {
    expect((await get('/api/rest/campus')).statusCode).toBe(401);
  });

  it("answers the student's campus with colours and features and no roles", async () => {
    const response = await get('/api/rest/campus', sessions.student);
    expect(response.statusCode).toBe(200);
    expect(CampusSchema.parse(response.json())).toEqual({
      id: DEMO_DOMAIN.id,
      domainId: DEMO_DOMAIN.id,
      name: DEMO_DOMAIN.name,
      custom_colors: { primary_color: DEMO_DOMAIN.primaryColor },
      domain_roles: [],
      campus_features: { courseTypes: { self_learning: true, compact_learning: true } },
    });
  });

  it('lists campus_manager for the manager and admin for the admin (not in student mode)', async () => {
    expect(CampusSchema.parse((await get('/api/rest/campus', sessions.manager)).json()).domain_roles).toEqual(['campus_manager']);
    expect(CampusSchema.parse((await get('/api/rest/campus', sessions.admin)).json()).domain_roles).toEqual(['admin']);
    expect(CampusSchema.parse((await get('/api/rest/campus', sessions.admin, true)).json()).domain_roles).toEqual([]);
  });

  it('is 404 for a user who belongs to no campus', async () => {
    await createUser(t.db, { email: 'campus-nowhere@example.org', domainId: null });
    const response = await get('/api/rest/campus', await signInAs(t.app, 'campus-nowhere@example.org'));
    expect(response.statusCode).toBe(404);
    expect(response.json<Problem>().code).toBe(ERROR_CODES.NOT_FOUND);
  });
});

describe('GET /api/rest/campus/{domainId}/{type}', () => {
  const url = (type: string, query = '') => `/api/rest/campus/${DEMO_DOMAIN.id}/${type}${query}`;

  it('is 401 without a token and 400 for an unknown type or bad paging', async () => {
    expect((await get(url('courses'))).statusCode).toBe(401);
    for (const bad of [url('everything'), url('courses', '?limit=31'), url('courses', '?offset=-1'), url('courses', '?course_type=lecture'), '/api/rest/campus/x/courses']) {
      const response = await get(bad, sessions.student);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
    }
  });

  it("lists the student's courses (not groups) with sections; groups under `groups`", async () => {
    const page = CampusCoursePageSchema.parse((await get(url('courses'), sessions.student)).json());
    expect(page.items.map((item) => item.label)).toEqual(['Coaching Basics', 'Self-paced Tactics', 'Blended Goalkeeper Training', 'Rules of the Game']);
    expect(page).toMatchObject({ type: 'courses', offset: 0, limit: 30, total: 4 });
    expect(page.sections.map((section) => section.name)).toEqual(['Coaching Academy', 'Youth Football']);
    expect(page.items[0]?.roles).toEqual([{ id: 5 }]);

    const groups = CampusCoursePageSchema.parse((await get(url('groups'), sessions.student)).json());
    expect(groups.items.map((item) => item.label)).toEqual(["Coaches' Lounge"]);
    expect(groups.items[0]?.type).toBe('group');
  });

  it('pages by 30 with a total, and answers an empty page past the end', async () => {
    const first = CampusCoursePageSchema.parse((await get(url('courses'), bulkUser)).json());
    expect(first.items).toHaveLength(30);
    expect(first.total).toBe(35);
    const second = CampusCoursePageSchema.parse((await get(url('courses', '?offset=30'), bulkUser)).json());
    expect(second.items.map((item) => item.label)).toEqual(['Bulk 31', 'Bulk 32', 'Bulk 33', 'Bulk 34', 'Bulk 35 100%_match']);
    expect(second.total).toBe(35);
    const past = CampusCoursePageSchema.parse((await get(url('courses', '?offset=90'), bulkUser)).json());
    expect(past).toMatchObject({ items: [], sections: [], total: 35 });
  });

  it('filters by case-insensitive title text (pattern characters literal) and course type', async () => {
    const text = CampusCoursePageSchema.parse((await get(url('courses', '?filter=bulk%200'), bulkUser)).json());
    expect(text.total).toBe(9);
    const literal = CampusCoursePageSchema.parse((await get(url('courses', '?filter=100%25_'), bulkUser)).json());
    expect(literal.items.map((item) => item.label)).toEqual([
      'Bulk 05 100%_match',
      'Bulk 10 100%_match',
      'Bulk 15 100%_match',
      'Bulk 20 100%_match',
      'Bulk 25 100%_match',
      'Bulk 30 100%_match',
      'Bulk 35 100%_match',
    ]);
    const blended = CampusCoursePageSchema.parse((await get(url('courses', '?course_type=blended'), bulkUser)).json());
    expect(blended.total).toBe(17);
    expect(new Set(blended.items.map((item) => item.course_type))).toEqual(new Set(['blended']));
  });

  it('shows admins and campus managers every course of the campus', async () => {
    const admin = CampusCoursePageSchema.parse((await get(url('courses', '?limit=30'), sessions.admin)).json());
    const manager = CampusCoursePageSchema.parse((await get(url('courses'), sessions.manager)).json());
    // 5 demo courses + 35 bulk courses.
    expect(admin.total).toBe(40);
    expect(manager.total).toBe(40);
  });

  it('is 404 for a campus the user does not belong to', async () => {
    const other = await createCampus(t.db, 'Elsewhere');
    const response = await get(`/api/rest/campus/${other}/courses`, sessions.student);
    expect(response.statusCode).toBe(404);
    expect((await get(`/api/rest/campus/${other}/courses`, sessions.admin)).statusCode).toBe(200);
    expect((await get('/api/rest/campus/99999/courses', sessions.admin)).statusCode).toBe(404);
  });
});

describe('POST /api/rest/campus/{domainId}/{type}/{id}/{0|1}', () => {
  it('is 401 without a token and 400 for a state other than 0 or 1', async () => {
    expect((await post(`/api/rest/campus/${DEMO_DOMAIN.id}/courses/${bulkSite}/1`)).statusCode).toBe(401);
    expect((await post(`/api/rest/campus/${DEMO_DOMAIN.id}/courses/${bulkSite}/2`, bulkUser)).statusCode).toBe(400);
    expect((await post(`/api/rest/campus/${DEMO_DOMAIN.id}/lists/${bulkSite}/1`, bulkUser)).statusCode).toBe(400);
  });

  it('remembers the state per user and list type, also with an empty JSON body', async () => {
    const saved = await post(`/api/rest/campus/${DEMO_DOMAIN.id}/courses/${bulkSite}/1`, bulkUser, { 'content-type': 'application/json' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(CampusCollapseResponseSchema.parse(saved.json())).toEqual({ type: 'courses', id: bulkSite, collapsed: true });

    const mine = CampusCoursePageSchema.parse((await get(`/api/rest/campus/${DEMO_DOMAIN.id}/courses`, bulkUser)).json());
    expect(mine.sections).toEqual([{ id: bulkSite, name: 'Bulk Site', collapsed: true }]);
    // Another user, and the groups list, keep the default.
    const admin = CampusCoursePageSchema.parse((await get(`/api/rest/campus/${DEMO_DOMAIN.id}/courses?filter=bulk`, sessions.admin)).json());
    expect(admin.sections).toEqual([{ id: bulkSite, name: 'Bulk Site', collapsed: false }]);

    await post(`/api/rest/campus/${DEMO_DOMAIN.id}/courses/${bulkSite}/0`, bulkUser);
    const reopened = CampusCoursePageSchema.parse((await get(`/api/rest/campus/${DEMO_DOMAIN.id}/courses`, bulkUser)).json());
    expect(reopened.sections[0]?.collapsed).toBe(false);
  });

  it('accepts section 0 (no site) and refuses a site of another campus with 404', async () => {
    expect((await post(`/api/rest/campus/${DEMO_DOMAIN.id}/groups/0/1`, sessions.student)).statusCode).toBe(200);
    const other = await createCampus(t.db, 'Other Sites');
    const foreignSite = await createSite(t.db, other, 'Foreign Site');
    expect((await post(`/api/rest/campus/${DEMO_DOMAIN.id}/courses/${foreignSite}/1`, sessions.student)).statusCode).toBe(404);
    expect((await post(`/api/rest/campus/${other}/courses/${foreignSite}/1`, sessions.student)).statusCode).toBe(404);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });
});
