// GET /assignments/cockpit?og= (course cockpit grid) and GET /assignments/{id}/cockpit (one assignment).
// Students get 403 COCKPIT_FORBIDDEN: the screens show that themselves instead of the error screen.
import type { AssignmentCockpit, AssignmentsCourseCockpit } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { assignmentKeys } from './query-keys.ts';

export function useAssignmentsCourseCockpit(courseId: number) {
  return useQuery({
    queryKey: assignmentKeys.courseCockpit(courseId),
    queryFn: ({ signal }) =>
      apiClient.get<AssignmentsCourseCockpit>('/assignments/cockpit', { query: { og: courseId }, signal, redirectOnError: false }),
  });
}

export function useAssignmentCockpit(assignmentId: number) {
  return useQuery({
    queryKey: assignmentKeys.assignmentCockpit(assignmentId),
    queryFn: ({ signal }) => apiClient.get<AssignmentCockpit>(`/assignments/${assignmentId}/cockpit`, { signal, redirectOnError: false }),
  });
}
