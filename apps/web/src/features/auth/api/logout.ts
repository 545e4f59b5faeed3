// POST {host}/api/keycloak/logout (spec §7): ends the session of this refresh token on the server.
import { apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { AUTH_PATHS } from '../utils/auth-constants.ts';

export async function endServerSession(refreshToken: string, client: ApiClient = apiClient): Promise<void> {
  await client.post(AUTH_PATHS.logout, { refresh_token: refreshToken }, { base: 'host', authenticate: false, redirectOnError: false });
}
