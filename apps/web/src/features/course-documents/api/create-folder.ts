// POST /course-documents/folders?og={courseId} { name, parentId } (create_course_folders).
import type { CourseFolder, CourseFolderCreateInput } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { courseDocumentKeys } from './query-keys.ts';

export function createFolder(courseId: number, input: CourseFolderCreateInput): Promise<CourseFolder> {
  return apiClient.post<CourseFolder>('/course-documents/folders', input, { query: { og: courseId }, redirectOnError: false });
}

export function useCreateFolder(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseFolderCreateInput) => createFolder(courseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseDocumentKeys.list(courseId) }),
  });
}
