// PUT /og/{id}/learning-path: staff replace the whole path (order, sections, steps).
import type { LearningPath, LearningPathInput } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { learningPathKeys } from './query-keys.ts';

export function saveLearningPath(courseId: number, input: LearningPathInput): Promise<LearningPath> {
  return apiClient.put<LearningPath>(`/og/${courseId}/learning-path`, input, { redirectOnError: false });
}

/** `onSaved` lets the route refresh what depends on the path (the course's menu and progress). */
export function useSaveLearningPath(courseId: number, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LearningPathInput) => saveLearningPath(courseId, input),
    onSuccess: (path) => {
      queryClient.setQueryData(learningPathKeys.detail(courseId), path);
      onSaved?.();
    },
  });
}
