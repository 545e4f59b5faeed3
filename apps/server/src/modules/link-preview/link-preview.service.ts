// External content previews (issue 7): the title, description and site name of a public web page, for
// the external-content form. The page is fetched only through lib/safe-fetch.ts (public addresses only,
// no redirects into private ones); what comes back is plain text, trimmed and cut to 500 characters.
import { ERROR_CODES, hasPermission } from '@campus/shared';
import sanitizeHtml from 'sanitize-html';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { FetchFailedError, safeFetch, UnsafeUrlError, type SafeFetchOptions } from '../../lib/safe-fetch.ts';
import { requireCourseAccess } from '../courses/course-access.ts';

export const PREVIEW_TEXT_MAX = 500;

export interface LinkPreview {
  url: string;
  title: string | null;
  description: string | null;
  siteName: string | null;
}

export interface PageMetadata {
  title: string | null;
  description: string | null;
  siteName: string | null;
}

export interface LinkPreviewDeps {
  db: Database;
  /** Only tests pass options (a resolver, or a test server let through); the app passes none. */
  fetchOptions?: SafeFetchOptions;
}

// Control characters (C0, DEL, C1) and line separators become spaces; format characters (zero-width,
// bidi controls, soft hyphens) go.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/gu;
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** Plain text for display: no control or bidi characters, whitespace collapsed, at most 500 characters. */
export function cleanPreviewText(value: string | undefined): string | null {
  if (value === undefined) return null;
  const text = value.replace(FORMAT_CHARACTERS, '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const characters = Array.from(text);
  return characters.length <= PREVIEW_TEXT_MAX ? text : `${characters.slice(0, PREVIEW_TEXT_MAX - 1).join('').trimEnd()}…`;
}

/**
 * og:title / og:description / og:site_name, else <title> and <meta name="description">, from an HTML
 * page. The HTML is only tokenized (sanitize-html's parser, entities decoded); nothing of it is kept.
 */
export function extractPageMetadata(html: string): PageMetadata {
  const meta = new Map<string, string>();
  let title: string | undefined;
  sanitizeHtml(html, {
    allowedTags: ['title', 'meta'],
    allowedAttributes: { meta: ['property', 'name', 'content'] },
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'template', 'svg'],
    exclusiveFilter: (frame) => {
      if (frame.tag === 'title') title ??= frame.text;
      if (frame.tag === 'meta') {
        const key = (frame.attribs.property ?? frame.attribs.name ?? '').trim().toLowerCase();
        const content = frame.attribs.content;
        if (key !== '' && content !== undefined && !meta.has(key)) meta.set(key, content);
      }
      return false;
    },
  });
  const first = (...values: (string | undefined)[]): string | null => {
    for (const value of values) {
      const cleaned = cleanPreviewText(value);
      if (cleaned !== null) return cleaned;
    }
    return null;
  };
  return {
    title: first(meta.get('og:title'), title, meta.get('twitter:title')),
    description: first(meta.get('og:description'), meta.get('description'), meta.get('twitter:description')),
    siteName: first(meta.get('og:site_name'), meta.get('application-name')),
  };
}

/** Fetches and reads a page; 400 EXTERNAL_URL_NOT_PUBLIC or 502 EXTERNAL_PREVIEW_FAILED. */
export async function fetchLinkPreview(url: string, fetchOptions: SafeFetchOptions = {}): Promise<LinkPreview> {
  try {
    const page = await safeFetch(url, fetchOptions);
    return { url, ...extractPageMetadata(page.body) };
  } catch (error) {
    if (error instanceof UnsafeUrlError) {
      const detail =
        error.reason === 'scheme' || error.reason === 'invalid_url' || error.reason === 'credentials'
          ? 'Only public http and https addresses can be previewed.'
          : error.reason === 'unresolvable'
            ? 'The host name of this address could not be found.'
            : 'This address is not a public web address.';
      const code = error.reason === 'unresolvable' ? ERROR_CODES.EXTERNAL_PREVIEW_FAILED : ERROR_CODES.EXTERNAL_URL_NOT_PUBLIC;
      throw new AppError(error.reason === 'unresolvable' ? 502 : 400, code, detail, { cause: error });
    }
    if (error instanceof FetchFailedError) {
      throw new AppError(502, ERROR_CODES.EXTERNAL_PREVIEW_FAILED, 'The page could not be loaded for a preview.', { cause: error });
    }
    throw error;
  }
}

/** POST /content/external-preview?og: create_content in the course. */
export async function previewForCourse(deps: LinkPreviewDeps, principal: Principal, courseId: number, url: string): Promise<LinkPreview> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  if (!hasPermission(access.permissions, 'create_content')) {
    throw forbidden('You may not add external content in this course.');
  }
  return fetchLinkPreview(url, deps.fetchOptions);
}
