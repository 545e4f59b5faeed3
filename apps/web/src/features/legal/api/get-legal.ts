// GET /legal/{domainId} (spec §7): the campus's current terms in de and en and whether the user accepted
// them. A campus without terms answers 404 LEGAL_TERMS_NOT_FOUND: nothing to accept.
import type { LEGAL_ERROR_CODES, LegalText } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { legalKeys } from './query-keys.ts';

// A typed literal instead of importing the constant: legal.ts builds zod schemas at load time.
const TERMS_NOT_FOUND: (typeof LEGAL_ERROR_CODES)['termsNotFound'] = 'LEGAL_TERMS_NOT_FOUND';

export async function getLegal(domainId: number, signal?: AbortSignal, client: ApiClient = apiClient): Promise<LegalText | null> {
  try {
    return await client.get<LegalText>(`/legal/${domainId}`, { signal, redirectOnError: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.code === TERMS_NOT_FOUND) return null;
    throw error;
  }
}

export function useLegal(domainId: number | null | undefined) {
  return useQuery({
    queryKey: legalKeys.terms(domainId ?? 0),
    queryFn: ({ signal }) => getLegal(domainId ?? 0, signal),
    enabled: domainId !== null && domainId !== undefined && domainId > 0,
    // Terms change rarely; a new version is picked up on the next start or course change.
    staleTime: 5 * 60_000,
  });
}
