// The course editor on a real database: course config, create, update, soft delete and restore, for
// every demo role, with each field error of the save payload.
import {
  COURSE_CONFIG_ERRORS,
  COURSE_CONFIG_KEYS,
  COURSE_EDITOR_ERROR_CODES,
  COURSE_FORM_ERRORS,
  CourseConfigSchema,
  CourseSaveResponseSchema,
  CourseSchema,
  ERROR_CODES,
  TaxonomyTermListSchema,
  formatCourseDate,
  type CourseConfig,
  type CourseConfigKey,
  type Problem,
} from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMembers, courses, domainMembers, domainRoles } from '../../db/schema/index.ts';
import { campusCourseOptions, taxonomyTerms } from '../../db/schema/taxonomy.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { DEMO_COURSE_OPTIONS } from '../../seed/demo-taxonomy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, createCampus, createCourse, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';
import { blendedPayload, dayFromToday, minimalPayload } from './testing/course-payload.ts';

const E = COURSE_FORM_ERRORS;
const C = COURSE_CONFIG_ERRORS;

let t: TestApp;
const ids = {} as Record<keyof typeof DEMO_COURSE_TITLES, number>;
const sessions = {} as Record<keyof typeof DEMO_EMAILS, SignedIn>;
/** A second campus without the optional course types, where target groups are required. */
let otherCampusId: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, title] of Object.entries(DEMO_COURSE_TITLES)) {
    ids[key as keyof typeof DEMO_COURSE_TITLES] = await courseIdByTitle(t.db, title);
  }
  for (const [key, email] of Object.entries(DEMO_EMAILS)) {
    sessions[key as keyof typeof DEMO_EMAILS] = await signInAs(t.app, email);
  }
  otherCampusId = await createCampus(t.db, 'Second Campus');
  const managerId = await userIdByEmail(t.db, DEMO_EMAILS.manager);
  await t.db.insert(domainMembers).values({ domainId: otherCampusId, userId: managerId });
  await t.db.insert(domainRoles).values({ domainId: otherCampusId, userId: managerId, role: 'campus_manager' });
  await t.db.insert(campusCourseOptions).values({ domainId: otherCampusId, targetGroupOptions: ['Parents'], targetGroupRequired: true });
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, session?: SignedIn, payload?: unknown, studentMode = false): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: session ? authHeaders(session, studentMode) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function expectProblem(response: LightMyRequestResponse, status: number, code: string): Problem {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const problem = response.json<Problem>();
  expect(problem.code).toBe(code);
  return problem;
}

function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  const problem = expectProblem(response, 400, ERROR_CODES.VALIDATION_FAILED);
  const byPath: Record<string, string[]> = {};
  for (const error of problem.errors ?? []) (byPath[error.path] ??= []).push(error.message);
  return byPath;
}

async function config(url: string, session: SignedIn): Promise<CourseConfig> {
  const response = await call('GET', url, session);
  expect(response.statusCode, response.body).toBe(200);
  return CourseConfigSchema.parse(response.json());
}

async function create(payload: unknown, session = sessions.manager, query = ''): Promise<number> {
  const response = await call('POST', `/api/rest/og${query}`, session, payload);
  expect(response.statusCode, response.body).toBe(201);
  return CourseSaveResponseSchema.parse(response.json()).og_id;
}

function visibleKeys(value: CourseConfig): CourseConfigKey[] {
  return COURSE_CONFIG_KEYS.filter((key) => value.config[key].visible);
}

describe('GET /api/rest/og/course-config/load/{type}', () => {
  const url = (type: string, query = '') => `/api/rest/og/course-config/load/${type}${query}`;

  it('is 401 without a token', async () => {
    expectProblem(await call('GET', url('blended')), 401, ERROR_CODES.UNAUTHENTICATED);
  });

  it.each(['student', 'instructor', 'mentor', 'guest'] as const)('refuses the %s with 403', async (who) => {
    expectProblem(await call('GET', url('default'), sessions[who]), 403, ERROR_CODES.FORBIDDEN);
  });

  it('refuses the campus manager in student mode', async () => {
    expectProblem(await call('GET', url('default'), sessions.manager, undefined, true), 403, ERROR_CODES.FORBIDDEN);
  });

  it('gives the campus manager the defaults of a blended course with quotas shown', async () => {
    const value = await config(url('blended'), sessions.manager);
    expect(value).toMatchObject({ og_id: null, domain_id: DEMO_DOMAIN.id, type: 'blended', type_description: 'courseForm.typeDescriptions.blended' });
    expect(value.config.title).toEqual({ value: '', visible: true });
    expect(value.config.start_date).toEqual({ value: null, visible: true, display: null, editable: true });
    expect(value.config.quota_spot_type).toEqual({ value: 'only_campus', visible: true });
    expect(value.config.campus_quota).toEqual({ value: null, visible: true });
    expect(value.config.tandem_visibility).toEqual({ value: 'all_interactions', visible: true });
    expect(value.config.course_target_group_options).toEqual({ value: [...DEMO_COURSE_OPTIONS.targetGroupOptions], visible: true });
    expect(value.config.course_target_group_required).toEqual({ value: false, visible: true });
    expect(value.config.learning_package.visible).toBe(false);
  });

  it('hides quotas for the other types and shows compact learning only its general fields and package', async () => {
    const elearning = await config(url('elearning'), sessions.manager);
    expect(elearning.config.course_quota.visible).toBe(false);
    expect(elearning.config.quota_spot_type).toEqual({ value: null, visible: false });
    const compact = await config(url('compact_learning'), sessions.admin);
    expect(visibleKeys(compact).sort()).toEqual(
      [
        'title',
        'description',
        'category',
        'subcategory',
        'course_target_group',
        'course_target_group_required',
        'course_target_group_options',
        'start_date',
        'end_date',
        'learning_package_title',
        'learning_package',
      ].sort(),
    );
  });

  it('answers 403 COURSE_TYPE_NOT_ALLOWED where the campus does not offer the type', async () => {
    expectProblem(await call('GET', url('self_learning', `?domain=${otherCampusId}`), sessions.manager), 403, COURSE_EDITOR_ERROR_CODES.courseTypeNotAllowed);
    const blended = await config(url('blended', `?domain=${otherCampusId}`), sessions.manager);
    expect(blended.domain_id).toBe(otherCampusId);
    expect(blended.config.course_target_group_required).toEqual({ value: true, visible: true });
    expect(blended.config.tandem_visibility.visible).toBe(false);
  });

  it('is 404 for a campus the user does not belong to, 400 for an unknown type', async () => {
    expectProblem(await call('GET', url('default', `?domain=${otherCampusId}`), sessions.student), 404, ERROR_CODES.NOT_FOUND);
    expectProblem(await call('GET', url('classroom'), sessions.manager), 400, ERROR_CODES.VALIDATION_FAILED);
  });
});

describe('POST /api/rest/og', () => {
  it('is 401 without a token', async () => {
    expectProblem(await call('POST', '/api/rest/og', undefined, blendedPayload()), 401, ERROR_CODES.UNAUTHENTICATED);
  });

  it.each(['student', 'instructor', 'mentor', 'guest'] as const)('refuses the %s with 403 and creates nothing', async (who) => {
    expectProblem(await call('POST', '/api/rest/og', sessions[who], blendedPayload({ title: `by ${who}` })), 403, ERROR_CODES.FORBIDDEN);
    expect(await t.db.select().from(courses).where(eq(courses.title, `by ${who}`))).toEqual([]);
  });

  it('creates a blended course for the campus manager, who becomes its manager', async () => {
    const response = await call('POST', '/api/rest/og', sessions.manager, blendedPayload());
    expect(response.statusCode, response.body).toBe(201);
    const saved = CourseSaveResponseSchema.parse(response.json());
    expect(saved).toMatchObject({ domain_id: DEMO_DOMAIN.id, label: 'Goalkeeping for beginners', course_type: 'blended', dashboard_enabled: true });

    const managerId = await userIdByEmail(t.db, DEMO_EMAILS.manager);
    const members = await t.db.select().from(courseMembers).where(eq(courseMembers.courseId, saved.og_id));
    expect(members.map((member) => [member.userId, member.roleId])).toEqual([[managerId, 3]]);

    const course = CourseSchema.parse((await call('GET', `/api/rest/og/${saved.og_id}`, sessions.manager)).json());
    expect(course).toMatchObject({ label: 'Goalkeeping for beginners', course_type: 'blended', dashboard_enabled: true });
    expect(course.roles).toEqual([{ id: 3 }]);
    expect(course.permissions.administer_course).toBe(1);

    const stored = await config(`/api/rest/og/course-config/edit/${saved.og_id}`, sessions.manager);
    const values = Object.fromEntries(COURSE_CONFIG_KEYS.map((key) => [key, stored.config[key].value]));
    expect(values).toMatchObject({
      title: 'Goalkeeping for beginners',
      description: 'Safe hands in four weeks.',
      category: 'Goalkeeping',
      subcategory: 'Handling',
      course_target_group: ['Youth coaches', 'Goalkeeper coaches'],
      start_date: dayFromToday(3),
      end_date: dayFromToday(63),
      quota_spot_type: 'campus_and_course',
      campus_quota: 10,
      course_quota: 4,
      tandem_visibility: 'participant_interactions',
      workgroups_enabled: true,
      workgroup_size: 5,
      workgroup_type: 'course_context',
      predefined_video_topics_enabled: true,
      video_topics: ['Match analysis', 'Diving saves'],
      video_topics_members: true,
      member_news: true,
      member_dialogs: false,
      member_files: true,
      member_blog_notification: false,
      dashboard_info_title: 'Welcome, keepers',
      dashboard_info: '<p>Bring <strong>gloves</strong>.</p>',
      course_info: '<p>Four on-pitch sessions.</p>',
      learning_package_title: null,
      learning_package: null,
    });
    expect(stored.config.start_date.display).toBe(formatCourseDate(dayFromToday(3)));
  });

  it('adds typed video topics to the campus vocabulary 18, once, in the campus spelling', async () => {
    const first = await create(blendedPayload({ title: 'Topics one', videoTopics: ['Penalty Saves', 'match ANALYSIS'] }));
    await create(blendedPayload({ title: 'Topics two', videoTopics: ['penalty saves'] }));
    const terms = TaxonomyTermListSchema.parse((await call('GET', `/api/rest/terms?og=${first}&vid=18`, sessions.manager)).json());
    const names = terms.map((term) => term.name);
    expect(names.filter((name) => name.toLowerCase() === 'penalty saves')).toEqual(['Penalty Saves']);
    expect(names.filter((name) => name.toLowerCase() === 'match analysis')).toEqual(['Match analysis']);
    const stored = await config(`/api/rest/og/course-config/edit/${first}`, sessions.manager);
    expect(stored.config.video_topics.value).toEqual(['Penalty Saves', 'Match analysis']);
  });

  it('stores category, subcategory and target groups in the campus spelling', async () => {
    const id = await create(blendedPayload({ title: 'Spelling', category: ' goalKEEPING ', subcategory: 'handling', course_target_group: ['referees'] }));
    const stored = await config(`/api/rest/og/course-config/edit/${id}`, sessions.manager);
    expect(stored.config.category.value).toBe('Goalkeeping');
    expect(stored.config.subcategory.value).toBe('Handling');
    expect(stored.config.course_target_group.value).toEqual(['Referees']);
  });

  it('stores fields the type does not show as empty, and sanitizes rich text', async () => {
    const id = await create(
      blendedPayload({
        course_type: 'elearning',
        title: 'Online rules',
        dashboardInfo: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
        courseInfo: '<script>alert(1)</script>',
      }),
    );
    const stored = await config(`/api/rest/og/course-config/edit/${id}`, sessions.manager);
    expect(stored.config.quota_spot_type).toEqual({ value: null, visible: false });
    expect(stored.config.campus_quota.value).toBeNull();
    expect(stored.config.course_quota.value).toBeNull();
    expect(stored.config.dashboard_info.value).toBe('<p>Hi <a rel="noopener noreferrer nofollow">x</a></p>');
    expect(stored.config.course_info.value).toBeNull();
  });

  it('drops both quotas for spot type only_campus and workgroup details when workgroups are off', async () => {
    const id = await create(blendedPayload({ title: 'Only campus', spottype: 'only_campus', workgroupsEnabled: false }));
    const stored = await config(`/api/rest/og/course-config/edit/${id}`, sessions.manager);
    expect(stored.config.campus_quota.value).toBeNull();
    expect(stored.config.course_quota.value).toBeNull();
    expect(stored.config.workgroup_size.value).toBeNull();
    expect(stored.config.workgroup_type.value).toBeNull();
  });

  it('lets the admin create a compact learning course with its learning package, as its manager', async () => {
    const id = await create(
      minimalPayload('compact_learning', { learningPackageTitle: 'Refresher package', learningPackage: 'refresher.zip', spottype: 'campus_and_course', campusSpotQuota: 3 }),
      sessions.admin,
    );
    const adminId = await userIdByEmail(t.db, DEMO_EMAILS.admin);
    const [member] = await t.db
      .select()
      .from(courseMembers)
      .where(and(eq(courseMembers.courseId, id), eq(courseMembers.userId, adminId)));
    expect(member?.roleId).toBe(3);
    const stored = await config(`/api/rest/og/course-config/edit/${id}`, sessions.admin);
    expect(stored.config.learning_package_title).toEqual({ value: 'Refresher package', visible: true });
    expect(stored.config.learning_package).toEqual({ value: 'refresher.zip', visible: true });
    expect(stored.config.campus_quota).toEqual({ value: null, visible: false });
  });

  it('creates on another campus with ?domain=, where only that campus counts', async () => {
    const response = await call('POST', `/api/rest/og?domain=${otherCampusId}`, sessions.manager, minimalPayload('default', { course_target_group: ['parents'], category: 'Goalkeeping' }));
    expect(fieldErrors(response)).toEqual({ category: [COURSE_CONFIG_ERRORS.unknownCategory] });
    const id = await create(minimalPayload('default', { course_target_group: ['parents'] }), sessions.manager, `?domain=${otherCampusId}`);
    const [row] = await t.db.select({ domainId: courses.domainId }).from(courses).where(eq(courses.id, id));
    expect(row?.domainId).toBe(otherCampusId);
  });

  it('requires a target group where the campus says so', async () => {
    const response = await call('POST', `/api/rest/og?domain=${otherCampusId}`, sessions.manager, minimalPayload('default'));
    expect(fieldErrors(response)).toEqual({ course_target_group: [COURSE_FORM_ERRORS.targetGroupRequired] });
  });

  it('refuses self and compact learning on a campus that does not offer them, as a field error', async () => {
    for (const type of ['self_learning', 'compact_learning']) {
      const response = await call('POST', `/api/rest/og?domain=${otherCampusId}`, sessions.manager, minimalPayload(type, { course_target_group: ['Parents'] }));
      expect(fieldErrors(response)).toEqual({ course_type: [COURSE_CONFIG_ERRORS.courseTypeNotAllowed] });
    }
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title', E.titleRequired],
    ['no title', { title: undefined }, 'title', E.titleRequired],
    ['a title of 501 characters', { title: 'x'.repeat(501) }, 'title', E.titleTooLong],
    ['no description', { description: undefined }, 'description', E.descriptionRequired],
    ['a description of 1001 characters', { description: 'x'.repeat(1001) }, 'description', E.descriptionTooLong],
    ['no start date', { startdate: undefined }, 'startdate', E.dateRequired],
    ['no end date', { enddate: undefined }, 'enddate', E.dateRequired],
    ['a start date that is not a whole number', { startdate: 1.5 }, 'startdate', E.invalidDate],
    ['a start date before today', { startdate: dayFromToday(-1) }, 'startdate', E.startDateInPast],
    ['an end date before the start date', { enddate: dayFromToday(2) }, 'enddate', E.endDateBeforeStartDate],
    ['a negative campus quota', { campusSpotQuota: '-1' }, 'campusSpotQuota', E.number],
    ['a course quota with letters', { courseSpotQuota: '4a' }, 'courseSpotQuota', E.number],
    ['a fractional course quota', { courseSpotQuota: 1.5 }, 'courseSpotQuota', E.number],
    ['a workgroup size that is not a number', { workgroupSize: 'five' }, 'workgroupSize', E.number],
    ['an unknown spot type', { spottype: 'everyone' }, 'spottype', E.invalid],
    ['an unknown workgroup type', { workgroupType: 'random' }, 'workgroupType', E.invalid],
    ['an unknown tandem visibility', { tandemVisibility: 'nobody' }, 'tandemVisibility', E.invalid],
    ['an unknown course type', { course_type: 'classroom' }, 'course_type', E.invalid],
    ['two categories', { category: ['Goalkeeping', 'Tactics'] }, 'category', E.invalid],
    ['a subcategory without a category', { category: null }, 'subcategory', E.subcategoryWithoutCategory],
    ['a category the campus does not have', { category: 'Swimming', subcategory: null }, 'category', C.unknownCategory],
    ['a subcategory of another category', { subcategory: 'Pressing' }, 'subcategory', C.unknownSubcategory],
    ['a target group the campus does not offer', { course_target_group: ['Youth coaches', 'Astronauts'] }, 'course_target_group', C.unknownTargetGroup],
    ['a video topic that is not text', { videoTopics: [42] }, 'videoTopics.0', E.invalid],
    ['a switch that is not a boolean', { memberNewsEnabled: 'yes' }, 'memberNewsEnabled', E.invalid],
  ])('refuses %s with its field error and creates nothing', async (_name, change, path, message) => {
    const title = `Refused ${path} ${message}`;
    const response = await call('POST', '/api/rest/og', sessions.manager, blendedPayload({ title, ...change }));
    const errors = fieldErrors(response);
    expect(errors[path]).toEqual([message]);
    expect(Object.keys(errors)).toEqual([path]);
    expect(await t.db.select().from(courses).where(eq(courses.title, title))).toEqual([]);
  });

  it('reports every field error of an empty payload at once', async () => {
    const errors = fieldErrors(await call('POST', '/api/rest/og', sessions.manager, {}));
    expect(errors).toMatchObject({
      course_type: [E.invalid],
      title: [E.titleRequired],
      description: [E.descriptionRequired],
      startdate: [E.dateRequired],
      enddate: [E.dateRequired],
    });
  });

  it('reports schema and campus errors together', async () => {
    const errors = fieldErrors(await call('POST', '/api/rest/og', sessions.manager, blendedPayload({ title: '', category: 'Swimming', subcategory: null })));
    expect(errors).toEqual({ title: [E.titleRequired], category: [C.unknownCategory] });
  });

  it('refuses a body that is not JSON object', async () => {
    expectProblem(await call('POST', '/api/rest/og', sessions.manager, ['not', 'an', 'object']), 400, ERROR_CODES.VALIDATION_FAILED);
  });

  // Issue 12: an empty JSON body (the spec's clients label every request JSON) was a 500.
  it.each([
    ['an empty JSON body', ''],
    ['JSON null', 'null'],
    ['a bare JSON string', '"course"'],
    ['a JSON number', '42'],
  ])('answers %s with 400 VALIDATION_FAILED, for the admin too', async (_label, payload) => {
    for (const session of [sessions.admin, sessions.manager]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/rest/og',
        headers: { ...authHeaders(session), 'content-type': 'application/json' },
        payload,
      });
      expectProblem(response, 400, ERROR_CODES.VALIDATION_FAILED);
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/rest/og/${ids.coachingBasics}`,
        headers: { ...authHeaders(session), 'content-type': 'application/json' },
        payload,
      });
      expectProblem(update, 400, ERROR_CODES.VALIDATION_FAILED);
    }
  });
});

describe('GET /api/rest/og/course-config/edit/{id}', () => {
  const url = (id: number) => `/api/rest/og/course-config/edit/${id}`;

  it('is 401 without a token', async () => {
    expectProblem(await call('GET', url(ids.coachingBasics)), 401, ERROR_CODES.UNAUTHENTICATED);
  });

  it('refuses members who do not administer the course with 403', async () => {
    for (const who of ['student', 'mentor', 'guest'] as const) {
      expectProblem(await call('GET', url(ids.coachingBasics), sessions[who]), 403, ERROR_CODES.FORBIDDEN);
    }
    expectProblem(await call('GET', url(ids.coachingBasics), sessions.manager, undefined, true), 403, ERROR_CODES.FORBIDDEN);
  });

  it('is 404 for a course the user cannot see and for an unknown course', async () => {
    expectProblem(await call('GET', url(ids.blendedGoalkeeper), sessions.mentor), 404, ERROR_CODES.NOT_FOUND);
    expectProblem(await call('GET', url(999_999), sessions.admin), 404, ERROR_CODES.NOT_FOUND);
  });

  it('gives course managers, instructors (administer_course) and admins the stored values; a started course locks its start date', async () => {
    for (const who of ['manager', 'instructor', 'admin'] as const) {
      const value = await config(url(ids.blendedGoalkeeper), sessions[who]);
      expect(value).toMatchObject({ og_id: ids.blendedGoalkeeper, type: 'blended', domain_id: DEMO_DOMAIN.id });
      expect(value.config.title.value).toBe(DEMO_COURSE_TITLES.blendedGoalkeeper);
      expect(value.config.start_date.editable).toBe(false);
      expect(value.config.start_date.value).toBe(dayFromToday(-14));
      expect(value.config.end_date.editable).toBe(true);
      expect(value.config.dashboard_info_title.value).toBe('Next on-pitch session');
    }
  });
});

describe('PUT /api/rest/og/{id}', () => {
  const url = (id: number) => `/api/rest/og/${id}`;
  let courseId: number;

  beforeAll(async () => {
    courseId = await create(blendedPayload({ title: 'To be edited' }));
  });

  it('is 401 without a token', async () => {
    expectProblem(await call('PUT', url(courseId), undefined, blendedPayload()), 401, ERROR_CODES.UNAUTHENTICATED);
  });

  it('refuses a student of the course with 403, and is 404 for a course the user cannot see', async () => {
    expectProblem(await call('PUT', url(ids.coachingBasics), sessions.student, minimalPayload('default')), 403, ERROR_CODES.FORBIDDEN);
    expectProblem(await call('PUT', url(courseId), sessions.student, blendedPayload()), 404, ERROR_CODES.NOT_FOUND);
    expectProblem(await call('PUT', url(ids.blendedGoalkeeper), sessions.mentor, blendedPayload()), 404, ERROR_CODES.NOT_FOUND);
  });

  it('updates the title for the course manager, as GET /og/{id} then shows', async () => {
    const response = await call('PUT', url(courseId), sessions.manager, blendedPayload({ title: 'Edited title' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(CourseSaveResponseSchema.parse(response.json())).toMatchObject({ og_id: courseId, label: 'Edited title' });
    const course = CourseSchema.parse((await call('GET', `/api/rest/og/${courseId}`, sessions.manager)).json());
    expect(course.label).toBe('Edited title');
  });

  it('reports field errors and changes nothing', async () => {
    const errors = fieldErrors(await call('PUT', url(courseId), sessions.manager, blendedPayload({ title: '', enddate: dayFromToday(1) })));
    expect(errors).toEqual({ title: [E.titleRequired], enddate: [E.endDateBeforeStartDate] });
    const [row] = await t.db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
    expect(row?.title).toBe('Edited title');
  });

  it('refuses moving a course that has not started to a start date in the past', async () => {
    const errors = fieldErrors(await call('PUT', url(courseId), sessions.manager, blendedPayload({ startdate: dayFromToday(-2) })));
    expect(errors).toEqual({ startdate: [E.startDateInPast] });
  });

  it('keeps a start date that is already past, whatever the payload says', async () => {
    const before = await config(`/api/rest/og/course-config/edit/${ids.rulesOfTheGame}`, sessions.manager);
    const payload = minimalPayload('elearning', { title: 'Rules of the Game', startdate: dayFromToday(5), enddate: dayFromToday(200) });
    const response = await call('PUT', url(ids.rulesOfTheGame), sessions.manager, payload);
    expect(response.statusCode, response.body).toBe(200);
    const after = await config(`/api/rest/og/course-config/edit/${ids.rulesOfTheGame}`, sessions.manager);
    expect(after.config.start_date.value).toBe(before.config.start_date.value);
    expect(after.config.end_date.value).toBe(dayFromToday(200));
    // The past start date sent back as it is is no error either.
    const again = await call('PUT', url(ids.rulesOfTheGame), sessions.manager, { ...payload, startdate: before.config.start_date.value });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('keeps settings other features store in the course', async () => {
    const [row] = await t.db.select({ settings: courses.settings }).from(courses).where(eq(courses.id, courseId));
    await t.db.update(courses).set({ settings: { ...row?.settings, videoUploadEnabled: false, tandemAssignments: true } }).where(eq(courses.id, courseId));
    const response = await call('PUT', url(courseId), sessions.manager, blendedPayload({ title: 'Edited title', memberNewsEnabled: false }));
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await t.db.select({ settings: courses.settings }).from(courses).where(eq(courses.id, courseId));
    expect(after?.settings).toMatchObject({ videoUploadEnabled: false, tandemAssignments: true, memberNewsEnabled: false });
  });

  it('lets an instructor (administer_course) edit, but not switch the type, which needs the right to create it', async () => {
    const payload = minimalPayload('default', { title: DEMO_COURSE_TITLES.coachingBasics, startdate: dayFromToday(0) });
    const refused = await call('PUT', url(ids.coachingBasics), sessions.instructor, { ...payload, course_type: 'blended' });
    expect(fieldErrors(refused)).toEqual({ course_type: [COURSE_CONFIG_ERRORS.courseTypeNotAllowed] });
    const kept = await call('PUT', url(ids.coachingBasics), sessions.instructor, payload);
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('lets the campus manager switch the type of a course', async () => {
    const id = await create(minimalPayload('default', { title: 'Becomes blended' }));
    const response = await call('PUT', url(id), sessions.manager, minimalPayload('blended', { title: 'Becomes blended', spottype: 'campus_and_course', courseSpotQuota: 2 }));
    expect(response.statusCode, response.body).toBe(200);
    const stored = await config(`/api/rest/og/course-config/edit/${id}`, sessions.manager);
    expect(stored.type).toBe('blended');
    expect(stored.config.course_quota).toEqual({ value: 2, visible: true });
  });
});

describe('DELETE /api/rest/og/{id} and POST /api/rest/og/{id}/restore', () => {
  let courseId: number;

  beforeAll(async () => {
    courseId = await create(blendedPayload({ title: 'Short-lived course' }));
  });

  it('is 401 without a token', async () => {
    expectProblem(await call('DELETE', `/api/rest/og/${courseId}`), 401, ERROR_CODES.UNAUTHENTICATED);
    expectProblem(await call('POST', `/api/rest/og/${courseId}/restore`), 401, ERROR_CODES.UNAUTHENTICATED);
  });

  it('refuses students with 403 and is 404 for a course the user cannot see', async () => {
    expectProblem(await call('DELETE', `/api/rest/og/${ids.coachingBasics}`, sessions.student), 403, ERROR_CODES.FORBIDDEN);
    expectProblem(await call('DELETE', `/api/rest/og/${courseId}`, sessions.mentor), 404, ERROR_CODES.NOT_FOUND);
  });

  it('soft-deletes for the course manager: the course is 404 and gone from the list, its data kept', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/rest/og/${courseId}`,
      headers: { ...authHeaders(sessions.manager), 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    expectProblem(await call('GET', `/api/rest/og/${courseId}`, sessions.manager), 404, ERROR_CODES.NOT_FOUND);
    expectProblem(await call('GET', `/api/rest/og/${courseId}`, sessions.admin), 404, ERROR_CODES.NOT_FOUND);
    expectProblem(await call('GET', `/api/rest/og/course-config/edit/${courseId}`, sessions.manager), 404, ERROR_CODES.NOT_FOUND);
    expectProblem(await call('PUT', `/api/rest/og/${courseId}`, sessions.manager, blendedPayload()), 404, ERROR_CODES.NOT_FOUND);
    expectProblem(await call('DELETE', `/api/rest/og/${courseId}`, sessions.manager), 404, ERROR_CODES.NOT_FOUND);
    const list = (await call('GET', '/api/rest/og', sessions.manager)).json<{ courses: { og_id: number }[] }[]>();
    expect(list.flatMap((group) => group.courses.map((course) => course.og_id))).not.toContain(courseId);

    const [row] = await t.db.select().from(courses).where(eq(courses.id, courseId));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.title).toBe('Short-lived course');
    expect(await t.db.select().from(courseMembers).where(eq(courseMembers.courseId, courseId))).toHaveLength(1);
  });

  it('lets only admins restore: 403 for the campus manager, 404 for an unknown course', async () => {
    expectProblem(await call('POST', `/api/rest/og/${courseId}/restore`, sessions.manager), 403, ERROR_CODES.FORBIDDEN);
    expectProblem(await call('POST', `/api/rest/og/999999/restore`, sessions.admin), 404, ERROR_CODES.NOT_FOUND);
  });

  it('restores the course with its data for the admin', async () => {
    const response = await call('POST', `/api/rest/og/${courseId}/restore`, sessions.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(CourseSaveResponseSchema.parse(response.json())).toMatchObject({ og_id: courseId, label: 'Short-lived course' });
    const course = CourseSchema.parse((await call('GET', `/api/rest/og/${courseId}`, sessions.manager)).json());
    expect(course.roles).toEqual([{ id: 3 }]);
    const stored = await config(`/api/rest/og/course-config/edit/${courseId}`, sessions.manager);
    expect(stored.config.category.value).toBe('Goalkeeping');
    // Restoring a live course changes nothing.
    expect((await call('POST', `/api/rest/og/${courseId}/restore`, sessions.admin)).statusCode).toBe(200);
  });

  it('lets the campus manager delete a course of the campus they are not a member of', async () => {
    const id = await createCourse(t.db, { title: 'Campus course without members' });
    const response = await call('DELETE', `/api/rest/og/${id}`, sessions.manager);
    expect(response.statusCode, response.body).toBe(204);
  });
});

describe('taxonomy terms created on the way', () => {
  it('keeps one row per name in a campus vocabulary', async () => {
    const rows = await t.db.select({ name: taxonomyTerms.name }).from(taxonomyTerms).where(and(eq(taxonomyTerms.domainId, DEMO_DOMAIN.id), eq(taxonomyTerms.vid, 18)));
    const lower = rows.map((row) => row.name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});
