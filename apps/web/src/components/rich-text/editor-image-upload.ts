// Image upload of the rich-text editor (spec §7 POST /files/upload/editor?og, multipart field `upload`,
// answer {fullPath}; spec §8 toasts). The editor inserts the returned root-relative path; the server's
// sanitizer only keeps <img src> of such paths. Upload failures are told with the server's message as
// plain text (stripHtml), else the translated problem code.
import type { TFunction } from 'i18next';
import { ApiError, apiClient, type ApiClient } from '../../lib/api-client.ts';
import { codeText } from '../../lib/error-text.ts';
import { stripHtml } from './strip-html.ts';

/** Multipart field name of the editor image upload (spec §7). */
export const EDITOR_IMAGE_FIELD = 'upload';
/** File types the picker offers; the server checks the content, not the name. */
export const EDITOR_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export interface EditorImageUploadResult {
  fullPath: string;
}

/** An uploader for the editor's image button: uploads into the course and resolves the image's path. */
export function editorImageUploader(courseId: number, client: ApiClient = apiClient): (file: File) => Promise<string> {
  return async (file: File) => {
    const body = new FormData();
    body.append(EDITOR_IMAGE_FIELD, file, file.name);
    const result = await client.post<EditorImageUploadResult>('/files/upload/editor', body, {
      query: { og: courseId },
      redirectOnError: false,
    });
    if (typeof result?.fullPath !== 'string' || result.fullPath === '') throw new ApiError({ status: 0, code: 'INVALID_RESPONSE' });
    return result.fullPath;
  };
}

/** Human size of a file for the success summary (B, KB, MB). */
export function formatImageSize(bytes: number, language = 'en'): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}

/** The failure toast's text: the server's message without HTML, else the translated code, else "try again". */
export function uploadErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const detail = stripHtml(error.detail);
    if (detail !== '') return detail;
    return codeText(t, error.code, { fallback: t('richText.image.tryAgain') });
  }
  return t('richText.image.tryAgain');
}
