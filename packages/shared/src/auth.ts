// Sign-in, tokens and sessions on the wire (spec §3 "Login response", §4 login/refresh/redirect tokens,
// §7 "Login and identity"). Server routes and the web client validate with these same schemas.
import { z } from 'zod';
import { LANGUAGES } from './api.ts';
import { CAMPUS_ROLES } from './roles.ts';

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
 * server's login-throttle.ts): per (account, IP), per IP across all accounts, and, once an account has
 * had this many failures from anywhere, a slow-down for IPs that already failed against it (one try per
 * window). An IP that has not failed against the account is never refused for the account's sake, so
 * the owner still gets in.
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 5 * 60;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP = 10;
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_ACCOUNT_UNDER_ATTACK_FAILURES = 20;

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

/** Paths of the identity endpoints (outside or inside the REST base, as spec §7 names them). */
export const AUTH_PATHS = {
  /** POST, Basic or Bearer; relative to REST_BASE. */
  login: '/login',
  /** GET, relative to REST_BASE. */
  me: '/user/me',
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
  /** Too many failed sign-ins for the account (or the account from this IP); see Retry-After. */
  loginRateLimited: 'LOGIN_RATE_LIMITED',
  /** No, or no acceptable, access token. */
  unauthenticated: 'UNAUTHENTICATED',
  /** The refresh token is unknown, spent, expired or its session ended. */
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
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

const uid = z.number().int().positive();
/** Unix seconds. */
const unixSeconds = z.number().int().nonnegative();
// Generous upper bounds keep absurd bodies out before any work is done.
const accessTokenString = z.string().min(1).max(4096);
const refreshTokenString = z.string().min(1).max(512);

function codePointLength(value: string): number {
  return Array.from(value).length;
}

/** A password as it may be set (length only; the server also refuses common passwords). */
export const PasswordSchema = z
  .string()
  .refine((value) => codePointLength(value) >= PASSWORD_MIN_LENGTH, {
    message: AUTH_ERROR_CODES.passwordTooShort,
  })
  .refine((value) => codePointLength(value) <= PASSWORD_MAX_LENGTH, {
    message: AUTH_ERROR_CODES.passwordTooLong,
  });

/**
 * Answer of `POST /api/rest/login` (spec §3 "Login response").
 * `refresh_token` is our addition for native clients after a password login; a Bearer login
 * (token exchange for the same session) does not return one, nor does a web login
 * (`X-Token-Transport: cookie`), whose refresh token goes into the HttpOnly cookie.
 */
export const LoginResponseSchema = z.object({
  token: z.string(),
  token_valid_until: unixSeconds,
  uid,
  refresh_token: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * Body of `POST /api/keycloak/refresh`. The access token is optional and only informative. Native clients
 * send `refresh_token`; the web app sends none and `X-Token-Transport: cookie` (the server then reads the
 * cookie, and answers 400 when neither is there).
 */
export const RefreshInputSchema = z.object({
  refresh_token: refreshTokenString.optional(),
  access_token: accessTokenString.optional(),
});
export type RefreshInput = z.infer<typeof RefreshInputSchema>;

/**
 * A fresh pair of tokens; refresh tokens rotate on every use. `refresh_token` is absent in answers to the
 * web app (`X-Token-Transport: cookie`): its new refresh token is in the Set-Cookie header instead.
 */
export const TokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  /** Unix seconds when the access token expires. */
  token_valid_until: unixSeconds,
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshResponseSchema = TokenPairSchema;
export type RefreshResponse = TokenPair;

/** Body of `POST /api/keycloak/check`. */
export const CheckInputSchema = z.object({ access_token: accessTokenString });
export type CheckInput = z.infer<typeof CheckInputSchema>;

/** 200 answer of the check; an inactive token gets a 401 problem instead. */
export const CheckResponseSchema = z.object({
  active: z.literal(true),
  uid,
  /** Unix seconds when the access token expires. */
  exp: unixSeconds,
});
export type CheckResponse = z.infer<typeof CheckResponseSchema>;

/** Body of `POST /api/keycloak/logout` (answer: 204); the web app sends no token and the cookie header instead. */
export const LogoutInputSchema = z.object({ refresh_token: refreshTokenString.optional() });
export type LogoutInput = z.infer<typeof LogoutInputSchema>;

/** Campus roles of the user per campus (domain) the user belongs to. */
export const DomainRolesSchema = z.object({
  domain_id: uid,
  roles: z.array(z.enum(CAMPUS_ROLES)),
});

/** `GET /api/rest/user/me`: the signed-in user as this request sees it. */
export const MeSchema = z.object({
  uid,
  email: z.string(),
  display_name: z.string(),
  language: z.enum(LANGUAGES),
  /** The account is a campus admin (independent of student mode). */
  is_admin: z.boolean(),
  /** X-Student-Mode: 1 was sent: staff act with student rights for this request. */
  student_mode: z.boolean(),
  domain_roles: z.array(DomainRolesSchema),
  /** Set while an admin acts as this user. */
  impersonating: z
    .object({
      by: z.object({ uid, email: z.string(), display_name: z.string() }),
    })
    .nullable(),
  permissions: z.object({
    /** Only for admins (not in student mode, not while impersonating): POST `${url}{uid}` starts. */
    impersonate_url: z.string().optional(),
  }),
});
export type Me = z.infer<typeof MeSchema>;

/** `POST /api/rest/user/me/password` (answer: 204; the other sessions of the user end). */
export const PasswordChangeInputSchema = z.object({
  current_password: z.string().min(1).max(1024),
  new_password: PasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeInputSchema>;

/** `POST /api/rest/impersonate/{uid}` path parameter. */
export const ImpersonateParamsSchema = z.object({ uid: z.coerce.number().int().positive() });

/** Answer of impersonate start and end: tokens of the session to continue with. */
export const ImpersonationResponseSchema = TokenPairSchema.extend({ uid });
export type ImpersonationResponse = z.infer<typeof ImpersonationResponseSchema>;
