// THE registry of screens that exist (issue 16 "no dead links"). The router registers exactly these
// (router.test.tsx checks it), and everything that shows a link asks it first: the global header and
// its "More" menu, the course side menu and the push redirects. A route of the spec's table (spec §2)
// that is not listed here is never linked: a top-level one is not routed (the legacy catch-all takes
// it), a course one typed in by hand says "not available yet". A feature that brings a screen adds it
// here, in the same change as its route module.
import { parseAppPath, type CourseRouteName, type TopLevelRouteName } from '@campus/shared';
import type { ComponentType } from 'react';

export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** Course screens beneath `course-{id}/app/`, with the lazy module each one loads. */
export const COURSE_SCREENS: Readonly<Partial<Record<CourseRouteName, LazyScreen>>> = {
  dashboard: async () => ({ Component: (await import('./routes/course-screens.tsx')).CourseDashboardRoute }),
  // Assignments (issue 6): list and detail share one chunk, the two cockpits (behind the guard) another.
  assignments: async () => ({ Component: (await import('./routes/course-assignments.tsx')).CourseAssignmentsRoute }),
  assignment: async () => ({ Component: (await import('./routes/course-assignments.tsx')).CourseAssignmentRoute }),
  'course-cockpit': async () => ({ Component: (await import('./routes/course-cockpits.tsx')).CourseCockpitRoute }),
  'assignment-cockpit': async () => ({ Component: (await import('./routes/course-cockpits.tsx')).AssignmentCockpitRoute }),
  // Content (issue 7): the feed and the detail page share one chunk (the form and the editor load lazily).
  content: async () => ({ Component: (await import('./routes/course-content.tsx')).CourseContentRoute }),
  'content-details': async () => ({ Component: (await import('./routes/course-content.tsx')).CourseContentDetailsRoute }),
  // Videos (issue 8): the grid and the player share one chunk (the upload modal and tus load lazily).
  videos: async () => ({ Component: (await import('./routes/course-videos.tsx')).CourseVideosRoute }),
  'video-player': async () => ({ Component: (await import('./routes/course-videos.tsx')).CourseVideoPlayerRoute }),
  // Course documents (issue 7): the folder tree with upload and download.
  'course-documents': async () => ({ Component: (await import('./routes/course-documents.tsx')).CourseDocumentsRoute }),
  // Learning paths (issue 14): the path with the learner's progress; the staff editor (dnd-kit) loads lazily inside.
  'learning-path': async () => ({ Component: (await import('./routes/course-learning-path.tsx')).CourseLearningPathRoute }),
  // Members (issue 13): the list and a member's profile share one chunk with the campus profiles.
  members: async () => ({ Component: (await import('./routes/members.tsx')).CourseMembersRoute }),
  member: async () => ({ Component: (await import('./routes/members.tsx')).CourseMemberRoute }),
  // Conversations (issue 13): the course's list and one conversation share one chunk.
  conversations: async () => ({ Component: (await import('./routes/conversations.tsx')).CourseConversationsRoute }),
  conversation: async () => ({ Component: (await import('./routes/conversations.tsx')).CourseConversationRoute }),
  // Dialogs (issue 13): the course's topics and one topic (`?id=`) share one chunk with the ad-hoc dialogs.
  dialogs: async () => ({ Component: (await import('./routes/dialogs.tsx')).CourseDialogsRoute }),
};

/**
 * Top-level routes the router registers (each with its own loader or screen there). `userportal`,
 * `dashboard` and `dashboard-legacy` lead on to a screen (issue 16); `start` is the configured route.
 */
export const TOP_LEVEL_SCREENS: ReadonlySet<TopLevelRouteName> = new Set<TopLevelRouteName>([
  'start',
  'login-keycloak',
  'login',
  'login-dfb',
  'error',
  'impressum',
  'privacy_policy',
  'campus-dashboard',
  'dashboard',
  'dashboard-legacy',
  'userportal',
  'course-menu-modal',
  'video-upload-modal',
  // Live recordings (issue 18): the recorder over the course's videos, and one recording with its comments.
  'live-recording-modal',
  'live-recording-comments',
  'news-form',
  'settings',
  // Notifications (issue 16): push per kind and web push on this device.
  'push-notification-settings',
  'learning-cockpit',
  // Offline videos (issue 19): the videos kept on this device, and their player.
  'offline-videos',
  'offline-video-player',
  // Profiles (issue 13).
  'app-member',
  'app-user',
  // Conversations (issue 13).
  'app-conversations',
  'conversations',
  'conversation',
  // Dialogs (issue 13).
  'adhoc-dialogs',
  // Campus settings (issue 18): theme, features, privacy (domain management has no screen yet).
  'campus-settings',
  // Users administer (issue 18).
  'users-administer',
  // Course templates (issue 18): use a template.
  'use-template',
  // Usage statistics (issue 18): `usage_statistics` and its three scopes.
  'usage-statistics',
]);

/** `user/{uid}/certificates` with or without language prefix (router.tsx mounts CERTIFICATE_WEB_PATHS.list). */
const CERTIFICATE_LIST_PATH = /^(?:\/[a-z]{2})?\/user\/[1-9]\d*\/certificates\/?(?:[?#].*)?$/;

export interface ScreenContext {
  /** A legacy frame is configured (config.legacy_base_url): pages of the older site open in it. */
  legacyFrame: boolean;
}

/**
 * Whether an app path (with or without language prefix and query) opens a screen that exists: a
 * registered route, or a page of the older site when a legacy frame is configured. Push entries count
 * as the screen they redirect to.
 */
export function screenExists(path: string, context: ScreenContext): boolean {
  // The user's certificates (issue 14) live at the spec's legacy path, mounted before the legacy catch-all.
  if (CERTIFICATE_LIST_PATH.test(path)) return true;
  const parsed = parseAppPath(path);
  if (parsed.route === 'legacy') return context.legacyFrame;
  if (parsed.scope === 'course') return COURSE_SCREENS[parsed.route as CourseRouteName] !== undefined;
  return TOP_LEVEL_SCREENS.has(parsed.route as TopLevelRouteName);
}
