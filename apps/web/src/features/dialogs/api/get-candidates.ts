// GET /adhoc-dialogs/candidates?q=: people of the campus to invite (dialog managers; two characters at least).
import type { DialogCandidatesResponse } from '@campus/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dialogKeys } from './query-keys.ts';

export const CANDIDATE_QUERY_MIN = 2;

export function useDialogCandidates(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: dialogKeys.candidates(query),
    queryFn: ({ signal }) => apiClient.get<DialogCandidatesResponse>('/adhoc-dialogs/candidates', { query: { q: query }, signal, redirectOnError: false }),
    enabled: query.length >= CANDIDATE_QUERY_MIN,
    placeholderData: keepPreviousData,
  });
}
