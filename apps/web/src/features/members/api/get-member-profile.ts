// GET /members/{uid}?og=: a member's profile in the course (roles, groups, content and videos).
import type { MemberProfile } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { memberKeys } from './query-keys.ts';

export function getMemberProfile(courseId: number, uid: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}) {
  // A member who left or an id typed in by hand is a message on the screen, not the error screen.
  return client.get<MemberProfile>(`/members/${uid}`, { query: { og: courseId }, signal, redirectOnError: false });
}

export function memberProfileQueryOptions(courseId: number, uid: number) {
  return queryOptions({
    queryKey: memberKeys.profile(courseId, uid),
    queryFn: ({ signal }) => getMemberProfile(courseId, uid, { signal }),
  });
}

export function useMemberProfile(courseId: number, uid: number) {
  return useQuery(memberProfileQueryOptions(courseId, uid));
}
