// POST /content/external-preview?og (issue 7): the title and description of a public web page, fetched
// by the server through its SSRF-safe fetch. Plain text; React renders it as text. Errors stay in the
// form (a page that cannot be read is no reason to leave it).
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

export interface LinkPreview {
  url: string;
  title: string | null;
  description: string | null;
  siteName: string | null;
}

export function getLinkPreview(courseId: number, url: string, client: ApiClient = apiClient): Promise<LinkPreview> {
  return client.post<LinkPreview>('/content/external-preview', { url }, { query: { og: courseId }, redirectOnError: false });
}

export function useLinkPreview(courseId: number) {
  return useMutation({ mutationFn: (url: string) => getLinkPreview(courseId, url) });
}
