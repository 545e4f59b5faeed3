// GET /assignments/options?og={courseId}: the target groups and workgroups the form offers (staff only).
import type { AssignmentFormOptions } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { assignmentKeys } from './query-keys.ts';

export function useAssignmentOptions(courseId: number) {
  return useQuery({
    queryKey: assignmentKeys.options(courseId),
    // The form works without options (no audience limits); a failure shows there, not on /error.
    queryFn: ({ signal }) =>
      apiClient.get<AssignmentFormOptions>('/assignments/options', { query: { og: courseId }, signal, redirectOnError: false }),
  });
}
