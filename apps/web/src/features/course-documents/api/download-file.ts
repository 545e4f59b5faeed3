// GET /course-documents/files/{id}/download needs the Authorization header, so a plain link cannot fetch
// it: the file comes as a Blob through the API client and is handed to the browser as a download.
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

/** Saves a Blob under a file name through a temporary object URL. */
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
  // The browser has taken the file by the time the click returned; a moment later it is safe to free.
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export async function downloadCourseFile(file: { id: number; fileName: string }, client: ApiClient = apiClient): Promise<void> {
  const blob = await client.get<Blob>(`/course-documents/files/${file.id}/download`, { responseType: 'blob', redirectOnError: false });
  saveBlob(blob, file.fileName);
}
