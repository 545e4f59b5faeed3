// GET /legal/{domainId}, POST /legal/{domainId}/accept, and legal_accepted of the course, on a real database.
import { CourseSchema, ERROR_CODES, LegalAcceptanceSchema, LegalTextSchema, type Problem } from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalAcceptances, legalTerms } from '../../db/schema/index.ts';
import { DEMO_DOMAIN, DEMO_EMAILS, DEMO_LEGAL_TERMS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, courseIdByTitle, createCampus, createUser, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';
import { publishLegalTerms } from './legal.service.ts';

let t: TestApp;
let student: SignedIn;
let basicsId: number;

beforeAll(async () => {
  t = await buildTestApp();
  student = await signInAs(t.app, DEMO_EMAILS.student);
  basicsId = await courseIdByTitle(t.db, 'Coaching Basics');
});

afterAll(async () => {
  await t.close();
});

const legalUrl = `/api/rest/legal/${DEMO_DOMAIN.id}`;

function get(url: string, session?: SignedIn) {
  return t.app.inject({ method: 'GET', url, headers: session ? authHeaders(session) : {} });
}

function accept(session: SignedIn | undefined, payload?: unknown, domainId: number = DEMO_DOMAIN.id) {
  return t.app.inject({
    method: 'POST',
    url: `/api/rest/legal/${domainId}/accept`,
    headers: { ...(session ? authHeaders(session) : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

async function legalAcceptedOf(session: SignedIn): Promise<boolean> {
  return CourseSchema.parse((await get(`/api/rest/og/${basicsId}`, session)).json()).legal_accepted;
}

describe('GET /api/rest/legal/{domainId}', () => {
  it('is 401 without a token and 400 for a non-numeric campus', async () => {
    expect((await get(legalUrl)).statusCode).toBe(401);
    expect((await get('/api/rest/legal/abc', student)).statusCode).toBe(400);
  });

  it('answers the current terms in German and English, not yet accepted', async () => {
    const response = await get(legalUrl, student);
    expect(response.statusCode).toBe(200);
    const text = LegalTextSchema.parse(response.json());
    expect(text).toMatchObject({
      domain_id: DEMO_DOMAIN.id,
      version: 1,
      de: { conditions: DEMO_LEGAL_TERMS.de },
      en: { conditions: DEMO_LEGAL_TERMS.en },
      accepted: false,
      accepted_at: null,
    });
  });

  it('carries the registration age rules and the association terms in both languages', async () => {
    const text = LegalTextSchema.parse((await get(legalUrl, student)).json());
    expect(text.en.conditions).toMatch(/aged 16 and over/);
    expect(text.en.conditions).toMatch(/between 11 and 16 need the consent of a parent or guardian; it is requested by email/);
    expect(text.en.conditions).toMatch(/under 11 cannot register/);
    expect(text.en.conditions).toMatch(/not been used for one year are deleted/);
    expect(text.en.conditions).toMatch(/within one month/);
    expect(text.en.conditions).toMatch(/two weeks' notice/);
    expect(text.de.conditions).toMatch(/ab 16 Jahren/);
    expect(text.de.conditions).toMatch(/zwischen 11 und 16 Jahre .* per E-Mail/s);
    expect(text.de.conditions).toMatch(/unter 11 Jahren können sich nicht registrieren/);
    expect(text.de.conditions).toMatch(/ein Jahr lang nicht genutzt wurden, werden gelöscht/);
    expect(text.de.conditions).toMatch(/innerhalb eines Monats/);
    expect(text.de.conditions).toMatch(/Frist von zwei Wochen/);
  });

  it('is 404 for a campus the user does not belong to, and LEGAL_TERMS_NOT_FOUND for one without terms', async () => {
    const other = await createCampus(t.db, 'Termless Campus');
    expect((await get(`/api/rest/legal/${other}`, student)).statusCode).toBe(404);
    expect((await get(`/api/rest/legal/${other}`, student)).json<Problem>().code).toBe(ERROR_CODES.NOT_FOUND);
    await createUser(t.db, { email: 'legal-termless@example.org', domainId: other });
    const member = await signInAs(t.app, 'legal-termless@example.org');
    const response = await get(`/api/rest/legal/${other}`, member);
    expect(response.statusCode).toBe(404);
    expect(response.json<Problem>().code).toBe('LEGAL_TERMS_NOT_FOUND');
  });
});

describe('POST /api/rest/legal/{domainId}/accept', () => {
  it('is 401 without a token and 400 for a bad body', async () => {
    expect((await accept(undefined)).statusCode).toBe(401);
    for (const body of [{ version: 'one' }, { version: 0 }, { other: 1 }]) {
      const response = await accept(student, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
    }
  });

  it('records who accepted which version when; the course then reports legal_accepted', async () => {
    expect(await legalAcceptedOf(student)).toBe(false);
    const before = Date.now();
    const response = await accept(student, { version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const acceptance = LegalAcceptanceSchema.parse(response.json());
    expect(acceptance).toMatchObject({ domain_id: DEMO_DOMAIN.id, version: 1 });
    expect(Date.parse(acceptance.accepted_at)).toBeGreaterThanOrEqual(before - 1000);

    const studentId = await userIdByEmail(t.db, DEMO_EMAILS.student);
    const rows = await t.db
      .select({ version: legalTerms.version, acceptedAt: legalAcceptances.acceptedAt })
      .from(legalAcceptances)
      .innerJoin(legalTerms, eq(legalTerms.id, legalAcceptances.termsId))
      .where(and(eq(legalAcceptances.userId, studentId), eq(legalTerms.domainId, DEMO_DOMAIN.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.version).toBe(1);

    expect(await legalAcceptedOf(student)).toBe(true);
    const text = LegalTextSchema.parse((await get(legalUrl, student)).json());
    expect(text).toMatchObject({ accepted: true, accepted_at: acceptance.accepted_at });

    // Accepting again keeps the first time.
    const again = LegalAcceptanceSchema.parse((await accept(student)).json());
    expect(again.accepted_at).toBe(acceptance.accepted_at);
  });

  it('accepts an empty body labelled JSON (the spec client labels every request)', async () => {
    const guest = await signInAs(t.app, DEMO_EMAILS.guest);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/rest/legal/${DEMO_DOMAIN.id}/accept`,
      headers: { ...authHeaders(guest), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('asks again after a new version: legal_accepted turns false, an old version is 409', async () => {
    const mentor = await signInAs(t.app, DEMO_EMAILS.mentor);
    expect((await accept(mentor, { version: 1 })).statusCode).toBe(200);
    expect(await legalAcceptedOf(mentor)).toBe(true);

    const published = await publishLegalTerms(t.db, { domainId: DEMO_DOMAIN.id, conditionsDe: 'Neue Fassung', conditionsEn: 'New version' });
    expect(published.version).toBe(2);

    expect(await legalAcceptedOf(mentor)).toBe(false);
    const text = LegalTextSchema.parse((await get(legalUrl, mentor)).json());
    expect(text).toMatchObject({ version: 2, accepted: false, en: { conditions: 'New version' } });

    const outdated = await accept(mentor, { version: 1 });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json<Problem>().code).toBe('LEGAL_TERMS_OUTDATED');

    expect((await accept(mentor, { version: 2 })).statusCode).toBe(200);
    expect(await legalAcceptedOf(mentor)).toBe(true);
  });

  it('is 404 for a campus the user does not belong to', async () => {
    const other = await createCampus(t.db, 'Foreign Terms');
    await publishLegalTerms(t.db, { domainId: other, conditionsDe: 'x', conditionsEn: 'x' });
    expect((await accept(student, undefined, other)).statusCode).toBe(404);
  });

  it('refuses an acceptance while an admin acts as the user', async () => {
    const admin = await signInAs(t.app, DEMO_EMAILS.admin);
    const instructorId = await userIdByEmail(t.db, DEMO_EMAILS.instructor);
    const started = await t.app.inject({ method: 'POST', url: `/api/rest/impersonate/${instructorId}`, headers: authHeaders(admin) });
    expect(started.statusCode, started.body).toBe(200);
    const asInstructor = started.json<{ access_token: string }>().access_token;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/rest/legal/${DEMO_DOMAIN.id}/accept`,
      headers: { authorization: `Bearer ${asInstructor}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<Problem>().code).toBe('LEGAL_ACCEPT_IMPERSONATED');
  });
});
