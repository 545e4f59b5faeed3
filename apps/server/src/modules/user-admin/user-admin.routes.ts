// Users administer (issue 18): GET /users/administer (one page of the campus's accounts), PUT
// /users/administer/{uid}/roles, POST /users/administer/{uid}/disable and /enable, POST
// /users/administer/members (an existing account joins the campus). Thin: user-admin.service.ts decides.
import {
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
import { PROBLEM_RESPONSES } from '../../lib/route-schemas.ts';
import { getPrincipal, requireUser } from '../../plugins/authenticate.ts';
import { addCampusMember, disableUser, enableUser, listUsers, setRoles, type UserAdminDeps } from './user-admin.service.ts';

export interface UserAdminRoutesOptions {
  db: Database;
}

const TAGS = ['user-admin'];
const RULE =
  "Campus admins (not in student mode) and campus managers of the caller's campus (not in student mode), else 403 USER_ADMIN_FORBIDDEN; no campus: 404 USER_ADMIN_NO_CAMPUS.";
const TARGET = 'A user who does not belong to the campus is 404 USER_ADMIN_USER_NOT_FOUND.';
const WITH_CONFLICT = { ...PROBLEM_RESPONSES, 409: ProblemSchema };

/** Personal data: never kept by a shared cache. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export async function userAdminRoutes(app: FastifyInstance, options: UserAdminRoutesOptions): Promise<void> {
  const deps: UserAdminDeps = { db: options.db, accounts: app.auth, log: app.log };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `${REST_BASE}/users/administer`;

  routes.get(
    base,
    {
      onRequest: requireUser,
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
      onRequest: requireUser,
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
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: "Disable an account: every session ends at once and sign-in is refused",
        description: `${RULE} ${TARGET} The own account is 409 USER_ADMIN_SELF; an admin account, for a campus manager, 403 USER_ADMIN_ADMIN_PROTECTED.`,
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
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Enable a disabled account again',
        description: `${RULE} ${TARGET} The own account is 409 USER_ADMIN_SELF; an admin account, for a campus manager, 403 USER_ADMIN_ADMIN_PROTECTED.`,
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
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Add an existing account to the campus by its e-mail address',
        description: `${RULE} No account with the address: 404 USER_ADMIN_ACCOUNT_NOT_FOUND; one of the campus already: 409 USER_ADMIN_ALREADY_MEMBER.`,
        body: UserAdminAddMemberInputSchema,
        response: { 201: UserAdminEntrySchema, ...WITH_CONFLICT },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return reply.status(201).send(await addCampusMember(deps, getPrincipal(request), request.body.email));
    },
  );
}
