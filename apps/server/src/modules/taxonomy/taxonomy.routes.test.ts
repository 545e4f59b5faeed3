// GET /terms, /terms/autocomplete, /terms/search and POST /terms on a real database with the demo
// campus's vocabularies.
import {
  COURSE_CONFIG_ERRORS,
  ERROR_CODES,
  TaxonomyTermListSchema,
  TaxonomyTermSchema,
  TermNameListSchema,
  VOCABULARY,
  type Problem,
  type TaxonomyTerm,
} from '@campus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMembers, domainRoles } from '../../db/schema/index.ts';
import { taxonomyTerms } from '../../db/schema/taxonomy.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { DEMO_CATEGORIES, DEMO_VIDEO_TOPICS } from '../../seed/demo-taxonomy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, createCampus, createCourse, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_EMAILS, SignedIn>;
let coachingBasics: number;
let blended: number;
let otherCampusId: number;
let otherCampusCourse: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS)) {
    sessions[key as keyof typeof DEMO_EMAILS] = await signInAs(t.app, email);
  }
  coachingBasics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  blended = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.blendedGoalkeeper);
  // A second campus the manager runs too, with a category of the same name as one of the demo campus.
  otherCampusId = await createCampus(t.db, 'Second Campus');
  const managerId = await userIdByEmail(t.db, DEMO_EMAILS.manager);
  await t.db.insert(domainMembers).values({ domainId: otherCampusId, userId: managerId });
  await t.db.insert(domainRoles).values({ domainId: otherCampusId, userId: managerId, role: 'campus_manager' });
  await t.db.insert(taxonomyTerms).values({ domainId: otherCampusId, vid: VOCABULARY.courseCategories, name: 'Tactics' });
  otherCampusCourse = await createCourse(t.db, { title: 'Elsewhere', domainId: otherCampusId });
});

afterAll(async () => {
  await t.close();
});

function get(url: string, session?: SignedIn): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: session ? authHeaders(session) : {} });
}

function post(body: unknown, session?: SignedIn): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/rest/terms',
    headers: session ? authHeaders(session) : {},
    payload: body as Record<string, unknown>,
  });
}

function expectProblem(response: LightMyRequestResponse, status: number, code: string): Problem {
  expect(response.statusCode, response.body).toBe(status);
  const problem = response.json<Problem>();
  expect(problem.code).toBe(code);
  return problem;
}

async function terms(url: string, session: SignedIn): Promise<TaxonomyTerm[]> {
  const response = await get(url, session);
  expect(response.statusCode, response.body).toBe(200);
  return TaxonomyTermListSchema.parse(response.json());
}

const names = (list: readonly TaxonomyTerm[]) => list.map((term) => term.name);
const sortedNames = (list: readonly string[]) => [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

describe('GET /api/rest/terms?og&vid', () => {
  it('is 401 without a token', async () => {
    expectProblem(await get(`/api/rest/terms?og=${coachingBasics}&vid=23`), 401, ERROR_CODES.UNAUTHENTICATED);
  });

  it("gives any member the course categories of the course's campus, sorted by name", async () => {
    const list = await terms(`/api/rest/terms?og=${coachingBasics}&vid=23`, sessions.guest);
    expect(names(list)).toEqual(sortedNames(Object.keys(DEMO_CATEGORIES)));
    expect(list.every((term) => term.vid === 23 && term.parent_tid === null)).toBe(true);
  });

  it('gives the video topics of vocabulary 18', async () => {
    expect(names(await terms(`/api/rest/terms?og=${coachingBasics}&vid=18`, sessions.student))).toEqual(sortedNames(DEMO_VIDEO_TOPICS));
  });

  it('narrows child categories to one category, by name or by tid', async () => {
    const all = await terms(`/api/rest/terms?og=${coachingBasics}&vid=25`, sessions.student);
    expect(all).toHaveLength(Object.values(DEMO_CATEGORIES).flat().length);
    const byName = await terms(`/api/rest/terms?og=${coachingBasics}&vid=25&category=fitness`, sessions.student);
    expect(names(byName)).toEqual(sortedNames(DEMO_CATEGORIES.Fitness ?? []));
    const fitness = (await terms(`/api/rest/terms?og=${coachingBasics}&vid=23`, sessions.student)).find((term) => term.name === 'Fitness');
    const byTid = await terms(`/api/rest/terms?og=${coachingBasics}&vid=25&parent=${fitness?.tid}`, sessions.student);
    expect(byTid).toEqual(byName);
    expect(byTid.every((term) => term.parent_tid === fitness?.tid)).toBe(true);
    expect(await terms(`/api/rest/terms?og=${coachingBasics}&vid=25&category=Swimming`, sessions.student)).toEqual([]);
  });

  it('is 404 for a course the user cannot see, 400 for an unknown vocabulary or a missing course', async () => {
    expectProblem(await get(`/api/rest/terms?og=${blended}&vid=23`, sessions.mentor), 404, ERROR_CODES.NOT_FOUND);
    expectProblem(await get(`/api/rest/terms?og=${otherCampusCourse}&vid=23`, sessions.student), 404, ERROR_CODES.NOT_FOUND);
    const unknown = expectProblem(await get(`/api/rest/terms?og=${coachingBasics}&vid=24`, sessions.student), 400, ERROR_CODES.VALIDATION_FAILED);
    expect(unknown.errors).toContainEqual({ path: 'vid', message: COURSE_CONFIG_ERRORS.unknownVocabulary });
    expectProblem(await get('/api/rest/terms?vid=23', sessions.student), 400, ERROR_CODES.VALIDATION_FAILED);
  });

  it("keeps campuses apart: the other campus's course lists its own categories", async () => {
    expect(names(await terms(`/api/rest/terms?og=${otherCampusCourse}&vid=23`, sessions.manager))).toEqual(['Tactics']);
  });
});

describe('GET /api/rest/terms/autocomplete?domain&vid&search', () => {
  const url = (query: string) => `/api/rest/terms/autocomplete?domain=${DEMO_DOMAIN.id}&${query}`;

  it('is 401 without a token', async () => {
    expectProblem(await get(url('vid=23&search=t')), 401, ERROR_CODES.UNAUTHENTICATED);
  });

  it('finds names containing the text, case-insensitively, those starting with it first', async () => {
    expect(names(await terms(url('vid=23&search=T'), sessions.student))).toEqual(['Tactics', 'Fitness']);
    expect(names(await terms(url('vid=23&search=GOAL'), sessions.student))).toEqual(['Goalkeeping']);
  });

  it('gives nothing for empty or blank text, and treats % and _ literally', async () => {
    expect(await terms(url('vid=23&search='), sessions.student)).toEqual([]);
    expect(await terms(url('vid=23'), sessions.student)).toEqual([]);
    expect(await terms(url('vid=23&search=%20%20'), sessions.student)).toEqual([]);
    expect(await terms(url('vid=23&search=%25'), sessions.student)).toEqual([]);
    expect(await terms(url('vid=23&search=_'), sessions.student)).toEqual([]);
  });

  it('searches child categories of one category', async () => {
    expect(names(await terms(url('vid=25&search=P&category=Tactics'), sessions.student))).toEqual(['Pressing', 'Build-up play', 'Set pieces']);
  });

  it('answers at most 20 terms', async () => {
    await t.db
      .insert(taxonomyTerms)
      .values(Array.from({ length: 25 }, (_, index) => ({ domainId: DEMO_DOMAIN.id, vid: VOCABULARY.videoTopics, name: `Drill ${String(index).padStart(2, '0')}` })));
    const list = await terms(url('vid=18&search=drill'), sessions.student);
    expect(list).toHaveLength(20);
    expect(list[0]?.name).toBe('Drill 00');
  });

  it('is 404 for a campus the user does not belong to', async () => {
    expectProblem(await get(`/api/rest/terms/autocomplete?domain=${otherCampusId}&vid=23&search=t`, sessions.student), 404, ERROR_CODES.NOT_FOUND);
  });
});

describe('GET /api/rest/terms/search?domain&vid&search', () => {
  it('answers the names of the campus-scoped search', async () => {
    const response = await get(`/api/rest/terms/search?domain=${DEMO_DOMAIN.id}&vid=23&search=ness`, sessions.student);
    expect(response.statusCode, response.body).toBe(200);
    expect(TermNameListSchema.parse(response.json())).toEqual(['Fitness']);
    expectProblem(await get(`/api/rest/terms/search?domain=${DEMO_DOMAIN.id}&vid=23&search=ness`), 401, ERROR_CODES.UNAUTHENTICATED);
  });
});

describe('POST /api/rest/terms', () => {
  it('is 401 without a token', async () => {
    expectProblem(await post({ vid: 23, name: 'Nutrition', domain: DEMO_DOMAIN.id }), 401, ERROR_CODES.UNAUTHENTICATED);
  });

  it('refuses students and non-managers of the campus with 403', async () => {
    expectProblem(await post({ vid: 23, name: 'Nutrition', domain: DEMO_DOMAIN.id }, sessions.student), 403, ERROR_CODES.FORBIDDEN);
    expectProblem(await post({ vid: 23, name: 'Nutrition', og: coachingBasics }, sessions.student), 403, ERROR_CODES.FORBIDDEN);
    expectProblem(await post({ vid: 23, name: 'Nutrition', domain: DEMO_DOMAIN.id }, sessions.instructor), 403, ERROR_CODES.FORBIDDEN);
  });

  it('creates a category for the campus manager (201), and answers the existing one for the same name (200)', async () => {
    const created = await post({ vid: 23, name: ' Nutrition ', domain: DEMO_DOMAIN.id }, sessions.manager);
    expect(created.statusCode, created.body).toBe(201);
    const term = TaxonomyTermSchema.parse(created.json());
    expect(term).toMatchObject({ name: 'Nutrition', vid: 23, parent_tid: null });
    const again = await post({ vid: 23, name: 'NUTRITION', domain: DEMO_DOMAIN.id }, sessions.admin);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(term);
    expect(names(await terms(`/api/rest/terms?og=${coachingBasics}&vid=23`, sessions.student))).toContain('Nutrition');
  });

  it('lets a course manager without a campus role add terms through their course', async () => {
    const response = await post({ vid: 18, name: 'Warm-up games', og: coachingBasics }, sessions.instructor);
    expect(response.statusCode, response.body).toBe(201);
    expect(TaxonomyTermSchema.parse(response.json())).toMatchObject({ name: 'Warm-up games', vid: 18 });
  });

  it('adds a child category under its category; the same name may live under another category', async () => {
    const response = await post({ vid: 25, name: 'Speed', category: 'tactics', domain: DEMO_DOMAIN.id }, sessions.manager);
    expect(response.statusCode, response.body).toBe(201);
    const tactics = (await terms(`/api/rest/terms?og=${coachingBasics}&vid=23`, sessions.manager)).find((term) => term.name === 'Tactics');
    expect(TaxonomyTermSchema.parse(response.json()).parent_tid).toBe(tactics?.tid);
    const byTid = await post({ vid: 25, name: 'speed', parent: tactics?.tid, domain: DEMO_DOMAIN.id }, sessions.manager);
    expect(byTid.statusCode).toBe(200);
  });

  it.each([
    [{ vid: 25, name: 'Agility', domain: 1 }, 'parent', COURSE_CONFIG_ERRORS.termParentRequired],
    [{ vid: 23, name: 'Agility', domain: 1, category: 'Fitness' }, 'parent', COURSE_CONFIG_ERRORS.termParentNotAllowed],
    [{ vid: 23, name: '', domain: 1 }, 'name', COURSE_CONFIG_ERRORS.termNameRequired],
    [{ vid: 23, name: 'x'.repeat(256), domain: 1 }, 'name', COURSE_CONFIG_ERRORS.termNameTooLong],
    [{ vid: 23, name: 'Agility' }, 'domain', COURSE_CONFIG_ERRORS.termScopeRequired],
    [{ vid: 19, name: 'Agility', domain: 1 }, 'vid', COURSE_CONFIG_ERRORS.unknownVocabulary],
    [{ vid: 25, name: 'Agility', domain: 1, category: 'Swimming' }, 'parent', COURSE_CONFIG_ERRORS.unknownCategory],
  ])('refuses %o with a field error at %s', async (body, path, message) => {
    const problem = expectProblem(await post(body, sessions.manager), 400, ERROR_CODES.VALIDATION_FAILED);
    expect(problem.errors).toContainEqual({ path, message });
  });

  it('refuses a parent category of another campus', async () => {
    const [foreign] = await t.db
      .insert(taxonomyTerms)
      .values({ domainId: otherCampusId, vid: VOCABULARY.courseCategories, name: 'Foreign' })
      .returning({ id: taxonomyTerms.id });
    const problem = expectProblem(await post({ vid: 25, name: 'Agility', domain: DEMO_DOMAIN.id, parent: foreign?.id }, sessions.manager), 400, ERROR_CODES.VALIDATION_FAILED);
    expect(problem.errors).toEqual([{ path: 'parent', message: COURSE_CONFIG_ERRORS.unknownCategory }]);
  });

  it("is 404 for a campus the user does not belong to, 400 when the course is not of the named campus", async () => {
    expectProblem(await post({ vid: 23, name: 'Agility', domain: otherCampusId }, sessions.instructor), 404, ERROR_CODES.NOT_FOUND);
    const problem = expectProblem(await post({ vid: 23, name: 'Agility', og: coachingBasics, domain: otherCampusId }, sessions.manager), 400, ERROR_CODES.VALIDATION_FAILED);
    expect(problem.errors).toEqual([{ path: 'domain', message: COURSE_CONFIG_ERRORS.termScopeRequired }]);
  });

  it('creates terms concurrently only once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post({ vid: 23, name: 'Psychology', domain: DEMO_DOMAIN.id }, sessions.manager)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json<TaxonomyTerm>().tid)).size).toBe(1);
  });
});
