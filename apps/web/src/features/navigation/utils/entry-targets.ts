// Where the entry routes of issue 16 lead (spec §2): the push entries (`content-push` → content-details,
// `assignment-push` → assignment, `video-push` → video-player, `send_private_message-push` → conversation)
// and the user portal (query `path`). Pure: the app passes in which screens exist (app/screens.ts).
import {
  appPath,
  COURSE_APP_SEGMENT,
  COURSE_ROUTES,
  courseSegment,
  isLanguagePrefix,
  parseAppPath,
  PUSH_REDIRECTS,
  TOP_LEVEL_ROUTES,
  type PushRouteName,
  type RouteDefinition,
} from '@campus/shared';

/** Answers whether an app path opens a screen that exists. */
export type ScreenExists = (path: string) => boolean;

function firstSegment(definition: RouteDefinition): string {
  return definition.path.split('/').find((segment) => segment.length > 0) ?? '';
}

function splitQuery(pathWithQuery: string): [string, string] {
  const index = pathWithQuery.search(/[?#]/);
  return index < 0 ? [pathWithQuery, ''] : [pathWithQuery.slice(0, index), pathWithQuery.slice(index)];
}

/** The push entries whose screen exists: only these are routed (the others fall to the catch-all). */
export function routedPushEntries(exists: (route: (typeof PUSH_REDIRECTS)[PushRouteName]) => boolean): PushRouteName[] {
  return (Object.keys(PUSH_REDIRECTS) as PushRouteName[]).filter((push) => exists(PUSH_REDIRECTS[push]));
}

/**
 * The screen a push entry opens: the push segment becomes the target's own segment, the rest of the
 * path and the query carry over (`/de/course-3/app/assignment-push/12` → `/de/course-3/app/assignment/12`).
 * A course screen reached without a course (`/assignment-push/12`) opens in the selected course.
 * Undefined when the path is no push entry, there is no course to open it in, or the screen does not exist.
 */
export function pushRedirectPath(pathWithQuery: string, selectedCourseId: number | null, exists: ScreenExists): string | undefined {
  const [pathname, query] = splitQuery(pathWithQuery);
  const parsed = parseAppPath(pathname);
  const push = parsed.redirectedFrom;
  if (push === undefined) return undefined;
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  const index = segments.indexOf(push);
  if (index < 0) return undefined;
  const target = PUSH_REDIRECTS[push];
  const definition: RouteDefinition = parsed.scope === 'course' ? COURSE_ROUTES[target as keyof typeof COURSE_ROUTES] : TOP_LEVEL_ROUTES[target as keyof typeof TOP_LEVEL_ROUTES];
  const rest = [firstSegment(definition), ...segments.slice(index + 1)];
  let prefix = segments.slice(0, index);
  if (parsed.scope === 'course' && parsed.courseId === undefined) {
    if (selectedCourseId === null) return undefined;
    prefix = [...prefix, courseSegment(selectedCourseId), COURSE_APP_SEGMENT];
  }
  const path = `/${[...prefix, ...rest].join('/')}${query}`;
  const reparsed = parseAppPath(path);
  if (reparsed.route !== target || reparsed.redirectedFrom !== undefined || !exists(path)) return undefined;
  return path;
}

/** Paths the user portal never forwards to: itself, sign-in and other entries. */
const NOT_FORWARDED = new Set<string>(['userportal', 'login', 'login-keycloak', 'login-dfb', 'start', 'legacy']);

/**
 * Where `userportal?path=…` leads. `path` is an app path: a screen that exists opens, a bare
 * `course-{id}` opens that course's dashboard; anything else (absolute URLs, `..`, unknown or missing
 * screens) opens the campus dashboard, the portal's start. The language prefix is the caller's.
 */
export function userPortalTarget(path: string | null, exists: ScreenExists): string {
  const fallback = appPath('campus-dashboard');
  const raw = (path ?? '').trim();
  if (raw === '' || raw.startsWith('//') || raw.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(raw)) return fallback;
  const [pathname, query] = splitQuery(raw.startsWith('/') ? raw : `/${raw}`);
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  if (segments.includes('..') || segments.includes('.')) return fallback;
  if (segments[0] !== undefined && isLanguagePrefix(segments[0])) segments.shift();
  const parsed = parseAppPath(`/${segments.join('/')}`);
  if (parsed.courseId !== undefined && parsed.route === 'legacy' && segments.length === 1) {
    return `/${courseSegment(parsed.courseId)}/${COURSE_APP_SEGMENT}/${COURSE_ROUTES.dashboard.path}`;
  }
  const candidate = `/${segments.join('/')}${query}`;
  if (NOT_FORWARDED.has(parsed.route) || parsed.redirectedFrom !== undefined || !exists(candidate)) return fallback;
  return candidate;
}
