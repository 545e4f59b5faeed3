// The XSS corpus (test/xss-corpus.ts) through the one stored text of learning paths, the section title: a
// plain-text field, stored and answered as typed (trimmed) for the web to show as text. A PUT carries up
// to 50 sections, so the whole corpus goes through in a few requests.
import { LEARNING_PATH_LIMITS, LearningPathSchema } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { XSS_CORPUS, assertKeptAsText, hasNul } from '../../test/xss-corpus.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, signInAs } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
let instructor: SignedIn;
let student: SignedIn;
let courseId: number;

beforeAll(async () => {
  t = await buildTestApp();
  instructor = await signInAs(t.app, DEMO_EMAILS.instructor);
  student = await signInAs(t.app, DEMO_EMAILS.student);
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
});

afterAll(async () => {
  await t.close();
});

// NUL payloads are refused before any field is read; titles beyond the limit or blank are 400 by schema.
const titles = XSS_CORPUS.filter((payload) => !hasNul(payload) && payload.trim() !== '' && payload.trim().length <= LEARNING_PATH_LIMITS.sectionTitleMax);
const batches: string[][] = [];
for (let index = 0; index < titles.length; index += LEARNING_PATH_LIMITS.sectionsMax) batches.push(titles.slice(index, index + LEARNING_PATH_LIMITS.sectionsMax));

describe('the XSS corpus through learning path section titles', () => {
  it('covers most of the corpus', () => {
    expect(titles.length).toBeGreaterThan(XSS_CORPUS.length * 0.9);
  });

  it.each(batches.map((batch, index) => [index, batch] as const))('batch %i: PUT, then GET as a learner', async (_index, batch) => {
    const url = `/api/rest/og/${courseId}/learning-path`;
    const saved = await t.app.inject({ method: 'PUT', url, headers: authHeaders(instructor), payload: { sections: batch.map((title) => ({ title, steps: [] })) } });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = LearningPathSchema.parse((await t.app.inject({ method: 'GET', url, headers: authHeaders(student) })).json());
    expect(read.sections).toHaveLength(batch.length);
    read.sections.forEach((section, position) => assertKeptAsText(section.title, batch[position]?.trim() ?? '', `section title ${position}`));
  });
});
