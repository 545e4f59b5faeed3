// Domain management (issue 18): GET /campus-settings/domain; POST, PUT, DELETE /campus-settings/domain/sites;
// POST, DELETE /campus-settings/domain/email-domains, POST .../email-domains/{id}/verify and .../approve (issue 27:
// a claim counts once proved by DNS or approved by a server admin); PUT /campus-settings/domain/target-groups. Thin: the
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
import type { TxtResolver } from '../../lib/dns-txt.ts';
import { PROBLEM_RESPONSES, noContentResponse } from '../../lib/route-schemas.ts';
import { getPrincipal } from '../../plugins/authenticate.ts';
import {
  addEmailDomain,
  addSite,
  approveEmailDomain,
  deleteSite,
  getDomainSettings,
  removeEmailDomain,
  renameSite,
  saveTargetGroups,
  verifyEmailDomain,
  type EmailDomainProofDeps,
} from './campus-settings.domain.service.ts';

const TAGS = ['campus-settings'];
const OPERATORS = 'The caller’s campus. Campus admins (not in student mode) and campus managers of that campus; others 403 CAMPUS_SETTINGS_FORBIDDEN.';

/** Registered by campusSettingsRoutes on its own instance: its requireUserOnEveryRoute guards these routes too. */
export function campusDomainRoutes(app: FastifyInstance, db: Database, base: string, proof: { resolveTxt: TxtResolver; now: () => Date }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const proofDeps: EmailDomainProofDeps = { db, ...proof };
  const domain = `${base}/domain`;

  routes.get(
    domain,
    {
      schema: {
        tags: TAGS,
        summary: 'Domain management: the campus’s sites, e-mail domains and target-group options',
        description: `${OPERATORS} Sites with the number of (not deleted) courses that use them; e-mail domains alphabetically with their status (pending ones with the DNS TXT record that proves them); target-group options in display order.`,
        response: { 200: CampusDomainSettingsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getDomainSettings(db, getPrincipal(request)),
  );

  routes.post(
    `${domain}/sites`,
    {
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
      schema: {
        tags: TAGS,
        summary: 'Claim an e-mail domain for the campus (once verified, addresses at it belong to the campus: SSO sign-up joins it)',
        description: `${OPERATORS} The part after the @ (example.org), lowercased; internationalised names in punycode; no scheme, path or @ (field error CAMPUS_EMAIL_DOMAIN_INVALID). The claim is pending, with the DNS TXT record that proves it, until verified or approved by a server admin. 409 CAMPUS_EMAIL_DOMAIN_TAKEN when this campus claims it already or another campus has it verified.`,
        body: CampusEmailDomainInputSchema,
        response: { 201: CampusEmailDomainSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => reply.status(201).send(await addEmailDomain(db, getPrincipal(request), request.body.domain)),
  );

  routes.post(
    `${domain}/email-domains/:emailDomainId/verify`,
    {
      schema: {
        tags: TAGS,
        summary: 'Check the DNS TXT record that proves a pending e-mail domain claim',
        description: `${OPERATORS} Looks up the TXT record \`_campus-verification.<domain>\` for the value \`campus-verification=<token>\` (shown with the claim). 409 CAMPUS_EMAIL_DOMAIN_RECORD_MISSING while it is not there (the claim stays pending); 409 CAMPUS_EMAIL_DOMAIN_TAKEN when another campus proved the domain first; 404 CAMPUS_EMAIL_DOMAIN_NOT_FOUND for a claim of another campus. A verified claim answers as it is.`,
        params: CampusEmailDomainParamsSchema,
        response: { 200: CampusEmailDomainSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => verifyEmailDomain(proofDeps, getPrincipal(request), request.params.emailDomainId),
  );

  routes.post(
    `${domain}/email-domains/:emailDomainId/approve`,
    {
      schema: {
        tags: TAGS,
        summary: 'Approve an e-mail domain claim without DNS proof (server admins)',
        description: 'Server admins (not in student mode), for a claim of any campus; everyone else 403 CAMPUS_EMAIL_DOMAIN_APPROVAL_FORBIDDEN. 404 CAMPUS_EMAIL_DOMAIN_NOT_FOUND for an unknown claim; 409 CAMPUS_EMAIL_DOMAIN_TAKEN when another campus has the domain verified.',
        params: CampusEmailDomainParamsSchema,
        response: { 200: CampusEmailDomainSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => approveEmailDomain(proofDeps, getPrincipal(request), request.params.emailDomainId),
  );

  routes.delete(
    `${domain}/email-domains/:emailDomainId`,
    {
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
