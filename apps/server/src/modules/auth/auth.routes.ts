// Identity endpoints of spec §7: login (Basic, or Bearer with the refresh token: decision 0013), refresh, check, logout; the signed-in user;
// password change; admin impersonation. Thin: the service decides, these translate HTTP. Where the
// refresh token travels (body for native clients, HttpOnly cookie for the web app) is decided here, per
// request, by refresh-cookie.ts (decision 0007).
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
  SessionsRevokeInputSchema,
  SessionsRevokeResponseSchema,
} from '@campus/shared';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseAuthorizationHeader } from '../../auth-core/authorization-header.ts';
import { AppError } from '../../lib/errors.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { LoginRateLimitedError, type ClientInfo, type IssuedTokens } from './auth.service.ts';
import { refreshTokenRequired } from './auth.sessions.ts';
import { isWellFormedRefreshToken } from '../../lib/tokens.ts';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body.ts';
import {
  COOKIE_TRANSPORT_NOTE,
  clearRefreshCookie,
  cookieCannotStick,
  refreshTokenFromCookie,
  setRefreshCookie,
  wantsCookieTransport,
} from './refresh-cookie.ts';

export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

/** Token answers are never cached by anyone. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}

/** Native clients get the refresh token in the body; the web app gets it as the HttpOnly cookie only. */
function tokenPair(issued: IssuedTokens, reply: FastifyReply, transport: 'body' | 'cookie', cookieMaxAgeSeconds: number) {
  const pair = { access_token: issued.accessToken, token_valid_until: issued.accessTokenExpiresAt };
  if (transport === 'body') return { ...pair, refresh_token: issued.refreshToken };
  setRefreshCookie(reply, issued.refreshToken, cookieMaxAgeSeconds);
  return pair;
}

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema };

export interface AuthRoutesOptions {
  /** After "sign out everywhere" (e.g. the notifications feature drops the user's web push devices). */
  onSessionsRevoked?: (userId: number) => Promise<void>;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions = {}): Promise<void> {
  acceptEmptyJsonBodies(app);
  // Encapsulated: reads and sets the refresh cookie of the web app.
  await app.register(cookie);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = app.auth;
  const cookieMaxAge = auth.settings.refreshTokenTtlSeconds;
  const transportOf = (request: FastifyRequest) => (wantsCookieTransport(request) ? ('cookie' as const) : ('body' as const));
  if (cookieCannotStick(auth.settings.publicUrl)) {
    app.log.warn(
      { event: 'refresh_cookie_insecure_origin', publicUrl: auth.settings.publicUrl },
      'PUBLIC_URL is plain http on a non-loopback host: browsers drop the Secure refresh cookie, so web sessions end with their access token. Serve the campus over https.',
    );
  }

  routes.post(
    `${REST_BASE}${AUTH_PATHS.login}`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Basic email:password (new session) or renew with the refresh token as Bearer (same session)',
        description:
          'Empty body. `Authorization: Bearer <refresh token>` rotates the refresh token exactly like /api/keycloak/refresh ' +
          '(a spent one presented again ends the session) and answers the new pair; an access token alone is refused ' +
          '(401 REFRESH_TOKEN_REQUIRED): it cannot renew itself (decision 0013). The web app renews through ' +
          `/api/keycloak/refresh with its cookie. \`refresh_token\` is an addition to the spec for native clients. ${COOKIE_TRANSPORT_NOTE}`,
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
        // Only the refresh credential renews (decision 0013): a stolen access token dies with its expiry.
        // Not verified first, so the answer tells nothing about the access token presented.
        if (!isWellFormedRefreshToken(credentials.token)) throw refreshTokenRequired();
        const renewed = await auth.refresh(credentials.token);
        return {
          token: renewed.accessToken,
          token_valid_until: renewed.accessTokenExpiresAt,
          uid: renewed.userId,
          refresh_token: renewed.refreshToken,
        };
      }
      try {
        const issued = await auth.passwordSignIn(credentials.email, credentials.password, clientInfo(request));
        const answer = { token: issued.accessToken, token_valid_until: issued.accessTokenExpiresAt, uid: issued.userId };
        if (transportOf(request) === 'body') return { ...answer, refresh_token: issued.refreshToken };
        setRefreshCookie(reply, issued.refreshToken, cookieMaxAge);
        return answer;
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
        description:
          `Native clients: \`refresh_token\` in the body, the new pair in the answer. ${COOKIE_TRANSPORT_NOTE} ` +
          'The web app sends no refresh_token, a JSON body and that header; the cookie is read, rotated and set again, ' +
          'and the answer has no refresh_token. The cookie without the header is refused (403 CSRF_FAILED); ' +
          'a refused cookie is cleared.',
        body: RefreshInputSchema,
        response: { 200: RefreshResponseSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 415: ProblemSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const bodyToken = request.body.refresh_token;
      if (bodyToken !== undefined) return tokenPair(await auth.refresh(bodyToken), reply, 'body', cookieMaxAge);
      const cookieToken = refreshTokenFromCookie(request);
      try {
        if (cookieToken === undefined) {
          throw new AppError(401, AUTH_ERROR_CODES.invalidRefreshToken, 'There is no session cookie. Sign in again.');
        }
        return tokenPair(await auth.refresh(cookieToken), reply, 'cookie', cookieMaxAge);
      } catch (error) {
        // A spent, expired or revoked cookie is of no further use to the browser.
        clearRefreshCookie(reply);
        throw error;
      }
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
        description: `Native clients: \`refresh_token\` in the body. ${COOKIE_TRANSPORT_NOTE} The web app sends no refresh_token, a JSON body and that header; the session of the cookie ends and the cookie is cleared.`,
        body: LogoutInputSchema,
        response: { 204: z.null(), 400: ProblemSchema, 403: ProblemSchema, 415: ProblemSchema },
      },
    },
    async (request, reply) => {
      const bodyToken = request.body.refresh_token;
      if (bodyToken !== undefined) {
        await auth.logout(bodyToken);
        return reply.status(204).send(null);
      }
      const cookieToken = refreshTokenFromCookie(request);
      if (cookieToken !== undefined) await auth.logout(cookieToken);
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );

  // The own account's routes (me, password, sessions, impersonation) all need a signed-in user.
  await app.register(async function signedInAuthRoutes(signedIn: FastifyInstance): Promise<void> {
    signedIn.addHook('onRoute', requireUserOnEveryRoute);
    const signedInRoutes = signedIn.withTypeProvider<ZodTypeProvider>();

    signedInRoutes.get(
      `${REST_BASE}${AUTH_PATHS.me}`,
      {
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

    signedInRoutes.post(
      `${REST_BASE}${AUTH_PATHS.me}/password`,
      {
        schema: {
          tags: ['auth'],
          summary: 'Change the own password (8–128 characters, not a common one); other sessions end',
          description: 'An account that signs in through the campus identity provider only has no password: 409 ACCOUNT_SSO_ONLY.',
          body: PasswordChangeInputSchema,
          response: { 204: z.null(), 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 409: ProblemSchema },
        },
      },
      async (request, reply) => {
        await auth.changePassword(getPrincipal(request), request.body.current_password, request.body.new_password);
        return reply.status(204).send(null);
      },
    );

    signedInRoutes.post(
      `${REST_BASE}${AUTH_PATHS.revokeSessions}`,
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out everywhere: end every session of the own account (include_current: false keeps this one)',
          description: 'Refresh tokens of the ended sessions stop working at once, their access tokens on their next request. Not while impersonating (403).',
          body: SessionsRevokeInputSchema,
          response: { 200: SessionsRevokeResponseSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const principal = getPrincipal(request);
        const revoked = await auth.revokeAllSessions(principal, request.body.include_current);
        try {
          await options.onSessionsRevoked?.(principal.userId);
        } catch (error) {
          request.log.warn({ err: error }, 'auth: onSessionsRevoked failed');
        }
        return { revoked };
      },
    );

    signedInRoutes.post(
      `${AUTH_PATHS.impersonate}end`,
      {
        schema: {
          tags: ['auth'],
          summary: "End an impersonation and continue the admin's own session",
          description: COOKIE_TRANSPORT_NOTE,
          response: { 200: ImpersonationResponseSchema, 400: ProblemSchema, 401: ProblemSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const issued = await auth.endImpersonation(getPrincipal(request), clientInfo(request));
        return { ...tokenPair(issued, reply, transportOf(request), cookieMaxAge), uid: issued.userId };
      },
    );

    signedInRoutes.post(
      `${AUTH_PATHS.impersonate}:uid`,
      {
        schema: {
          tags: ['auth'],
          summary: 'Campus admins: act as another (non-admin) user; logged',
          description: COOKIE_TRANSPORT_NOTE,
          params: ImpersonateParamsSchema,
          response: { 200: ImpersonationResponseSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const issued = await auth.startImpersonation(getPrincipal(request), request.params.uid, clientInfo(request));
        return { ...tokenPair(issued, reply, transportOf(request), cookieMaxAge), uid: issued.userId };
      },
    );
  });
}
