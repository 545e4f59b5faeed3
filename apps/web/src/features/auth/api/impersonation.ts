// Admin impersonation (issue 3): POST /impersonate/{uid} starts acting as a user, POST /impersonate/end
// returns to the admin's own session. Both answer the access token of the session to continue with and
// set its refresh token as the HttpOnly cookie (decision 0007).
import type { ImpersonationResponse } from '@campus/shared';
import { apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { AUTH_PATHS } from '@campus/shared/rules/auth';
import { tokenTransportHeaders } from './token-transport.ts';

const options = () => ({ base: 'host', redirectOnError: false, headers: tokenTransportHeaders() }) as const;

export function startImpersonation(uid: number, client: ApiClient = apiClient): Promise<ImpersonationResponse> {
  return client.post<ImpersonationResponse>(`${AUTH_PATHS.impersonate}${uid}`, undefined, options());
}

export function endImpersonation(client: ApiClient = apiClient): Promise<ImpersonationResponse> {
  return client.post<ImpersonationResponse>(`${AUTH_PATHS.impersonate}end`, undefined, options());
}
