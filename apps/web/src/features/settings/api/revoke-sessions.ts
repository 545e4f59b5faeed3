// POST /user/me/sessions/revoke: sign out everywhere (every session of the account ends).
import { AUTH_PATHS } from '@campus/shared/rules/auth';
import type { SessionsRevokeInput, SessionsRevokeResponse } from '@campus/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function revokeSessions(input: SessionsRevokeInput): Promise<SessionsRevokeResponse> {
  return apiClient.post<SessionsRevokeResponse>(AUTH_PATHS.revokeSessions, input, { redirectOnError: false });
}

export function useRevokeSessions() {
  return useMutation({ mutationFn: revokeSessions });
}
