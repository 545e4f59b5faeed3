// The learning path routes on a real database with the demo campus: the demo path of "Self-paced
// Tactics", the caller's progress and the composed course progress, staff editing, refusals per role.
import { ERROR_CODES, LEARNING_PATH_ERROR_CODES, LearningPathSchema, type LearningPath, type LearningPathInput, type Problem } from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, contentItems, courseFiles, videos } from '../../db/schema/index.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { DEMO_LEARNING_PATH } from '../../seed/demo-learning-paths.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_EMAILS, SignedIn>;
let tactics: number;
let basics: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) sessions[key] = await signInAs(t.app, email);
  tactics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.selfPacedTactics);
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
});

afterAll(async () => {
  await t.close();
});

type Who = keyof typeof DEMO_EMAILS;

function get(courseId: number | string, who?: Who, studentMode = false) {
  return t.app.inject({ method: 'GET', url: `/api/rest/og/${courseId}/learning-path`, headers: who ? authHeaders(sessions[who], studentMode) : {} });
}

function put(courseId: number, body: unknown, who?: Who, studentMode = false) {
  return t.app.inject({ method: 'PUT', url: `/api/rest/og/${courseId}/learning-path`, headers: who ? authHeaders(sessions[who], studentMode) : {}, payload: body as object });
}

function done(courseId: number, stepId: number | string, who?: Who) {
  return t.app.inject({ method: 'POST', url: `/api/rest/og/${courseId}/learning-path/steps/${stepId}/done`, headers: who ? authHeaders(sessions[who]) : {} });
}

async function path(courseId: number, who: Who): Promise<LearningPath> {
  const response = await get(courseId, who);
  expect(response.statusCode, response.body).toBe(200);
  return LearningPathSchema.parse(response.json());
}

const steps = (value: LearningPath) => value.sections.flatMap((section) => section.steps);

async function studentProgress(courseId: number): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/rest/og/${courseId}`, headers: authHeaders(sessions.student) });
  return (response.json() as { course_progress: { student_progress: number } }).course_progress.student_progress;
}

async function menuIds(courseId: number, who: Who): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/rest/og/${courseId}`, headers: authHeaders(sessions[who]) });
  return (response.json() as { menu_items: { id: string }[] }).menu_items.map((item) => item.id);
}

/** The same path as `value`, as a PUT body (optionally with the steps reordered). */
function asInput(value: LearningPath): LearningPathInput {
  return {
    sections: value.sections.map((section) => ({
      title: section.title,
      steps: section.steps.map((step) => ({ kind: step.kind, refId: step.refId, requiresPrevious: step.requiresPrevious })),
    })),
  };
}

describe('GET /api/rest/og/{id}/learning-path', () => {
  it('is 401 without a token, 400 for a non-numeric id, 404 for a course the caller cannot see', async () => {
    expect((await get(tactics)).statusCode).toBe(401);
    expect((await get('abc', 'student')).statusCode).toBe(400);
    // The demo guest belongs to Coaching Basics only.
    const hidden = await get(tactics, 'guest');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<Problem>().code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it("answers the demo path with the student's progress: one step left", async () => {
    const value = await path(tactics, 'student');
    expect(value).toMatchObject({ og_id: tactics, exists: true, can_edit: false, can_track: true, candidates: [] });
    expect(value.sections.map((section) => section.title)).toEqual([...DEMO_LEARNING_PATH.sections]);
    expect(steps(value).map((step) => [step.title, step.kind, step.status])).toEqual([
      ['Course guide.pdf', 'document', 'done'],
      ['Unit 1: pressing', 'assignment', 'done'],
      [DEMO_LEARNING_PATH.lastStep, 'external_content', 'open'],
    ]);
    expect(value.progress).toEqual({ done: 2, total: 3, percent: 67 });
    expect(steps(value)[2]?.contentType).toBe('external_content');
  });

  it('gives staff the candidates to add; a mentor reads without editing', async () => {
    const staff = await path(tactics, 'instructor');
    expect(staff.can_edit).toBe(true);
    expect(staff.candidates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'assignment', title: 'Unit 3: transitions' }),
        expect.objectContaining({ kind: 'document', title: 'Reading list.txt' }),
        expect.objectContaining({ kind: 'content', title: 'Session plan template' }),
      ]),
    );
    expect((await path(tactics, 'mentor')).can_edit).toBe(false);
    // Staff in student mode act as students.
    const asStudent = LearningPathSchema.parse((await get(tactics, 'instructor', true)).json());
    expect(asStudent.can_edit).toBe(false);
  });

  it('answers exists false and no steps for a course without a path', async () => {
    const value = await path(basics, 'student');
    expect(value).toMatchObject({ exists: false, sections: [], progress: { done: 0, total: 0, percent: 0 } });
  });

  it('shows the learning path menu entry to learners only where there is a path, to staff always', async () => {
    expect(await menuIds(tactics, 'student')).toContain('learning-path');
    expect(await menuIds(basics, 'student')).not.toContain('learning-path');
    expect(await menuIds(basics, 'instructor')).toContain('learning-path');
  });
});

describe('POST /api/rest/og/{id}/learning-path/steps/{stepId}/done', () => {
  it('is 401 without a token and 400 for a non-numeric step', async () => {
    expect((await done(tactics, 1)).statusCode).toBe(401);
    expect((await done(tactics, 'x', 'student')).statusCode).toBe(400);
  });

  it('refuses assignment steps (409), unknown steps (404) and steps of a course the caller cannot see (404)', async () => {
    const unit = steps(await path(tactics, 'student')).find((step) => step.kind === 'assignment');
    const notManual = await done(tactics, unit?.id ?? 0, 'student');
    expect(notManual.statusCode).toBe(409);
    expect(notManual.json<Problem>().code).toBe(LEARNING_PATH_ERROR_CODES.stepNotManual);
    const unknown = await done(tactics, 999_999, 'student');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Problem>().code).toBe(LEARNING_PATH_ERROR_CODES.stepNotFound);
    expect((await done(tactics, unit?.id ?? 0, 'guest')).statusCode).toBe(404);
  });

  it('completes the last step: 100 % on the path and as the course progress', async () => {
    expect(await studentProgress(tactics)).toBe(67);
    const last = steps(await path(tactics, 'student')).at(-1);
    const response = await done(tactics, last?.id ?? 0, 'student');
    expect(response.statusCode, response.body).toBe(200);
    const value = LearningPathSchema.parse(response.json());
    expect(steps(value).map((step) => step.status)).toEqual(['done', 'done', 'done']);
    expect(value.progress).toEqual({ done: 3, total: 3, percent: 100 });
    expect(await studentProgress(tactics)).toBe(100);
    // Again: nothing changes.
    expect(LearningPathSchema.parse((await done(tactics, last?.id ?? 0, 'student')).json()).progress.percent).toBe(100);
  });

  it('refuses guests (403) and locked steps (409)', async () => {
    const [link] = await t.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.courseId, basics), eq(contentItems.type, 'external_content')));
    const [file] = await t.db.select({ id: courseFiles.id }).from(courseFiles).where(eq(courseFiles.courseId, basics));
    const body: LearningPathInput = {
      sections: [
        {
          title: 'Basics',
          steps: [
            { kind: 'external_content', refId: link?.id ?? 0 },
            { kind: 'document', refId: file?.id ?? 0, requiresPrevious: true },
          ],
        },
      ],
    };
    const saved = await put(basics, body, 'instructor');
    expect(saved.statusCode, saved.body).toBe(200);
    const [first, second] = steps(await path(basics, 'student'));
    expect([first?.status, second?.status]).toEqual(['open', 'locked']);

    const guest = await done(basics, first?.id ?? 0, 'guest');
    expect(guest.statusCode).toBe(403);
    expect(guest.json<Problem>().code).toBe(LEARNING_PATH_ERROR_CODES.progressForbidden);
    const locked = await done(basics, second?.id ?? 0, 'student');
    expect(locked.statusCode).toBe(409);
    expect(locked.json<Problem>().code).toBe(LEARNING_PATH_ERROR_CODES.stepLocked);

    expect((await done(basics, first?.id ?? 0, 'student')).statusCode).toBe(200);
    expect((await done(basics, second?.id ?? 0, 'student')).statusCode).toBe(200);
    expect((await path(basics, 'student')).progress.percent).toBe(100);
  });
});

describe('PUT /api/rest/og/{id}/learning-path', () => {
  it('is 401 without a token and 400 for an invalid body', async () => {
    expect((await put(tactics, { sections: [] })).statusCode).toBe(401);
    const blank = await put(tactics, { sections: [{ title: '   ', steps: [] }] }, 'instructor');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<Problem>()).toMatchObject({ code: ERROR_CODES.VALIDATION_FAILED, errors: [expect.objectContaining({ path: 'sections.0.title' })] });
    const badKind = await put(tactics, { sections: [{ title: 'x', steps: [{ kind: 'quiz', refId: 1 }] }] }, 'instructor');
    expect(badKind.statusCode).toBe(400);
    const twice = await put(tactics, { sections: [{ title: 'x', steps: [{ kind: 'video', refId: 1 }, { kind: 'video', refId: 1 }] }] }, 'instructor');
    expect(twice.statusCode).toBe(400);
  });

  it('refuses students, mentors and staff in student mode (403) and non-members (404)', async () => {
    for (const [who, studentMode] of [['student', false], ['mentor', false], ['instructor', true]] as const) {
      const response = await put(tactics, { sections: [] }, who, studentMode);
      expect(response.statusCode, who).toBe(403);
      expect(response.json<Problem>().code).toBe(LEARNING_PATH_ERROR_CODES.editForbidden);
    }
    expect((await put(tactics, { sections: [] }, 'guest')).statusCode).toBe(404);
  });

  it('refuses steps pointing outside the course (400 naming the step)', async () => {
    const [elsewhere] = await t.db.select({ id: assignments.id }).from(assignments).where(eq(assignments.courseId, basics));
    const response = await put(tactics, { sections: [{ title: 'x', steps: [{ kind: 'assignment', refId: elsewhere?.id ?? 0 }] }] }, 'instructor');
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>()).toMatchObject({
      code: LEARNING_PATH_ERROR_CODES.stepTargetInvalid,
      errors: [expect.objectContaining({ path: 'sections.0.steps.0.refId' })],
    });
  });

  it('reorders the path and keeps every learner’s progress', async () => {
    const before = await path(tactics, 'instructor');
    const input = asInput(before);
    const [start, further] = input.sections;
    if (!start || !further) throw new Error('demo path has two sections');
    const reordered: LearningPathInput = { sections: [{ ...further, steps: [...further.steps].map((step) => ({ ...step, requiresPrevious: false })) }, { ...start, steps: [...start.steps].reverse() }] };
    const response = await put(tactics, reordered, 'manager');
    expect(response.statusCode, response.body).toBe(200);
    const after = await path(tactics, 'student');
    expect(after.sections.map((section) => section.title)).toEqual(['Going further', 'Start here']);
    expect(steps(after).map((step) => step.title)).toEqual([DEMO_LEARNING_PATH.lastStep, 'Unit 1: pressing', 'Course guide.pdf']);
    expect(after.progress.percent).toBe(100);
  });

  it('hides unpublished assignments and non-course videos from learners, not from staff', async () => {
    const student = await userIdByEmail(t.db, DEMO_EMAILS.student);
    const [draft] = await t.db.insert(assignments).values({ courseId: tactics, title: 'Draft unit', status: 'draft' }).returning({ id: assignments.id });
    const [clip] = await t.db
      .insert(videos)
      .values({ courseId: tactics, ownerId: student, title: 'Private clip', visibility: 'private', status: 'ready', sourceKey: `videos/source/lp-${Date.now()}`, sourceFileName: 'c.mp4', sourceContentType: 'video/mp4', sourceSize: 1 })
      .returning({ id: videos.id });
    const current = asInput(await path(tactics, 'instructor'));
    const body: LearningPathInput = {
      sections: [...current.sections, { title: 'Extra', steps: [{ kind: 'assignment', refId: draft?.id ?? 0 }, { kind: 'video', refId: clip?.id ?? 0 }] }],
    };
    expect((await put(tactics, body, 'instructor')).statusCode).toBe(200);
    expect(steps(await path(tactics, 'instructor')).map((step) => step.title)).toEqual(expect.arrayContaining(['Draft unit', 'Private clip']));
    const learner = await path(tactics, 'student');
    expect(steps(learner).map((step) => step.title)).not.toEqual(expect.arrayContaining(['Draft unit']));
    expect(steps(learner).map((step) => step.title)).not.toContain('Private clip');
    expect(learner.progress).toEqual({ done: 3, total: 3, percent: 100 });
  });

  it('removes the path with no sections; the course progress falls back to the assignments', async () => {
    const response = await put(tactics, { sections: [] }, 'instructor');
    expect(response.statusCode).toBe(200);
    expect(LearningPathSchema.parse(response.json()).exists).toBe(false);
    // Demo assignments of Self-paced Tactics: 1 of 4 completed.
    expect(await studentProgress(tactics)).toBe(25);
    expect(await menuIds(tactics, 'student')).not.toContain('learning-path');
  });
});
