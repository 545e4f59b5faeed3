// Course templates on the demo campus (Compact Refresher is a template): every route × role (401, 400,
// 403 COURSE_TEMPLATES_FORBIDDEN or 404, success), and what "use template" copies — a new course of the
// template's type and config with the caller as its only member, the assignments as drafts with their
// attachments (new bytes under new keys), the course documents and the learning path (steps on things
// not copied dropped) — and what it leaves behind (members, progress, content).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  COURSE_FORM_ERRORS,
  COURSE_ROLE,
  COURSE_TEMPLATE_ERROR_CODES,
  CourseTemplateFlagSchema,
  CourseTemplateListSchema,
  CourseTemplateSchema,
  ERROR_CODES,
  UseTemplateResponseSchema,
  type Problem,
} from '@campus/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentAttachments, assignments } from '../../db/schema/assignments.ts';
import { courseFiles, courseFolders } from '../../db/schema/course-files.ts';
import { courseMembers, courses } from '../../db/schema/courses.ts';
import { learningPathSections, learningPathSteps } from '../../db/schema/learning-paths.ts';
import { fileStoreFromEnv } from '../../lib/storage.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, testEnv, type TestApp } from '../../test/build-test-app.ts';
import { call, describeRouteTable, signInEveryone, upload, type Caller, type Sessions } from '../assignments/testing/assignment-fixtures.ts';
import { addMember, createCampus, createCourse, createUser, courseIdByTitle, signInAs, authHeaders } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
let sessions: Sessions;
let dataDir: string;
let refresher: number;
let basics: number;
let tactics: number;

const DAY = 24 * 60 * 60;
const todayUnix = () => Math.floor(Date.now() / 1000 / DAY) * DAY;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-templates-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  sessions = await signInEveryone(t.app, t.db, 'templates-outsider@example.org');
  refresher = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.compactRefresher);
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  tactics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.selfPacedTactics);
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const json = (method: 'PUT' | 'POST', payload: unknown) => ({ method, payload: payload as Record<string, unknown> });
const ONLY_MODERATORS = { student: 403, mentor: 403, guest: 403, nonMember: 403, instructor: 200, manager: 200 };
const useAs = (caller: Caller, id: number, payload: unknown) => call(t.app, sessions, caller, `/api/rest/use-template/${id}`, json('POST', payload));

describeRouteTable(
  [
    {
      name: 'GET /templates',
      expected: ONLY_MODERATORS,
      forbiddenCode: COURSE_TEMPLATE_ERROR_CODES.forbidden,
      request: (caller) => call(t.app, sessions, caller, '/api/rest/templates'),
      // GET /templates takes no input; a wrong id on the one-template route stands in for its 400.
      badRequest: () => call(t.app, sessions, 'manager', '/api/rest/use-template/abc'),
      check: (response) => {
        const list = CourseTemplateListSchema.parse(response.json());
        expect(list.templates.map((template) => template.title)).toContain(DEMO_COURSE_TITLES.compactRefresher);
      },
    },
    {
      name: 'GET /use-template/{id}',
      expected: ONLY_MODERATORS,
      forbiddenCode: COURSE_TEMPLATE_ERROR_CODES.forbidden,
      request: (caller) => call(t.app, sessions, caller, `/api/rest/use-template/${refresher}`),
      badRequest: () => call(t.app, sessions, 'manager', '/api/rest/use-template/0'),
      check: (response) => {
        const template = CourseTemplateSchema.parse(response.json());
        expect(template).toMatchObject({
          id: refresher,
          title: DEMO_COURSE_TITLES.compactRefresher,
          course_type: 'compact_learning',
          counts: { assignments: 3, pathSteps: 0, folders: 1, documents: 2 },
        });
      },
    },
    {
      name: 'PUT /og/{id}/template',
      // Coaching Basics: the student, mentor and guest see it but do not administer it; the outsider does not see it.
      expected: { student: 403, mentor: 403, guest: 403, nonMember: 404, instructor: 200, manager: 200 },
      request: (caller) => call(t.app, sessions, caller, `/api/rest/og/${basics}/template`, json('PUT', { isTemplate: false })),
      badRequest: () => call(t.app, sessions, 'manager', `/api/rest/og/${basics}/template`, json('PUT', { isTemplate: 'yes' })),
      check: (response) => expect(CourseTemplateFlagSchema.parse(response.json())).toEqual({ id: basics, isTemplate: false }),
    },
    {
      name: 'GET /og/{id}/template',
      expected: { student: 403, mentor: 403, guest: 403, nonMember: 404, instructor: 200, manager: 200 },
      request: (caller) => call(t.app, sessions, caller, `/api/rest/og/${basics}/template`),
      badRequest: () => call(t.app, sessions, 'manager', '/api/rest/og/x/template'),
      check: (response) => expect(CourseTemplateFlagSchema.parse(response.json()).id).toBe(basics),
    },
    {
      name: 'POST /use-template/{id}',
      expected: { student: 403, mentor: 403, guest: 403, nonMember: 403, instructor: 201, manager: 201 },
      forbiddenCode: COURSE_TEMPLATE_ERROR_CODES.forbidden,
      request: (caller) => useAs(caller, refresher, { title: `From the template (${caller})` }),
      badRequest: () => useAs('manager', refresher, { title: '   ' }),
      check: (response) => expect(UseTemplateResponseSchema.parse(response.json()).id).toBeGreaterThan(refresher),
    },
  ],
  { namesField: true },
);

describe('the template permission', () => {
  it('is refused in student mode, also to campus managers', async () => {
    const response = await call(t.app, sessions, 'manager', '/api/rest/templates', { studentMode: true });
    expect(response.statusCode).toBe(403);
    expect(response.json<Problem>().code).toBe(COURSE_TEMPLATE_ERROR_CODES.forbidden);
  });

  it('holds for campus admins without any course role', async () => {
    expect((await call(t.app, sessions, 'admin', '/api/rest/templates')).statusCode).toBe(200);
  });

  it('does not reach templates of another campus (404), even for a moderator there', async () => {
    const elsewhere = await createCampus(t.db, 'Templates Elsewhere');
    const course = await createCourse(t.db, { title: 'Elsewhere course', domainId: elsewhere });
    const userId = await createUser(t.db, { email: 'templates-elsewhere@example.org', domainId: elsewhere });
    await addMember(t.db, course, userId, COURSE_ROLE.manager);
    const session = await signInAs(t.app, 'templates-elsewhere@example.org');
    const list = await t.app.inject({ method: 'GET', url: '/api/rest/templates', headers: authHeaders(session) });
    expect(list.statusCode).toBe(200);
    expect(CourseTemplateListSchema.parse(list.json()).templates).toEqual([]);
    const one = await t.app.inject({ method: 'GET', url: `/api/rest/use-template/${refresher}`, headers: authHeaders(session) });
    expect(one.statusCode).toBe(404);
    const use = await t.app.inject({
      method: 'POST',
      url: `/api/rest/use-template/${refresher}`,
      headers: authHeaders(session),
      payload: { title: 'Not mine' },
    });
    expect(use.statusCode).toBe(404);
  });

  it("shows and copies a template's draft assignments only to those who manage the template course", async () => {
    const draftTitle = 'Template draft: not for other moderators';
    const [draft] = await t.db.insert(assignments).values({ courseId: refresher, title: draftTitle, description: 'secret plan', status: 'draft', position: 999 }).returning({ id: assignments.id });
    try {
      // A moderator of their own course on the campus, nothing in the template course.
      const own = await createCourse(t.db, { title: 'Own moderated course' });
      const userId = await createUser(t.db, { email: 'templates-moderator@example.org' });
      await addMember(t.db, own, userId, COURSE_ROLE.instructor);
      const session = await signInAs(t.app, 'templates-moderator@example.org');
      const headers = authHeaders(session);
      const published = await t.db.select({ id: assignments.id }).from(assignments).where(and(eq(assignments.courseId, refresher), eq(assignments.status, 'published')));
      const one = await t.app.inject({ method: 'GET', url: `/api/rest/use-template/${refresher}`, headers });
      expect(one.statusCode, one.body).toBe(200);
      expect(CourseTemplateSchema.parse(one.json()).counts.assignments).toBe(published.length);
      const listed = CourseTemplateListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/rest/templates', headers })).json());
      expect(listed.templates.find((template) => template.id === refresher)?.counts.assignments).toBe(published.length);
      const used = await t.app.inject({ method: 'POST', url: `/api/rest/use-template/${refresher}`, headers, payload: { title: 'Moderator copy' } });
      expect(used.statusCode, used.body).toBe(201);
      const copyId = UseTemplateResponseSchema.parse(used.json()).id;
      const copied = await t.db.select({ title: assignments.title }).from(assignments).where(eq(assignments.courseId, copyId));
      expect(copied).toHaveLength(published.length);
      expect(copied.map((row) => row.title)).not.toContain(draftTitle);

      // The campus manager manages the template course: the draft comes along (as today).
      const managed = await useAs('manager', refresher, { title: 'Manager copy' });
      expect(managed.statusCode, managed.body).toBe(201);
      const managedCopy = await t.db.select({ title: assignments.title }).from(assignments).where(eq(assignments.courseId, UseTemplateResponseSchema.parse(managed.json()).id));
      expect(managedCopy.map((row) => row.title)).toContain(draftTitle);
    } finally {
      await t.db.delete(assignments).where(eq(assignments.id, draft?.id ?? 0));
    }
  });

  it('does not use a course that is no template (404)', async () => {
    const response = await useAs('manager', basics, { title: 'Not a template' });
    expect(response.statusCode).toBe(404);
    expect(response.json<Problem>().code).toBe(ERROR_CODES.NOT_FOUND);
  });
});

describe('POST /use-template/{id} input', () => {
  it('refuses a start date before today and an end before the start, with field errors', async () => {
    const past = await useAs('manager', refresher, { title: 'Late', startdate: todayUnix() - 2 * DAY, enddate: todayUnix() + DAY });
    expect(past.statusCode).toBe(400);
    expect(past.json<Problem>().errors).toEqual([{ path: 'startdate', message: COURSE_FORM_ERRORS.startDateInPast }]);
    const backwards = await useAs('manager', refresher, { title: 'Backwards', startdate: todayUnix() + 5 * DAY, enddate: todayUnix() + DAY });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<Problem>().errors?.map((error) => error.path)).toContain('enddate');
  });

  it('refuses a start date without an end date, and a title over 500 characters', async () => {
    expect((await useAs('manager', refresher, { title: 'Half', startdate: todayUnix() })).statusCode).toBe(400);
    expect((await useAs('manager', refresher, { title: 'x'.repeat(501) })).statusCode).toBe(400);
  });
});

describe('what using a template copies', () => {
  it('creates a course of the template’s type and config, the caller its only member, the assignments as drafts with their files', async () => {
    const [attachmentAssignment] = await t.db
      .select({ id: assignments.id })
      .from(assignments)
      .where(eq(assignments.courseId, refresher))
      .orderBy(asc(assignments.position), asc(assignments.id))
      .limit(1);
    const uploaded = await upload(t.app, sessions, 'instructor', attachmentAssignment?.id ?? 0, [
      { fileName: 'Workshop plan.txt', contentType: 'text/plain', content: 'plan of the workshop' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const start = todayUnix() + 7 * DAY;
    const response = await useAs('manager', refresher, { title: '  Refresher spring  ', startdate: start, enddate: start + 14 * DAY });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = UseTemplateResponseSchema.parse(response.json());

    const [template] = await t.db.select().from(courses).where(eq(courses.id, refresher));
    const [copy] = await t.db.select().from(courses).where(eq(courses.id, id));
    expect(copy).toMatchObject({
      title: 'Refresher spring',
      courseType: 'compact_learning',
      domainId: template?.domainId,
      siteId: template?.siteId,
      description: template?.description,
      settings: template?.settings,
      isTemplate: false,
      startDate: new Date(start * 1000),
      endDate: new Date((start + 14 * DAY) * 1000),
    });

    const managerId = (await t.db.select({ userId: courseMembers.userId, roleId: courseMembers.roleId }).from(courseMembers).where(eq(courseMembers.courseId, id)));
    expect(managerId).toHaveLength(1);
    expect(managerId[0]?.roleId).toBe(COURSE_ROLE.manager);

    const copied = await t.db.select().from(assignments).where(eq(assignments.courseId, id)).orderBy(asc(assignments.position), asc(assignments.id));
    expect(copied.map((row) => row.title)).toEqual(['Learning package: what is new', 'Workshop preparation', 'Workshop follow-up']);
    expect(new Set(copied.map((row) => row.status))).toEqual(new Set(['draft']));

    const copiedFiles = await t.db
      .select()
      .from(assignmentAttachments)
      .where(inArray(assignmentAttachments.assignmentId, copied.map((row) => row.id)));
    expect(copiedFiles).toHaveLength(1);
    const [original] = await t.db.select().from(assignmentAttachments).where(eq(assignmentAttachments.assignmentId, attachmentAssignment?.id ?? 0));
    expect(copiedFiles[0]?.storageKey).not.toBe(original?.storageKey);
    const store = fileStoreFromEnv(testEnv({ DATA_DIR: dataDir }));
    const opened = await store.open(copiedFiles[0]?.storageKey ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('plan of the workshop');

    const folders = await t.db.select().from(courseFolders).where(eq(courseFolders.courseId, id));
    const files = await t.db.select().from(courseFiles).where(eq(courseFiles.courseId, id));
    expect(folders.map((folder) => folder.name)).toEqual(['Material']);
    expect(files.map((file) => file.fileName).sort()).toEqual(['Course guide.pdf', 'Reading list.txt']);
    expect(new Set(files.map((file) => file.folderId))).toEqual(new Set([folders[0]?.id]));
  });

  it('copies the learning path with its assignment and document steps, dropping the others', async () => {
    const marked = await call(t.app, sessions, 'instructor', `/api/rest/og/${tactics}/template`, json('PUT', { isTemplate: true }));
    expect(marked.statusCode).toBe(200);
    const preview = CourseTemplateSchema.parse((await call(t.app, sessions, 'instructor', `/api/rest/use-template/${tactics}`)).json());
    expect(preview.counts.pathSteps).toBe(2);

    const response = await useAs('instructor', tactics, { title: 'Tactics again' });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = UseTemplateResponseSchema.parse(response.json());

    const sections = await t.db.select().from(learningPathSections).where(eq(learningPathSections.courseId, id));
    expect(sections.length).toBeGreaterThan(0);
    const steps = await t.db
      .select()
      .from(learningPathSteps)
      .where(inArray(learningPathSteps.sectionId, sections.map((section) => section.id)))
      .orderBy(asc(learningPathSteps.position));
    expect(steps.map((step) => step.kind).sort()).toEqual(['assignment', 'document']);
    const [assignmentStep] = steps.filter((step) => step.kind === 'assignment');
    const [target] = await t.db.select().from(assignments).where(eq(assignments.id, assignmentStep?.assignmentId ?? 0));
    expect(target).toMatchObject({ courseId: id, title: 'Unit 1: pressing' });
    const [documentStep] = steps.filter((step) => step.kind === 'document');
    const [file] = await t.db.select().from(courseFiles).where(and(eq(courseFiles.id, documentStep?.courseFileId ?? 0), eq(courseFiles.courseId, id)));
    expect(file?.fileName).toBe('Course guide.pdf');

    // Without dates the course starts today and runs as long as the template.
    const [copy] = await t.db.select().from(courses).where(eq(courses.id, id));
    const [template] = await t.db.select().from(courses).where(eq(courses.id, tactics));
    expect(copy?.startDate?.getTime()).toBe(todayUnix() * 1000);
    expect((copy?.endDate?.getTime() ?? 0) - (copy?.startDate?.getTime() ?? 0)).toBe(
      Math.round(((template?.endDate?.getTime() ?? 0) - (template?.startDate?.getTime() ?? 0)) / (DAY * 1000)) * DAY * 1000,
    );
    // Only the instructor who used it is a member; nothing of the learners came along.
    const members = await t.db.select().from(courseMembers).where(eq(courseMembers.courseId, id));
    expect(members).toHaveLength(1);

    await call(t.app, sessions, 'instructor', `/api/rest/og/${tactics}/template`, json('PUT', { isTemplate: false }));
    expect((await useAs('instructor', tactics, { title: 'No longer' })).statusCode).toBe(404);
  });

  it('lets the new course be opened by its manager', async () => {
    const response = await useAs('manager', refresher, { title: 'Opened after use' });
    const { id } = UseTemplateResponseSchema.parse(response.json());
    const course = await t.app.inject({ method: 'GET', url: `/api/rest/og/${id}`, headers: authHeaders(await signInAs(t.app, DEMO_EMAILS.manager)) });
    expect(course.statusCode).toBe(200);
  });
});
