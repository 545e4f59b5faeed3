// The campus switch `certificates` (campus settings, features) on a real database: while the demo campus
// has it off, every certificate route answers 403 CAMPUS_FEATURE_DISABLED (401 still comes first) and
// nothing is issued; stored certificates stay and show again once it is back on.
import { CertificateListSchema, ERROR_CODES, type CampusFeatureSettings, type Problem } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';
import { giveCertificate } from './testing/certificate-fixtures.ts';

let t: TestApp;
let student: SignedIn;
let manager: SignedIn;
let studentId: number;
let basics: number;
let certificate: { id: number; code: string };

const ALL_ON: CampusFeatureSettings = { course_types: { self_learning: true, compact_learning: true }, feedback_prompt: false, certificates: true, push_notifications: true };

beforeAll(async () => {
  t = await buildTestApp();
  student = await signInAs(t.app, DEMO_EMAILS.student);
  manager = await signInAs(t.app, DEMO_EMAILS.manager);
  studentId = await userIdByEmail(t.db, DEMO_EMAILS.student);
  basics = await courseIdByTitle(t.db, 'Coaching Basics');
  certificate = await giveCertificate(t.db, basics, studentId);
});

afterAll(async () => {
  await t.close();
});

async function setCertificates(on: boolean) {
  const response = await t.app.inject({ method: 'PUT', url: '/api/rest/campus-settings/features', headers: authHeaders(manager), payload: { ...ALL_ON, certificates: on } });
  expect(response.statusCode, response.body).toBe(200);
}

const routes = () => [
  { url: `/api/rest/user/${studentId}/certificates?og_id=${basics}`, who: () => student },
  { url: `/api/rest/user/${studentId}/certificates/list`, who: () => student },
  { url: `/api/rest/user/${studentId}/certificates/${certificate.id}/request?lang=en`, who: () => student },
  { url: `/api/rest/og/${basics}/certificates`, who: () => manager },
  { url: `/api/rest/certificates/verify/${certificate.code}`, who: () => undefined },
];

function get(url: string, session: SignedIn | undefined) {
  return t.app.inject({ method: 'GET', url, headers: session ? authHeaders(session) : {} });
}

describe('the campus switch certificates', () => {
  it('lets every certificate route work while it is on (as seeded)', async () => {
    for (const route of routes()) expect((await get(route.url, route.who())).statusCode, route.url).toBe(200);
  });

  it('answers 403 CAMPUS_FEATURE_DISABLED on every certificate route while it is off (401 without a token still first)', async () => {
    await setCertificates(false);
    try {
      for (const route of routes()) {
        const response = await get(route.url, route.who());
        expect(response.statusCode, route.url).toBe(403);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json<Problem>().code, route.url).toBe(ERROR_CODES.CAMPUS_FEATURE_DISABLED);
      }
      expect((await get(`/api/rest/user/${studentId}/certificates/list`, undefined)).statusCode).toBe(401);
      // Another user's list is still the plain 403 of that rule.
      expect((await get(`/api/rest/user/${studentId + 1}/certificates/list`, student)).json<Problem>().code).toBe(ERROR_CODES.FORBIDDEN);
    } finally {
      await setCertificates(true);
    }
  });

  it('keeps the stored certificates: back on, the list shows them again', async () => {
    const list = CertificateListSchema.parse((await get(`/api/rest/user/${studentId}/certificates/list`, student)).json());
    expect(list.items.map((item) => item.verification_code)).toContain(certificate.code);
  });
});
