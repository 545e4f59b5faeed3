// POST {host}/api/keycloak/refresh (spec §7): a new access token. The refresh token is the HttpOnly cookie
// (decision 0007): this request sends none, the server reads the cookie, rotates it and sets the new one.
import type { TokenPair } from '@campus/shared';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { AUTH_PATHS, COOKIE_TRANSPORT_HEADERS } from '@campus/shared/rules/auth';
import type { RefreshOutcome } from '../utils/token-session.ts';

/** Refused (spent, expired, revoked, missing cookie): the session is over. Anything else is thrown. */
const REFUSED = [400, 401, 403];

export async function refreshTokens(accessToken: string | null, client: ApiClient = apiClient): Promise<RefreshOutcome> {
  try {
    // A JSON body (even an empty one) and the header: the server uses the cookie only for such requests.
    const pair = await client.post<TokenPair>(AUTH_PATHS.refresh, accessToken ? { access_token: accessToken } : {}, {
      base: 'host',
      authenticate: false,
      redirectOnError: false,
      headers: COOKIE_TRANSPORT_HEADERS,
    });
    return { ok: true, tokens: { accessToken: pair.access_token, validUntil: pair.token_valid_until } };
  } catch (error) {
    if (error instanceof ApiError && REFUSED.includes(error.status)) return { ok: false };
    throw error;
  }
}
