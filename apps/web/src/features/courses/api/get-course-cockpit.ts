// GET /og/{id}/cockpit: the cockpit overview. Students get 403 COCKPIT_FORBIDDEN, the server side of
// the cockpit guard (spec §5); the guard screen handles that answer itself.
import type { CourseCockpit } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

export function useCourseCockpit(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: courseKeys.cockpit(courseId),
    queryFn: ({ signal }) => apiClient.get<CourseCockpit>(`/og/${courseId}/cockpit`, { signal, redirectOnError: false }),
    enabled,
  });
}
