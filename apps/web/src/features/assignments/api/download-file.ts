// Files of the API need the Authorization header, so a plain link cannot fetch them: the file is
// fetched as a Blob through the API client and handed to the browser as a download.
import { REST_BASE } from '@campus/shared';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * A URL the server gave (`/api/rest/assignments/1/attachments/2?download=1`) as a path for the API client,
 * which puts its own base in front of relative paths. Absolute URLs stay as they are.
 */
export function apiPathOf(url: string): string {
  if (url.startsWith(`${REST_BASE}/`)) return url.slice(REST_BASE.length);
  return url;
}

export interface DownloadOptions {
  query?: Readonly<Record<string, string | number>>;
  client?: ApiClient;
}

export async function downloadApiFile(url: string, fileName: string, { query, client = apiClient }: DownloadOptions = {}): Promise<void> {
  const blob = await client.get<Blob>(apiPathOf(url), { query, responseType: 'blob', redirectOnError: false });
  saveBlob(blob, fileName);
}

/** The course cockpit workbook (GET /assignments/cockpit/export?og=&lang=). */
export function downloadCourseCockpitExport(courseId: number, language: string, client: ApiClient = apiClient): Promise<void> {
  return downloadApiFile('/assignments/cockpit/export', `course-${courseId}-cockpit.xlsx`, { query: { og: courseId, lang: language }, client });
}

/** One assignment's cockpit workbook (GET /assignments/{id}/cockpit/export?lang=). */
export function downloadAssignmentCockpitExport(assignmentId: number, language: string, client: ApiClient = apiClient): Promise<void> {
  return downloadApiFile(`/assignments/${assignmentId}/cockpit/export`, `assignment-${assignmentId}-cockpit.xlsx`, {
    query: { lang: language },
    client,
  });
}
