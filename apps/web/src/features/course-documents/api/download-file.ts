// GET /course-documents/files/{id}/download needs the Authorization header, so a plain link cannot fetch
// it: the file comes as a Blob through the API client and is handed to the browser as a download.
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export async function downloadCourseFile(file: { id: number; fileName: string }, client: ApiClient = apiClient): Promise<void> {
  const blob = await client.get<Blob>(`/course-documents/files/${file.id}/download`, { responseType: 'blob', redirectOnError: false });
  saveBlob(blob, file.fileName);
}
