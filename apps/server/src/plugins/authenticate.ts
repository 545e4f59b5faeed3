// Authentication for every feature: `Authorization: Bearer <access token>` and `X-Student-Mode`.
// Register once (app.ts, which builds the auth service and hands it in); then protect every route of a
// routes plugin with `app.addHook('onRoute', requireUserOnEveryRoute)` (its public routes live in a
// plugin of their own), or one route with `onRequest: requireUser` (or `requireAdmin`), and read
// `request.principal` / `getPrincipal(request)` in the handler.
//
// A token passes only if its signature, algorithm, type, issuer, audience and expiry are right AND its
// session is neither revoked nor expired AND the account (and an impersonating admin) is not disabled,
// so logout and disabling take effect on the very next request.
import { ERROR_CODES } from '@campus/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { parseAuthorizationHeader } from '../auth-core/authorization-header.ts';
import { parseStudentMode, type Principal } from '../auth-core/principal.ts';
import { AppError } from '../lib/errors.ts';

// `app.auth` is declared where the service lives (modules/auth/auth.service.ts), so this plugin imports
// nothing of the service; the hooks below use only `app.auth.authenticate(token, studentMode)`.
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser/requireAdmin/optionalUser; null on routes without them. */
    principal: Principal | null;
  }
}

export interface AuthenticatePluginOptions {
  /** The auth service, built in app.ts; decorated as `app.auth`. */
  auth: FastifyInstance['auth'];
}

function unauthenticated(reply: FastifyReply): AppError {
  reply.header('www-authenticate', 'Bearer realm="campus"');
  return new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'A valid access token is required.');
}

function bearerToken(request: FastifyRequest): string | null {
  const credentials = parseAuthorizationHeader(request.headers.authorization);
  return credentials?.kind === 'bearer' ? credentials.token : null;
}

/** Hook: the request must carry a valid access token of a live session; 401 UNAUTHENTICATED otherwise. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated(reply);
  try {
    request.principal = await request.server.auth.authenticate(token, parseStudentMode(request.headers['x-student-mode']));
  } catch (error) {
    if (error instanceof AppError && error.status === 401) throw unauthenticated(reply);
    throw error;
  }
}

/** Hook: like requireUser, and the user must be a campus admin (not in student mode); 403 otherwise. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.principal?.isAdmin) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Campus admins only.');
}

/**
 * Hook for public routes that say more to a signed-in user: a valid token sets the principal; no token,
 * or one that no longer passes, leaves the request anonymous (principal null) instead of failing it.
 */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  try {
    request.principal = await request.server.auth.authenticate(token, parseStudentMode(request.headers['x-student-mode']));
  } catch (error) {
    if (!(error instanceof AppError && error.status === 401)) throw error;
  }
}

/**
 * onRoute hook for a routes plugin whose every route is for signed-in users: register it with
 * `app.addHook('onRoute', requireUserOnEveryRoute)` before the routes. It puts requireUser first into
 * each route's own `onRequest`, as if written there, rather than adding a plugin-wide onRequest hook:
 * the OpenAPI document reads who may call a route from the route's options (routeSecurity in
 * openapi-document.ts), and the guard runs where it always ran. A wrong setup fails the start, not the
 * first request: routes registered before authenticatePlugin (no `app.auth` yet), or a route that names
 * an auth hook itself (it would authenticate twice).
 */
export function requireUserOnEveryRoute(this: FastifyInstance, route: RouteOptions): void {
  if (!this.hasDecorator('auth')) {
    throw new Error(`${String(route.method)} ${route.url}: register authenticatePlugin (app.auth) before routes that require a user`);
  }
  const own = [route.onRequest ?? []].flat();
  if (own.some((hook) => hook === requireUser || hook === requireAdmin || hook === optionalUser)) {
    throw new Error(`${String(route.method)} ${route.url}: its plugin already requires a user for every route`);
  }
  route.onRequest = [requireUser, ...own];
}

/** The principal of a route protected by requireUser; throws 401 if the hook was forgotten. */
export function getPrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'A valid access token is required.');
  return request.principal;
}

async function authenticate(app: FastifyInstance, { auth }: AuthenticatePluginOptions): Promise<void> {
  app.decorate('auth', auth);
  app.decorateRequest('principal', null);
}

export const authenticatePlugin = fp(authenticate, { name: 'campus-authenticate', fastify: '5.x' });
