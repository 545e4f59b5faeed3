// Content constants of spec §3 and §9, zod-free so the web shell can import them without pulling in zod.
import type { ContentDetailKind } from './routes.ts';

/** Content types (spec §3 "Content"); cmap is the document type. videocomment and dialog are filled by their features. */
export const CONTENT_TYPES = ['blog', 'news', 'cmap', 'external_content', 'videocomment', 'dialog'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Types a person writes through the content forms (videocomment and dialog have their own screens). */
export const EDITABLE_CONTENT_TYPES = ['blog', 'news', 'cmap', 'external_content'] as const satisfies readonly ContentType[];
export type EditableContentType = (typeof EDITABLE_CONTENT_TYPES)[number];

/** The `content-details/{kind}` route segment of each type (spec §2). */
export const CONTENT_DETAIL_KIND = {
  blog: 'blog',
  news: 'news',
  cmap: 'document',
  external_content: 'external-content',
} as const satisfies Record<EditableContentType, ContentDetailKind>;

/** Content list page size; offset = 10 × page (spec §7, §9). */
export const CONTENT_PAGE_SIZE = 10;
/** Comments are paged like content. */
export const CONTENT_COMMENT_PAGE_SIZE = 10;

export const CONTENT_TITLE_MAX = 500;
/** Sanitized rich text of a content body, in characters. */
export const CONTENT_BODY_MAX = 200_000;
export const CONTENT_COMMENT_MAX = 10_000;
export const EXTERNAL_URL_MAX = 2048;

/** Editor image upload (spec §7 POST /files/upload/editor): images only, at most this many bytes. */
export const EDITOR_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Course document upload limit per file. */
export const COURSE_FILE_MAX_BYTES = 100 * 1024 * 1024;
