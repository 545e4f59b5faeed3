// Test helpers: the real providers and route tree in memory, with the real translation files.
import type { Language } from '@campus/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { createAppRoutes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { createTestI18n, shownPopoversTheme } from './render-screen.tsx';

export { createTestI18n, translations } from './render-screen.tsx';

/** Renders the whole app at `entry` (a path, or a location with state) like the browser would. */
export async function renderApp(entry: InitialEntry, { language = 'en' }: { language?: Language } = {}) {
  const i18n = await createTestI18n(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [entry] });
  const view = render(
    <AppProvider i18n={i18n} queryClient={queryClient} themeOverride={shownPopoversTheme}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, i18n, queryClient };
}

/** A fetch stand-in that answers JSON and records what it was asked. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}
