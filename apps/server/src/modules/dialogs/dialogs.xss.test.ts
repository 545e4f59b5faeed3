// The XSS corpus (test/xss-corpus.ts) through the dialog texts: topic titles are plain text, answered as
// typed (trimmed) for the web to show as text; topic bodies and replies are rich text, answered sanitized.
// A sample of the corpus (every sixth payload, the worst always) keeps the file to seconds.
import { DIALOG_LIMITS, DialogDetailSchema } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { assertKeptAsText, assertSafeRichText, hasNul, sampleCorpus } from '../../test/xss-corpus.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
let instructor: SignedIn;
let student: SignedIn;
let admin: SignedIn;
let courseId: number;
let studentId: number;

beforeAll(async () => {
  t = await buildTestApp();
  instructor = await signInAs(t.app, DEMO_EMAILS.instructor);
  student = await signInAs(t.app, DEMO_EMAILS.student);
  admin = await signInAs(t.app, DEMO_EMAILS.admin);
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  studentId = await userIdByEmail(t.db, DEMO_EMAILS.student);
});

afterAll(async () => {
  await t.close();
});

const cases = sampleCorpus(6)
  .filter((payload) => !hasNul(payload) && payload.trim() !== '' && payload.trim().length <= DIALOG_LIMITS.titleMax)
  .map((payload, index) => [index, payload] as const);

describe('the XSS corpus through dialogs', () => {
  it.each(cases)('payload %i: course topic, reply, ad-hoc dialog', async (_index, payload) => {
    // A visible word keeps the rich text from being empty once the payload is cleaned away.
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/rest/og/${courseId}/dialogs`,
      headers: authHeaders(instructor),
      payload: { title: payload, body: `<p>topic</p>${payload}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const topic = DialogDetailSchema.parse(created.json());
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/rest/dialogs/${topic.id}/replies`,
      headers: authHeaders(student),
      payload: { body: `<p>re</p>${payload}` },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const read = DialogDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/rest/dialogs/${topic.id}`, headers: authHeaders(student) })).json());
    assertKeptAsText(read.title, payload.trim(), 'dialog title');
    assertSafeRichText(read.body, 'dialog body');
    for (const reply of read.replies) assertSafeRichText(reply.body, 'dialog reply');

    const adhoc = await t.app.inject({
      method: 'POST',
      url: '/api/rest/adhoc-dialogs',
      headers: authHeaders(admin),
      payload: { title: payload, body: `<p>adhoc</p>${payload}`, participantIds: [studentId] },
    });
    expect(adhoc.statusCode, adhoc.body).toBe(201);
    const adhocRead = DialogDetailSchema.parse(adhoc.json());
    assertKeptAsText(adhocRead.title, payload.trim(), 'ad-hoc title');
    assertSafeRichText(adhocRead.body, 'ad-hoc body');
  });
});
