// GET /user/{uid}/certificates?og_id on a real database: own state, staff reading members', refusals.
import { CertificateStateSchema, ERROR_CODES, shouldShowCertificateMessage, type Problem } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';
import { upsertCertificate } from './certificates.repository.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_EMAILS, SignedIn>;
const uid = {} as Record<keyof typeof DEMO_EMAILS, number>;
let basics: number;
let rules: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) {
    sessions[key] = await signInAs(t.app, email);
    uid[key] = await userIdByEmail(t.db, email);
  }
  basics = await courseIdByTitle(t.db, 'Coaching Basics');
  rules = await courseIdByTitle(t.db, 'Rules of the Game');
  await upsertCertificate(t.db, {
    courseId: basics,
    userId: uid.student,
    status: 'fulfilled',
    downloadCount: 0,
    successMessage: 'Congratulations: your Coaching Basics certificate is ready.',
  });
});

afterAll(async () => {
  await t.close();
});

function get(userId: number, courseId: number | string, session?: SignedIn, studentMode = false) {
  return t.app.inject({
    method: 'GET',
    url: `/api/rest/user/${userId}/certificates?og_id=${courseId}`,
    headers: session ? authHeaders(session, studentMode) : {},
  });
}

describe('GET /api/rest/user/{uid}/certificates', () => {
  it('is 401 without a token and 400 without a numeric og_id', async () => {
    expect((await get(uid.student, basics)).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'GET', url: `/api/rest/user/${uid.student}/certificates`, headers: authHeaders(sessions.student) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Problem>()).toMatchObject({ code: ERROR_CODES.VALIDATION_FAILED, errors: [expect.objectContaining({ path: 'og_id' })] });
    expect((await get(uid.student, 'abc', sessions.student)).statusCode).toBe(400);
  });

  it('answers the stored state of the own certificate', async () => {
    const response = await get(uid.student, basics, sessions.student);
    expect(response.statusCode).toBe(200);
    const state = CertificateStateSchema.parse(response.json());
    expect(state).toEqual({
      uid: uid.student,
      og_id: basics,
      status: 'fulfilled',
      download_count: 0,
      success_message: 'Congratulations: your Coaching Basics certificate is ready.',
    });
    expect(shouldShowCertificateMessage(state)).toBe(true);
  });

  it('answers status none where nothing is stored', async () => {
    const state = CertificateStateSchema.parse((await get(uid.student, rules, sessions.student)).json());
    expect(state).toEqual({ uid: uid.student, og_id: rules, status: 'none', download_count: 0, success_message: null });
    expect(shouldShowCertificateMessage(state)).toBe(false);
  });

  it("lets the course's manager, instructor and mentor read a member's state", async () => {
    for (const who of ['manager', 'instructor', 'mentor', 'admin'] as const) {
      const response = await get(uid.student, basics, sessions[who]);
      expect(response.statusCode, who).toBe(200);
      expect(response.json()).toMatchObject({ status: 'fulfilled' });
    }
  });

  it("refuses another member's state to students, guests and staff in student mode (403)", async () => {
    for (const [session, studentMode] of [
      [sessions.guest, false],
      [sessions.mentor, true],
    ] as const) {
      const response = await get(uid.student, basics, session, studentMode);
      expect(response.statusCode).toBe(403);
      expect(response.json<Problem>().code).toBe(ERROR_CODES.FORBIDDEN);
    }
    expect((await get(uid.guest, basics, sessions.student)).statusCode).toBe(403);
  });

  it('is 404 for a course the user cannot see, and for a user who is not a member', async () => {
    expect((await get(uid.student, rules, sessions.guest)).statusCode).toBe(404);
    expect((await get(uid.student, 99999, sessions.student)).statusCode).toBe(404);
    const notMember = await get(uid.guest, rules, sessions.manager);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json<Problem>().code).toBe(ERROR_CODES.NOT_FOUND);
  });
});
