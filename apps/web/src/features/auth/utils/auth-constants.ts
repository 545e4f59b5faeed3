// The shared auth constants the initial bundle needs. packages/shared/src/auth.ts also builds zod schemas
// at module level, and importing any value from it puts zod (~25 KB gzip) into the initial bundle
// (ARCHITECTURE §6 budget). These copies are checked against the shared declarations by the compiler
// (type-only imports, `satisfies`): a change there fails the typecheck here instead of drifting apart.
import type { AUTH_PATHS as SharedAuthPaths, REDIRECT_TOKEN_PARAMS as SharedRedirectParams } from '@campus/shared';
import type { TOKEN_RECHECK_INTERVAL_MS as SharedRecheckInterval } from '@campus/shared';
import type { TOKEN_TRANSPORT_COOKIE as SharedTransportCookie, TOKEN_TRANSPORT_HEADER as SharedTransportHeader } from '@campus/shared';

export const REDIRECT_TOKEN_PARAMS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const satisfies typeof SharedRedirectParams;

/** The identity paths this app calls (a subset of the shared table). */
export const AUTH_PATHS = {
  login: '/login',
  me: '/user/me',
  refresh: '/api/keycloak/refresh',
  check: '/api/keycloak/check',
  logout: '/api/keycloak/logout',
  ssoLogout: '/web/keycloak/logout',
  impersonate: '/api/rest/impersonate/',
} as const satisfies Partial<typeof SharedAuthPaths>;

export const TOKEN_RECHECK_INTERVAL_MS: typeof SharedRecheckInterval = 10_000;

/**
 * Sent on every identity call that issues, renews or ends a session (decision 0007): the server then keeps
 * the refresh token in its HttpOnly cookie instead of handing it to this script.
 */
export const COOKIE_TRANSPORT_HEADERS: Readonly<Record<typeof SharedTransportHeader, typeof SharedTransportCookie>> = {
  'X-Token-Transport': 'cookie',
};
