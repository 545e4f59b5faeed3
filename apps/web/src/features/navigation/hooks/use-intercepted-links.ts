// Link clicks inside server content (spec §4 "Link clicks are intercepted"): each link is classified by
// the shared URL mapper. internal → navigate in the app (a course-{id} link selects that course and the
// configuration is reloaded); internal_legacy → the app's legacy page (frame or "not available");
// external → same window on the web, the external-link dialog on native; anything unsafe is dropped. On
// native iOS the legacy catch-all opens in a full-screen dialog (ios_pwa_mode=1) and the app stays put.
import { coursePath, mapServerUrl, parseAppPath, type ContentItem, type MappedUrl } from '@campus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { getPlatform, isNativePlatform } from '../../../lib/platform.ts';
import { configKeys } from '../../../lib/query-keys.ts';
import { legacyFrameUrl } from '../components/legacy-page.tsx';
import { openExternalLinkDialog, openLegacyPageDialog } from '../utils/external-link-dialog.tsx';

export interface InterceptedLinksOptions {
  /** Campus origin the content's relative links belong to; defaults to this page's origin. */
  origin?: string;
  /** Web: how an external URL opens (same window). Replaceable in tests. */
  openExternal?: (url: string) => void;
  /** Native: how the device browser is opened after the dialog (default `@capacitor/browser`). */
  openInBrowser?: (url: string) => void | Promise<void>;
  /** The configured legacy site (config.legacy_base_url): native iOS opens its catch-all pages in a dialog. */
  legacyBaseUrl?: string | null;
  /** How a video-comment link's content is fetched (GET /content/{id}). Replaceable in tests. */
  fetchVideoComment?: (commentId: number) => Promise<ContentItem>;
}

/** What a click on a link should do; `undefined` leaves the click to the browser. */
export type LinkAction =
  | { type: 'navigate'; path: string; selectCourse?: number }
  | { type: 'external'; url: string }
  | { type: 'videoComment'; commentId: number }
  | { type: 'block' };

/** The video player at a video comment (spec §4), from the comment's content item; null without a video. */
export function videoCommentPath(item: Pick<ContentItem, 'id' | 'courseId' | 'type' | 'video_id'>): string | null {
  if (item.type !== 'videocomment' || item.video_id === null) return null;
  return coursePath(item.courseId, 'video-player', { id: item.video_id, cid: item.id });
}

/** GET /content/{id} for a video-comment link; a failure blocks the link instead of leaving for /error. */
async function fetchVideoComment(commentId: number): Promise<ContentItem> {
  return apiClient.get<ContentItem>(`/content/${commentId}`, { redirectOnError: false });
}

/** Pure decision, separate from the DOM so it can be tested link by link. */
export function linkAction(mapped: MappedUrl, href: string, origin: string): LinkAction | undefined {
  switch (mapped.kind) {
    case 'internal': {
      // A video-comment link needs its content first (the video and the course), fetched on click.
      if (mapped.screen === 'video_comment' && mapped.videoCommentId !== undefined) return { type: 'videoComment', commentId: mapped.videoCommentId };
      const path = mapped.path ?? legacyPathOf(href, origin);
      if (path === undefined) return { type: 'block' };
      return mapped.selectCourse && mapped.courseId !== undefined
        ? { type: 'navigate', path, selectCourse: mapped.courseId }
        : { type: 'navigate', path };
    }
    case 'internal_legacy':
      return mapped.legacyPath === undefined ? { type: 'block' } : { type: 'navigate', path: mapped.legacyPath };
    case 'external':
      return mapped.url === undefined ? { type: 'block' } : { type: 'external', url: mapped.url };
    case 'undefined':
      // In-page anchors work as they are; other unmapped links (javascript:, data:) are refused.
      return href.trim().startsWith('#') || href.trim() === '' ? undefined : { type: 'block' };
  }
}

function legacyPathOf(href: string, origin: string): string | undefined {
  try {
    const url = new URL(href, origin);
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function useInterceptedLinks(containerRef: RefObject<HTMLElement | null>, options: InterceptedLinksOptions = {}): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const courseId = parseAppPath(pathname).courseId;

  // The listener is attached once per container; it reads the latest values from here.
  const latest = useRef({ navigate, localized, queryClient, t, courseId, options });
  useEffect(() => {
    latest.current = { navigate, localized, queryClient, t, courseId, options };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !container.contains(anchor) || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href');
      if (href === null) return;

      const current = latest.current;
      const origin = current.options.origin ?? window.location.origin;
      const mapped = mapServerUrl(href, current.courseId === undefined ? { origin } : { origin, courseId: current.courseId });
      const action = linkAction(mapped, href, origin);
      if (action === undefined) return;
      event.preventDefault();

      if (action.type === 'navigate' && mapped.kind === 'internal_legacy' && mapped.screen === 'legacy' && getPlatform() === 'ios') {
        const frameUrl = legacyFrameUrl(current.options.legacyBaseUrl, action.path);
        if (frameUrl !== undefined) {
          openLegacyPageDialog(frameUrl, current.t);
          return;
        }
      }
      if (action.type === 'navigate') {
        // Selecting another course reloads the configuration (spec §4); the course route selects it.
        if (action.selectCourse !== undefined) void current.queryClient.invalidateQueries({ queryKey: configKeys.all });
        void current.navigate(current.localized(action.path));
      } else if (action.type === 'videoComment') {
        // spec §4: fetch the content, then open the video at the comment (course-{courseId}/app/video-player?id&cid).
        void (current.options.fetchVideoComment ?? fetchVideoComment)(action.commentId)
          .then((item) => {
            const path = videoCommentPath(item);
            if (path === null) return;
            if (item.courseId !== current.courseId) void current.queryClient.invalidateQueries({ queryKey: configKeys.all });
            void current.navigate(current.localized(path));
          })
          .catch(() => undefined);
      } else if (action.type === 'external') {
        if (isNativePlatform()) {
          openExternalLinkDialog(action.url, current.t, current.options.openInBrowser);
        } else {
          (current.options.openExternal ?? ((url) => window.location.assign(url)))(action.url);
        }
      }
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [containerRef]);
}
