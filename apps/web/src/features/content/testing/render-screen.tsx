// Renders one screen of this feature with the app's providers (queries without retries, the real
// translation files, Mantine with modals and notifications) in an in-memory router.
import type { Language } from '@campus/shared';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { createTestI18n } from '../../../test/render.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';

export interface RenderScreenOptions {
  at?: InitialEntry;
  language?: Language;
  /** Routes beside the screen, e.g. the targets of its links. */
  routes?: RouteObject[];
  path?: string;
}

export async function renderScreen(screen: ReactElement, { at = '/', language = 'en', routes = [], path = '*' }: RenderScreenOptions = {}) {
  notifications.clean();
  const i18n = await createTestI18n(language);
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
