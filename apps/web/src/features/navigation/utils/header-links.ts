// The global header's link kinds (spec §2 "Header link kinds") and where each one leads. On the web
// most links open in the same tab, the user portal and settings in a new tab; on native they route in
// the app or go through the external-link dialog.
import { appPath, mapServerUrl, type Configuration } from '@campus/shared';

export const HEADER_LINK_KINDS = [
  'campus-dashboard',
  'course',
  'messages',
  'conversations',
  'member',
  'learning-cockpit',
  'profile',
  'account-settings',
  'notification-settings',
  'student-mode',
  'legacy-account',
  'legacy-portfolio',
  'privacy',
  'boards',
  'userportal',
  'logout',
] as const;
export type HeaderLinkKind = (typeof HEADER_LINK_KINDS)[number];

/**
 * `route`: an app path (navigate in the app); `external`: an absolute URL outside the app; `action`: the
 * header runs it (sign out, student mode).
 */
export type HeaderLinkTarget =
  | { type: 'route'; path: string; newTab: boolean }
  | { type: 'external'; url: string; newTab: boolean }
  | { type: 'action'; action: 'logout' | 'toggle-student-mode' };

export interface HeaderLink {
  kind: HeaderLinkKind;
  /** i18n key of the label. */
  label: string;
  target: HeaderLinkTarget;
}

export type Platform = 'web' | 'native';

export interface HeaderLinkInput {
  /** `push_notifications: false` (the campus switch) drops the notification settings link. */
  config: Pick<Configuration, 'global_header' | 'currentUser' | 'campus_url'> & Partial<Pick<Configuration, 'push_notifications'>>;
  courseId?: number;
  platform: Platform;
  /** Staff of the current course may switch to the student view (spec §1, §6). */
  studentModeAvailable?: boolean;
  /**
   * Whether an app path opens a screen that exists (app/screens.ts). A link to a screen that does not
   * exist is not shown (issue 16: no dead links); without it every route counts as existing.
   */
  screenExists?: (path: string) => boolean;
}

/** Links that open in a new tab on the web (spec §2). */
const NEW_TAB_ON_WEB: ReadonlySet<HeaderLinkKind> = new Set(['userportal', 'account-settings']);

function joinUrl(base: string, path: string): string | undefined {
  try {
    return new URL(path, base.endsWith('/') ? base : `${base}/`).href;
  } catch {
    return undefined;
  }
}

/** A legacy server page: the app's frame route for it (the catch-all), via the URL mapper. */
function legacyRoute(serverPath: string, input: HeaderLinkInput): string {
  const mapped = mapServerUrl(serverPath, {
    origin: input.config.campus_url,
    ...(input.courseId === undefined ? {} : { courseId: input.courseId }),
  });
  return mapped.path ?? mapped.legacyPath ?? serverPath;
}

function destination(kind: HeaderLinkKind, input: HeaderLinkInput): HeaderLinkTarget | undefined {
  const { config, courseId } = input;
  const uid = config.currentUser;
  const newTab = input.platform === 'web' && NEW_TAB_ON_WEB.has(kind);
  const route = (path: string): HeaderLinkTarget => ({ type: 'route', path, newTab });
  const portal = config.global_header.userPortalUrl;
  switch (kind) {
    case 'campus-dashboard':
      return route(appPath('campus-dashboard'));
    case 'course':
      return route(appPath('course-menu-modal'));
    case 'messages':
      return route(legacyRoute('/messages/list', input));
    case 'conversations':
      return route(appPath('app-conversations'));
    case 'member':
      return route(appPath('app-member'));
    case 'learning-cockpit':
      return route(appPath('learning-cockpit'));
    case 'profile':
      return uid === null ? undefined : route(appPath('app-user', { id: uid }));
    case 'account-settings':
      return route(appPath('settings'));
    case 'notification-settings':
      return config.push_notifications === false ? undefined : route(appPath('push-notification-settings'));
    case 'student-mode':
      return input.studentModeAvailable === true ? { type: 'action', action: 'toggle-student-mode' } : undefined;
    case 'legacy-account':
      return uid === null ? undefined : route(legacyRoute(`/user/${uid}/account_settings`, input));
    case 'legacy-portfolio':
      return uid === null ? undefined : route(legacyRoute(`/user/${uid}/portfolio`, input));
    case 'privacy':
      return route(appPath('privacy_policy'));
    case 'boards': {
      // Boards live in the user portal; without one configured there is nothing to link to.
      const url = portal ? joinUrl(portal, 'boards') : undefined;
      return url === undefined ? undefined : { type: 'external', url, newTab };
    }
    case 'userportal': {
      if (input.platform === 'native' || !portal) return route(appPath('userportal', courseId === undefined ? {} : { path: `course-${courseId}` }));
      const url = joinUrl(portal, '');
      return url === undefined ? undefined : { type: 'external', url, newTab };
    }
    case 'logout':
      return { type: 'action', action: 'logout' };
  }
}

/** Every link kind the configuration allows and whose screen exists, in menu order. */
export function headerLinks(input: HeaderLinkInput): HeaderLink[] {
  return HEADER_LINK_KINDS.flatMap((kind) => {
    const target = destination(kind, input);
    if (target === undefined) return [];
    if (target.type === 'route' && input.screenExists !== undefined && !input.screenExists(target.path)) return [];
    return [{ kind, label: `navigation.header.${kind}`, target }];
  });
}

/** On native an external URL is offered through the external-link dialog instead of leaving the app. */
export function externalOpensDialog(platform: Platform): boolean {
  return platform === 'native';
}
