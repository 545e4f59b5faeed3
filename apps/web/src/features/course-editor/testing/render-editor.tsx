// Renders course-editor components with the app's providers (queries, translations, Mantine, modals,
// notifications) and an in-memory router, using the real translation files.
import type { Language } from '@campus/shared';
import { createTheme, MantineProvider, Popover } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import de from '../../../../public/assets/i18n/de.json';
import en from '../../../../public/assets/i18n/en.json';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';

// jsdom has no layout, so every popover target looks scrolled out of view; keep dropdowns shown.
const testTheme = createTheme({ components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) } });

export async function renderEditor(ui: ReactElement, { at = '/', language = 'en' }: { at?: InitialEntry; language?: Language } = {}) {
  notifications.clean();
  const i18n = await createI18n({ language, resources: { de: { translation: de }, en: { translation: en } } });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [at] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={testTheme}>
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
