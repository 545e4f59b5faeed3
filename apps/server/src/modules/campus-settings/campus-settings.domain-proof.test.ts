// Issue 27 finding 4: an e-mail domain a campus claims routes SSO sign-ups only once the campus has
// proved it (a DNS TXT record, checked through a fake resolver here: no network) or a server admin has
// approved it. 401 / 403 / 400 / 404 / 409 and success for the verify and approve routes.
import { CAMPUS_SETTINGS_ERROR_CODES, CampusDomainSettingsSchema, CampusEmailDomainSchema, type CampusEmailDomain, type Problem } from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMembers } from '../../db/schema/index.ts';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, createCampus, createUser, signInAs } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
/** The fake DNS: TXT records by name; a name without records answers like ENOTFOUND. */
const txtRecords = new Map<string, string[][]>();
const lookups: string[] = [];
let southCampus: number;
let southManager: SignedIn;
let southAdmin: SignedIn;
let demoManager: SignedIn;
let subjectCounter = 0;

beforeAll(async () => {
  t = await buildTestApp({
    resolveTxt: (name: string) => {
      lookups.push(name);
      const records = txtRecords.get(name);
      if (!records) return Promise.reject(Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' }));
      return Promise.resolve(records);
    },
  });
  southCampus = await createCampus(t.db, 'South Campus');
  await createUser(t.db, { email: 'south-manager@example.net', domainId: southCampus, campusRoles: ['campus_manager'] });
  await createUser(t.db, { email: 'south-admin@example.net', domainId: southCampus, isAdmin: true });
  southManager = await signInAs(t.app, 'south-manager@example.net');
  southAdmin = await signInAs(t.app, 'south-admin@example.net');
  demoManager = await signInAs(t.app, DEMO_EMAILS.manager);
});

afterAll(async () => {
  await t.close();
});

const base = '/api/rest/campus-settings/domain';
const code = (response: { json: () => unknown }) => (response.json() as Problem).code;

function call(method: 'GET' | 'POST', path: string, who?: SignedIn, body?: unknown) {
  return t.app.inject({
    method,
    url: `${base}${path}`,
    headers: who ? authHeaders(who) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function claim(domain: string, who: SignedIn = southManager): Promise<CampusEmailDomain> {
  const response = await call('POST', '/email-domains', who, { domain });
  expect(response.statusCode, response.body).toBe(201);
  return CampusEmailDomainSchema.parse(response.json());
}

/** A new account through SSO with a provider-verified address; returns the campuses it landed in. */
async function ssoSignUp(email: string): Promise<number[]> {
  subjectCounter += 1;
  const issued = await t.app.auth.ssoSignIn(
    { issuer: 'https://idp.test', subject: `proof-${subjectCounter}`, email, emailVerified: true, name: undefined, idToken: undefined },
    'en',
    { ip: '203.0.113.5', userAgent: null },
  );
  const rows = await t.db.select({ domainId: domainMembers.domainId }).from(domainMembers).where(eq(domainMembers.userId, issued.userId));
  return rows.map((row) => row.domainId);
}

describe('a claimed e-mail domain needs proof', () => {
  it('does not route SSO sign-ups while the claim is pending; the campus sees the record to set', async () => {
    const claimed = await claim('example.com');
    expect(claimed.status).toBe('pending');
    expect(claimed.verification?.record_name).toBe('_campus-verification.example.com');
    expect(claimed.verification?.record_type).toBe('TXT');
    expect(claimed.verification?.record_value).toMatch(/^campus-verification=[A-Za-z0-9_-]{20,}$/);
    expect(await ssoSignUp('first@example.com')).not.toContain(southCampus);

    const settings = CampusDomainSettingsSchema.parse((await call('GET', '', southManager)).json());
    expect(settings.email_domains.find((entry) => entry.domain === 'example.com')).toEqual(claimed);
  });

  it('refuses a wrong or missing TXT record with a clear code and stays pending', async () => {
    const claimed = await claim('wrong-token.example');
    const missing = await call('POST', `/email-domains/${claimed.id}/verify`, southManager);
    expect(missing.statusCode).toBe(409);
    expect(code(missing)).toBe(CAMPUS_SETTINGS_ERROR_CODES.emailDomainRecordMissing);
    txtRecords.set('_campus-verification.wrong-token.example', [['campus-verification=not-the-token'], ['v=spf1 -all']]);
    const wrong = await call('POST', `/email-domains/${claimed.id}/verify`, southManager);
    expect(wrong.statusCode).toBe(409);
    expect(code(wrong)).toBe(CAMPUS_SETTINGS_ERROR_CODES.emailDomainRecordMissing);
    expect(lookups).toContain('_campus-verification.wrong-token.example');
    const settings = CampusDomainSettingsSchema.parse((await call('GET', '', southManager)).json());
    expect(settings.email_domains.find((entry) => entry.id === claimed.id)?.status).toBe('pending');
    expect(await ssoSignUp('someone@wrong-token.example')).not.toContain(southCampus);
  });

  it('verifies with the right TXT record (also split into chunks); then SSO sign-ups land in the campus', async () => {
    const claimed = await claim('proved.example');
    const value = claimed.verification!.record_value;
    txtRecords.set('_campus-verification.proved.example', [['unrelated'], [value.slice(0, 10), value.slice(10)]]);
    const verified = await call('POST', `/email-domains/${claimed.id}/verify`, southManager);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(CampusEmailDomainSchema.parse(verified.json())).toEqual({ id: claimed.id, domain: 'proved.example', status: 'verified', verification: null });
    expect(await ssoSignUp('new@proved.example')).toEqual([southCampus]);
    // Verifying again changes nothing.
    expect((await call('POST', `/email-domains/${claimed.id}/verify`, southManager)).statusCode).toBe(200);
  });

  it('lets the first campus to prove a domain own it; another campus’s pending claim does not block it', async () => {
    const squatter = await claim('contested.example', demoManager);
    expect(squatter.status).toBe('pending');
    const owner = await claim('contested.example');
    txtRecords.set('_campus-verification.contested.example', [[owner.verification!.record_value]]);
    expect((await call('POST', `/email-domains/${owner.id}/verify`, southManager)).statusCode).toBe(200);
    // The other campus can neither prove it now nor claim it again.
    txtRecords.set('_campus-verification.contested.example', [[owner.verification!.record_value], [squatter.verification!.record_value]]);
    const late = await call('POST', `/email-domains/${squatter.id}/verify`, demoManager);
    expect(late.statusCode).toBe(409);
    expect(code(late)).toBe(CAMPUS_SETTINGS_ERROR_CODES.emailDomainTaken);
    const again = await call('POST', '/email-domains', demoManager, { domain: 'contested.example' });
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe(CAMPUS_SETTINGS_ERROR_CODES.emailDomainTaken);
    expect(await ssoSignUp('x@contested.example')).toEqual([southCampus]);
  });

  it('lets a server admin approve a claim without DNS; a campus manager may not', async () => {
    const claimed = await claim('approved.example');
    const refused = await call('POST', `/email-domains/${claimed.id}/approve`, southManager);
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe(CAMPUS_SETTINGS_ERROR_CODES.emailDomainApprovalForbidden);
    expect(await ssoSignUp('before@approved.example')).not.toContain(southCampus);

    const approved = await call('POST', `/email-domains/${claimed.id}/approve`, southAdmin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(CampusEmailDomainSchema.parse(approved.json()).status).toBe('verified');
    expect(await ssoSignUp('after@approved.example')).toEqual([southCampus]);
  });

  it('answers 401 without a token, 403 for non-operators, 400 for a bad id, 404 for an unknown claim', async () => {
    const claimed = await claim('guarded.example');
    for (const action of ['verify', 'approve']) {
      expect((await call('POST', `/email-domains/${claimed.id}/${action}`)).statusCode).toBe(401);
      expect((await call('POST', `/email-domains/x/${action}`, southAdmin)).statusCode).toBe(400);
    }
    const student = await signInAs(t.app, DEMO_EMAILS.student);
    const forbidden = await call('POST', `/email-domains/${claimed.id}/verify`, student);
    expect(forbidden.statusCode).toBe(403);
    expect((await call('POST', `/email-domains/${claimed.id}/approve`, student)).statusCode).toBe(403);
    // Another campus's claim is not one of the demo campus's: 404 for its manager.
    const foreign = await call('POST', `/email-domains/${claimed.id}/verify`, demoManager);
    expect(foreign.statusCode).toBe(404);
    expect(code(foreign)).toBe(CAMPUS_SETTINGS_ERROR_CODES.emailDomainNotFound);
    const unknown = await call('POST', '/email-domains/999999/approve', southAdmin);
    expect(unknown.statusCode).toBe(404);
    expect(code(unknown)).toBe(CAMPUS_SETTINGS_ERROR_CODES.emailDomainNotFound);
  });
});
