// POST /assignments/{id}/attachments (multipart, field ASSIGNMENT_ATTACHMENT_FIELD) and
// DELETE /assignments/{id}/attachments/{attachmentId}; both staff only.
import { ASSIGNMENT_ATTACHMENT_FIELD, type AssignmentAttachment } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAssignments } from './invalidate.ts';

export function uploadAttachment(assignmentId: number, file: File): Promise<AssignmentAttachment> {
  const body = new FormData();
  body.append(ASSIGNMENT_ATTACHMENT_FIELD, file, file.name);
  return apiClient.post<AssignmentAttachment>(`/assignments/${assignmentId}/attachments`, body, { redirectOnError: false });
}

export function deleteAttachment(assignmentId: number, attachmentId: number): Promise<void> {
  return apiClient.delete<void>(`/assignments/${assignmentId}/attachments/${attachmentId}`, { redirectOnError: false });
}

export function useDeleteAttachment(assignmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) => deleteAttachment(assignmentId, attachmentId),
    onSuccess: () => invalidateAssignments(queryClient, assignmentId),
  });
}
