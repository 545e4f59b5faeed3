// POST {host}/api/keycloak/check (spec §7): 200 while the token is valid and its session alive, 401 not.
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { AUTH_PATHS } from '@campus/shared/rules/auth';

/** True for a valid token, false for a refused one; network trouble and server errors are thrown. */
export async function checkToken(accessToken: string, client: ApiClient = apiClient): Promise<boolean> {
  try {
    await client.post(AUTH_PATHS.check, { access_token: accessToken }, { base: 'host', authenticate: false, redirectOnError: false });
    return true;
  } catch (error) {
    // 400: a token the server cannot even read (garbage in storage) is as good as a refused one.
    if (error instanceof ApiError && (error.status === 401 || error.status === 400)) return false;
    throw error;
  }
}
