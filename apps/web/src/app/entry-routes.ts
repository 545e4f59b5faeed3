// Loaders of the routes that lead on to a screen (issue 16, spec §2): the push entries, the user portal
// and the old `/dashboard` and `/dashboard-legacy` paths. All sit under the shell, whose session loader
// guards them; each replaces its own history entry.
import { appPath, COURSE_ROUTES, parseAppPath, withLanguagePrefix, type CourseRouteName } from '@campus/shared';
import { data, replace } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { pushRedirectPath, routedPushEntries, userPortalTarget } from '../features/navigation/utils/entry-targets.ts';
import { getSelectedCourse } from '../lib/course-stack.ts';
import { COURSE_SCREENS, screenExists } from './screens.ts';

/** Entry routes never lead into the legacy frame: the frame is for links of the older site itself. */
const exists = (path: string) => screenExists(path, { legacyFrame: false });

/** Push entries whose screen exists; `send_private_message-push` joins once conversations exist. */
export const PUSH_ENTRY_ROUTES = routedPushEntries((route) => Object.hasOwn(COURSE_ROUTES, route) && COURSE_SCREENS[route as CourseRouteName] !== undefined);

function languageOf(request: Request): string | undefined {
  return parseAppPath(new URL(request.url).pathname).language;
}

/** `course-{id}/app/<push>/…`: the screen the push stands for; an entry that fits no screen is unknown. */
export function coursePushLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  const target = pushRedirectPath(url.pathname + url.search, null, exists);
  if (target === undefined) throw data(null, { status: 404 });
  return replace(target);
}

/** `<push>/…` without a course: opened in the selected course, else the campus dashboard. */
export function topLevelPushLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  const target = pushRedirectPath(url.pathname + url.search, getSelectedCourse(), exists);
  return replace(target ?? withLanguagePrefix(appPath('campus-dashboard'), languageOf(request)));
}

/** `userportal?path=…` (spec §2): the screen `path` names, else the campus dashboard. */
export function userPortalLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return replace(withLanguagePrefix(userPortalTarget(url.searchParams.get('path'), exists), languageOf(request)));
}

/** `/dashboard` and `/dashboard-legacy`: the campus dashboard (`app/campus-dashboard`) replaced both. */
export function campusEntryLoader({ request }: LoaderFunctionArgs): Response {
  return replace(withLanguagePrefix(appPath('campus-dashboard'), languageOf(request)));
}
