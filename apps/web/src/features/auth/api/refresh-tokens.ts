// POST {host}/api/keycloak/refresh (spec §7): a new access token. On the web the refresh token is the
// HttpOnly cookie (decision 0007): this request sends none, the server reads the cookie, rotates it and sets
// the new one. Native sends its kept refresh token in the body and gets the rotated one back there.
import type { TokenPair } from '@campus/shared';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { getRefreshToken, usesBodyTokenTransport } from '../../../lib/auth-storage.ts';
import { AUTH_PATHS } from '@campus/shared/rules/auth';
import type { RefreshOutcome } from '../utils/token-session.ts';
import { tokenTransportHeaders } from './token-transport.ts';

/** Where the refresh token comes from: the native app's kept one, or (web) the cookie the browser sends. */
export interface RefreshCredential {
  bodyTransport: boolean;
  refreshToken: string | null;
}

function currentCredential(): RefreshCredential {
  return { bodyTransport: usesBodyTokenTransport(), refreshToken: getRefreshToken() };
}

/** Refused (spent, expired, revoked, missing cookie): the session is over. Anything else is thrown. */
const REFUSED = [400, 401, 403];

export async function refreshTokens(
  accessToken: string | null,
  client: ApiClient = apiClient,
  credential: RefreshCredential = currentCredential(),
): Promise<RefreshOutcome> {
  // Native without a kept refresh token has nothing to renew with.
  if (credential.bodyTransport && !credential.refreshToken) return { ok: false };
  const body = {
    ...(credential.bodyTransport && credential.refreshToken ? { refresh_token: credential.refreshToken } : {}),
    ...(accessToken ? { access_token: accessToken } : {}),
  };
  try {
    // A JSON body (even an empty one) and, on the web, the header: the server uses the cookie only for such requests.
    const pair = await client.post<TokenPair>(AUTH_PATHS.refresh, body, {
      base: 'host',
      authenticate: false,
      redirectOnError: false,
      headers: tokenTransportHeaders(credential.bodyTransport),
    });
    const tokens = { accessToken: pair.access_token, validUntil: pair.token_valid_until };
    return { ok: true, tokens: pair.refresh_token ? { ...tokens, refreshToken: pair.refresh_token } : tokens };
  } catch (error) {
    if (error instanceof ApiError && REFUSED.includes(error.status)) return { ok: false };
    throw error;
  }
}
