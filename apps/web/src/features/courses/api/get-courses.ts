// GET /og (spec §7 "Courses"): the user's courses grouped by site name, for the course chooser.
import type { CourseListResponse } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

export function getCourses(signal?: AbortSignal, client: ApiClient = apiClient): Promise<CourseListResponse> {
  return client.get<CourseListResponse>('/og', { signal });
}

export function coursesQueryOptions() {
  return queryOptions({ queryKey: courseKeys.list(), queryFn: ({ signal }) => getCourses(signal) });
}

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
