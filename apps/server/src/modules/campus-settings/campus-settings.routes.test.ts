// Campus settings on a real database with the demo campus: 401 without a token, 403 for everyone but
// campus admins and campus managers (also in student mode), 400 for bad input and unreadable colour pairs,
// and what a save changes for everyone else (GET /campus, GET /config, the course editor's types, the
// feedback flag, legal_accepted after new terms).
import {
  CAMPUS_SETTINGS_ERROR_CODES,
  CampusExternalLogoSchema,
  CampusFeatureSettingsSchema,
  CampusLegalLinksSchema,
  CampusPrivacySettingsSchema,
  CampusSchema,
  CampusTermsSchema,
  CampusThemeSchema,
  ConfigurationSchema,
  ERROR_CODES,
  LegalTextSchema,
  type CampusThemeInput,
  type Problem,
} from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPUS_LOOK, DEMO_DOMAIN, DEMO_EMAILS, DEMO_LEGAL_TERMS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, createUser, signInAs } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_EMAILS | 'homeless', SignedIn>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) sessions[key] = await signInAs(t.app, email);
  await createUser(t.db, { email: 'settings-homeless@example.org', domainId: null });
  sessions.homeless = await signInAs(t.app, 'settings-homeless@example.org');
});

afterAll(async () => {
  await t.close();
});

type Who = keyof typeof sessions;
const NOT_OPERATORS: Who[] = ['instructor', 'mentor', 'student', 'guest'];

function call(method: 'GET' | 'PUT' | 'POST', path: string, who?: Who, body?: unknown, studentMode = false) {
  return t.app.inject({
    method,
    url: `/api/rest/${path}`,
    headers: who ? authHeaders(sessions[who], studentMode) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const DEMO_THEME: CampusThemeInput = {
  primary_color: DEMO_DOMAIN.primaryColor,
  color_overrides: {
    global_header: { ...DEMO_CAMPUS_LOOK.colors.global_header },
    main_menu: { main_menu_background_color: DEMO_CAMPUS_LOOK.colors.main_menu.main_menu_background_color, font_color: null, text_hover: DEMO_CAMPUS_LOOK.colors.main_menu.text_hover },
    main_background: DEMO_CAMPUS_LOOK.colors.main_background,
  },
  font_overrides: { global_header: DEMO_CAMPUS_LOOK.fonts.global_header, custom_theme_admin_font_family: null },
};

const NO_LINKS = { imprint_url: null, privacy_url: null };
/** The features body with everything on (the demo campus as seeded, apart from the feedback prompt). */
const ALL_ON = { course_types: { self_learning: true, compact_learning: true }, feedback_prompt: false, certificates: true, push_notifications: true };
const NO_LOGO = { image_url: null, link_url: null };

const withPrimary = (primary: string): CampusThemeInput => ({ ...DEMO_THEME, primary_color: primary });

describe('who may read and change the campus settings', () => {
  const reads = ['campus-settings/theme', 'campus-settings/external-logo', 'campus-settings/features', 'campus-settings/privacy'];

  it('is 401 without a token', async () => {
    for (const path of reads) expect((await call('GET', path)).statusCode, path).toBe(401);
    expect((await call('PUT', 'campus-settings/theme', undefined, DEMO_THEME)).statusCode).toBe(401);
    expect((await call('POST', 'campus-settings/privacy/terms', undefined, { de: 'x', en: 'y' })).statusCode).toBe(401);
    expect((await call('PUT', 'campus-settings/privacy/links', undefined, NO_LINKS)).statusCode).toBe(401);
    expect((await call('PUT', 'campus-settings/external-logo', undefined, NO_LOGO)).statusCode).toBe(401);
  });

  it('is 403 CAMPUS_SETTINGS_FORBIDDEN for course roles without a campus role, and for staff in student mode', async () => {
    for (const who of NOT_OPERATORS) {
      for (const path of reads) {
        const response = await call('GET', path, who);
        expect(response.statusCode, `${who} ${path}`).toBe(403);
        expect(response.json<Problem>().code).toBe(CAMPUS_SETTINGS_ERROR_CODES.forbidden);
      }
      expect((await call('PUT', 'campus-settings/theme', who, withPrimary('#000000'))).statusCode, who).toBe(403);
      expect((await call('PUT', 'campus-settings/features', who, { ...ALL_ON, feedback_prompt: true })).statusCode).toBe(403);
      expect((await call('POST', 'campus-settings/privacy/terms', who, { de: 'x', en: 'y' })).statusCode).toBe(403);
      const links = await call('PUT', 'campus-settings/privacy/links', who, NO_LINKS);
      expect(links.statusCode, who).toBe(403);
      expect(links.json<Problem>().code).toBe(CAMPUS_SETTINGS_ERROR_CODES.forbidden);
      expect((await call('PUT', 'campus-settings/external-logo', who, NO_LOGO)).statusCode, who).toBe(403);
    }
    for (const who of ['admin', 'manager'] as const) {
      const response = await call('GET', 'campus-settings/theme', who, undefined, true);
      expect(response.statusCode, `${who} in student mode`).toBe(403);
    }
  });

  it('is 404 CAMPUS_SETTINGS_NO_CAMPUS for an account without a campus', async () => {
    const response = await call('GET', 'campus-settings/theme', 'homeless');
    expect(response.statusCode).toBe(404);
    expect(response.json<Problem>().code).toBe(CAMPUS_SETTINGS_ERROR_CODES.noCampus);
  });

  it('lets campus managers and campus admins read every section', async () => {
    for (const who of ['manager', 'admin'] as const) {
      for (const path of reads) expect((await call('GET', path, who)).statusCode, `${who} ${path}`).toBe(200);
    }
  });
});

describe('GET|PUT /api/rest/campus-settings/theme', () => {
  it('answers the demo campus look as seeded', async () => {
    const theme = CampusThemeSchema.parse((await call('GET', 'campus-settings/theme', 'manager')).json());
    expect(theme).toEqual({
      ...DEMO_THEME,
      color_overrides: { ...DEMO_THEME.color_overrides, main_menu: { ...DEMO_THEME.color_overrides.main_menu, font_color: null } },
    });
  });

  it('is 400 for colours that are not hex, fonts with other characters and unknown keys', async () => {
    const bad: unknown[] = [
      withPrimary('blue'),
      withPrimary('url(javascript:alert(1))'),
      { ...DEMO_THEME, color_overrides: { ...DEMO_THEME.color_overrides, main_background: 'red; background:url(x)' } },
      { ...DEMO_THEME, font_overrides: { global_header: 'Arial; } body { display:none', custom_theme_admin_font_family: null } },
      { ...DEMO_THEME, extra: true },
      { primary_color: '#123456' },
    ];
    for (const body of bad) {
      const response = await call('PUT', 'campus-settings/theme', 'manager', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
    }
  });

  it('refuses unreadable pairs with field errors CAMPUS_THEME_UNREADABLE (the shared rule)', async () => {
    const pale = await call('PUT', 'campus-settings/theme', 'manager', withPrimary('#fff3bf'));
    expect(pale.statusCode).toBe(400);
    expect(pale.json<Problem>().errors).toEqual([{ path: 'primary_color', message: CAMPUS_SETTINGS_ERROR_CODES.themeUnreadable }]);

    const header = await call('PUT', 'campus-settings/theme', 'manager', {
      ...DEMO_THEME,
      color_overrides: {
        ...DEMO_THEME.color_overrides,
        global_header: { background_color: '#0b3d91', font_color: '#1c3f80', text_hover_background: null },
        main_menu: { main_menu_background_color: '#ffffff', font_color: '#eeeeee', text_hover: null },
      },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json<Problem>().errors?.map((error) => error.path).sort()).toEqual([
      'color_overrides.global_header.font_color',
      'color_overrides.main_menu.font_color',
    ]);
    // Nothing was saved.
    expect(CampusThemeSchema.parse((await call('GET', 'campus-settings/theme', 'manager')).json()).primary_color).toBe(DEMO_DOMAIN.primaryColor);
  });

  it('saves the theme: GET /campus and GET /config hand it to every user; null keeps the default', async () => {
    const saved = await call('PUT', 'campus-settings/theme', 'manager', {
      ...withPrimary(' #7048E8 '),
      color_overrides: { ...DEMO_THEME.color_overrides, main_menu: { main_menu_background_color: '', font_color: null, text_hover: null } },
      font_overrides: { global_header: 'Georgia, serif', custom_theme_admin_font_family: '"Noto Sans", sans-serif' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const theme = CampusThemeSchema.parse(saved.json());
    expect(theme.primary_color).toBe('#7048E8');
    expect(theme.color_overrides.main_menu).toEqual({ main_menu_background_color: null, font_color: null, text_hover: null });
    expect(theme.font_overrides).toEqual({ global_header: 'Georgia, serif', custom_theme_admin_font_family: '"Noto Sans", sans-serif' });

    const campus = CampusSchema.parse((await call('GET', 'campus', 'student')).json());
    expect(campus.custom_colors.primary_color).toBe('#7048E8');
    const config = (await call('GET', 'config', 'student')).json<{ color_overrides: { main_menu: { main_menu_background_color: string | null } }; font_overrides: { global_header: string | null } }>();
    expect(config.color_overrides.main_menu.main_menu_background_color).toBeNull();
    expect(config.font_overrides.global_header).toBe('Georgia, serif');

    // An admin puts the demo look back.
    const restored = await call('PUT', 'campus-settings/theme', 'admin', DEMO_THEME);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(CampusSchema.parse((await call('GET', 'campus', 'student')).json()).custom_colors.primary_color).toBe(DEMO_DOMAIN.primaryColor);
  });
});

describe('GET|PUT /api/rest/campus-settings/features', () => {
  it('is 400 for a body that is not the whole flag set', async () => {
    for (const body of [
      {},
      { ...ALL_ON, course_types: { self_learning: 'yes', compact_learning: false } },
      { feedback_prompt: true },
      // The two switches are required booleans.
      { course_types: ALL_ON.course_types, feedback_prompt: false },
      { ...ALL_ON, certificates: 'no' },
      { ...ALL_ON, push_notifications: null },
      { ...ALL_ON, push_notifications: 1 },
    ]) {
      expect((await call('PUT', 'campus-settings/features', 'manager', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('switches course types (GET /campus reports them) and the feedback prompt (the same flag as /app-feedback/settings)', async () => {
    const before = CampusFeatureSettingsSchema.parse((await call('GET', 'campus-settings/features', 'manager')).json());
    const next = { ...before, course_types: { self_learning: !before.course_types.self_learning, compact_learning: true }, feedback_prompt: !before.feedback_prompt };
    const saved = await call('PUT', 'campus-settings/features', 'manager', next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(CampusFeatureSettingsSchema.parse(saved.json())).toEqual(next);

    const campus = CampusSchema.parse((await call('GET', 'campus', 'instructor')).json());
    expect(campus.campus_features.courseTypes).toEqual(next.course_types);
    expect((await call('GET', 'app-feedback/settings', 'manager')).json()).toEqual({ feedback_prompt: next.feedback_prompt });

    // One source of truth: the feedback route's switch shows here.
    expect((await call('PUT', 'app-feedback/settings', 'admin', { feedback_prompt: before.feedback_prompt })).statusCode).toBe(200);
    expect(CampusFeatureSettingsSchema.parse((await call('GET', 'campus-settings/features', 'admin')).json()).feedback_prompt).toBe(before.feedback_prompt);

    expect((await call('PUT', 'campus-settings/features', 'admin', before)).statusCode).toBe(200);
    expect(CampusSchema.parse((await call('GET', 'campus', 'instructor')).json()).campus_features.courseTypes).toEqual(before.course_types);
  });

  it('the course editor refuses a course type the campus turned off', async () => {
    await call('PUT', 'campus-settings/features', 'manager', { ...ALL_ON, course_types: { self_learning: false, compact_learning: false } });
    const refused = await call('GET', 'og/course-config/load/self_learning', 'manager');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await call('PUT', 'campus-settings/features', 'manager', { ...ALL_ON, course_types: { self_learning: true, compact_learning: false } });
    expect((await call('GET', 'og/course-config/load/self_learning', 'manager')).statusCode).toBe(200);
    await call('PUT', 'campus-settings/features', 'manager', ALL_ON);
  });

  it('has certificates and push notifications on as seeded, switches them off and on, and GET /config reports them', async () => {
    expect(CampusFeatureSettingsSchema.parse((await call('GET', 'campus-settings/features', 'manager')).json())).toMatchObject({ certificates: true, push_notifications: true });
    expect(ConfigurationSchema.parse((await call('GET', 'config', 'student')).json())).toMatchObject({ certificates: true, push_notifications: true });

    const off = await call('PUT', 'campus-settings/features', 'manager', { ...ALL_ON, certificates: false, push_notifications: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(CampusFeatureSettingsSchema.parse(off.json())).toEqual({ ...ALL_ON, certificates: false, push_notifications: false });
    expect(CampusFeatureSettingsSchema.parse((await call('GET', 'campus-settings/features', 'admin')).json())).toMatchObject({ certificates: false, push_notifications: false });
    expect(ConfigurationSchema.parse((await call('GET', 'config', 'student')).json())).toMatchObject({ certificates: false, push_notifications: false });

    const on = await call('PUT', 'campus-settings/features', 'admin', ALL_ON);
    expect(on.statusCode, on.body).toBe(200);
    expect(ConfigurationSchema.parse((await call('GET', 'config', 'student')).json())).toMatchObject({ certificates: true, push_notifications: true });
  });
});

describe('GET /api/rest/campus-settings/privacy, POST /api/rest/campus-settings/privacy/terms', () => {
  it('answers the current terms', async () => {
    const privacy = CampusPrivacySettingsSchema.parse((await call('GET', 'campus-settings/privacy', 'manager')).json());
    expect(privacy.terms).toMatchObject({ version: 1, de: DEMO_LEGAL_TERMS.de, en: DEMO_LEGAL_TERMS.en });
  });

  it('is 400 for empty, missing or oversized texts', async () => {
    for (const body of [{ de: '', en: 'x' }, { de: 'x' }, { de: '   ', en: '  ' }, { de: 'x', en: 'y'.repeat(50_001) }, { de: 'x', en: 'y', html: true }]) {
      const response = await call('POST', 'campus-settings/privacy/terms', 'manager', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it('publishes the next version: everybody, the student too, must accept again', async () => {
    const accepted = await call('POST', `legal/${DEMO_DOMAIN.id}/accept`, 'student', {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(LegalTextSchema.parse((await call('GET', `legal/${DEMO_DOMAIN.id}`, 'student')).json()).accepted).toBe(true);

    const published = await call('POST', 'campus-settings/privacy/terms', 'manager', { de: ' Neue Bedingungen <b>fett</b> ', en: 'New terms' });
    expect(published.statusCode, published.body).toBe(201);
    const terms = CampusTermsSchema.parse(published.json());
    expect(terms).toMatchObject({ version: 2, de: 'Neue Bedingungen <b>fett</b>', en: 'New terms' });

    const legal = LegalTextSchema.parse((await call('GET', `legal/${DEMO_DOMAIN.id}`, 'student')).json());
    expect(legal).toMatchObject({ version: 2, accepted: false, en: { conditions: 'New terms' } });
    expect(CampusPrivacySettingsSchema.parse((await call('GET', 'campus-settings/privacy', 'admin')).json()).terms?.version).toBe(2);

    const again = await call('POST', 'campus-settings/privacy/terms', 'admin', { de: 'Dritte', en: 'Third' });
    expect(CampusTermsSchema.parse(again.json()).version).toBe(3);
  });
});

describe('PUT /api/rest/campus-settings/privacy/links', () => {
  it('is 400 with field errors CAMPUS_LEGAL_LINK_INVALID for addresses that are not http(s), and for unknown or missing keys', async () => {
    const bad = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://campus.example.org', 'campus.example.org/imprint', 'https://user:pw@campus.example.org', `https://campus.example.org/${'a'.repeat(2048)}`];
    for (const value of bad) {
      const response = await call('PUT', 'campus-settings/privacy/links', 'manager', { imprint_url: value, privacy_url: null });
      expect(response.statusCode, value.slice(0, 40)).toBe(400);
      const problem = response.json<Problem>();
      expect(problem.code).toBe(ERROR_CODES.VALIDATION_FAILED);
      if (value.length < 2048) expect(problem.errors).toContainEqual({ path: 'imprint_url', message: CAMPUS_SETTINGS_ERROR_CODES.legalLinkInvalid });
    }
    for (const body of [{ imprint_url: null }, { ...NO_LINKS, terms_url: null }, { imprint_url: 5, privacy_url: null }]) {
      expect((await call('PUT', 'campus-settings/privacy/links', 'manager', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('saves the links: GET /config hands them to everyone, signed in or not; empty or null clears them', async () => {
    const saved = await call('PUT', 'campus-settings/privacy/links', 'manager', { imprint_url: ' https://campus.example.org/impressum ', privacy_url: 'http://campus.example.org/datenschutz' });
    expect(saved.statusCode, saved.body).toBe(200);
    const links = { imprint_url: 'https://campus.example.org/impressum', privacy_url: 'http://campus.example.org/datenschutz' };
    expect(CampusLegalLinksSchema.parse(saved.json())).toEqual(links);
    expect(CampusPrivacySettingsSchema.parse((await call('GET', 'campus-settings/privacy', 'admin')).json()).links).toEqual(links);
    for (const who of ['student', undefined] as const) {
      const config = ConfigurationSchema.parse((await call('GET', 'config', who)).json());
      expect(config.legal_links, who ?? 'anonymous').toEqual(links);
    }

    const cleared = await call('PUT', 'campus-settings/privacy/links', 'admin', { imprint_url: '', privacy_url: null });
    expect(CampusLegalLinksSchema.parse(cleared.json())).toEqual(NO_LINKS);
    expect(ConfigurationSchema.parse((await call('GET', 'config', 'student')).json()).legal_links).toEqual(NO_LINKS);
  });
});

describe('GET|PUT /api/rest/campus-settings/external-logo', () => {
  it('is 400 with field errors for an image that is not https and a link that is not http(s)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ image_url: 'http://campus.example.org/logo.png', link_url: null }, 'image_url', CAMPUS_SETTINGS_ERROR_CODES.logoImageInvalid],
      [{ image_url: 'javascript:alert(1)', link_url: null }, 'image_url', CAMPUS_SETTINGS_ERROR_CODES.logoImageInvalid],
      [{ image_url: 'data:image/svg+xml,<svg onload=alert(1)>', link_url: null }, 'image_url', CAMPUS_SETTINGS_ERROR_CODES.logoImageInvalid],
      [{ image_url: 'https://campus.example.org/logo.png', link_url: 'javascript:alert(1)' }, 'link_url', CAMPUS_SETTINGS_ERROR_CODES.logoLinkInvalid],
      [{ image_url: 'https://campus.example.org/logo.png', link_url: 'https://user:pw@club.example.org' }, 'link_url', CAMPUS_SETTINGS_ERROR_CODES.logoLinkInvalid],
    ];
    for (const [body, path, code] of cases) {
      const response = await call('PUT', 'campus-settings/external-logo', 'manager', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<Problem>().errors).toContainEqual({ path, message: code });
    }
    expect((await call('PUT', 'campus-settings/external-logo', 'manager', { image_url: null })).statusCode).toBe(400);
    expect((await call('PUT', 'campus-settings/external-logo', 'manager', { ...NO_LOGO, alt: 'x' })).statusCode).toBe(400);
  });

  it('saves the logo: GET /config hands it to everyone, the other header links stay; empty removes it', async () => {
    const before = ConfigurationSchema.parse((await call('GET', 'config', 'student')).json()).global_header;
    expect(CampusExternalLogoSchema.parse((await call('GET', 'campus-settings/external-logo', 'manager')).json())).toEqual(NO_LOGO);
    const logo = { image_url: 'https://club.example.org/logo.png', link_url: 'https://club.example.org' };
    const saved = await call('PUT', 'campus-settings/external-logo', 'manager', { image_url: ` ${logo.image_url} `, link_url: logo.link_url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(CampusExternalLogoSchema.parse(saved.json())).toEqual(logo);
    expect(CampusExternalLogoSchema.parse((await call('GET', 'campus-settings/external-logo', 'admin')).json())).toEqual(logo);
    const header = ConfigurationSchema.parse((await call('GET', 'config', 'student')).json()).global_header;
    expect(header).toMatchObject({ externalLogoImage: logo.image_url, externalLogoUrl: logo.link_url, userPortalUrl: before.userPortalUrl, tumUrl: before.tumUrl });

    const removed = await call('PUT', 'campus-settings/external-logo', 'admin', { image_url: '', link_url: null });
    expect(CampusExternalLogoSchema.parse(removed.json())).toEqual(NO_LOGO);
    expect(ConfigurationSchema.parse((await call('GET', 'config', 'student')).json()).global_header).toMatchObject({ externalLogoImage: null, externalLogoUrl: null });
  });
});
