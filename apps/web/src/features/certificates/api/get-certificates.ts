// GET /user/{uid}/certificates/list (issue 14): the user's issued certificates in all their courses.
import type { CertificateList } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

export function getCertificates(userId: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}): Promise<CertificateList> {
  return client.get<CertificateList>(`/user/${userId}/certificates/list`, { signal, redirectOnError: false });
}

export function certificatesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: certificateKeys.list(userId),
    queryFn: ({ signal }) => getCertificates(userId, { signal }),
    staleTime: 0,
  });
}

export function useCertificates(userId: number) {
  return useQuery(certificatesQueryOptions(userId));
}
