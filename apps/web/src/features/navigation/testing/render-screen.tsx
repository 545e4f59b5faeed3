// Test helper for the screens of this issue: the providers the app uses (queries, translations, Mantine,
// modals, notifications) with the real translation files, an in-memory router with the given routes and
// a fresh query client without retries. Independent of app/ so these tests do not depend on the shell.
import type { Language } from '@campus/shared';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import de from '../../../../public/assets/i18n/de.json';
import en from '../../../../public/assets/i18n/en.json';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';

export interface RenderScreenOptions {
  at?: InitialEntry;
  language?: Language;
  /** Extra routes beside the screen (targets of navigation, say). */
  routes?: RouteObject[];
  /** Path pattern the screen is mounted at; defaults to a catch-all. */
  path?: string;
}

export function createScreenI18n(language: Language = 'en') {
  return createI18n({ language, resources: { de: { translation: de }, en: { translation: en } } });
}

export async function renderScreen(screen: ReactElement, { at = '/', language = 'en', routes = [], path = '*' }: RenderScreenOptions = {}) {
  // The notification store is module-wide; start every screen without the previous test's messages.
  notifications.clean();
  const i18n = await createScreenI18n(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([...routes, { path, element: screen }], { initialEntries: [at] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <ModalsProvider>
            <Notifications />
            <RouterProvider router={router} />
          </ModalsProvider>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, i18n, queryClient };
}
