// GET /assignments/{id} (spec §7): one assignment with attachments, linked videos and the user's own
// status. One the user may not see is 404, which the API client turns into the error screen (spec §8).
import type { Assignment } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { assignmentKeys } from './query-keys.ts';

export function getAssignment(assignmentId: number, signal?: AbortSignal) {
  return apiClient.get<Assignment>(`/assignments/${assignmentId}`, { signal });
}

export function assignmentQueryOptions(assignmentId: number) {
  return queryOptions({
    queryKey: assignmentKeys.detail(assignmentId),
    queryFn: ({ signal }) => getAssignment(assignmentId, signal),
  });
}

export function useAssignment(assignmentId: number) {
  return useQuery(assignmentQueryOptions(assignmentId));
}
