// POST /conversations/{id}/attachments (multipart, one file): an upload the next message binds by id.
// GET of an attachment's url needs the Authorization header, so it is fetched as a Blob.
import type { UploadedAttachment } from '@campus/shared';
import { MESSAGE_ATTACHMENT_FILE_FIELD, REST_BASE } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationKeys } from './query-keys.ts';

export function uploadAttachment(conversationId: number, file: File): Promise<UploadedAttachment> {
  const body = new FormData();
  body.append(MESSAGE_ATTACHMENT_FILE_FIELD, file, file.name);
  return apiClient.post<UploadedAttachment>(`/conversations/${conversationId}/attachments`, body, { redirectOnError: false });
}

/** The server's url (`/api/rest/conversations/1/attachments/2`) as a path beneath the API client's base. */
export function attachmentApiPath(url: string): string {
  return url.startsWith(`${REST_BASE}/`) ? url.slice(REST_BASE.length) : url;
}

export function getAttachmentBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return apiClient.get<Blob>(attachmentApiPath(url), { signal, responseType: 'blob', redirectOnError: false });
}

/** An image attachment's bytes for an inline thumbnail; kept while the thread is open. */
export function useAttachmentBlob(url: string) {
  return useQuery({ queryKey: conversationKeys.attachment(url), queryFn: ({ signal }) => getAttachmentBlob(url, signal), staleTime: Infinity });
}
