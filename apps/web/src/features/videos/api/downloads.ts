// Files behind the Authorization header (GET /videos/{id}/source, GET /statistics/videocomments/{id}/
// export.xls) are fetched as a Blob through the API client and handed to the browser as a download.
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}

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
