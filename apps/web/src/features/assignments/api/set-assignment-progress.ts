// PUT /assignments/{id}/progress {status, uid?} (spec §4): learners set their own status, staff a
// member's. A refused change (empty assignment, reset by a learner) is shown where it was made.
import type { AssignmentProgressInput, AssignmentProgressResponse } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAssignments } from './invalidate.ts';

export function setAssignmentProgress(assignmentId: number, input: AssignmentProgressInput): Promise<AssignmentProgressResponse> {
  return apiClient.put<AssignmentProgressResponse>(`/assignments/${assignmentId}/progress`, input, { redirectOnError: false });
}

export function useSetAssignmentProgress(assignmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignmentProgressInput) => setAssignmentProgress(assignmentId, input),
    onSuccess: () => invalidateAssignments(queryClient, assignmentId),
  });
}
