// GET /course-documents?og={courseId}: the course's folders and files with what the user may do.
import type { CourseDocumentsResponse } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { courseDocumentKeys } from './query-keys.ts';

export function getCourseDocuments(courseId: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}) {
  return client.get<CourseDocumentsResponse>('/course-documents', { query: { og: courseId }, signal });
}

export function courseDocumentsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: courseDocumentKeys.list(courseId),
    queryFn: ({ signal }) => getCourseDocuments(courseId, { signal }),
  });
}

export function useCourseDocuments(courseId: number) {
  return useQuery(courseDocumentsQueryOptions(courseId));
}
