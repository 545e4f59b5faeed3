// What spec §4 "Web start-up" and "Native start-up" decide, as pure functions; app/start-up.ts carries
// the plan out (token check, API base, course selection, navigation).
import { appPath, courseSegment, parseAppPath, REST_BASE, withLanguagePrefix } from '@campus/shared';
import type { Configuration } from '@campus/shared';

/** The route a configuration without one opens (`DEFAULT_START_ROUTE` of the shared config module). */
export const CAMPUS_DASHBOARD_PATH = appPath('campus-dashboard');

/** The parts of the configuration start-up reads. */
export type StartUpConfig = Pick<Configuration, 'nid' | 'route' | 'api_url' | 'legacy_iframe_target_url'>;

export interface WebStartUpPlan {
  /** Step 3: from the configuration, else from the URL pattern course-{id}. */
  courseId: number | null;
  /** Step 4. */
  apiBaseUrl: string;
  /** Step 5: where to go after the course was selected (language prefix kept). */
  target: string;
  /** Step 5: the campus dashboard replaces history. */
  replace: boolean;
  /** Step 6: a legacy page to load in the frame, if the configuration names one. */
  legacyFrameUrl: string | null;
}

// A configured route is a path inside this app: no scheme, no host, no way out of the app.
const SAFE_ROUTE = /^[\w\-./]*$/;

/** The route part of a path: without the language prefix and the course segment (`app/dashboard`). */
function routeOfPath(pathname: string): string {
  const segments = pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  const parsed = parseAppPath(pathname);
  if (parsed.language !== undefined) segments.shift();
  if (parsed.courseId !== undefined) segments.shift();
  return segments.join('/');
}

/** The configured route, or without a configuration the route of the page that was opened. */
function routeOf(config: StartUpConfig | null, pathname: string): string {
  const raw = config ? config.route : routeOfPath(pathname);
  // `//host/x` would be a protocol-relative URL to another site.
  const route = raw.startsWith('//') ? '' : raw.replace(/^\//, '');
  if (!route || !SAFE_ROUTE.test(route) || route.split('/').includes('..')) return CAMPUS_DASHBOARD_PATH.slice(1);
  return route;
}

export function planWebStartUp({ config, pathname, origin }: { config: StartUpConfig | null; pathname: string; origin: string }): WebStartUpPlan {
  const parsed = parseAppPath(pathname);
  const courseId = config?.nid ?? parsed.courseId ?? null;
  const apiBaseUrl = config?.nid != null && config.api_url ? config.api_url : `${origin}${REST_BASE}`;
  const route = routeOf(config, pathname);
  // A configured course route is relative to its course (`app/assignments` of course 12).
  const inCourse = courseId !== null && !route.startsWith(`${courseSegment(courseId)}/`);
  const path = inCourse && route !== CAMPUS_DASHBOARD_PATH.slice(1) ? `/${courseSegment(courseId)}/${route}` : `/${route}`;
  return {
    courseId,
    apiBaseUrl,
    target: withLanguagePrefix(path, parsed.language),
    replace: path === CAMPUS_DASHBOARD_PATH,
    legacyFrameUrl: config?.legacy_iframe_target_url || null,
  };
}

/** Spec §4 "Native start-up", as the steps to take. */
export type NativeStartUpStep =
  | { step: 'login'; replace: true }
  | { step: 'set-token-meta'; token: string }
  | { step: 'init-push' }
  | { step: 'select-course'; courseId: number }
  | { step: 'navigate'; to: string };

export interface NativeContext {
  course_id: number | null;
  route: string;
}

export function planNativeStartUp({
  validToken,
  context,
  pathname,
}: {
  validToken: string | null;
  context: NativeContext | null;
  pathname: string;
}): NativeStartUpStep[] {
  if (!validToken) return [{ step: 'login', replace: true }];
  const steps: NativeStartUpStep[] = [{ step: 'set-token-meta', token: validToken }];
  // The uikit demo page is a design preview: no push registration there.
  if (parseAppPath(pathname).route !== 'uikit-demo') steps.push({ step: 'init-push' });
  if (context?.course_id) steps.push({ step: 'select-course', courseId: context.course_id });
  const route = context?.route.startsWith('//') ? '' : context?.route.replace(/^\//, '');
  const safe = route && SAFE_ROUTE.test(route) && !route.split('/').includes('..');
  steps.push({ step: 'navigate', to: safe ? `/${route}` : appPath('userportal') });
  return steps;
}
