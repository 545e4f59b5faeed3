// Test helpers: the real providers and route tree in memory, with the real translation files.
import type { Language } from '@campus/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry } from 'react-router';
import de from '../../public/assets/i18n/de.json';
import en from '../../public/assets/i18n/en.json';
import { AppProvider } from '../app/provider.tsx';
import { createAppRoutes } from '../app/router.tsx';
import { createI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

export const translations = { de, en } as const;

export function createTestI18n(language: Language = 'en') {
  return createI18n({ language, resources: { de: { translation: de }, en: { translation: en } } });
}

/** Renders the whole app at `entry` (a path, or a location with state) like the browser would. */
export async function renderApp(entry: InitialEntry, { language = 'en' }: { language?: Language } = {}) {
  const i18n = await createTestI18n(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [entry] });
  const view = render(
    <AppProvider i18n={i18n} queryClient={queryClient}>
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
