// POST {host}/api/keycloak/logout (spec §7): ends the session on the server. The web app's refresh token is
// the HttpOnly cookie, which the server clears (decision 0007; the app cannot read or delete it itself);
// native sends the refresh token it kept (read before the sign-out removed it from the device).
import { apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { AUTH_PATHS } from '@campus/shared/rules/auth';
import { tokenTransportHeaders } from './token-transport.ts';

export async function endServerSession(client: ApiClient = apiClient, nativeRefreshToken: string | null = null): Promise<void> {
  const bodyTransport = nativeRefreshToken !== null;
  await client.post(AUTH_PATHS.logout, bodyTransport ? { refresh_token: nativeRefreshToken } : {}, {
    base: 'host',
    authenticate: false,
    redirectOnError: false,
    headers: tokenTransportHeaders(bodyTransport),
  });
}
