// DELETE /course-documents/files/{id}: the uploader or a moderator.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { courseDocumentKeys } from './query-keys.ts';

export function deleteCourseFile(fileId: number): Promise<void> {
  return apiClient.delete<void>(`/course-documents/files/${fileId}`, { redirectOnError: false });
}

export function useDeleteCourseFile(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourseFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseDocumentKeys.list(courseId) }),
  });
}
