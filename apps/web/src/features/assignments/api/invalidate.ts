// After an assignment or its progress changed: the lists, its detail and the cockpits are stale.
import type { QueryClient } from '@tanstack/react-query';
import { assignmentKeys } from './query-keys.ts';

export async function invalidateAssignments(queryClient: QueryClient, assignmentId?: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: assignmentKeys.cockpits() }),
    assignmentId === undefined
      ? Promise.resolve()
      : queryClient.invalidateQueries({ queryKey: assignmentKeys.detail(assignmentId) }),
  ]);
}
