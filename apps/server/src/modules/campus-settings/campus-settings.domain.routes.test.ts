// Domain management on a real database with the demo campus (issue 18): 401 without a token, 403 for
// everyone but campus admins and campus managers, 400 for bad input, 404 for another campus's rows, 409 for a
// site in use and an e-mail domain a campus already has, and what a change means elsewhere (the course
// chooser's site names, the course editor's target-group options).
import {
  CAMPUS_SETTINGS_ERROR_CODES,
  CampusDomainSettingsSchema,
  CampusEmailDomainSchema,
  CampusSiteSchema,
  CampusTargetGroupsSchema,
  ERROR_CODES,
  type Problem,
} from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campusEmailDomains } from '../../db/schema/index.ts';
import { DEMO_DOMAIN, DEMO_EMAIL_DOMAINS, DEMO_EMAILS, DEMO_SITES } from '../../seed/demo-accounts.ts';
import { DEMO_COURSE_OPTIONS } from '../../seed/demo-taxonomy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, createCampus, createCourse, createSite, signInAs } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_EMAILS, SignedIn>;
let otherCampus: number;
let otherSite: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) sessions[key] = await signInAs(t.app, email);
  otherCampus = await createCampus(t.db, 'Other Campus');
  otherSite = await createSite(t.db, otherCampus, 'Other site');
  await t.db.insert(campusEmailDomains).values({ domainId: otherCampus, emailDomain: 'other-campus.example' });
});

afterAll(async () => {
  await t.close();
});

type Who = keyof typeof sessions;
const NOT_OPERATORS: Who[] = ['instructor', 'mentor', 'student', 'guest'];

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, who?: Who, body?: unknown, studentMode = false) {
  return t.app.inject({
    method,
    url: `/api/rest/campus-settings/domain${path}`,
    headers: who ? authHeaders(sessions[who], studentMode) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function domainSettings(who: Who = 'manager') {
  const response = await call('GET', '', who);
  expect(response.statusCode, response.body).toBe(200);
  return CampusDomainSettingsSchema.parse(response.json());
}

const code = (response: { json: () => unknown }) => (response.json() as Problem).code;

describe('who may manage the campus domain', () => {
  const writes: [method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown][] = [
    ['POST', '/sites', { name: 'Site' }],
    ['PUT', '/sites/1', { name: 'Site' }],
    ['DELETE', '/sites/1'],
    ['POST', '/email-domains', { domain: 'nobody.example' }],
    ['DELETE', '/email-domains/1'],
    ['PUT', '/target-groups', { options: ['A'] }],
  ];

  it('is 401 without a token', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    for (const [method, path, body] of writes) expect((await call(method, path, undefined, body)).statusCode, `${method} ${path}`).toBe(401);
  });

  it('is 403 CAMPUS_SETTINGS_FORBIDDEN for everyone else, and for campus staff in student mode', async () => {
    for (const who of NOT_OPERATORS) {
      const read = await call('GET', '', who);
      expect(read.statusCode, who).toBe(403);
      expect(code(read)).toBe(CAMPUS_SETTINGS_ERROR_CODES.forbidden);
      for (const [method, path, body] of writes) {
        const response = await call(method, path, who, body);
        expect(response.statusCode, `${who} ${method} ${path}`).toBe(403);
        expect(code(response)).toBe(CAMPUS_SETTINGS_ERROR_CODES.forbidden);
      }
    }
    for (const who of ['admin', 'manager'] as const) expect((await call('GET', '', who, undefined, true)).statusCode, who).toBe(403);
    // Nothing changed.
    expect((await domainSettings()).target_group_options).toEqual(DEMO_COURSE_OPTIONS.targetGroupOptions);
  });
});

describe('GET /api/rest/campus-settings/domain', () => {
  it('answers the demo campus: its two sites with their courses, its e-mail domain and target groups; no other campus’s rows', async () => {
    for (const who of ['manager', 'admin'] as const) {
      const settings = await domainSettings(who);
      expect(settings.sites.map((site) => site.name)).toEqual([DEMO_SITES.coachingAcademy, DEMO_SITES.youthFootball]);
      for (const site of settings.sites) expect(site.course_count).toBeGreaterThan(0);
      expect(settings.email_domains.map((entry) => entry.domain)).toEqual([...DEMO_EMAIL_DOMAINS]);
      expect(settings.target_group_options).toEqual(DEMO_COURSE_OPTIONS.targetGroupOptions);
    }
  });
});

describe('sites', () => {
  it('is 400 for an empty, blank or oversized name, unknown keys and a bad id', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(121) }, { name: 'ok', extra: 1 }, { name: 5 }]) {
      const response = await call('POST', '/sites', 'manager', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(code(response)).toBe(ERROR_CODES.VALIDATION_FAILED);
    }
    expect((await call('PUT', '/sites/abc', 'manager', { name: 'x' })).statusCode).toBe(400);
    expect((await call('DELETE', '/sites/0', 'manager')).statusCode).toBe(400);
  });

  it('adds, renames and deletes a site; the course chooser shows the new name', async () => {
    const added = await call('POST', '/sites', 'manager', { name: '  Goalkeeper School ' });
    expect(added.statusCode, added.body).toBe(201);
    const site = CampusSiteSchema.parse(added.json());
    expect(site).toMatchObject({ name: 'Goalkeeper School', course_count: 0 });

    const renamed = await call('PUT', `/sites/${site.id}`, 'admin', { name: 'Goalkeeper Academy' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(CampusSiteSchema.parse(renamed.json()).name).toBe('Goalkeeper Academy');
    expect((await domainSettings()).sites.map((entry) => entry.name)).toContain('Goalkeeper Academy');

    const deleted = await call('DELETE', `/sites/${site.id}`, 'manager');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await domainSettings()).sites.map((entry) => entry.id)).not.toContain(site.id);
  });

  it('renames a demo site and back; the campus course list carries the name', async () => {
    const academy = (await domainSettings()).sites.find((site) => site.name === DEMO_SITES.coachingAcademy);
    if (!academy) throw new Error('no demo site');
    expect((await call('PUT', `/sites/${academy.id}`, 'manager', { name: 'Coaching Academy North' })).statusCode).toBe(200);
    const courses = await t.app.inject({ method: 'GET', url: `/api/rest/campus/${DEMO_DOMAIN.id}/courses`, headers: authHeaders(sessions.manager) });
    expect(courses.body).toContain('Coaching Academy North');
    expect((await call('PUT', `/sites/${academy.id}`, 'manager', { name: DEMO_SITES.coachingAcademy })).statusCode).toBe(200);
  });

  it('refuses to delete a site a course uses (409 CAMPUS_SITE_IN_USE)', async () => {
    const siteId = CampusSiteSchema.parse((await call('POST', '/sites', 'manager', { name: 'Busy site' })).json()).id;
    await createCourse(t.db, { title: 'Course at the busy site', domainId: DEMO_DOMAIN.id, siteId });
    const refused = await call('DELETE', `/sites/${siteId}`, 'manager');
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe(CAMPUS_SETTINGS_ERROR_CODES.siteInUse);
    expect((await domainSettings()).sites.find((site) => site.id === siteId)?.course_count).toBe(1);
  });

  it('is 404 CAMPUS_SITE_NOT_FOUND for a site of another campus or none', async () => {
    for (const [method, body] of [['PUT', { name: 'Taken over' }], ['DELETE', undefined]] as const) {
      for (const id of [otherSite, 999_999]) {
        const response = await call(method, `/sites/${id}`, 'manager', body);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(code(response)).toBe(CAMPUS_SETTINGS_ERROR_CODES.siteNotFound);
      }
    }
  });
});

describe('e-mail domains', () => {
  it('is 400 CAMPUS_EMAIL_DOMAIN_INVALID for anything but a domain name', async () => {
    const bad = ['', 'example', 'https://example.org', 'anna@example.org', 'example.org/path', 'example.org:8080', 'exa mple.org', '-example.org', 'example-.org', 'münchen.de', 'example.org.', '.example.org', 'a..org', `${'a'.repeat(64)}.org`, 'example.1'];
    for (const domain of bad) {
      const response = await call('POST', '/email-domains', 'manager', { domain });
      expect(response.statusCode, domain).toBe(400);
      expect((response.json() as Problem).errors).toEqual([{ path: 'domain', message: CAMPUS_SETTINGS_ERROR_CODES.emailDomainInvalid }]);
    }
    expect((await call('POST', '/email-domains', 'manager', { domain: 'ok.example', extra: true })).statusCode).toBe(400);
    expect((await call('POST', '/email-domains', 'manager', {})).statusCode).toBe(400);
    expect((await call('DELETE', '/email-domains/x', 'manager')).statusCode).toBe(400);
  });

  it('adds a domain (trimmed, lowercased; punycode too) and removes it', async () => {
    const added = await call('POST', '/email-domains', 'manager', { domain: ' Coaches.Example.ORG ' });
    expect(added.statusCode, added.body).toBe(201);
    const entry = CampusEmailDomainSchema.parse(added.json());
    expect(entry.domain).toBe('coaches.example.org');
    const punycode = await call('POST', '/email-domains', 'admin', { domain: 'xn--mnchen-3ya.de' });
    expect(punycode.statusCode, punycode.body).toBe(201);
    expect((await domainSettings()).email_domains.map((row) => row.domain)).toEqual(['coaches.example.org', ...DEMO_EMAIL_DOMAINS, 'xn--mnchen-3ya.de']);

    expect((await call('DELETE', `/email-domains/${entry.id}`, 'manager')).statusCode).toBe(204);
    expect((await call('DELETE', `/email-domains/${CampusEmailDomainSchema.parse(punycode.json()).id}`, 'manager')).statusCode).toBe(204);
    expect((await domainSettings()).email_domains.map((row) => row.domain)).toEqual([...DEMO_EMAIL_DOMAINS]);
  });

  it('is 409 CAMPUS_EMAIL_DOMAIN_TAKEN for a domain this or another campus has', async () => {
    for (const domain of ['example.org', 'EXAMPLE.org', 'other-campus.example']) {
      const response = await call('POST', '/email-domains', 'manager', { domain });
      expect(response.statusCode, domain).toBe(409);
      expect(code(response)).toBe(CAMPUS_SETTINGS_ERROR_CODES.emailDomainTaken);
    }
  });

  it('is 404 CAMPUS_EMAIL_DOMAIN_NOT_FOUND for another campus’s domain', async () => {
    const others = (await t.db.select().from(campusEmailDomains)).filter((row) => row.domainId === otherCampus);
    expect(others).toHaveLength(1);
    for (const id of [others[0]?.id ?? 0, 999_999]) {
      const response = await call('DELETE', `/email-domains/${id}`, 'manager');
      expect(response.statusCode).toBe(404);
      expect(code(response)).toBe(CAMPUS_SETTINGS_ERROR_CODES.emailDomainNotFound);
    }
  });
});

describe('PUT /api/rest/campus-settings/domain/target-groups', () => {
  it('is 400 for blank, oversized, repeated (CAMPUS_TARGET_GROUP_DUPLICATE) or too many options', async () => {
    const bad = [{}, { options: 'A' }, { options: [''] }, { options: ['  '] }, { options: ['x'.repeat(101)] }, { options: Array.from({ length: 51 }, (_, i) => `Group ${i}`) }, { options: ['A'], extra: 1 }];
    for (const body of bad) expect((await call('PUT', '/target-groups', 'manager', body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    const repeated = await call('PUT', '/target-groups', 'manager', { options: ['Referees', 'Youth', ' referees '] });
    expect(repeated.statusCode).toBe(400);
    expect((repeated.json() as Problem).errors).toEqual([{ path: 'options.2', message: CAMPUS_SETTINGS_ERROR_CODES.targetGroupDuplicate }]);
  });

  it('adds, renames and removes options; the course editor offers them', async () => {
    const next = ['Youth coaches', 'Goalkeeper trainers', 'Club officials', 'Referees', 'Parents'];
    const saved = await call('PUT', '/target-groups', 'manager', { options: next.map((option) => ` ${option} `) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(CampusTargetGroupsSchema.parse(saved.json()).options).toEqual(next);

    const config = await t.app.inject({ method: 'GET', url: '/api/rest/og/course-config/load/default', headers: authHeaders(sessions.manager) });
    expect(config.statusCode, config.body).toBe(200);
    const choices = (config.json() as { config: { course_target_group_options: { value: string[] } } }).config.course_target_group_options.value;
    expect(choices).toEqual(next);

    // No options: the course editor hides the field.
    expect((await call('PUT', '/target-groups', 'admin', { options: [] })).statusCode).toBe(200);
    expect((await domainSettings()).target_group_options).toEqual([]);

    expect((await call('PUT', '/target-groups', 'admin', { options: [...DEMO_COURSE_OPTIONS.targetGroupOptions] })).statusCode).toBe(200);
    expect((await domainSettings()).target_group_options).toEqual(DEMO_COURSE_OPTIONS.targetGroupOptions);
  });
});
