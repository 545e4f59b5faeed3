// Sign-in, tokens and sessions on the wire (spec §3 "Login response", §4 login/refresh/redirect tokens,
// §7 "Login and identity"). Server routes and the web client validate with these same schemas.
import { z } from 'zod';
import { LANGUAGES } from './api.ts';
import { CAMPUS_ROLES } from './roles.ts';
import { AUTH_ERROR_CODES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules/auth.ts';

// The constants live in a zod-free module the web can import alone; the barrel still has them here.
export * from './rules/auth.ts';

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
 * `refresh_token` is our addition for native clients: after a password login, and the rotated one after a
 * Bearer login with the refresh token (renewal of the same session; an access token alone is refused,
 * decision 0013). A web login (`X-Token-Transport: cookie`) returns none: its refresh token goes into the
 * HttpOnly cookie.
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

/**
 * `POST /api/rest/user/me/sessions/revoke` (settings, "sign out everywhere"): ends every session of the
 * user on every device; `include_current: false` keeps the session of this request.
 */
export const SessionsRevokeInputSchema = z.strictObject({ include_current: z.boolean() });
export type SessionsRevokeInput = z.infer<typeof SessionsRevokeInputSchema>;
export const SessionsRevokeResponseSchema = z.object({ revoked: z.number().int().nonnegative() });
export type SessionsRevokeResponse = z.infer<typeof SessionsRevokeResponseSchema>;

/** `POST /api/rest/impersonate/{uid}` path parameter. */
export const ImpersonateParamsSchema = z.object({ uid: z.coerce.number().int().positive() });

/** Answer of impersonate start and end: tokens of the session to continue with. */
export const ImpersonationResponseSchema = TokenPairSchema.extend({ uid });
export type ImpersonationResponse = z.infer<typeof ImpersonationResponseSchema>;
