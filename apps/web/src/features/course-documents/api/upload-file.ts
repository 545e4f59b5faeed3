// POST /course-documents/files?og={courseId}&folderId={folderId} (multipart, field COURSE_DOCUMENT_FILE_FIELD).
import { COURSE_DOCUMENT_FILE_FIELD, type CourseFile } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { courseDocumentKeys } from './query-keys.ts';

export function uploadCourseFile(courseId: number, folderId: number | null, file: File): Promise<CourseFile> {
  const body = new FormData();
  body.append(COURSE_DOCUMENT_FILE_FIELD, file, file.name);
  const query = folderId === null ? { og: courseId } : { og: courseId, folderId };
  return apiClient.post<CourseFile>('/course-documents/files', body, { query, redirectOnError: false });
}

export function useUploadCourseFile(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ folderId, file }: { folderId: number | null; file: File }) => uploadCourseFile(courseId, folderId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseDocumentKeys.list(courseId) }),
  });
}
