// GET /certificates/verify/{code} (issue 14): public, without the session; an unknown code is an answer
// for the page to show, never the error screen.
import type { CertificateVerification } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

export function verifyCertificate(code: string, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}): Promise<CertificateVerification> {
  return client.get<CertificateVerification>(`/certificates/verify/${encodeURIComponent(code)}`, { signal, authenticate: false, redirectOnError: false });
}

export function useCertificateVerification(code: string) {
  return useQuery({
    queryKey: certificateKeys.verification(code),
    queryFn: ({ signal }) => verifyCertificate(code, { signal }),
    retry: false,
  });
}
