// DELETE /course-documents/folders/{id}: the folder with its subfolders and files (create_course_folders).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { courseDocumentKeys } from './query-keys.ts';

export function deleteFolder(folderId: number): Promise<void> {
  return apiClient.delete<void>(`/course-documents/folders/${folderId}`, { redirectOnError: false });
}

export function useDeleteFolder(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseDocumentKeys.list(courseId) }),
  });
}
