// The XSS corpus (test/xss-corpus.ts) through the one text field course templates write: the new course's
// title on POST /use-template/{id}, a plain-text field stored as typed (trimmed) — as the course editor
// stores titles — and answered by GET /og/{id} for the web to show as text. A sample of the corpus (every
// twelfth payload, the worst always) keeps the file to seconds.
import { COURSE_TEXT_LIMITS, CourseSchema, UseTemplateResponseSchema } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { assertKeptAsText, hasNul, sampleCorpus } from '../../test/xss-corpus.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, signInAs } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
let manager: SignedIn;
let template: number;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signInAs(t.app, DEMO_EMAILS.manager);
  template = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.compactRefresher);
});

afterAll(async () => {
  await t.close();
});

// NUL payloads are refused before any field is read; blank or too long titles are 400 by schema.
const titles = sampleCorpus(12, 5)
  .filter((payload) => !hasNul(payload) && payload.trim() !== '' && payload.trim().length <= COURSE_TEXT_LIMITS.title)
  .map((payload, index) => [index, payload] as const);

describe('the XSS corpus through the title of a course made from a template', () => {
  it.each(titles)('payload %i: POST /use-template/{id}, then GET /og/{id}', async (_index, payload) => {
    const created = await t.app.inject({ method: 'POST', url: `/api/rest/use-template/${template}`, headers: authHeaders(manager), payload: { title: payload } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = UseTemplateResponseSchema.parse(created.json());
    const course = CourseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/rest/og/${id}`, headers: authHeaders(manager) })).json());
    assertKeptAsText(course.label, payload.trim(), 'course title');
  });
});
