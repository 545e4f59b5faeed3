// Domain management (issue 18): GET /campus-settings/domain; POST, PUT, DELETE /campus-settings/domain/sites;
// POST, DELETE /campus-settings/domain/email-domains; PUT /campus-settings/domain/target-groups. Thin: the
// service decides. Registered by campusSettingsRoutes.
import {
  CampusDomainSettingsSchema,
  CampusEmailDomainInputSchema,
  CampusEmailDomainParamsSchema,
  CampusEmailDomainSchema,
  CampusSiteInputSchema,
  CampusSiteParamsSchema,
  CampusSiteSchema,
  CampusTargetGroupsInputSchema,
  CampusTargetGroupsSchema,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { PROBLEM_RESPONSES, noContentResponse } from '../../lib/route-schemas.ts';
import { getPrincipal, requireUser } from '../../plugins/authenticate.ts';
import {
  addEmailDomain,
  addSite,
  deleteSite,
  getDomainSettings,
  removeEmailDomain,
  renameSite,
  saveTargetGroups,
} from './campus-settings.domain.service.ts';

const TAGS = ['campus-settings'];
const OPERATORS = 'The caller’s campus. Campus admins (not in student mode) and campus managers of that campus; others 403 CAMPUS_SETTINGS_FORBIDDEN.';

export function campusDomainRoutes(app: FastifyInstance, db: Database, base: string): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const domain = `${base}/domain`;

  routes.get(
    domain,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Domain management: the campus’s sites, e-mail domains and target-group options',
        description: `${OPERATORS} Sites with the number of (not deleted) courses that use them; e-mail domains alphabetically; target-group options in display order.`,
        response: { 200: CampusDomainSettingsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getDomainSettings(db, getPrincipal(request)),
  );

  routes.post(
    `${domain}/sites`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Add a site (groups courses in the course chooser)',
        description: `${OPERATORS} The name is plain text, 1 to 120 characters.`,
        body: CampusSiteInputSchema,
        response: { 201: CampusSiteSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => reply.status(201).send(await addSite(db, getPrincipal(request), request.body.name)),
  );

  routes.put(
    `${domain}/sites/:siteId`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Rename a site',
        description: `${OPERATORS} A site of another campus is 404 CAMPUS_SITE_NOT_FOUND.`,
        params: CampusSiteParamsSchema,
        body: CampusSiteInputSchema,
        response: { 200: CampusSiteSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => renameSite(db, getPrincipal(request), request.params.siteId, request.body.name),
  );

  routes.delete(
    `${domain}/sites/:siteId`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Delete a site no course uses',
        description: `${OPERATORS} 409 CAMPUS_SITE_IN_USE while a (not deleted) course uses it; 404 CAMPUS_SITE_NOT_FOUND for a site of another campus.`,
        params: CampusSiteParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await deleteSite(db, getPrincipal(request), request.params.siteId);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    `${domain}/email-domains`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Add an e-mail domain of the campus (addresses at it belong to the campus: SSO sign-up joins it)',
        description: `${OPERATORS} The part after the @ (example.org), lowercased; internationalised names in punycode; no scheme, path or @ (field error CAMPUS_EMAIL_DOMAIN_INVALID). 409 CAMPUS_EMAIL_DOMAIN_TAKEN when this or another campus has it.`,
        body: CampusEmailDomainInputSchema,
        response: { 201: CampusEmailDomainSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => reply.status(201).send(await addEmailDomain(db, getPrincipal(request), request.body.domain)),
  );

  routes.delete(
    `${domain}/email-domains/:emailDomainId`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Remove an e-mail domain of the campus',
        description: `${OPERATORS} Accounts already created stay where they are. 404 CAMPUS_EMAIL_DOMAIN_NOT_FOUND for one of another campus.`,
        params: CampusEmailDomainParamsSchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeEmailDomain(db, getPrincipal(request), request.params.emailDomainId);
      return reply.status(204).send(null);
    },
  );

  routes.put(
    `${domain}/target-groups`,
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Save the target-group options courses offer (spec §3 course_target_group_options)',
        description: `${OPERATORS} The whole list in display order (adding, renaming and removing are edits of it): up to 50 options of 1 to 100 characters, none twice (field error CAMPUS_TARGET_GROUP_DUPLICATE, case-insensitive). An empty list hides the course editor's target-group field.`,
        body: CampusTargetGroupsInputSchema,
        response: { 200: CampusTargetGroupsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => saveTargetGroups(db, getPrincipal(request), request.body.options),
  );
}
