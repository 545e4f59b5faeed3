// POST {host}/api/keycloak/logout (spec §7): ends the session of the refresh cookie on the server and
// clears the cookie (decision 0007; the app cannot read or delete the HttpOnly cookie itself).
import { apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { AUTH_PATHS, COOKIE_TRANSPORT_HEADERS } from '@campus/shared/rules/auth';

export async function endServerSession(client: ApiClient = apiClient): Promise<void> {
  await client.post(
    AUTH_PATHS.logout,
    {},
    { base: 'host', authenticate: false, redirectOnError: false, headers: COOKIE_TRANSPORT_HEADERS },
  );
}
