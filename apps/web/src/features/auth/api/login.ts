// POST {api}/login with Basic email:password (spec §7 "Login and identity"), with the login failover of
// spec §4: an error carrying FAILOVER_API_URL switches the API base and the login is tried once more.
import type { LoginResponse } from '@campus/shared';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { AUTH_PATHS } from '@campus/shared/rules/auth';
import { basicAuthorization } from '../utils/basic-auth.ts';
import { failoverApiUrl } from '../utils/login-failover.ts';
import { tokenTransportHeaders } from './token-transport.ts';

export interface CredentialsInput {
  email: string;
  password: string;
}

function postLogin(client: ApiClient, { email, password }: CredentialsInput): Promise<LoginResponse> {
  return client.post<LoginResponse>(AUTH_PATHS.login, undefined, {
    authenticate: false,
    redirectOnError: false,
    // Web: the refresh token comes back as the HttpOnly cookie, not in this answer (decision 0007); native
    // gets it in the answer.
    headers: { Authorization: basicAuthorization(email, password), ...tokenTransportHeaders() },
  });
}

export async function loginWithCredentials(
  input: CredentialsInput,
  client: ApiClient = apiClient,
  pageProtocol: string = window.location.protocol,
): Promise<LoginResponse> {
  try {
    return await postLogin(client, input);
  } catch (error) {
    const failover = error instanceof ApiError ? failoverApiUrl(error.problem, pageProtocol) : null;
    if (!failover || failover === client.getBaseUrl()) throw error;
    client.setBaseUrl(failover);
    return postLogin(client, input);
  }
}
