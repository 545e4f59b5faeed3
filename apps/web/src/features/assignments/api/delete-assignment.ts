// DELETE /assignments/{id} (spec §7): the id is never used again, so its cached detail goes too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { assignmentKeys } from './query-keys.ts';

export function deleteAssignment(assignmentId: number): Promise<void> {
  return apiClient.delete<void>(`/assignments/${assignmentId}`, { redirectOnError: false });
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: async (_result, assignmentId) => {
      queryClient.removeQueries({ queryKey: assignmentKeys.detail(assignmentId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: assignmentKeys.cockpits() }),
      ]);
    },
  });
}
