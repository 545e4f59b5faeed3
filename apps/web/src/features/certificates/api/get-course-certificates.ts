// GET /og/{id}/certificates (issue 14): who earned the course's certificate, for its staff.
import type { CourseCertificateHolders } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

export function useCourseCertificateHolders(courseId: number) {
  return useQuery({
    queryKey: certificateKeys.holders(courseId),
    queryFn: ({ signal }) => apiClient.get<CourseCertificateHolders>(`/og/${courseId}/certificates`, { signal, redirectOnError: false }),
  });
}
