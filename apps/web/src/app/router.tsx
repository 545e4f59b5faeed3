// The route tree. Paths come from the shared route table (spec §2); every route may sit under an
// optional two-letter language prefix. Screens load lazily; the error and not-found screens are part of
// the initial bundle because the error boundary must render them even when a chunk fails to load.
import { appPath, isLanguagePrefix, parseAppPath, TOP_LEVEL_ROUTES, withLanguagePrefix } from '@campus/shared';
import { createBrowserRouter, data, replace } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { apiClient } from '../lib/api-client.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { getAccessToken } from '../lib/auth-storage.ts';
import { ErrorScreen } from './routes/error.tsx';
import { NotFoundScreen } from './routes/not-found.tsx';
import { RootLayout } from './routes/root.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';

const loginRoute = async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute });
const shellRoute = async () => ({ Component: (await import('../components/layout/app-shell-layout.tsx')).AppShellLayout });
const homeRoute = async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute });

/**
 * The `:lang` segment only stands for a two-letter code; anything else is an unknown page. Loaders of
 * nested routes run in parallel with the `:lang` one, so each of them checks too.
 */
function languageOption(params: LoaderFunctionArgs['params']): { language: string } | undefined {
  if (params.lang === undefined) return undefined;
  if (!isLanguagePrefix(params.lang)) throw data(null, { status: 404 });
  return { language: params.lang };
}

/** Web start-up (spec §4): without an access token the user goes to the sign-in entry, replacing history. */
export function startLoader({ params }: LoaderFunctionArgs): Response | null {
  const language = languageOption(params);
  if (getAccessToken()) return null;
  return replace(appPath('login-keycloak', {}, language));
}

export function languageLoader({ params }: LoaderFunctionArgs): null {
  languageOption(params);
  return null;
}

function screenRoutes(): RouteObject[] {
  return [
    { path: TOP_LEVEL_ROUTES['login-keycloak'].path, lazy: loginRoute },
    { path: TOP_LEVEL_ROUTES.login.path, lazy: loginRoute },
    { path: TOP_LEVEL_ROUTES['login-dfb'].path, lazy: loginRoute },
    { path: TOP_LEVEL_ROUTES.error.path, Component: ErrorScreen },
    {
      lazy: shellRoute,
      children: [{ index: true, loader: startLoader, lazy: homeRoute }],
    },
    { path: '*', Component: NotFoundScreen },
  ];
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoader,
      children: [...screenRoutes(), { path: ':lang', loader: languageLoader, children: screenRoutes() }],
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

export function createAppRouter(client: ApiClient = apiClient): AppRouter {
  const router = createBrowserRouter(createAppRoutes());
  connectErrorNavigation(router, client);
  return router;
}
