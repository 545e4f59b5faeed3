// GET /user/{uid}/profile: the campus-wide profile (name, picture, shared courses).
import type { UserProfile } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { memberKeys } from './query-keys.ts';

export function getUserProfile(uid: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}) {
  return client.get<UserProfile>(`/user/${uid}/profile`, { signal, redirectOnError: false });
}

export function userProfileQueryOptions(uid: number) {
  return queryOptions({ queryKey: memberKeys.user(uid), queryFn: ({ signal }) => getUserProfile(uid, { signal }) });
}

export function useUserProfile(uid: number) {
  return useQuery(userProfileQueryOptions(uid));
}
