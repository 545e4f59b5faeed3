// Server URL → app route mapper (spec §2 "Legacy (frame) routes", "Server URL to app route mapper",
// §4 link clicks). Every legacy page of the older server site is one row of LEGACY_PATTERNS; a row with
// `internal` has a native screen, the others load in the legacy frame (LEGACY_BASE_URL) or show the
// "not available" page (ARCHITECTURE §3).
import { appPath, coursePath, courseSegment, isLanguagePrefix, parseAppPath, parseCourseSegment } from './routes.ts';

export type UrlKind = 'internal' | 'internal_legacy' | 'external' | 'undefined';

/** Names of the recognised server pages; stable, so the app may special-case one. */
export type ServerUrlScreen =
  | 'app_route'
  | 'course'
  | 'node'
  | 'node_edit'
  | 'node_delete'
  | 'node_download_video'
  | 'node_webform_results'
  | 'node_webform'
  | 'node_results'
  | 'node_questions'
  | 'node_workgroups'
  | 'node_add'
  | 'video_upload'
  | 'videos_admin'
  | 'members_invite'
  | 'members_manage'
  | 'members_workgroups'
  | 'events'
  | 'certificates'
  | 'certificate_request'
  | 'user_profile'
  | 'user_edit'
  | 'account_settings'
  | 'portfolio'
  | 'message_new'
  | 'messages'
  | 'quiz'
  | 'course_cockpit_export'
  | 'video_comments_export'
  | 'assignment_cockpit_export'
  | 'use_template'
  | 'users_administer'
  | 'usage_statistics'
  | 'campus_settings'
  | 'video_comment'
  | 'live_recording_comments'
  | 'legacy';

export interface MappedUrl {
  kind: UrlKind;
  /** Which page was recognised; absent for external and undefined. */
  screen?: ServerUrlScreen;
  /** In-app path to navigate to (internal); absent when the app must resolve first (video comment). */
  path?: string;
  /** Server path with language, course, query and hash, to load in the legacy frame (internal_legacy). */
  legacyPath?: string;
  /** Absolute URL to open outside the app (external). */
  url?: string;
  /** Course the link belongs to: its course-{id} segment, else the current course. */
  courseId?: number;
  /** The link names another course (or is a bare course link): select it and reload the configuration. */
  selectCourse?: boolean;
  nodeId?: number;
  userId?: number;
  /** videocomment/{id} links: fetch the content, then open the video player at that comment. */
  videoCommentId?: number;
  /** node/add/{type}: the content type to create. */
  nodeType?: string;
}

export interface UrlMapperContext {
  /** Origin of the campus server, e.g. `https://campus.example.org`. */
  origin: string;
  /** The course currently selected. */
  courseId?: number;
}

interface PatternMatch {
  groups: Readonly<Record<string, string>>;
  courseId: number | undefined;
}

interface LegacyPattern {
  screen: Exclude<ServerUrlScreen, 'app_route' | 'course' | 'legacy'>;
  /** Matches the path below the optional language and course segments, without slashes at the ends. */
  pattern: RegExp;
  /** The native screen implementing the page; `undefined` from it (e.g. no course known) means legacy. */
  internal?: (match: PatternMatch) => { path?: string } | undefined;
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** Runs `build` only when a course is known; course screens cannot open without one. */
const inCourse =
  (build: (courseId: number, groups: Readonly<Record<string, string>>) => string) =>
  ({ courseId, groups }: PatternMatch) =>
    courseId === undefined ? undefined : { path: build(courseId, groups) };

const NODE = '(?<nodeId>[1-9]\\d*)';
const USER = '(?<userId>[1-9]\\d*)';
const node = (suffix: string) => new RegExp(`^node/${NODE}${suffix}$`);
const user = (suffix: string) => new RegExp(`^user/${USER}${suffix}$`);

/** Every legacy page of spec §2, in the order they are tried. */
export const LEGACY_PATTERNS: readonly LegacyPattern[] = [
  // A node's type is unknown here: the app may look it up and open content natively, else the frame.
  { screen: 'node', pattern: node('') },
  { screen: 'node_edit', pattern: node('/edit') },
  { screen: 'node_delete', pattern: node('/delete') },
  // The player fetches the original upload (GET /videos/{id}/source, Bearer) once it opens.
  {
    screen: 'node_download_video',
    pattern: node('/download_video'),
    internal: inCourse((courseId, g) => `${coursePath(courseId, 'video-player', { id: g.nodeId ?? '' })}&download=source`),
  },
  { screen: 'node_webform_results', pattern: node('/webform-results') },
  { screen: 'node_webform', pattern: node('/webform') },
  { screen: 'node_results', pattern: node('/results') },
  { screen: 'node_questions', pattern: node('/questions') },
  { screen: 'node_workgroups', pattern: node('/workgroups') },
  {
    screen: 'assignment_cockpit_export',
    pattern: node('/cockpit/download/(?<export>all|videotest-results)'),
    internal: inCourse((courseId, g) =>
      withQuery(coursePath(courseId, 'assignment-cockpit', { id: g.nodeId ?? '' }), { export: g.export ?? '' }),
    ),
  },
  {
    screen: 'node_add',
    pattern: /^node\/add\/(?<nodeType>course|dialog|exercise|cmap|external-content|news|feedback)$/,
    // news → the news form of the course (?og=); cmap and external content → the course's content feed
    // with its create form open (?create=); the other types have no native form (legacy frame).
    internal: ({ courseId, groups }) => {
      if (courseId === undefined) return undefined;
      if (groups.nodeType === 'news') return { path: withQuery(appPath('news-form'), { og: String(courseId) }) };
      const create = groups.nodeType === 'cmap' ? 'cmap' : groups.nodeType === 'external-content' ? 'external_content' : undefined;
      return create === undefined ? undefined : { path: withQuery(coursePath(courseId, 'content'), { create }) };
    },
  },
  { screen: 'video_upload', pattern: /^videos\/upload$/, internal: inCourse(() => appPath('video-upload-modal')) },
  { screen: 'videos_admin', pattern: /^videos\/admin$/, internal: inCourse((courseId) => coursePath(courseId, 'videos')) },
  // The course's members screen (issue 13): inviting and the workgroups are its staff dialogs.
  { screen: 'members_invite', pattern: /^coursedetails\/members\/invite$/, internal: inCourse((id) => withQuery(coursePath(id, 'members'), { invite: '1' })) },
  { screen: 'members_manage', pattern: /^coursedetails\/members\/manage$/, internal: inCourse((id) => coursePath(id, 'members')) },
  {
    screen: 'members_workgroups',
    pattern: /^(?:coursedetails\/)?members\/workgroups$/,
    internal: inCourse((id) => withQuery(coursePath(id, 'members'), { view: 'workgroups' })),
  },
  { screen: 'events', pattern: /^home\/events$/ },
  // Certificates are shown on the course's learning path (no separate certificates route exists).
  { screen: 'certificates', pattern: user('/certificates'), internal: inCourse((id) => coursePath(id, 'learning-path')) },
  { screen: 'certificate_request', pattern: user('/certificates/(?<certificateId>[1-9]\\d*)/request') },
  { screen: 'user_profile', pattern: user(''), internal: ({ groups }) => ({ path: appPath('app-user', { id: groups.userId ?? '' }) }) },
  { screen: 'user_edit', pattern: user('/edit') },
  { screen: 'account_settings', pattern: user('/account_settings') },
  { screen: 'portfolio', pattern: user('/portfolio') },
  {
    screen: 'message_new',
    pattern: new RegExp(`^messages/new/${USER}$`),
    internal: ({ courseId, groups }) => {
      const base = courseId === undefined ? appPath('conversation') : coursePath(courseId, 'conversation');
      return { path: withQuery(base, { uid: groups.userId ?? '' }) };
    },
  },
  {
    screen: 'messages',
    pattern: /^messages\/list$/,
    internal: ({ courseId }) => ({
      path: courseId === undefined ? appPath('app-conversations') : coursePath(courseId, 'conversations'),
    }),
  },
  { screen: 'quiz', pattern: /^quiz\/[^/]+\/[^/]+$/ },
  {
    screen: 'course_cockpit_export',
    pattern: /^exercises\/course_cockpit\/export\/all\/xlsx$/,
    internal: inCourse((id) => withQuery(coursePath(id, 'course-cockpit'), { export: 'xlsx' })),
  },
  // The player downloads the comments workbook (GET /statistics/videocomments/{id}/export.xls, Bearer).
  {
    screen: 'video_comments_export',
    pattern: /^statistics\/videocomments\/(?<id>[1-9]\d*)\/export\.xls$/,
    internal: inCourse((courseId, g) => `${coursePath(courseId, 'video-player', { id: g.id ?? '' })}&export=xls`),
  },
  { screen: 'use_template', pattern: /^use-template\/(?<id>[1-9]\d*)$/ },
  { screen: 'users_administer', pattern: /^users\/administer$/ },
  { screen: 'usage_statistics', pattern: /^usage_statistics(?:\/(?:campus|self_learning|course))?$/ },
  { screen: 'campus_settings', pattern: /^campus_settings\/(?:theme|features|domain-management|privacy)$/ },
  // A live recording with its comments (issue 18). Without a course segment the path already is the app
  // route; a server link may carry the course in front (`/course-5/live-recordings/comments/42`).
  {
    screen: 'live_recording_comments',
    pattern: new RegExp(`^live-recordings/comments/${NODE}$`),
    internal: ({ groups }) => ({ path: appPath('live-recording-comments', { nid: groups.nodeId ?? '' }) }),
  },
  // The app fetches the comment's content to learn the video, then opens the player (spec §4).
  { screen: 'video_comment', pattern: /^videocomment\/(?<videoCommentId>[1-9]\d*)$/, internal: () => ({}) },
];

/** Schemes handed to the device as they are; anything else (javascript:, data:, file:) is refused. */
const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** First segments of server resources (API, file downloads): opened directly, never in the frame. */
const SERVER_RESOURCE_SEGMENTS = new Set(['api']);

// A fresh object each time, so a caller changing a result cannot change the next one.
const undefinedUrl = (): MappedUrl => ({ kind: 'undefined' });

/** Classifies a link found in server content or configuration (spec §2 mapper, §4 link clicks). */
export function mapServerUrl(url: string, ctx: UrlMapperContext): MappedUrl {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefinedUrl();

  let origin: string;
  let parsed: URL;
  try {
    origin = new URL(ctx.origin).origin;
    parsed = new URL(trimmed, `${origin}/`);
  } catch {
    return undefinedUrl();
  }
  if (!EXTERNAL_SCHEMES.has(parsed.protocol)) return undefinedUrl();
  if (parsed.origin !== origin) return { kind: 'external', url: parsed.href };

  const legacyPath = parsed.pathname + parsed.search + parsed.hash;
  let segments = parsed.pathname.split('/').filter((segment) => segment !== '');
  if (segments[0] !== undefined && isLanguagePrefix(segments[0])) segments = segments.slice(1);
  const urlCourseId = segments[0] === undefined ? undefined : parseCourseSegment(segments[0]);
  if (urlCourseId !== undefined) segments = segments.slice(1);
  const courseId = urlCourseId ?? ctx.courseId;

  const base: MappedUrl = { kind: 'undefined' };
  if (courseId !== undefined) base.courseId = courseId;
  if (urlCourseId !== undefined && urlCourseId !== ctx.courseId) base.selectCourse = true;

  if (segments[0] !== undefined && SERVER_RESOURCE_SEGMENTS.has(segments[0])) {
    return { kind: 'external', url: parsed.href };
  }

  // A bare course link selects that course (spec §4); the app then picks the landing screen.
  if (urlCourseId !== undefined && segments.length === 0) {
    return { ...base, kind: 'internal', screen: 'course', selectCourse: true, path: coursePath(urlCourseId, 'dashboard') };
  }

  // Links that already are app routes keep their path (without the language prefix).
  const appRoute = matchAppRoute(segments, urlCourseId, parsed);
  if (appRoute !== undefined) return { ...base, kind: 'internal', screen: 'app_route', path: appRoute };

  const rest = segments.join('/');
  for (const entry of LEGACY_PATTERNS) {
    const match = entry.pattern.exec(rest);
    if (!match) continue;
    const groups = match.groups ?? {};
    const result: MappedUrl = { ...base, screen: entry.screen, ...ids(groups) };
    const target = entry.internal?.({ groups, courseId });
    if (target !== undefined) return { ...result, kind: 'internal', ...target };
    return { ...result, kind: 'internal_legacy', legacyPath };
  }

  // Unknown first segment with a second one: the legacy catch-all (spec §2).
  if (segments.length >= 2) return { ...base, kind: 'internal_legacy', screen: 'legacy', legacyPath };
  return undefinedUrl();
}

function matchAppRoute(segments: readonly string[], urlCourseId: number | undefined, parsed: URL): string | undefined {
  const isCourseApp = urlCourseId !== undefined && segments[0] === 'app';
  if (urlCourseId !== undefined && !isCourseApp) return undefined;
  const pathname = `/${urlCourseId === undefined ? '' : `${courseSegment(urlCourseId)}/`}${segments.join('/')}`;
  if (parseAppPath(pathname).route === 'legacy') return undefined;
  return pathname + parsed.search + parsed.hash;
}

function ids(groups: Readonly<Record<string, string>>): Partial<MappedUrl> {
  const result: Partial<MappedUrl> = {};
  if (groups.nodeId !== undefined) result.nodeId = Number(groups.nodeId);
  if (groups.userId !== undefined) result.userId = Number(groups.userId);
  if (groups.videoCommentId !== undefined) result.videoCommentId = Number(groups.videoCommentId);
  if (groups.nodeType !== undefined) result.nodeType = groups.nodeType;
  return result;
}
