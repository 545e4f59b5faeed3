// What staff do with members: invite (POST /members/invite), change a role (PUT /members/{uid}), remove
// (DELETE /members/{uid}), set groups (PUT /members/{uid}/groups), and create or delete workgroups.
// Every success refreshes the course's lists and profiles.
import type { CourseRoleId, Member, MemberGroupsInput, Workgroup } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { memberKeys } from './query-keys.ts';

const handled = { redirectOnError: false } as const;

function useCourseMutation<TInput, TResult>(courseId: number, run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.course(courseId) }),
  });
}

export function useInviteMember(courseId: number) {
  return useCourseMutation(courseId, (input: { email: string; role: CourseRoleId }) =>
    apiClient.post<Member>('/members/invite', { og: courseId, ...input }, handled),
  );
}

export function useChangeMemberRole(courseId: number) {
  return useCourseMutation(courseId, ({ uid, role }: { uid: number; role: CourseRoleId }) =>
    apiClient.put<Member>(`/members/${uid}`, { role }, { ...handled, query: { og: courseId } }),
  );
}

export function useRemoveMember(courseId: number) {
  return useCourseMutation(courseId, (uid: number) => apiClient.delete<null>(`/members/${uid}`, { ...handled, query: { og: courseId } }));
}

export function useSetMemberGroups(courseId: number) {
  return useCourseMutation(courseId, ({ uid, groups }: { uid: number; groups: MemberGroupsInput }) =>
    apiClient.put<Member>(`/members/${uid}/groups`, groups, { ...handled, query: { og: courseId } }),
  );
}

export function useCreateWorkgroup(courseId: number) {
  return useCourseMutation(courseId, (name: string) => apiClient.post<Workgroup>('/members/workgroups', { name }, { ...handled, query: { og: courseId } }));
}

export function useDeleteWorkgroup(courseId: number) {
  return useCourseMutation(courseId, (workgroupId: number) =>
    apiClient.delete<null>(`/members/workgroups/${workgroupId}`, { ...handled, query: { og: courseId } }),
  );
}
