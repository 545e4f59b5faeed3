// GET /learning-cockpit/{uid}: a learner's courses with their progress and their activity per week.
import type { LearningCockpit } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

export const learningCockpitKeys = {
  all: ['learning-cockpit'] as const,
  detail: (uid: number) => [...learningCockpitKeys.all, uid] as const,
};

export function getLearningCockpit(uid: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}) {
  return client.get<LearningCockpit>(`/learning-cockpit/${uid}`, { signal });
}

export function learningCockpitQueryOptions(uid: number) {
  return queryOptions({
    queryKey: learningCockpitKeys.detail(uid),
    queryFn: ({ signal }) => getLearningCockpit(uid, { signal }),
  });
}

export function useLearningCockpit(uid: number) {
  return useQuery(learningCockpitQueryOptions(uid));
}
