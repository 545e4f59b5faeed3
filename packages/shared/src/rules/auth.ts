// The zod-free part of auth.ts: sign-in limits, token lifetimes, identity paths and problem codes
// (spec §3, §4, §7). The web imports it as `@campus/shared/rules/auth`, so the initial bundle gets these
// constants without the zod schemas of auth.ts; auth.ts re-exports everything here.

/** Password length limits, in characters (Unicode code points), as typed: no trimming, no normalising. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Default lifetime of an access token; the server setting ACCESS_TOKEN_TTL_SECONDS overrides it. */
export const ACCESS_TOKEN_TTL_SECONDS_DEFAULT = 300;
/** Default lifetime of a refresh token (sliding: every refresh starts it again). */
export const REFRESH_TOKEN_TTL_SECONDS_DEFAULT = 30 * 24 * 60 * 60;
/** A token check younger than this counts as valid on the client (spec §4 "Token refresh", §9). */
export const TOKEN_RECHECK_INTERVAL_MS = 10_000;

/**
 * Brute-force limits, all counted over failed sign-ins inside one sliding window (the rules are in the
 * server's login-throttle.ts): per (account, IP), per IP across all accounts (wrong passwords only: a
 * right one from a busy address is slowed down, not refused), and, once an account has had this many
 * failures from anywhere, a slow-down for IPs that already failed against it (one try per window). An IP
 * that has not failed against the account is never refused for the account's sake, so the owner still
 * gets in.
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 5 * 60;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP = 10;
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_ACCOUNT_UNDER_ATTACK_FAILURES = 20;
/**
 * The one limit on an address as a whole: with this many failures in the window every sign-in from it is
 * refused, right passwords too. Far above what a class behind one NAT address types wrong in five minutes;
 * it bounds a sprayer, who could otherwise test a guess per account for as long as it likes.
 */
export const LOGIN_ADDRESS_CEILING_FAILURES = 200;
/** An address with this many failures in the window has every sign-in answered after a delay ... */
export const LOGIN_SLOW_DOWN_FROM_FAILURES_PER_IP = 10;
/** ... growing by this much per further failure ... */
export const LOGIN_SLOW_DOWN_STEP_MILLISECONDS = 100;
/** ... up to this (a request is never held longer). */
export const LOGIN_SLOW_DOWN_MAX_MILLISECONDS = 2000;

/** Query parameters that carry the tokens back to the app after the sign-in page (spec §4 "Redirect tokens"). */
export const REDIRECT_TOKEN_PARAMS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const;

/**
 * The web app's refresh token travels only in this cookie (HttpOnly; Secure; SameSite=Strict), scoped to
 * the identity endpoints that use it (refresh, check, logout), never in a body, URL or storage that
 * script can read (decision 0007). Native clients keep sending and receiving it in the body.
 */
export const REFRESH_TOKEN_COOKIE = 'campus_refresh';
export const REFRESH_TOKEN_COOKIE_PATH = '/api/keycloak';
/**
 * The web app sends `X-Token-Transport: cookie` on every identity call: answers then set the cookie
 * instead of returning the refresh token, and refresh/logout read it from the cookie. A custom header
 * makes the request non-simple, so no cross-site form or plain link can send it (CSRF).
 */
export const TOKEN_TRANSPORT_HEADER = 'X-Token-Transport';
export const TOKEN_TRANSPORT_COOKIE = 'cookie';
/** The header the web app sends on every identity call that issues, renews or ends a session. */
export const COOKIE_TRANSPORT_HEADERS: Readonly<Record<typeof TOKEN_TRANSPORT_HEADER, typeof TOKEN_TRANSPORT_COOKIE>> = {
  [TOKEN_TRANSPORT_HEADER]: TOKEN_TRANSPORT_COOKIE,
};

/** Paths of the identity endpoints (outside or inside the REST base, as spec §7 names them). */
export const AUTH_PATHS = {
  /** POST, Basic or Bearer; relative to REST_BASE. */
  login: '/login',
  /** GET, relative to REST_BASE. */
  me: '/user/me',
  /** POST, relative to REST_BASE: sign out everywhere (every session of the user ends). */
  revokeSessions: '/user/me/sessions/revoke',
  refresh: '/api/keycloak/refresh',
  check: '/api/keycloak/check',
  logout: '/api/keycloak/logout',
  signInPage: '/web/keycloak/redirect',
  ssoStart: '/web/keycloak/sso',
  ssoCallback: '/web/keycloak/callback',
  /** GET ?redirect_url=…: ends the identity-provider session (if SSO is configured), then redirects. */
  ssoLogout: '/web/keycloak/logout',
  /** POST `${impersonate}{uid}` starts, POST `${impersonate}end` ends; absolute path. */
  impersonate: '/api/rest/impersonate/',
} as const;

/**
 * Problem codes of the identity endpoints. They travel in problem+json `code` like every other code;
 * the web app translates `errors.<CODE>`.
 */
export const AUTH_ERROR_CODES = {
  /** Wrong email or password; identical for unknown and known accounts. */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** The right password for an account an administrator disabled (users administer, issue 18). */
  accountDisabled: 'ACCOUNT_DISABLED',
  /** Too many failed sign-ins for the account (or the account from this IP); see Retry-After. */
  loginRateLimited: 'LOGIN_RATE_LIMITED',
  /** No, or no acceptable, access token. */
  unauthenticated: 'UNAUTHENTICATED',
  /** The refresh token is unknown, spent, expired or its session ended. */
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  /** `POST /login` with a Bearer access token: renewing needs the refresh token (issue 27, decision 0013). */
  refreshTokenRequired: 'REFRESH_TOKEN_REQUIRED',
  /** redirect_url is not this campus or an allowed origin. */
  redirectNotAllowed: 'REDIRECT_URL_NOT_ALLOWED',
  /** The sign-in form was not sent from the page the server rendered (CSRF token mismatch). */
  csrfFailed: 'CSRF_FAILED',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  /** Only campus admins impersonate, and never another admin or themselves. */
  impersonationForbidden: 'IMPERSONATION_FORBIDDEN',
  /** impersonate/end called outside an impersonation session. */
  notImpersonating: 'NOT_IMPERSONATING',
  /** Single sign-on is not configured, or the provider answered with an error. */
  ssoUnavailable: 'SSO_UNAVAILABLE',
  ssoFailed: 'SSO_FAILED',
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];
