// POST /assignments and PUT /assignments/{id} (spec §7). Validation errors come back on the form
// (redirectOnError false); the lists, the detail and the cockpits are refreshed after a save.
import type { Assignment, AssignmentCreateInput, AssignmentUpdateInput } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { assignmentKeys } from './query-keys.ts';

export function createAssignment(input: AssignmentCreateInput): Promise<Assignment> {
  return apiClient.post<Assignment>('/assignments', input, { redirectOnError: false });
}

export function updateAssignment(assignmentId: number, input: AssignmentUpdateInput): Promise<Assignment> {
  return apiClient.put<Assignment>(`/assignments/${assignmentId}`, input, { redirectOnError: false });
}

export type SaveAssignmentVariables = { kind: 'create'; input: AssignmentCreateInput } | { kind: 'update'; id: number; input: AssignmentUpdateInput };

export function useSaveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveAssignmentVariables) =>
      variables.kind === 'create' ? createAssignment(variables.input) : updateAssignment(variables.id, variables.input),
    onSuccess: (saved) => {
      queryClient.setQueryData(assignmentKeys.detail(saved.id), saved);
    },
    // Attachments may follow the save; the caller refreshes once all of it is done (invalidateAssignments).
  });
}
