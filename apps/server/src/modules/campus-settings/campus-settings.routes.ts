// Campus settings (issue 18): GET|PUT /campus-settings/theme, GET|PUT /campus-settings/external-logo,
// GET|PUT /campus-settings/features,
// GET /campus-settings/privacy, POST /campus-settings/privacy/terms, PUT /campus-settings/privacy/links, and domain management under
// /campus-settings/domain (campus-settings.domain.routes.ts). Thin: the service decides.
import {
  CampusExternalLogoInputSchema,
  CampusExternalLogoSchema,
  CampusFeatureSettingsSchema,
  CampusLegalLinksInputSchema,
  CampusLegalLinksSchema,
  CampusPrivacySettingsSchema,
  CampusTermsInputSchema,
  CampusTermsSchema,
  CampusThemeInputSchema,
  CampusThemeSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { systemTxtResolver, type TxtResolver } from '../../lib/dns-txt.ts';
import { PROBLEM_RESPONSES } from '../../lib/route-schemas.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { campusDomainRoutes } from './campus-settings.domain.routes.ts';
import {
  getExternalLogo,
  getFeatures,
  getPrivacy,
  getTheme,
  publishTerms,
  saveExternalLogo,
  saveFeatures,
  saveLegalLinks,
  saveTheme,
  type CampusSettingsDeps,
} from './campus-settings.service.ts';

export interface CampusSettingsRoutesOptions {
  db: Database;
  now?: () => Date;
  /** DNS TXT lookups that prove e-mail domain claims (default: the system resolver; tests hand in a fake). */
  resolveTxt?: TxtResolver;
}

const TAGS = ['campus-settings'];
const OPERATORS = 'The caller’s campus. Campus admins (not in student mode) and campus managers of that campus; others 403 CAMPUS_SETTINGS_FORBIDDEN.';

export async function campusSettingsRoutes(app: FastifyInstance, options: CampusSettingsRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const deps: CampusSettingsDeps = { db: options.db, now: options.now ?? (() => new Date()) };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `${REST_BASE}/campus-settings`;

  routes.get(
    `${base}/theme`,
    {
      schema: {
        tags: TAGS,
        summary: 'The campus theme: primary colour, header and menu colours, fonts (spec §3 color_overrides, font_overrides)',
        description: `${OPERATORS} null: the default theme's value.`,
        response: { 200: CampusThemeSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getTheme(deps, getPrincipal(request)),
  );

  routes.put(
    `${base}/theme`,
    {
      schema: {
        tags: TAGS,
        summary: 'Save the campus theme (every user sees it on their next load)',
        description: `${OPERATORS} Colours are #rrggbb (or #rgb), null keeps the default. Unreadable pairs are 400 with field errors CAMPUS_THEME_UNREADABLE: the primary colour below 3:1 on white, a header or menu font colour below 4.5:1 on its background.`,
        body: CampusThemeInputSchema,
        response: { 200: CampusThemeSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => saveTheme(deps, getPrincipal(request), request.body),
  );

  routes.get(
    `${base}/external-logo`,
    {
      schema: {
        tags: TAGS,
        summary: 'The campus’s external logo (partner or association logo in the header and side menu) and its link',
        description: `${OPERATORS} null: none.`,
        response: { 200: CampusExternalLogoSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getExternalLogo(deps, getPrincipal(request)),
  );

  routes.put(
    `${base}/external-logo`,
    {
      schema: {
        tags: TAGS,
        summary: 'Set or remove the external logo (every user sees it on their next load)',
        description: `${OPERATORS} image_url: an https address (the page loads images over https only), else field error CAMPUS_LOGO_IMAGE_INVALID; link_url: http(s), else CAMPUS_LOGO_LINK_INVALID; no credentials, up to 2048 characters; null or '' removes it.`,
        body: CampusExternalLogoInputSchema,
        response: { 200: CampusExternalLogoSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => saveExternalLogo(deps, getPrincipal(request), request.body),
  );

  routes.get(
    `${base}/features`,
    {
      schema: {
        tags: TAGS,
        summary: 'Course types the campus allows (spec §6) and the feedback prompt (spec §4)',
        description: OPERATORS,
        response: { 200: CampusFeatureSettingsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getFeatures(deps, getPrincipal(request)),
  );

  routes.put(
    `${base}/features`,
    {
      schema: {
        tags: TAGS,
        summary: 'Switch the course types self_learning / compact_learning and the feedback prompt',
        description: `${OPERATORS} feedback_prompt is the same flag as PUT /app-feedback/settings.`,
        body: CampusFeatureSettingsSchema,
        response: { 200: CampusFeatureSettingsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => saveFeatures(deps, getPrincipal(request), request.body),
  );

  routes.get(
    `${base}/privacy`,
    {
      schema: {
        tags: TAGS,
        summary: 'The campus’s current terms of use (plain text, de and en; null when it has none) and its imprint and privacy links',
        description: OPERATORS,
        response: { 200: CampusPrivacySettingsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getPrivacy(deps, getPrincipal(request)),
  );

  routes.post(
    `${base}/privacy/terms`,
    {
      schema: {
        tags: TAGS,
        summary: 'Publish a new version of the terms of use; every user must accept it again',
        description: `${OPERATORS} Plain text in both languages (1 to 50,000 characters each), shown as text.`,
        body: CampusTermsInputSchema,
        response: { 201: CampusTermsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => reply.status(201).send(await publishTerms(deps, getPrincipal(request), request.body)),
  );

  routes.put(
    `${base}/privacy/links`,
    {
      schema: {
        tags: TAGS,
        summary: 'Set the campus’s own imprint and privacy pages (the side-menu footer and /impressum, /privacy_policy lead there)',
        description: `${OPERATORS} http(s) addresses without credentials, up to 2048 characters; null or '' keeps the app's page. Others are 400 with field errors CAMPUS_LEGAL_LINK_INVALID.`,
        body: CampusLegalLinksInputSchema,
        response: { 200: CampusLegalLinksSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => saveLegalLinks(deps, getPrincipal(request), request.body),
  );

  campusDomainRoutes(app, options.db, base, { resolveTxt: options.resolveTxt ?? systemTxtResolver(), now: deps.now });
}
