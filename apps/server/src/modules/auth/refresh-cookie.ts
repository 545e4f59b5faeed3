// The web app's refresh token as an HttpOnly cookie (decision 0007). The web says so with
// `X-Token-Transport: cookie`; answers that give it a session then set the cookie instead of returning the
// token, and refresh/logout read the cookie. Native clients never send the header and keep body in, body out.
import {
  AUTH_ERROR_CODES,
  ERROR_CODES,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE_PATH,
  TOKEN_TRANSPORT_COOKIE,
  TOKEN_TRANSPORT_HEADER,
} from '@campus/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

/** Wording for the OpenAPI descriptions of the routes that take part. */
export const COOKIE_TRANSPORT_NOTE =
  `Web app: send \`${TOKEN_TRANSPORT_HEADER}: ${TOKEN_TRANSPORT_COOKIE}\` and the refresh token is set as the ` +
  `\`${REFRESH_TOKEN_COOKIE}\` cookie (HttpOnly; Secure; SameSite=Strict; Path=${REFRESH_TOKEN_COOKIE_PATH}) ` +
  'instead of being returned in the body.';

/** The caller is the web app and wants its refresh token in the cookie. */
export function wantsCookieTransport(request: FastifyRequest): boolean {
  return request.headers[TOKEN_TRANSPORT_HEADER.toLowerCase()] === TOKEN_TRANSPORT_COOKIE;
}

/**
 * Always `Secure`: browsers treat http://localhost and http://127.0.0.1 as secure, so development works;
 * on plain http anywhere else the browser drops the cookie and the web session ends with its access token
 * (the server warns at start-up, see `warnIfCookieCannotStick`).
 */
export function setRefreshCookie(reply: FastifyReply, refreshToken: string, maxAgeSeconds: number): void {
  reply.setCookie(REFRESH_TOKEN_COOKIE, refreshToken, {
    path: REFRESH_TOKEN_COOKIE_PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    maxAge: maxAgeSeconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_TOKEN_COOKIE, { path: REFRESH_TOKEN_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict' });
}

function isJsonRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type);
}

/**
 * The refresh token from the cookie, for a refresh or logout that sent none in the body. The cookie is
 * used only by a request that carries the web header and a JSON body: both make it a non-simple request
 * that a cross-site page cannot send without a CORS preflight (which this server never grants), on top
 * of SameSite=Strict. A request with the cookie but without them is refused as CSRF; one with neither is
 * the old "refresh_token is required".
 */
export function refreshTokenFromCookie(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[REFRESH_TOKEN_COOKIE] || undefined;
  if (!wantsCookieTransport(request)) {
    if (cookie !== undefined) {
      throw new AppError(403, AUTH_ERROR_CODES.csrfFailed, `The session cookie is only used with the ${TOKEN_TRANSPORT_HEADER} header.`);
    }
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'refresh_token is required.', {
      errors: [{ path: 'refresh_token', message: 'Required' }],
    });
  }
  if (!isJsonRequest(request)) {
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Send the request as application/json.');
  }
  return cookie;
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** True when browsers will refuse a Secure cookie from this public URL (plain http, not loopback). */
export function cookieCannotStick(publicUrl: string | undefined): boolean {
  if (!publicUrl) return false;
  try {
    const url = new URL(publicUrl);
    return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}
