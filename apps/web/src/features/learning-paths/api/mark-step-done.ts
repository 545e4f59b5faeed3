// POST /og/{id}/learning-path/steps/{stepId}/done: the learner marks a content or document step done.
import type { LearningPath } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { learningPathKeys } from './query-keys.ts';

export function markStepDone(courseId: number, stepId: number): Promise<LearningPath> {
  return apiClient.post<LearningPath>(`/og/${courseId}/learning-path/steps/${stepId}/done`, undefined, { redirectOnError: false });
}

/** `onDone` lets the route refresh what depends on the progress (the course's student_progress). */
export function useMarkStepDone(courseId: number, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stepId: number) => markStepDone(courseId, stepId),
    onSuccess: (path) => {
      queryClient.setQueryData(learningPathKeys.detail(courseId), path);
      onDone?.();
    },
  });
}
