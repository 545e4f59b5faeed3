// Files behind the Authorization header (GET /videos/{id}/source, GET /statistics/videocomments/{id}/
// export.xls) are fetched as a Blob through the API client and handed to the browser as a download.
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** A file name that is safe on every system, from the video title. */
export function safeFileName(title: string, fallback: string): string {
  const cleaned = title.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().replace(/\s+/g, '-').slice(0, 80);
  return cleaned || fallback;
}

export async function downloadVideoSource(videoId: number, title: string, client: ApiClient = apiClient): Promise<void> {
  const blob = await client.get<Blob>(`/videos/${videoId}/source`, { responseType: 'blob', redirectOnError: false });
  const extension = blob.type === 'video/quicktime' ? 'mov' : blob.type === 'video/webm' ? 'webm' : 'mp4';
  saveBlob(blob, `${safeFileName(title, `video-${videoId}`)}.${extension}`);
}

export async function downloadCommentsExport(videoId: number, client: ApiClient = apiClient): Promise<void> {
  const blob = await client.get<Blob>(`/statistics/videocomments/${videoId}/export.xls`, { responseType: 'blob', redirectOnError: false });
  saveBlob(blob, `video-${videoId}-comments.xlsx`);
}
