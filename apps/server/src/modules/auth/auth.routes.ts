// Identity endpoints of spec §7: login (Basic or Bearer), refresh, check, logout; the signed-in user;
// password change; admin impersonation. Thin: the service decides, these translate HTTP.
import {
  AUTH_ERROR_CODES,
  AUTH_PATHS,
  CheckInputSchema,
  CheckResponseSchema,
  ImpersonateParamsSchema,
  ImpersonationResponseSchema,
  LoginResponseSchema,
  LogoutInputSchema,
  MeSchema,
  PasswordChangeInputSchema,
  ProblemSchema,
  REST_BASE,
  RefreshInputSchema,
  RefreshResponseSchema,
} from '@campus/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { getPrincipal, requireUser } from '../../plugins/authenticate.ts';
import { LoginRateLimitedError, type ClientInfo, type IssuedTokens } from './auth.service.ts';
import { parseAuthorizationHeader } from './authorization-header.ts';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body.ts';

export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

/** Token answers are never cached by anyone. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}

function tokenPair(issued: IssuedTokens) {
  return {
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    token_valid_until: issued.accessTokenExpiresAt,
  };
}

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema };

export async function authRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = app.auth;

  routes.post(
    `${REST_BASE}${AUTH_PATHS.login}`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Basic email:password (new session) or a Bearer access token (fresh token, same session)',
        description:
          'Empty body. `refresh_token` is an addition to the spec for native clients; it is returned after a password login only.',
        headers: z.object({ authorization: z.string().optional() }),
        response: { 200: LoginResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const credentials = parseAuthorizationHeader(request.headers.authorization);
      if (!credentials) {
        reply.header('www-authenticate', 'Basic realm="campus", charset="UTF-8"');
        throw new AppError(401, AUTH_ERROR_CODES.invalidCredentials, 'Send Basic email:password or a Bearer token.');
      }
      if (credentials.kind === 'bearer') {
        const exchanged = await auth.bearerSignIn(credentials.token);
        return { token: exchanged.accessToken, token_valid_until: exchanged.accessTokenExpiresAt, uid: exchanged.userId };
      }
      try {
        const issued = await auth.passwordSignIn(credentials.email, credentials.password, clientInfo(request));
        return {
          token: issued.accessToken,
          token_valid_until: issued.accessTokenExpiresAt,
          uid: issued.userId,
          refresh_token: issued.refreshToken,
        };
      } catch (error) {
        if (error instanceof LoginRateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  routes.post(
    AUTH_PATHS.refresh,
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (the refresh token rotates; reuse revokes the session)',
        body: RefreshInputSchema,
        response: { 200: RefreshResponseSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return tokenPair(await auth.refresh(request.body.refresh_token));
    },
  );

  routes.post(
    AUTH_PATHS.check,
    {
      schema: {
        tags: ['auth'],
        summary: 'Is this access token valid and its session alive?',
        body: CheckInputSchema,
        response: { 200: CheckResponseSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const result = await auth.check(request.body.access_token);
      return { active: true as const, uid: result.userId, exp: result.expiresAt };
    },
  );

  routes.post(
    AUTH_PATHS.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of this refresh token (always 204)',
        body: LogoutInputSchema,
        response: { 204: z.null(), 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refresh_token);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    `${REST_BASE}${AUTH_PATHS.me}`,
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: MeSchema, 401: ProblemSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return auth.me(getPrincipal(request));
    },
  );

  routes.post(
    `${REST_BASE}${AUTH_PATHS.me}/password`,
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Change the own password (8–128 characters, not a common one); other sessions end',
        body: PasswordChangeInputSchema,
        response: { 204: z.null(), 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request, reply) => {
      await auth.changePassword(getPrincipal(request), request.body.current_password, request.body.new_password);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    `${AUTH_PATHS.impersonate}end`,
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: "End an impersonation and continue the admin's own session",
        response: { 200: ImpersonationResponseSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const issued = await auth.endImpersonation(getPrincipal(request), clientInfo(request));
      return { ...tokenPair(issued), uid: issued.userId };
    },
  );

  routes.post(
    `${AUTH_PATHS.impersonate}:uid`,
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Campus admins: act as another (non-admin) user; logged',
        params: ImpersonateParamsSchema,
        response: { 200: ImpersonationResponseSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const issued = await auth.startImpersonation(getPrincipal(request), request.params.uid, clientInfo(request));
      return { ...tokenPair(issued), uid: issued.userId };
    },
  );
}
