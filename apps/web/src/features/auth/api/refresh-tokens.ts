// POST {host}/api/keycloak/refresh (spec §7): a new pair; the refresh token rotates on every use.
import type { TokenPair } from '@campus/shared';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { AUTH_PATHS } from '../utils/auth-constants.ts';
import type { RefreshOutcome } from '../utils/token-session.ts';

/** Refused (spent, expired, revoked, unreadable): the session is over. Anything else is thrown. */
const REFUSED = [400, 401, 403];

export async function refreshTokens(refreshToken: string, accessToken: string | null, client: ApiClient = apiClient): Promise<RefreshOutcome> {
  try {
    const pair = await client.post<TokenPair>(
      AUTH_PATHS.refresh,
      { refresh_token: refreshToken, ...(accessToken ? { access_token: accessToken } : {}) },
      { base: 'host', authenticate: false, redirectOnError: false },
    );
    return {
      ok: true,
      tokens: { accessToken: pair.access_token, refreshToken: pair.refresh_token, validUntil: pair.token_valid_until },
    };
  } catch (error) {
    if (error instanceof ApiError && REFUSED.includes(error.status)) return { ok: false };
    throw error;
  }
}
