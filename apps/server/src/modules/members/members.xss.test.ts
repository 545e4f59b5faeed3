// The XSS corpus (test/xss-corpus.ts) through the texts the members feature stores: workgroup names and a
// member's target groups. Both are plain text, stored and answered as typed (trimmed) for the web to
// show as text; they come back in the member list, which every member reads.
import { MEMBER_LIMITS, MembersListSchema, WorkgroupSchema, normalizeGroupNames } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { XSS_CORPUS, assertKeptAsText, hasNul } from '../../test/xss-corpus.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
let instructor: SignedIn;
let student: SignedIn;
let courseId: number;
let mentorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  instructor = await signInAs(t.app, DEMO_EMAILS.instructor);
  student = await signInAs(t.app, DEMO_EMAILS.student);
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  mentorId = await userIdByEmail(t.db, DEMO_EMAILS.mentor);
});

afterAll(async () => {
  await t.close();
});

// NUL payloads are refused before any field is read; blank names and names beyond the limit are 400 by schema.
const usable = (max: number) => XSS_CORPUS.filter((payload) => !hasNul(payload) && payload.trim() !== '' && payload.trim().length <= max);
const targetGroups = usable(MEMBER_LIMITS.targetGroupMax);
const batches: string[][] = [];
for (let index = 0; index < targetGroups.length; index += MEMBER_LIMITS.groupsMax) batches.push(targetGroups.slice(index, index + MEMBER_LIMITS.groupsMax));

async function members() {
  const response = await t.app.inject({ method: 'GET', url: `/api/rest/members?og=${courseId}`, headers: authHeaders(student) });
  expect(response.statusCode, response.body).toBe(200);
  return MembersListSchema.parse(response.json());
}

describe('the XSS corpus through workgroup names and target groups', () => {
  it('covers most of the corpus', () => {
    expect(targetGroups.length).toBeGreaterThan(XSS_CORPUS.length * 0.8);
  });

  it('keeps every workgroup name as typed', async () => {
    // The index keeps names that differ only in case apart (a course's names are unique in any case).
    const names = usable(MEMBER_LIMITS.workgroupNameMax - 6).map((payload, index) => `#${index} ${payload.trim()}`);
    for (const name of names) {
      const created = await t.app.inject({ method: 'POST', url: `/api/rest/members/workgroups?og=${courseId}`, headers: authHeaders(instructor), payload: { name } });
      expect(created.statusCode, created.body).toBe(201);
      assertKeptAsText(WorkgroupSchema.parse(created.json()).name, name, 'created workgroup name');
    }
    const listed = new Set((await members()).workgroups.map((group) => group.name));
    for (const name of names) expect(listed.has(name), name).toBe(true);
  });

  it.each(batches.map((batch, index) => [index, batch] as const))('batch %i of target groups: PUT, then listed to a student', async (_index, batch) => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/rest/members/${mentorId}/groups?og=${courseId}`,
      headers: authHeaders(instructor),
      payload: { workgroups: [], targetGroups: batch },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mentor = (await members()).items.find((item) => item.uid === mentorId);
    const expected = normalizeGroupNames(batch);
    expect(mentor?.targetGroups).toHaveLength(expected.length);
    const stored = new Set(mentor?.targetGroups);
    for (const name of expected) assertKeptAsText([...stored].find((value) => value === name), name, 'target group');
  });
});
