// Campus invitations for the signed-in person (issue 27): GET /campus-invitations lists the pending
// ones for their own address; POST /campus-invitations/{id}/accept or /decline answers one. Answering
// refreshes everything cached (accepting brings a campus and its courses).
import type { CampusInvitationList } from '@campus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/campus-invitations';

export const campusInvitationKeys = { all: ['campus-invitations'] as const };

export function useCampusInvitations() {
  return useQuery({
    queryKey: campusInvitationKeys.all,
    queryFn: ({ signal }) => apiClient.get<CampusInvitationList>(BASE, { redirectOnError: false, signal }),
  });
}

export function useAnswerCampusInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      apiClient.post<unknown>(`${BASE}/${id}/${accept ? 'accept' : 'decline'}`, undefined, { redirectOnError: false }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
