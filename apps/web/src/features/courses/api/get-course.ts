// GET /og/{id} (spec §7): one course with roles, permissions, menu items and legal state. A course the
// user may not see is 404, which the API client turns into the error screen (spec §8).
import type { Course } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

export interface GetCourseOptions {
  signal?: AbortSignal;
  /** False when the caller handles the failure (the chooser shows ERROR_SET_COURSE instead). */
  redirectOnError?: boolean;
  client?: ApiClient;
}

export function getCourse(courseId: number, { signal, redirectOnError = true, client = apiClient }: GetCourseOptions = {}): Promise<Course> {
  return client.get<Course>(`/og/${courseId}`, { signal, redirectOnError });
}

export function courseQueryOptions(courseId: number, redirectOnError = true) {
  return queryOptions({
    queryKey: courseKeys.detail(courseId),
    queryFn: ({ signal }) => getCourse(courseId, { signal, redirectOnError }),
  });
}

export function useCourse(courseId: number | null | undefined) {
  return useQuery({ ...courseQueryOptions(courseId ?? 0), enabled: courseId !== null && courseId !== undefined && courseId > 0 });
}
