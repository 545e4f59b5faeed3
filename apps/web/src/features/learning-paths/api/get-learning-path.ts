// GET /og/{id}/learning-path: the course's path with the caller's progress.
import type { LearningPath } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { learningPathKeys } from './query-keys.ts';

export function getLearningPath(courseId: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}) {
  return client.get<LearningPath>(`/og/${courseId}/learning-path`, { signal });
}

export function learningPathQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: learningPathKeys.detail(courseId),
    queryFn: ({ signal }) => getLearningPath(courseId, { signal }),
  });
}

export function useLearningPath(courseId: number) {
  return useQuery(learningPathQueryOptions(courseId));
}
