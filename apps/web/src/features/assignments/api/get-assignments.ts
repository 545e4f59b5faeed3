// GET /assignments?og={courseId}&includeVideos=false (spec §7): the course's assignments as the user
// sees them, with role, the share completed (student_progress) and can_manage.
import type { AssignmentListResponse } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { assignmentKeys } from './query-keys.ts';

export function getAssignments(courseId: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}) {
  return client.get<AssignmentListResponse>('/assignments', { query: { og: courseId, includeVideos: false }, signal });
}

export function assignmentsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: assignmentKeys.list(courseId),
    queryFn: ({ signal }) => getAssignments(courseId, { signal }),
  });
}

export function useAssignments(courseId: number) {
  return useQuery(assignmentsQueryOptions(courseId));
}
