// POST /legal/{domainId}/accept (spec §7): records that the user accepted the version shown. A newer
// version in the meantime answers 409 LEGAL_TERMS_OUTDATED; the terms are then loaded again.
import type { LegalAcceptance, LegalAcceptInput } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { legalKeys } from './query-keys.ts';

export function useAcceptLegal(domainId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      apiClient.post<LegalAcceptance>(`/legal/${domainId}/accept`, { version } satisfies LegalAcceptInput, { redirectOnError: false }),
    // Success and an outdated version alike: the gate needs the current state from the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: legalKeys.terms(domainId) }),
  });
}
