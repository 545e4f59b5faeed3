// GET /og/{id}/dialogs (a course's topics) and GET /adhoc-dialogs (the caller's ad-hoc dialogs).
import type { DialogListResponse } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dialogKeys, type DialogScope } from './query-keys.ts';

export function dialogsPath(scope: DialogScope): string {
  return scope.kind === 'course' ? `/og/${scope.courseId}/dialogs` : '/adhoc-dialogs';
}

export function useDialogs(scope: DialogScope) {
  return useQuery({
    queryKey: dialogKeys.list(scope),
    queryFn: ({ signal }) => apiClient.get<DialogListResponse>(dialogsPath(scope), { signal, redirectOnError: false }),
  });
}
