// The own account (settings, issue 16): GET/PUT /user/me/account, PUT /user/me/email, POST/DELETE
// /user/me/picture and the password change of auth (POST /user/me/password).
import { AUTH_PATHS } from '@campus/shared/rules/auth';
import type { Account, AccountUpdateInput, EmailChangeInput, PasswordChangeInput } from '@campus/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { settingsKeys } from './query-keys.ts';

const ACCOUNT_PATH = `${AUTH_PATHS.me}/account`;

export function getAccount(signal?: AbortSignal, client: ApiClient = apiClient): Promise<Account> {
  return client.get<Account>(ACCOUNT_PATH, { signal, redirectOnError: false });
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.account(), queryFn: ({ signal }) => getAccount(signal) });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/** A mutation whose answer is the account: the cache takes it, and `onChanged` tells the app (header name). */
function useAccountMutation<Input>(send: (input: Input) => Promise<Account>, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (account) => {
      queryClient.setQueryData(settingsKeys.account(), account);
      onChanged?.();
    },
  });
}

export function useUpdateAccount(onChanged?: () => void) {
  return useAccountMutation((input: AccountUpdateInput) => apiClient.put<Account>(ACCOUNT_PATH, input, { redirectOnError: false }), onChanged);
}

export function useChangeEmail(onChanged?: () => void) {
  return useAccountMutation((input: EmailChangeInput) => apiClient.put<Account>(`${AUTH_PATHS.me}/email`, input, { redirectOnError: false }), onChanged);
}

/** The multipart field the server reads. */
export const PICTURE_FIELD = 'picture';

export function useUploadPicture(onChanged?: () => void) {
  return useAccountMutation((file: File) => {
    const body = new FormData();
    body.append(PICTURE_FIELD, file, file.name);
    return apiClient.post<Account>(`${AUTH_PATHS.me}/picture`, body, { redirectOnError: false });
  }, onChanged);
}

export function useRemovePicture(onChanged?: () => void) {
  return useAccountMutation(() => apiClient.delete<Account>(`${AUTH_PATHS.me}/picture`, { redirectOnError: false }), onChanged);
}

/** 204; the server ends the other sessions and keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiClient.post<undefined>(`${AUTH_PATHS.me}/password`, input, { redirectOnError: false }),
  });
}
