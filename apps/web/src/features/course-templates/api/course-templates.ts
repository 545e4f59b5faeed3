// Course templates (issue 18): GET /templates, GET and POST /use-template/{id}, GET and PUT
// /og/{id}/template. Marking a course invalidates the lists; using a template answers the new course's id.
import type { CourseTemplate, CourseTemplateFlag, CourseTemplateList, UseTemplateInput, UseTemplateResponse } from '@campus/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const courseTemplateKeys = {
  all: ['course-templates'] as const,
  list: () => [...courseTemplateKeys.all, 'list'] as const,
  one: (id: number) => [...courseTemplateKeys.all, 'one', id] as const,
  flag: (courseId: number) => [...courseTemplateKeys.all, 'flag', courseId] as const,
};

export function templatesQueryOptions() {
  return queryOptions({
    queryKey: courseTemplateKeys.list(),
    queryFn: ({ signal }) => apiClient.get<CourseTemplateList>('/templates', { redirectOnError: false, signal }),
  });
}

/** The campus's templates; only asked while `enabled` (those who hold the template permission). */
export function useTemplates(enabled: boolean) {
  return useQuery({ ...templatesQueryOptions(), enabled });
}

export function useTemplate(id: number) {
  return useQuery({
    queryKey: courseTemplateKeys.one(id),
    queryFn: ({ signal }) => apiClient.get<CourseTemplate>(`/use-template/${id}`, { redirectOnError: false, signal }),
  });
}

export function useCreateFromTemplate(id: number) {
  return useMutation({
    mutationFn: (input: UseTemplateInput) => apiClient.post<UseTemplateResponse>(`/use-template/${id}`, input, { redirectOnError: false }),
  });
}

export function useTemplateFlag(courseId: number) {
  return useQuery({
    queryKey: courseTemplateKeys.flag(courseId),
    queryFn: ({ signal }) => apiClient.get<CourseTemplateFlag>(`/og/${courseId}/template`, { redirectOnError: false, signal }),
  });
}

export function useSetTemplateFlag(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isTemplate: boolean) => apiClient.put<CourseTemplateFlag>(`/og/${courseId}/template`, { isTemplate }, { redirectOnError: false }),
    onSuccess: (flag) => {
      queryClient.setQueryData(courseTemplateKeys.flag(courseId), flag);
      return queryClient.invalidateQueries({ queryKey: courseTemplateKeys.list() });
    },
  });
}
