// The XSS corpus (test/xss-corpus.ts) through the campus settings writes (issue 18): the terms of use
// are plain text and come back as typed (trimmed) from both the settings and GET /legal, for the web to
// show as text; theme colours and fonts take only colour and font-family syntax, so markup, url() and
// declaration breaks are refused (400) and nothing that could leave its CSS declaration is ever stored.
// Domain management: site names and target-group options are plain text and come back as typed (trimmed);
// e-mail domains take only domain-name syntax, so every payload with markup is refused. Imprint and
// privacy links are http(s) addresses only (rendered as href), anything else is refused.
import {
  CampusDomainSettingsSchema,
  CampusExternalLogoSchema,
  CampusLegalLinksSchema,
  CampusSiteSchema,
  CampusTargetGroupsSchema,
  CampusTermsSchema,
  CampusThemeSchema,
  EMAIL_DOMAIN_PATTERN,
  LegalTextSchema,
  THEME_FONT_PATTERN,
} from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPUS_LOOK, DEMO_DOMAIN, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { DEMO_COURSE_OPTIONS } from '../../seed/demo-taxonomy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { assertKeptAsText, hasNul, sampleCorpus, schemeOf } from '../../test/xss-corpus.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, signInAs } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
let manager: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signInAs(t.app, DEMO_EMAILS.manager);
  student = await signInAs(t.app, DEMO_EMAILS.student);
});

afterAll(async () => {
  await t.close();
});

const cases = (step: number, offset: number) =>
  sampleCorpus(step, offset)
    .filter((payload) => !hasNul(payload))
    .map((payload, index) => [index, payload] as const);

describe('the XSS corpus through the campus settings', () => {
  it.each(cases(16, 3))('payload %i: terms of use are kept as text', async (_index, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rest/campus-settings/privacy/terms',
      headers: authHeaders(manager),
      payload: { de: payload, en: `Terms ${payload}` },
    });
    if (payload.trim() === '') {
      expect(response.statusCode).toBe(400);
      return;
    }
    expect(response.statusCode, response.body).toBe(201);
    const terms = CampusTermsSchema.parse(response.json());
    assertKeptAsText(terms.de, payload.trim(), 'terms de');
    const legal = LegalTextSchema.parse((await t.app.inject({ method: 'GET', url: `/api/rest/legal/${DEMO_DOMAIN.id}`, headers: authHeaders(student) })).json());
    assertKeptAsText(legal.de.conditions, payload.trim(), 'legal de');
    assertKeptAsText(legal.en.conditions, `Terms ${payload}`.trim(), 'legal en');
  });

  it.each(cases(16, 7))('payload %i: theme colours and fonts take no markup', async (_index, payload) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/rest/campus-settings/theme',
      headers: authHeaders(manager),
      payload: {
        primary_color: DEMO_DOMAIN.primaryColor,
        color_overrides: {
          global_header: { background_color: null, font_color: null, text_hover_background: null },
          main_menu: { main_menu_background_color: null, font_color: null, text_hover: null },
          main_background: null,
        },
        font_overrides: { global_header: payload, custom_theme_admin_font_family: DEMO_CAMPUS_LOOK.fonts.global_header },
      },
    });
    if (response.statusCode === 200) {
      const stored = CampusThemeSchema.parse(response.json()).font_overrides.global_header;
      // Only harmless font lists get through (or nothing, for blank input).
      if (stored !== null) expect(stored).toMatch(THEME_FONT_PATTERN);
      expect(stored ?? '').not.toMatch(/[<>();{}:/\\]/);
    } else {
      expect(response.statusCode, response.body).toBe(400);
    }
    const color = await t.app.inject({
      method: 'PUT',
      url: '/api/rest/campus-settings/theme',
      headers: authHeaders(manager),
      payload: {
        primary_color: payload,
        color_overrides: {
          global_header: { background_color: null, font_color: null, text_hover_background: null },
          main_menu: { main_menu_background_color: null, font_color: null, text_hover: null },
          main_background: null,
        },
        font_overrides: { global_header: null, custom_theme_admin_font_family: null },
      },
    });
    expect(color.statusCode).toBe(400);
  });

  it.each(cases(16, 11))('payload %i: site names are kept as text', async (_index, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/rest/campus-settings/domain/sites', headers: authHeaders(manager), payload: { name: payload } });
    const name = payload.trim();
    if (name === '' || name.length > 120) {
      expect(response.statusCode).toBe(400);
      return;
    }
    expect(response.statusCode, response.body).toBe(201);
    const site = CampusSiteSchema.parse(response.json());
    assertKeptAsText(site.name, name, 'site name');
    const listed = CampusDomainSettingsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/rest/campus-settings/domain', headers: authHeaders(manager) })).json());
    assertKeptAsText(listed.sites.find((entry) => entry.id === site.id)?.name ?? '', name, 'listed site name');
    await t.app.inject({ method: 'DELETE', url: `/api/rest/campus-settings/domain/sites/${site.id}`, headers: authHeaders(manager) });
  });

  it.each(cases(16, 13))('payload %i: target-group options are kept as text; e-mail domains take no markup', async (_index, payload) => {
    const option = payload.trim();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/rest/campus-settings/domain/target-groups',
      headers: authHeaders(manager),
      payload: { options: ['Referees', payload] },
    });
    if (option === '' || option.length > 100 || option.toLowerCase() === 'referees') {
      expect(response.statusCode).toBe(400);
    } else {
      expect(response.statusCode, response.body).toBe(200);
      assertKeptAsText(CampusTargetGroupsSchema.parse(response.json()).options[1] ?? '', option, 'target-group option');
    }
    const domain = await t.app.inject({ method: 'POST', url: '/api/rest/campus-settings/domain/email-domains', headers: authHeaders(manager), payload: { domain: payload } });
    if (domain.statusCode === 201) expect((domain.json() as { domain: string }).domain).toMatch(EMAIL_DOMAIN_PATTERN);
    else expect([400, 409]).toContain(domain.statusCode);
  });

  it.each(cases(16, 5))('payload %i: imprint and privacy links are http(s) addresses or refused', async (_index, payload) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/rest/campus-settings/privacy/links',
      headers: authHeaders(manager),
      payload: { imprint_url: payload, privacy_url: `https://campus.example.org/privacy?q=${payload}` },
    });
    if (response.statusCode === 200) {
      const links = CampusLegalLinksSchema.parse(response.json());
      // Whatever got through is an http(s) address (the footer renders it as href), never script or data.
      for (const link of [links.imprint_url, links.privacy_url]) {
        if (link !== null) expect(['http', 'https']).toContain(schemeOf(link));
      }
    } else {
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it.each(cases(16, 9))('payload %i: the external logo is an https image and an http(s) link, or refused', async (_index, payload) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/rest/campus-settings/external-logo',
      headers: authHeaders(manager),
      payload: { image_url: `https://club.example.org/logo.png?${payload}`, link_url: payload },
    });
    if (response.statusCode === 200) {
      const logo = CampusExternalLogoSchema.parse(response.json());
      if (logo.image_url !== null) expect(schemeOf(logo.image_url)).toBe('https');
      if (logo.link_url !== null) expect(['http', 'https']).toContain(schemeOf(logo.link_url));
    } else {
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  afterAll(async () => {
    await t.app.inject({ method: 'PUT', url: '/api/rest/campus-settings/external-logo', headers: authHeaders(manager), payload: { image_url: null, link_url: null } });
    await t.app.inject({ method: 'PUT', url: '/api/rest/campus-settings/privacy/links', headers: authHeaders(manager), payload: { imprint_url: null, privacy_url: null } });
    await t.app.inject({
      method: 'PUT',
      url: '/api/rest/campus-settings/domain/target-groups',
      headers: authHeaders(manager),
      payload: { options: [...DEMO_COURSE_OPTIONS.targetGroupOptions] },
    });
  });
});
