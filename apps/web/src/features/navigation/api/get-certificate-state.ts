// GET /user/{uid}/certificates?og_id (spec §7): the user's certificate state in a course, for the side
// menu's certificate message. Optional information: a failure is not worth the error screen.
import type { CertificateState } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function useCertificateState(userId: number | undefined, courseId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['certificates', 'state', userId ?? 0, courseId ?? 0] as const,
    queryFn: ({ signal }) =>
      apiClient.get<CertificateState>(`/user/${userId ?? 0}/certificates`, { signal, query: { og_id: courseId }, redirectOnError: false }),
    enabled: enabled && userId !== undefined && courseId !== undefined,
    retry: false,
  });
}
