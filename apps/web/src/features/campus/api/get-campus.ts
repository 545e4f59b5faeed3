// GET /campus (spec §7): the user's campus with its id, colours, the user's domain roles and features.
import type { Campus } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { campusKeys } from './query-keys.ts';

export function getCampus(signal?: AbortSignal, client: ApiClient = apiClient): Promise<Campus> {
  // Spec §8: a failed campus load is only logged; the screens work without it.
  return client.get<Campus>('/campus', { signal, redirectOnError: false });
}

export function campusQueryOptions() {
  return queryOptions({ queryKey: campusKeys.current(), queryFn: ({ signal }) => getCampus(signal), staleTime: 5 * 60_000 });
}

export function useCampus(enabled = true) {
  return useQuery({ ...campusQueryOptions(), enabled });
}
