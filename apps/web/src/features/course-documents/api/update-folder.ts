// PUT /course-documents/folders/{id} { name?, parentId? }: rename or move (create_course_folders).
import type { CourseFolder, CourseFolderUpdateInput } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { courseDocumentKeys } from './query-keys.ts';

export function updateFolder(folderId: number, input: CourseFolderUpdateInput): Promise<CourseFolder> {
  return apiClient.put<CourseFolder>(`/course-documents/folders/${folderId}`, input, { redirectOnError: false });
}

export function useUpdateFolder(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ folderId, input }: { folderId: number; input: CourseFolderUpdateInput }) => updateFolder(folderId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseDocumentKeys.list(courseId) }),
  });
}
