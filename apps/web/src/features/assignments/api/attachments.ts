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

export interface AttachmentChanges {
  /** The attachments the assignment had, to name a failed removal. */
  existing: readonly AssignmentAttachment[];
  removed: ReadonlySet<number>;
  added: readonly File[];
}

/**
 * Removes and uploads attachments of a saved assignment one by one; a failure does not stop the rest.
 * Returns the names of the files that failed.
 */
export async function applyAttachmentChanges(assignmentId: number, { existing, removed, added }: AttachmentChanges): Promise<string[]> {
  const failed: string[] = [];
  for (const attachmentId of removed) {
    await deleteAttachment(assignmentId, attachmentId).catch(() => failed.push(existing.find((a) => a.id === attachmentId)?.name ?? String(attachmentId)));
  }
  for (const file of added) {
    await uploadAttachment(assignmentId, file).catch(() => failed.push(file.name));
  }
  return failed;
}
