// The route tree. Paths come from the shared route table (spec §2); every route may sit under an
// optional two-letter language prefix. Screens load lazily; the error and not-found screens are part of
// the initial bundle because the error boundary must render them even when a chunk fails to load.
// Signed-in routes sit under the shell, whose loader runs the web start-up and the token re-check.
import {
  appPath,
  COURSE_ROUTES,
  coursePath,
  isLanguagePrefix,
  parseAppPath,
  parseCourseSegment,
  TOP_LEVEL_ROUTES,
  withLanguagePrefix,
  type CourseRouteName,
  type RouteDefinition,
} from '@campus/shared';
import { CERTIFICATE_WEB_PATHS } from '@campus/shared/rules/certificates';
import { createBrowserRouter, data, redirect, replace } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { openAuthErrorAlert } from '../features/auth/components/auth-alerts.tsx';
import { autoLoginFor } from '../features/auth/utils/auto-login.ts';
import { AuthenticationError } from '../features/auth/utils/token-session.ts';
import type { SessionEndReason } from '../features/auth/utils/token-session.ts';
import { setSelectedCourse } from '../features/courses/store/selected-course.ts';
import { apiClient } from '../lib/api-client.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { getAccessToken, getStoredCredentials, hasRefreshCredential } from '../lib/auth-storage.ts';
import { ErrorScreen } from './routes/error.tsx';
import { RootLayout } from './routes/root.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';
import { connectApiClient, loginState, setSessionEndedHandler, tokenSession } from './session.ts';
import type * as CourseScreens from './routes/course-screens.tsx';
import { COURSE_SCREENS } from './screens.ts';
import { campusEntryLoader, coursePushLoader, PUSH_ENTRY_ROUTES, topLevelPushLoader, userPortalLoader } from './entry-routes.ts';
import { connectNativePush } from './native-push.ts';
import { createAppStartUp, setStartUpSeams } from './start-up.ts';
import type { StartUp } from './start-up.ts';

const loginRoute = async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute });
const shellRoute = async () => ({ Component: (await import('./routes/shell.tsx')).ShellRoute });
const homeRoute = async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute });
const courseMenuModalRoute = async () => ({ Component: (await import('./routes/course-menu-modal.tsx')).CourseMenuModalRoute });
const courseLayoutRoute = async () => ({ Component: (await import('./routes/course-layout.tsx')).CourseLayoutRoute });
const legacyRoute = async () => ({ Component: (await import('./routes/legacy.tsx')).LegacyRoute });
const imprintRoute = async () => ({ Component: (await import('./routes/legal.tsx')).ImprintRoute });
const privacyRoute = async () => ({ Component: (await import('./routes/legal.tsx')).PrivacyRoute });
const videoUploadModalRoute = async () => ({ Component: (await import('./routes/course-videos.tsx')).VideoUploadModalRoute });
const liveRecordingModalRoute = async () => ({ Component: (await import('./routes/course-videos.tsx')).LiveRecordingModalRoute });
const liveRecordingCommentsRoute = async () => ({ Component: (await import('./routes/course-videos.tsx')).LiveRecordingCommentsRoute });
const newsFormRoute = async () => ({ Component: (await import('./routes/course-content.tsx')).NewsFormRoute });
type CourseScreen = keyof typeof CourseScreens;
const courseScreen = (name: CourseScreen) => async () => ({ Component: (await import('./routes/course-screens.tsx'))[name] });
const settingsRoute = async () => ({ Component: (await import('./routes/settings.tsx')).SettingsRoute });
const pushSettingsRoute = async () => ({ Component: (await import('./routes/push-notification-settings.tsx')).PushNotificationSettingsRoute });
const certificatesRoute = async () => ({ Component: (await import('./routes/certificates.tsx')).CertificatesRoute });
const offlineVideosRoute = async () => ({ Component: (await import('./routes/offline-videos.tsx')).OfflineVideosRoute });
const offlineVideoPlayerRoute = async () => ({ Component: (await import('./routes/offline-videos.tsx')).OfflineVideoPlayerRoute });
const learningCockpitRoute = async () => ({ Component: (await import('./routes/learning-cockpit.tsx')).LearningCockpitRoute });
const certificateVerificationRoute = async () => ({ Component: (await import('./routes/certificates.tsx')).CertificateVerificationRoute });
const userProfileRoute = async () => ({ Component: (await import('./routes/members.tsx')).UserProfileRoute });
const ownProfileRoute = async () => ({ Component: (await import('./routes/members.tsx')).OwnProfileRoute });
const conversationsRoute = async () => ({ Component: (await import('./routes/conversations.tsx')).ConversationsRoute });
const conversationRoute = async () => ({ Component: (await import('./routes/conversations.tsx')).ConversationRoute });
const adhocDialogsRoute = async () => ({ Component: (await import('./routes/dialogs.tsx')).AdhocDialogsRoute });
const campusSettingsRoute = async () => ({ Component: (await import('./routes/campus-settings.tsx')).CampusSettingsRoute });
const usersAdministerRoute = async () => ({ Component: (await import('./routes/users-administer.tsx')).UsersAdministerRoute });
const useTemplateRoute = async () => ({ Component: (await import('./routes/use-template.tsx')).UseTemplateRoute });
const usageStatisticsRoute = async () => ({ Component: (await import('./routes/usage-statistics.tsx')).UsageStatisticsRoute });

/** `user/{uid}/certificates`: only a positive numeric uid is the certificates screen. */
function certificatesLoader({ params }: LoaderFunctionArgs): null {
  languageOption(params);
  if (!/^[1-9]\d*$/.test(params.uid ?? '')) throw data(null, { status: 404 });
  return null;
}

/** `app/user/{id}` and `use-template/{id}`: only a positive numeric id is a profile or a template. */
function userProfileLoader({ params }: LoaderFunctionArgs): null {
  languageOption(params);
  if (!/^[1-9]\d*$/.test(params.id ?? '')) throw data(null, { status: 404 });
  return null;
}

/** `live-recordings/comments/{nid}`: only a positive numeric nid is a recording. */
function liveRecordingLoader({ params }: LoaderFunctionArgs): null {
  languageOption(params);
  if (!/^[1-9]\d*$/.test(params.nid ?? '')) throw data(null, { status: 404 });
  return null;
}

/** `app/learning-cockpit/{uid?}`: the uid, when given, is a positive number. */
function learningCockpitLoader({ params }: LoaderFunctionArgs): null {
  languageOption(params);
  if (params.uid !== undefined && !/^[1-9]\d*$/.test(params.uid)) throw data(null, { status: 404 });
  return null;
}

/**
 * The `:lang` segment only stands for a two-letter code; anything else is an unknown page. Loaders of
 * nested routes run in parallel with the `:lang` one, so each of them checks too.
 */
function languageOption(params: LoaderFunctionArgs['params']): { language: string } | undefined {
  if (params.lang === undefined) return undefined;
  if (!isLanguagePrefix(params.lang)) throw data(null, { status: 404 });
  return { language: params.lang };
}

export function languageLoader({ params }: LoaderFunctionArgs): null {
  languageOption(params);
  return null;
}

/** The sign-in entry under the page's language prefix (also for the catch-all, which has no `:lang`). */
function signInEntry(params: LoaderFunctionArgs['params'], request?: Request): Response {
  const prefix = request === undefined ? undefined : parseAppPath(new URL(request.url).pathname).language;
  return replace(appPath('login-keycloak', {}, languageOption(params) ?? (prefix === undefined ? undefined : { language: prefix })));
}

/** `course-{id}` segments only; anything else there is an unknown page (React Router has no partial segments). */
export function courseSegmentLoader({ params }: LoaderFunctionArgs): null {
  languageOption(params);
  if (parseCourseSegment(params.course ?? '') === undefined) throw data(null, { status: 404 });
  return null;
}

/** Path parameters the route table marks numeric must be positive integers (`assignment-cockpit/abc` is unknown). */
function numericParamsLoader(route: CourseRouteName) {
  const definition: RouteDefinition = COURSE_ROUTES[route];
  return ({ params }: LoaderFunctionArgs): null => {
    languageOption(params);
    for (const name of definition.numeric ?? []) {
      if (!/^[1-9]\d*$/.test(params[name] ?? '')) throw data(null, { status: 404 });
    }
    return null;
  };
}

/** Beneath `course-{id}/app/`: every course route of the shared table, then the legacy catch-all. */
function courseRoutes(): RouteObject[] {
  const names = Object.keys(COURSE_ROUTES) as CourseRouteName[];
  return [
    {
      index: true,
      // `course-{id}/app` alone opens the dashboard. Loaders run side by side, so this one checks too.
      loader: ({ params }: LoaderFunctionArgs) => {
        const courseId = parseCourseSegment(params.course ?? '');
        if (courseId === undefined) throw data(null, { status: 404 });
        return replace(coursePath(courseId, 'dashboard', {}, languageOption(params)));
      },
    },
    ...names.map(
      (name): RouteObject => ({
        path: COURSE_ROUTES[name].path,
        loader: numericParamsLoader(name),
        lazy: COURSE_SCREENS[name] ?? courseScreen('CoursePendingRoute'),
      }),
    ),
    // Push entries (spec §2) open the screen they stand for, when it exists (screens.ts).
    ...PUSH_ENTRY_ROUTES.map((push): RouteObject => ({ path: `${push}/*`, loader: coursePushLoader })),
    { path: '*', lazy: courseScreen('CourseLegacyRoute') },
  ];
}

/** Stands for "a refresh credential is kept" (the web's cookie, native's token) where the sign-in entries ask for a token. */
const REFRESH_SESSION_TOKEN = 'refresh-session';

export interface AppRoutesOptions {
  startUp?: StartUp;
}

function createLoaders(startUp: StartUp) {
  /** Guard of every signed-in screen: start-up on first load, then the token re-check (spec §4). */
  async function sessionLoader({ params, request }: LoaderFunctionArgs): Promise<Response | null> {
    languageOption(params);
    try {
      await startUp.ensureSession(new URL(request.url).pathname);
      return null;
    } catch (error) {
      if (error instanceof AuthenticationError) return signInEntry(params, request);
      throw error;
    }
  }

  /** `/`: the configured route (spec §4 web start-up step 5); the campus dashboard replaces history. */
  async function startLoader({ params, request }: LoaderFunctionArgs): Promise<Response> {
    languageOption(params);
    try {
      const result = await startUp.ensureSession(new URL(request.url).pathname);
      return result.replace ? replace(result.target) : redirect(result.target);
    } catch (error) {
      if (error instanceof AuthenticationError) return signInEntry(params);
      throw error;
    }
  }

  /**
   * The sign-in entries. Auto login (spec §4) only with a token, or a stored email and password: a token
   * goes to the start (which checks it), stored credentials go to the form at /login, which signs in.
   */
  function loginLoader({ params, request }: LoaderFunctionArgs): Response | null {
    const language = languageOption(params);
    // A refresh session (the web's cookie of decision 0007, native's kept token) is a token too: the start
    // restores it, or ends it and comes back here without it.
    const token = getAccessToken() ?? (hasRefreshCredential() ? REFRESH_SESSION_TOKEN : null);
    const auto = autoLoginFor(token, getStoredCredentials());
    if (auto.kind === 'token') return redirect(appPath('start', {}, language));
    const onLogin = parseAppPath(new URL(request.url).pathname).route === 'login';
    if (auto.kind === 'credentials' && !onLogin) return redirect(appPath('login', {}, language));
    return null;
  }

  return { sessionLoader, startLoader, loginLoader };
}

/**
 * `topLevel`: the routes without a language prefix. Only they end in the legacy catch-all: under `:lang`
 * a catch-all would take any first segment (`/home/events`) for a language and answer 404.
 */
function screenRoutes(loaders: ReturnType<typeof createLoaders>, topLevel: boolean): RouteObject[] {
  return [
    { path: TOP_LEVEL_ROUTES['login-keycloak'].path, loader: loaders.loginLoader, lazy: loginRoute },
    { path: TOP_LEVEL_ROUTES.login.path, loader: loaders.loginLoader, lazy: loginRoute },
    { path: TOP_LEVEL_ROUTES['login-dfb'].path, loader: loaders.loginLoader, lazy: loginRoute },
    { path: TOP_LEVEL_ROUTES.error.path, Component: ErrorScreen },
    { path: TOP_LEVEL_ROUTES.impressum.path, loader: languageLoader, lazy: imprintRoute },
    { path: TOP_LEVEL_ROUTES.privacy_policy.path, loader: languageLoader, lazy: privacyRoute },
    // Public: anyone checks a certificate's verification code (issue 14).
    { path: CERTIFICATE_WEB_PATHS.verify, loader: languageLoader, lazy: certificateVerificationRoute },
    {
      lazy: shellRoute,
      loader: loaders.sessionLoader,
      // Every navigation between signed-in screens re-checks the token (free within 10 s).
      shouldRevalidate: () => true,
      children: [
        { index: true, loader: loaders.startLoader },
        { path: TOP_LEVEL_ROUTES['campus-dashboard'].path, lazy: homeRoute },
        { path: TOP_LEVEL_ROUTES['course-menu-modal'].path, lazy: courseMenuModalRoute },
        { path: TOP_LEVEL_ROUTES['video-upload-modal'].path, lazy: videoUploadModalRoute },
        // Live recordings (issue 18): the recorder opens over the selected course's videos; a recording with its comments.
        { path: TOP_LEVEL_ROUTES['live-recording-modal'].path, lazy: liveRecordingModalRoute },
        { path: TOP_LEVEL_ROUTES['live-recording-comments'].path, loader: liveRecordingLoader, lazy: liveRecordingCommentsRoute },
        { path: TOP_LEVEL_ROUTES['news-form'].path, lazy: newsFormRoute },
        { path: TOP_LEVEL_ROUTES.settings.path, lazy: settingsRoute },
        { path: TOP_LEVEL_ROUTES['push-notification-settings'].path, lazy: pushSettingsRoute },
        { path: TOP_LEVEL_ROUTES['learning-cockpit'].path, loader: learningCockpitLoader, lazy: learningCockpitRoute },
        // Offline videos (issue 19): kept on this device; list and player share one chunk.
        { path: TOP_LEVEL_ROUTES['offline-videos'].path, lazy: offlineVideosRoute },
        { path: TOP_LEVEL_ROUTES['offline-video-player'].path, lazy: offlineVideoPlayerRoute },
        // Profiles (issue 13): the own (`app/member`) and anyone's campus profile (`app/user/{id}`, numeric).
        { path: TOP_LEVEL_ROUTES['app-member'].path, lazy: ownProfileRoute },
        { path: TOP_LEVEL_ROUTES['app-user'].path, loader: userProfileLoader, lazy: userProfileRoute },
        // Conversations (issue 13): the list under both of its spec paths, and one conversation.
        { path: TOP_LEVEL_ROUTES['app-conversations'].path, lazy: conversationsRoute },
        { path: TOP_LEVEL_ROUTES.conversations.path, lazy: conversationsRoute },
        { path: TOP_LEVEL_ROUTES.conversation.path, lazy: conversationRoute },
        // Dialogs (issue 13): the campus's ad-hoc dialogs (`?id=` opens one).
        { path: TOP_LEVEL_ROUTES['adhoc-dialogs'].path, lazy: adhocDialogsRoute },
        // Campus settings (issue 18): `campus_settings/{theme|features|privacy}`; domain management stays a legacy page.
        ...TOP_LEVEL_ROUTES['campus-settings'].values.section.map(
          (section): RouteObject => ({ path: appPath('campus-settings', { section }).slice(1), lazy: campusSettingsRoute }),
        ),
        // Users administer (issue 18): campus admins and campus managers (the server decides, 403 otherwise).
        { path: TOP_LEVEL_ROUTES['users-administer'].path, lazy: usersAdministerRoute },
        // Course templates (issue 18): `use-template/{id}` (numeric); the template permission is the server's to decide (403 otherwise).
        { path: TOP_LEVEL_ROUTES['use-template'].path, loader: userProfileLoader, lazy: useTemplateRoute },
        // Usage statistics (issue 18): `usage_statistics` and `usage_statistics/{campus|self_learning|course}` (the server decides who, 403 otherwise).
        { path: appPath('usage-statistics').slice(1), lazy: usageStatisticsRoute },
        ...TOP_LEVEL_ROUTES['usage-statistics'].values.scope.map(
          (scope): RouteObject => ({ path: appPath('usage-statistics', { scope }).slice(1), lazy: usageStatisticsRoute }),
        ),
        // The spec's legacy path of a user's certificates is a screen now (issue 14), before the legacy catch-all.
        { path: CERTIFICATE_WEB_PATHS.list, loader: certificatesLoader, lazy: certificatesRoute },
        // Entries that lead on to a screen (issue 16): the user portal and the two old dashboard paths.
        { path: TOP_LEVEL_ROUTES.userportal.path, loader: userPortalLoader },
        { path: TOP_LEVEL_ROUTES.dashboard.path, loader: campusEntryLoader },
        { path: TOP_LEVEL_ROUTES['dashboard-legacy'].path, loader: campusEntryLoader },
        ...PUSH_ENTRY_ROUTES.map((push): RouteObject => ({ path: `${push}/*`, loader: topLevelPushLoader })),
        { path: ':course/app', loader: courseSegmentLoader, lazy: courseLayoutRoute, children: courseRoutes() },
        // Spec §2: the catch-all goes to the legacy frame page, for signed-in users.
        ...(topLevel ? [{ path: '*', lazy: legacyRoute }] : []),
      ],
    },
  ];
}

export function createAppRoutes({ startUp = createAppStartUp() }: AppRoutesOptions = {}): RouteObject[] {
  const loaders = createLoaders(startUp);
  // Start-up step 5 (spec §4): the configured course becomes the selected course; the course route then
  // loads it, with its terms and menu.
  setStartUpSeams({ selectCourse: async (courseId) => setSelectedCourse(courseId) });
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoader,
      children: [...screenRoutes(loaders, true), { path: ':lang', loader: languageLoader, children: screenRoutes(loaders, false) }],
    },
  ];
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets the API client reach /error (spec §8), keeping the language prefix of the current page. */
export function connectErrorNavigation(router: AppRouter, client: ApiClient = apiClient): void {
  client.setErrorNavigator((to, options) => {
    const language = parseAppPath(router.state.location.pathname).language;
    void router.navigate(withLanguagePrefix(to, language), options);
  });
}

/**
 * When the session ends while the app is in use (spec §4, §8): the auth alert for a session the server
 * no longer renews, and the way to /login-keycloak. During a navigation the loaders redirect instead.
 */
export function connectSessionNavigation(router: AppRouter, startUp: StartUp): void {
  setSessionEndedHandler((reason: SessionEndReason) => {
    loginState.set(false);
    startUp.reset();
    if (reason === 'rejected') openAuthErrorAlert();
    if (!router.state.initialized || router.state.navigation.state !== 'idle') return;
    const { language, route } = parseAppPath(router.state.location.pathname);
    if (route === 'login' || route === 'login-keycloak' || route === 'login-dfb') return;
    void router.navigate(appPath('login-keycloak', {}, language === undefined ? undefined : { language }), { replace: true });
  });
}

export function createAppRouter(client: ApiClient = apiClient): AppRouter {
  const startUp = createAppStartUp(client);
  const router = createBrowserRouter(createAppRoutes({ startUp }));
  connectErrorNavigation(router, client);
  connectApiClient(client, tokenSession);
  connectSessionNavigation(router, startUp);
  // Native start-up step 2 (spec §4): push set-up; nothing on the web.
  connectNativePush(router);
  return router;
}
