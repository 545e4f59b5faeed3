// GET /video-uploads/{uploadId} (contract-videos.md): which video a finished upload became, to resume
// after a reload and when the final PATCH's Video-Id header was not seen.
import type { VideoUploadState } from '@campus/shared';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

export function getVideoUpload(uploadId: string, client: ApiClient = apiClient): Promise<VideoUploadState> {
  return client.get<VideoUploadState>(`/video-uploads/${encodeURIComponent(uploadId)}`, { redirectOnError: false });
}
