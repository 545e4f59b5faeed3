// GET /config?path (spec §7 "Configuration and start-up").
import type { Configuration } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { configKeys } from '../../../lib/query-keys.ts';

/** The configuration of nobody: the token sent along was not taken. */
function anonymousAnswer(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'currentUser' in answer && answer.currentUser === null;
}

export function getConfig(path: string, signal?: AbortSignal, client: ApiClient = apiClient): Promise<Configuration> {
  // The page works without it (default texts), so a failure must not push the user to /error. The server
  // answers a token that no longer passes with the anonymous configuration (no user, no global header):
  // the client then renews the token and asks again.
  return client.get<Configuration>('/config', { query: { path }, signal, redirectOnError: false, tokenNotTaken: anonymousAnswer });
}

export function configQueryOptions(path: string) {
  return queryOptions({
    queryKey: configKeys.forPath(path),
    queryFn: ({ signal }) => getConfig(path, signal),
    staleTime: 5 * 60_000,
  });
}

export function useConfig(path: string) {
  return useQuery(configQueryOptions(path));
}
