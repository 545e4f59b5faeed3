// Users administer (issue 18): GET /users/administer (one page), PUT …/{uid}/roles, POST …/{uid}/disable
// and /enable, POST …/members (admins: an existing account joins the campus; campus managers: an
// invitation is recorded, issue 27), and POST /accounts (admins add a password account). Mutations
// invalidate the list.
import type { AccountCreateInput, CampusInvitationSent, CampusRole, UserAdminEntry, UserAdminList } from '@campus/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

const BASE = '/users/administer';

export const userAdminKeys = {
  all: ['user-admin'] as const,
  list: (search: string, page: number) => [...userAdminKeys.all, 'list', search, page] as const,
};

export function getUsers(search: string, page: number, client: ApiClient = apiClient, signal?: AbortSignal): Promise<UserAdminList> {
  return client.get<UserAdminList>(BASE, { query: { search: search || undefined, page }, redirectOnError: false, ...(signal ? { signal } : {}) });
}

export function usersQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: userAdminKeys.list(search, page),
    queryFn: ({ signal }) => getUsers(search, page, apiClient, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(search: string, page: number) {
  return useQuery(usersQueryOptions(search, page));
}

function useListMutation<Input, Output = unknown>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all }) });
}

export function useSetRoles() {
  return useListMutation(({ uid, roles }: { uid: number; roles: CampusRole[] }) =>
    apiClient.put<UserAdminEntry>(`${BASE}/${uid}/roles`, { roles }, { redirectOnError: false }),
  );
}

export function useSwitchAccount() {
  return useListMutation(({ uid, enabled }: { uid: number; enabled: boolean }) =>
    apiClient.post<UserAdminEntry>(`${BASE}/${uid}/${enabled ? 'enable' : 'disable'}`, undefined, { redirectOnError: false }),
  );
}

export function useAddCampusMember() {
  return useListMutation((email: string) => apiClient.post<UserAdminEntry | CampusInvitationSent>(`${BASE}/members`, { email }, { redirectOnError: false }));
}

export function useCreateAccount() {
  return useListMutation((input: AccountCreateInput) => apiClient.post<unknown>('/accounts', input, { redirectOnError: false }));
}
