// The campus settings routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts): campus managers and campus admins of the caller's campus; everyone else 403.
// Writes put back what the demo campus has (its look, its flags, its target groups); a terms row publishes
// a new version; domain management rows add their own sites and e-mail domains (set up as the demo admin).
import { allowOnly, asAdmin, idOf, json, passOnly, type MatrixContext } from '../../../test/authz-helpers.ts';
import type { MatrixEntry } from '../../../test/authz-helpers.ts';
import { DEMO_CAMPUS_LOOK, DEMO_DOMAIN } from '../../../seed/demo-accounts.ts';
import { DEMO_COURSE_OPTIONS } from '../../../seed/demo-taxonomy.ts';

const base = '/api/rest/campus-settings';
const OPERATORS = allowOnly('campusManager', 'admin');
const RULE = 'campus managers and campus admins (not in student mode) of the caller’s campus; others 403';

const DEMO_THEME = {
  primary_color: DEMO_DOMAIN.primaryColor,
  color_overrides: {
    global_header: { ...DEMO_CAMPUS_LOOK.colors.global_header },
    main_menu: { ...DEMO_CAMPUS_LOOK.colors.main_menu, font_color: null },
    main_background: DEMO_CAMPUS_LOOK.colors.main_background,
  },
  font_overrides: { global_header: DEMO_CAMPUS_LOOK.fonts.global_header, custom_theme_admin_font_family: null },
};

let emailDomainCounter = 0;
/** A fresh e-mail domain per call (each may belong to one campus only). */
const nextEmailDomain = () => `matrix-${Date.now().toString(36)}-${(emailDomainCounter += 1)}.example`;

async function matrixSite(ctx: MatrixContext): Promise<number> {
  return idOf(await asAdmin(ctx, { method: 'POST', url: `${base}/domain/sites`, ...json({ name: 'Matrix site' }) }));
}

async function matrixEmailDomain(ctx: MatrixContext): Promise<number> {
  return idOf(await asAdmin(ctx, { method: 'POST', url: `${base}/domain/email-domains`, ...json({ domain: nextEmailDomain() }) }));
}

export const CAMPUS_SETTINGS_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${base}/theme`]: { rule: RULE, outcomes: OPERATORS, request: () => ({ method: 'GET', url: `${base}/theme` }) },
  [`PUT ${base}/theme`]: {
    rule: `${RULE} (puts the demo look back)`,
    outcomes: OPERATORS,
    request: () => ({ method: 'PUT', url: `${base}/theme`, ...json(DEMO_THEME) }),
  },
  [`GET ${base}/external-logo`]: { rule: RULE, outcomes: OPERATORS, request: () => ({ method: 'GET', url: `${base}/external-logo` }) },
  [`PUT ${base}/external-logo`]: {
    rule: `${RULE} (puts the demo campus's state back: no external logo)`,
    outcomes: OPERATORS,
    request: () => ({ method: 'PUT', url: `${base}/external-logo`, ...json({ image_url: null, link_url: null }) }),
  },
  [`GET ${base}/features`]: { rule: RULE, outcomes: OPERATORS, request: () => ({ method: 'GET', url: `${base}/features` }) },
  [`PUT ${base}/features`]: {
    rule: `${RULE} (puts the demo campus's flags back: both course types on, prompt off, certificates and push on)`,
    outcomes: OPERATORS,
    request: () => ({ method: 'PUT', url: `${base}/features`, ...json({ course_types: { self_learning: true, compact_learning: true }, feedback_prompt: false, certificates: true, push_notifications: true }) }),
  },
  [`GET ${base}/privacy`]: { rule: RULE, outcomes: OPERATORS, request: () => ({ method: 'GET', url: `${base}/privacy` }) },
  [`POST ${base}/privacy/terms`]: {
    rule: `${RULE} (publishes a new terms version)`,
    outcomes: OPERATORS,
    request: () => ({ method: 'POST', url: `${base}/privacy/terms`, ...json({ de: 'Matrix-Bedingungen', en: 'Matrix terms' }) }),
  },
  [`PUT ${base}/privacy/links`]: {
    rule: `${RULE} (puts the demo campus's links back: none, the app's pages)`,
    outcomes: OPERATORS,
    request: () => ({ method: 'PUT', url: `${base}/privacy/links`, ...json({ imprint_url: null, privacy_url: null }) }),
  },
  [`GET ${base}/domain`]: { rule: RULE, outcomes: OPERATORS, request: () => ({ method: 'GET', url: `${base}/domain` }) },
  [`POST ${base}/domain/sites`]: {
    rule: `${RULE} (adds a site)`,
    outcomes: OPERATORS,
    request: () => ({ method: 'POST', url: `${base}/domain/sites`, ...json({ name: 'Matrix site' }) }),
  },
  [`PUT ${base}/domain/sites/:siteId`]: {
    rule: `${RULE} (renames a site the admin added)`,
    outcomes: OPERATORS,
    request: async (ctx) => ({ method: 'PUT', url: `${base}/domain/sites/${await matrixSite(ctx)}`, ...json({ name: 'Matrix site, renamed' }) }),
  },
  [`DELETE ${base}/domain/sites/:siteId`]: {
    rule: `${RULE} (deletes a site no course uses, added by the admin)`,
    outcomes: OPERATORS,
    request: async (ctx) => ({ method: 'DELETE', url: `${base}/domain/sites/${await matrixSite(ctx)}` }),
  },
  [`POST ${base}/domain/email-domains`]: {
    rule: `${RULE} (adds a fresh e-mail domain)`,
    outcomes: OPERATORS,
    request: () => ({ method: 'POST', url: `${base}/domain/email-domains`, ...json({ domain: nextEmailDomain() }) }),
  },
  [`POST ${base}/domain/email-domains/:emailDomainId/verify`]: {
    rule: `${RULE} (checks the DNS record of a fresh claim; the test app finds none: 409 CAMPUS_EMAIL_DOMAIN_RECORD_MISSING)`,
    outcomes: passOnly(409, 'campusManager', 'admin'),
    request: async (ctx) => ({ method: 'POST', url: `${base}/domain/email-domains/${await matrixEmailDomain(ctx)}/verify` }),
  },
  [`POST ${base}/domain/email-domains/:emailDomainId/approve`]: {
    rule: 'server admins (not in student mode) approve a claim of any campus without DNS; others 403 (approves a fresh claim)',
    outcomes: allowOnly('admin'),
    request: async (ctx) => ({ method: 'POST', url: `${base}/domain/email-domains/${await matrixEmailDomain(ctx)}/approve` }),
  },
  [`DELETE ${base}/domain/email-domains/:emailDomainId`]: {
    rule: `${RULE} (removes an e-mail domain the admin added)`,
    outcomes: OPERATORS,
    request: async (ctx) => ({ method: 'DELETE', url: `${base}/domain/email-domains/${await matrixEmailDomain(ctx)}` }),
  },
  [`PUT ${base}/domain/target-groups`]: {
    rule: `${RULE} (puts the demo target groups back)`,
    outcomes: OPERATORS,
    request: () => ({ method: 'PUT', url: `${base}/domain/target-groups`, ...json({ options: [...DEMO_COURSE_OPTIONS.targetGroupOptions] }) }),
  },
};
