// The app's route table (spec §2) in one place, with a pure parser and path builders. Patterns use the
// React Router syntax (`:param`, `:param?` for an optional last segment) so the web router can use them.
import { CAMPUS_SETTINGS_SECTIONS } from './rules/campus-theme.ts';
import { USAGE_STATISTICS_SCOPES } from './rules/usage-statistics.ts';

/** A route's path beneath its scope, plus what the router and the URL mapper need to know about it. */
export interface RouteDefinition {
  /** Pattern without leading slash; '' is the scope's root. */
  readonly path: string;
  /** Query parameters the route reads (builders append them in this order). */
  readonly query?: readonly string[];
  /** Path parameters that must be positive integers (ids). */
  readonly numeric?: readonly string[];
  /** Path parameters restricted to a fixed set of values. */
  readonly values?: Readonly<Record<string, readonly string[]>>;
  /** `signed-in`: needs a session; `not-student`: students are sent to the root and denied (spec §5). */
  readonly guard?: 'signed-in' | 'not-student';
  /** Opened as a modal over the current screen. */
  readonly modal?: boolean;
}

/** Kinds of `content-details/{kind}` (spec §2). */
export const CONTENT_DETAIL_KINDS = ['blog', 'news', 'document', 'external-content'] as const;
export type ContentDetailKind = (typeof CONTENT_DETAIL_KINDS)[number];

/** Routes without a course prefix. */
export const TOP_LEVEL_ROUTES = {
  start: { path: '' },
  'login-keycloak': { path: 'login-keycloak' },
  'login-dfb': { path: 'login-dfb' },
  login: { path: 'login' },
  impressum: { path: 'impressum' },
  privacy_policy: { path: 'privacy_policy' },
  dashboard: { path: 'dashboard' },
  'dashboard-legacy': { path: 'dashboard-legacy' },
  error: { path: 'error' },
  settings: { path: 'settings' },
  'push-notification-settings': { path: 'push-notification-settings' },
  'live-recording-comments': { path: 'live-recordings/comments/:nid', numeric: ['nid'] },
  'course-menu-modal': { path: 'course-menu-modal', modal: true },
  'video-upload-modal': { path: 'video-upload-modal', modal: true },
  'live-recording-modal': { path: 'live-recording-modal', modal: true },
  'add-artifact-video-modal': { path: 'add-artifact-video-modal', modal: true },
  'add-artefact-video-related-modal': { path: 'add-artefact-video-related-modal', modal: true },
  'offline-video-modal': { path: 'offline-video-modal', modal: true },
  'offline-video-menu-modal': { path: 'offline-video-menu-modal', modal: true },
  'offline-video-upload-modal': { path: 'offline-video-upload-modal', modal: true },
  'feedback-modal': { path: 'feedback-modal', modal: true },
  'member-context-modal': { path: 'member-context-modal', modal: true },
  'report-modal': { path: 'report-modal', modal: true },
  'offline-videos': { path: 'offline-videos' },
  'offline-video-player': { path: 'offline-video-player' },
  'news-form': { path: 'news-form' },
  conversation: { path: 'conversation' },
  conversations: { path: 'conversations' },
  userportal: { path: 'userportal', query: ['path'], guard: 'signed-in' },
  'campus-dashboard': { path: 'app/campus-dashboard', guard: 'signed-in' },
  'learning-cockpit': { path: 'app/learning-cockpit/:uid?', numeric: ['uid'] },
  'adhoc-dialogs': { path: 'app/adhoc-dialogs' },
  'app-member': { path: 'app/member' },
  'app-user': { path: 'app/user/:id', numeric: ['id'] },
  'app-conversations': { path: 'app/conversations' },
  // Campus settings (issue 18): the legacy `/campus_settings/{section}` pages as native screens (theme, features, privacy, domain management).
  'campus-settings': { path: 'campus_settings/:section', values: { section: CAMPUS_SETTINGS_SECTIONS }, guard: 'signed-in' },
  // Users administer (issue 18): the legacy `/users/administer` page as a native screen.
  'users-administer': { path: 'users/administer', guard: 'signed-in' },
  // Usage statistics (issue 18): the legacy `/usage_statistics` and `/usage_statistics/{campus|self_learning|course}` pages as one native screen.
  'usage-statistics': { path: 'usage_statistics/:scope?', values: { scope: USAGE_STATISTICS_SCOPES }, guard: 'signed-in' },
  // Course templates (issue 18): the legacy `/use-template/{id}` page as a native screen.
  'use-template': { path: 'use-template/:id', numeric: ['id'], guard: 'signed-in' },
} as const satisfies Record<string, RouteDefinition>;

/** Routes beneath `course-{id}/app/`. */
export const COURSE_ROUTES = {
  dashboard: { path: 'dashboard' },
  content: { path: 'content' },
  videos: { path: 'videos' },
  members: { path: 'members' },
  'learning-path': { path: 'learning-path' },
  'course-documents': { path: 'course-documents' },
  conversation: { path: 'conversation' },
  conversations: { path: 'conversations' },
  dialogs: { path: 'dialogs' },
  member: { path: 'member', query: ['id'] },
  'video-player': { path: 'video-player', query: ['id', 'cid'] },
  assignments: { path: 'assignments' },
  assignment: { path: 'assignment/:assignmentId', numeric: ['assignmentId'] },
  'course-cockpit': { path: 'course-cockpit', guard: 'not-student' },
  'assignment-cockpit': { path: 'assignment-cockpit/:id', numeric: ['id'], guard: 'not-student' },
  'content-details': {
    path: 'content-details/:kind',
    query: ['id'],
    values: { kind: CONTENT_DETAIL_KINDS },
  },
  'uikit-demo': { path: 'uikit-demo/sample-page' },
} as const satisfies Record<string, RouteDefinition>;

export type TopLevelRouteName = keyof typeof TOP_LEVEL_ROUTES;
export type CourseRouteName = keyof typeof COURSE_ROUTES;
export type AppRouteName = TopLevelRouteName | CourseRouteName;

/**
 * Push-notification entry segments and the route each one opens (spec §2). The rest of the path and
 * the query carry over, e.g. `course-3/app/assignment-push/12` opens assignment 12 of course 3.
 */
export const PUSH_REDIRECTS = {
  'content-push': 'content-details',
  'assignment-push': 'assignment',
  'video-push': 'video-player',
  'send_private_message-push': 'conversation',
} as const satisfies Record<string, AppRouteName>;
export type PushRouteName = keyof typeof PUSH_REDIRECTS;

/** Where the app goes after a course was selected (spec §2). */
export const COURSE_NAVIGATION_TARGETS = ['dashboard', 'assignments', 'learning-path'] as const satisfies readonly CourseRouteName[];

/** Segment between `course-{id}` and a course route. */
export const COURSE_APP_SEGMENT = 'app';
const COURSE_SEGMENT = /^course-([1-9]\d*)$/;
const LANGUAGE_SEGMENT = /^[a-z]{2}$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;

export interface ParsedAppPath {
  /** The optional lowercase two-letter prefix, whatever language it names. */
  language?: string;
  courseId?: number;
  /** `course` for routes beneath `course-{id}/app/`; a top-level push link may open one without an id. */
  scope: 'top' | 'course';
  /** `legacy`: the catch-all, a page of the older server site (`params.path` holds the rest of the path). */
  route: AppRouteName | 'legacy';
  params: Record<string, string>;
  /** Set when the path was a push entry redirected to `route`. */
  redirectedFrom?: PushRouteName;
}

export function isLanguagePrefix(segment: string): boolean {
  return LANGUAGE_SEGMENT.test(segment);
}

/** `course-12` → 12; anything else (non-numeric, zero, leading zeros, unsafe integers) → undefined. */
export function parseCourseSegment(segment: string): number | undefined {
  const match = COURSE_SEGMENT.exec(segment);
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}

export function courseSegment(courseId: number): string {
  if (!Number.isSafeInteger(courseId) || courseId < 1) throw new RangeError(`invalid course id: ${courseId}`);
  return `course-${courseId}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as written; it then matches no constrained parameter.
    return segment;
  }
}

function splitPath(pathname: string): string[] {
  const withoutQuery = pathname.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.split('/').filter((segment) => segment.length > 0);
}

/** Segments of a route pattern; unlike a path, a `?` here marks an optional parameter. */
function patternSegments(definition: RouteDefinition): string[] {
  return definition.path.split('/').filter((segment) => segment.length > 0);
}

function matchPattern(definition: RouteDefinition, segments: readonly string[]): Record<string, string> | undefined {
  const pattern = patternSegments(definition);
  if (segments.length > pattern.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index];
    if (!part.startsWith(':')) {
      if (segment !== part) return undefined;
      continue;
    }
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    if (segment === undefined) {
      if (optional) continue;
      return undefined;
    }
    const value = decodeSegment(segment);
    if (definition.numeric?.includes(name) && !POSITIVE_INTEGER.test(value)) return undefined;
    const allowed = definition.values?.[name];
    if (allowed && !allowed.includes(value)) return undefined;
    params[name] = value;
  }
  return params;
}

function matchTable<N extends string>(
  table: Readonly<Record<N, RouteDefinition>>,
  segments: readonly string[],
): { route: N; params: Record<string, string> } | undefined {
  for (const route of Object.keys(table) as N[]) {
    const params = matchPattern(table[route], segments);
    if (params) return { route, params };
  }
  return undefined;
}

function isPushRoute(segment: string | undefined): segment is PushRouteName {
  return segment !== undefined && Object.hasOwn(PUSH_REDIRECTS, segment);
}

/** The first path segment of a route's pattern, which a push entry segment stands in for. */
function firstSegment(definition: RouteDefinition): string {
  return patternSegments(definition)[0] ?? '';
}

/** Resolves a push entry against the scope's table first, then the other one (spec §2 push redirects). */
function matchPush(
  push: PushRouteName,
  rest: readonly string[],
  inCourse: boolean,
): Pick<ParsedAppPath, 'scope' | 'route' | 'params'> | undefined {
  const target = PUSH_REDIRECTS[push];
  const candidates: Array<['top' | 'course', Readonly<Record<string, RouteDefinition>>]> = inCourse
    ? [['course', COURSE_ROUTES]]
    : [
        ['top', TOP_LEVEL_ROUTES],
        ['course', COURSE_ROUTES],
      ];
  for (const [scope, table] of candidates) {
    const definition = table[target];
    if (!definition) continue;
    const params = matchPattern(definition, [firstSegment(definition), ...rest]);
    if (params) return { scope, route: target, params };
  }
  return undefined;
}

/**
 * Parses an app path (`/de/course-12/app/assignment/7`) into language, course and route. The query
 * and hash are ignored. Paths that match no route are the legacy catch-all.
 */
export function parseAppPath(pathname: string): ParsedAppPath {
  let segments = splitPath(pathname);
  const result: Pick<ParsedAppPath, 'language' | 'courseId'> = {};

  const first = segments[0];
  if (first !== undefined && isLanguagePrefix(first)) {
    result.language = first;
    segments = segments.slice(1);
  }

  const courseId = segments[0] === undefined ? undefined : parseCourseSegment(segments[0]);
  if (courseId !== undefined) {
    result.courseId = courseId;
    if (segments[1] !== COURSE_APP_SEGMENT || segments.length < 3) {
      return { ...result, scope: 'course', route: 'legacy', params: { path: segments.slice(1).join('/') } };
    }
    const inner = segments.slice(2);
    if (isPushRoute(inner[0])) {
      const pushed = matchPush(inner[0], inner.slice(1), true);
      if (pushed) return { ...result, ...pushed, redirectedFrom: inner[0] };
    }
    const matched = matchTable(COURSE_ROUTES, inner);
    if (matched) return { ...result, scope: 'course', ...matched };
    return { ...result, scope: 'course', route: 'legacy', params: { path: segments.slice(1).join('/') } };
  }

  if (isPushRoute(segments[0])) {
    const pushed = matchPush(segments[0], segments.slice(1), false);
    if (pushed) return { ...result, ...pushed, redirectedFrom: segments[0] };
  }
  const matched = matchTable(TOP_LEVEL_ROUTES, segments);
  if (matched) return { ...result, scope: 'top', ...matched };
  return { ...result, scope: 'top', route: 'legacy', params: { path: segments.join('/') } };
}

type StripOptional<P extends string> = P extends `${infer Name}?` ? Name : P;
type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? StripOptional<Param> | PathParamNames<Rest>
  : P extends `${string}:${infer Param}`
    ? StripOptional<Param>
    : never;
type OptionalPathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? (Param extends `${infer Name}?` ? Name : never) | OptionalPathParamNames<Rest>
  : P extends `${string}:${infer Name}?`
    ? Name
    : never;
type QueryParamNames<D> = D extends { query: readonly (infer Q extends string)[] } ? Q : never;
type ParamValue = string | number;
/** A parameter restricted by `values` takes one of them; any other takes a string or number. */
type ParamType<D, K extends string> = D extends { values: { readonly [P in K]: readonly (infer V)[] } } ? V : ParamValue;

/** The parameters a route takes: required path parameters, optional ones and its query parameters. */
export type RouteParams<D extends RouteDefinition> = D extends { path: infer P extends string }
  ? { [K in Exclude<PathParamNames<P>, OptionalPathParamNames<P>>]: ParamType<D, K> } & {
      [K in OptionalPathParamNames<P> | QueryParamNames<D>]?: ParamType<D, K>;
    }
  : never;

export interface PathOptions {
  /** Two-letter language prefix to put in front. */
  language?: string;
}

function buildRoutePath(definition: RouteDefinition, params: Readonly<Record<string, ParamValue | undefined>>): string {
  const segments: string[] = [];
  for (const part of patternSegments(definition)) {
    if (!part.startsWith(':')) {
      segments.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined) {
      if (optional) continue;
      throw new TypeError(`missing route parameter "${name}" for ${definition.path}`);
    }
    const text = String(value);
    if (definition.numeric?.includes(name) && !POSITIVE_INTEGER.test(text)) {
      throw new TypeError(`route parameter "${name}" must be a positive integer, got "${text}"`);
    }
    const allowed = definition.values?.[name];
    if (allowed && !allowed.includes(text)) {
      throw new TypeError(`route parameter "${name}" must be one of ${allowed.join(', ')}, got "${text}"`);
    }
    segments.push(encodeURIComponent(text));
  }
  const query = new URLSearchParams();
  for (const name of definition.query ?? []) {
    const value = params[name];
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return segments.join('/') + (search ? `?${search}` : '');
}

function withLanguage(path: string, options: PathOptions | undefined): string {
  const language = options?.language;
  if (language === undefined) return `/${path}`;
  if (!isLanguagePrefix(language)) throw new TypeError(`invalid language prefix: ${language}`);
  return path ? `/${language}/${path}` : `/${language}`;
}

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** Params may be left out when a route has no required parameter. */
type ParamsArgument<D extends RouteDefinition> = [RequiredKeys<RouteParams<D>>] extends [never]
  ? [params?: RouteParams<D>, options?: PathOptions]
  : [params: RouteParams<D>, options?: PathOptions];

/** Absolute path of a top-level route, e.g. `appPath('app-user', { id: 4 })` → `/app/user/4`. */
export function appPath<N extends TopLevelRouteName>(route: N, ...[params, options]: ParamsArgument<(typeof TOP_LEVEL_ROUTES)[N]>): string {
  const definition: RouteDefinition = TOP_LEVEL_ROUTES[route];
  return withLanguage(buildRoutePath(definition, params ?? {}), options);
}

/** Absolute path of a course route, e.g. `coursePath(3, 'assignment', { assignmentId: 7 })` → `/course-3/app/assignment/7`. */
export function coursePath<N extends CourseRouteName>(
  courseId: number,
  route: N,
  ...[params, options]: ParamsArgument<(typeof COURSE_ROUTES)[N]>
): string {
  const definition: RouteDefinition = COURSE_ROUTES[route];
  const inner = buildRoutePath(definition, params ?? {});
  return withLanguage(`${courseSegment(courseId)}/${COURSE_APP_SEGMENT}/${inner}`, options);
}

/** The same path under another language prefix (or none); keeps course, route, query and hash. */
export function withLanguagePrefix(path: string, language: string | undefined): string {
  const match = /^([^?#]*)(.*)$/s.exec(path);
  const pathname = match?.[1] ?? '';
  const suffix = match?.[2] ?? '';
  const segments = splitPath(pathname);
  if (segments[0] !== undefined && isLanguagePrefix(segments[0])) segments.shift();
  return withLanguage(segments.join('/'), language === undefined ? undefined : { language }) + suffix;
}
