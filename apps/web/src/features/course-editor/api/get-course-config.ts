// GET /og/course-config/load/{type} (a new course of a type) and GET /og/course-config/edit/{id}
// (an existing course): the values and per-field visibility the dialog starts from (spec §3, §7).
import type { CourseConfig } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import type { CourseEditorTarget } from '../utils/course-editor-target.ts';
import { courseEditorKeys } from './query-keys.ts';

export function getCourseConfig(target: CourseEditorTarget, signal?: AbortSignal, client: ApiClient = apiClient): Promise<CourseConfig> {
  if (target.mode === 'edit') return client.get<CourseConfig>(`/og/course-config/edit/${target.courseId}`, { signal });
  return client.get<CourseConfig>(`/og/course-config/load/${encodeURIComponent(target.courseType)}`, {
    signal,
    query: { domain: target.domainId },
  });
}

export function courseConfigQueryOptions(target: CourseEditorTarget) {
  return queryOptions({
    queryKey: courseEditorKeys.config(target),
    queryFn: ({ signal }) => getCourseConfig(target, signal),
    // The dialog edits what the server has now, not what it had a while ago.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCourseConfig(target: CourseEditorTarget) {
  return useQuery(courseConfigQueryOptions(target));
}
