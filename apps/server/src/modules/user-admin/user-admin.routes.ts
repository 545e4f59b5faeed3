// Users administer (issue 18): GET /users/administer (one page of the campus's accounts), PUT
// /users/administer/{uid}/roles, POST /users/administer/{uid}/disable and /enable, POST
// /users/administer/members (an admin adds an existing account; a campus manager invites the address),
// and the invitee's GET /campus-invitations, POST /campus-invitations/{id}/accept and /decline (issue 27).
// Thin: user-admin.service.ts decides.
import {
  CampusInvitationListSchema,
  CampusInvitationParamsSchema,
  CampusInvitationSentSchema,
  ProblemSchema,
  REST_BASE,
  UserAdminAddMemberInputSchema,
  UserAdminEntrySchema,
  UserAdminListQuerySchema,
  UserAdminListSchema,
  UserAdminParamsSchema,
  UserAdminRolesInputSchema,
} from '@campus/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { PROBLEM_RESPONSES, noContentResponse } from '../../lib/route-schemas.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import {
  addCampusMember,
  answerMyInvitation,
  disableUser,
  enableUser,
  listMyInvitations,
  listUsers,
  setRoles,
  type UserAdminDeps,
} from './user-admin.service.ts';

export interface UserAdminRoutesOptions {
  db: Database;
}

const TAGS = ['user-admin'];
const RULE =
  "Campus admins (not in student mode) and campus managers of the caller's campus (not in student mode), else 403 USER_ADMIN_FORBIDDEN; no campus: 404 USER_ADMIN_NO_CAMPUS.";
const TARGET = 'A user who does not belong to the campus is 404 USER_ADMIN_USER_NOT_FOUND.';
const INVITATION_RULE =
  'Only the account with the invited address; anyone else, an answered or an expired invitation: 404 CAMPUS_INVITATION_NOT_FOUND, as for an unknown id. While an admin acts as the user: 403 CAMPUS_INVITATION_IMPERSONATED.';
const WITH_CONFLICT = { ...PROBLEM_RESPONSES, 409: ProblemSchema };

/** Personal data: never kept by a shared cache. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export async function userAdminRoutes(app: FastifyInstance, options: UserAdminRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const deps: UserAdminDeps = { db: options.db, accounts: app.auth, log: app.log };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `${REST_BASE}/users/administer`;

  routes.get(
    base,
    {
      schema: {
        tags: TAGS,
        summary: "One page of the campus's accounts with campus roles, status and last sign-in",
        description: `${RULE} \`search\` matches name or e-mail (case-insensitive); \`page\` counts from 0. \`can\` tells what the caller may do besides.`,
        querystring: UserAdminListQuerySchema,
        response: { 200: UserAdminListSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listUsers(deps, getPrincipal(request), request.query);
    },
  );

  routes.put(
    `${base}/:uid/roles`,
    {
      schema: {
        tags: TAGS,
        summary: 'Set the campus roles (campus_manager, dialog_manager, quiz_manager) of a user of the campus',
        description: `${RULE} ${TARGET} A campus manager taking their own campus_manager role is 409 USER_ADMIN_SELF.`,
        params: UserAdminParamsSchema,
        body: UserAdminRolesInputSchema,
        response: { 200: UserAdminEntrySchema, ...WITH_CONFLICT },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return setRoles(deps, getPrincipal(request), request.params.uid, request.body.roles);
    },
  );

  routes.post(
    `${base}/:uid/disable`,
    {
      schema: {
        tags: TAGS,
        summary: 'Disable a member: a server admin switches the account off, a campus manager suspends the membership of the campus',
        description: `${RULE} ${TARGET} A server admin: every session ends at once and sign-in is refused. A campus manager: the membership of the caller's campus is suspended (its campus roles go; the campus and its courses close to the person), the account stays usable elsewhere. The own account is 409 USER_ADMIN_SELF; an admin account, for a campus manager, 403 USER_ADMIN_ADMIN_PROTECTED.`,
        params: UserAdminParamsSchema,
        response: { 200: UserAdminEntrySchema, ...WITH_CONFLICT },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return disableUser(deps, getPrincipal(request), request.params.uid);
    },
  );

  routes.post(
    `${base}/:uid/enable`,
    {
      schema: {
        tags: TAGS,
        summary: 'Enable a disabled member again',
        description: `${RULE} ${TARGET} Restores a suspended membership of the campus (not its campus roles); a server admin also switches the account on. The own account is 409 USER_ADMIN_SELF; an admin account, for a campus manager, 403 USER_ADMIN_ADMIN_PROTECTED.`,
        params: UserAdminParamsSchema,
        response: { 200: UserAdminEntrySchema, ...WITH_CONFLICT },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return enableUser(deps, getPrincipal(request), request.params.uid);
    },
  );

  routes.post(
    `${base}/members`,
    {
      schema: {
        tags: TAGS,
        summary: 'Add an account to the campus (server admins) or invite an address to it (campus managers)',
        description: `${RULE} A member of the campus already: 409 USER_ADMIN_ALREADY_MEMBER. A server admin adds the account with the address at once (201; none: 404 USER_ADMIN_ACCOUNT_NOT_FOUND). A campus manager records a pending campus invitation the address's owner accepts or declines (202, the same answer whether an account has the address or not).`,
        body: UserAdminAddMemberInputSchema,
        response: { 201: UserAdminEntrySchema, 202: CampusInvitationSentSchema, ...WITH_CONFLICT },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const result = await addCampusMember(deps, getPrincipal(request), request.body.email);
      if ('added' in result) return reply.status(201).send(result.added);
      return reply.status(202).send(result.invited);
    },
  );

  const invitations = `${REST_BASE}/campus-invitations`;
  routes.get(
    invitations,
    {
      schema: {
        tags: TAGS,
        summary: "The caller's pending campus invitations (for their own e-mail address)",
        description: 'Any signed-in user; unexpired, unanswered invitations only.',
        response: { 200: CampusInvitationListSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listMyInvitations(deps, getPrincipal(request));
    },
  );

  for (const action of ['accept', 'decline'] as const) {
    routes.post(
      `${invitations}/:id/${action}`,
      {
        schema: {
          tags: TAGS,
          summary: action === 'accept' ? 'Accept a campus invitation: the caller becomes a member of the campus' : 'Decline a campus invitation',
          description: INVITATION_RULE,
          params: CampusInvitationParamsSchema,
          response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
        },
      },
      async (request, reply) => {
        await answerMyInvitation(deps, getPrincipal(request), request.params.id, action === 'accept');
        return reply.status(204).send(null);
      },
    );
  }
}
