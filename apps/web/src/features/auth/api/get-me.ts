// GET /user/me: the signed-in user as the server sees this request (student mode, impersonation).
import type { Me } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { AUTH_PATHS, TOKEN_RECHECK_INTERVAL_MS } from '@campus/shared/rules/auth';
import { authKeys } from './query-keys.ts';

export function getMe(signal?: AbortSignal, client: ApiClient = apiClient): Promise<Me> {
  return client.get<Me>(AUTH_PATHS.me, { signal, redirectOnError: false });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    // Who is signed in can change in another tab (sign-out, an impersonation ended): coming back to the
    // tab asks again once the answer is older than the token re-check interval.
    staleTime: TOKEN_RECHECK_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
