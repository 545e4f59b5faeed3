// Renders one screen (or any component) with the app's providers — queries without retries, the real
// translation files, Mantine with modals and notifications — in an in-memory router. Independent of app/
// so feature tests do not depend on the shell; every feature's tests use this one helper.
import type { Language } from '@campus/shared';
import { createTheme, MantineProvider, mergeThemeOverrides, Popover, type MantineThemeOverride } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import de from '../../public/assets/i18n/de.json';
import en from '../../public/assets/i18n/en.json';
import { createI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

export const translations = { de, en } as const;

export function createTestI18n(language: Language = 'en') {
  return createI18n({ language, resources: { de: { translation: de }, en: { translation: en } } });
}

/**
 * jsdom has no layout, so floating-ui's `hide` middleware finds every popover target out of view and Mantine
 * sets the dropdown (menus, selects, popovers) to `display: none` a moment after it opens. A test that
 * looked for a menu item after that moment, as a slow run does, missed it: the long-standing "Mantine
 * menu" flake. Every test render uses this theme (renderScreen merges it into any theme it is given).
 */
export const shownPopoversTheme = createTheme({ components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) } });

export interface RenderScreenOptions {
  at?: InitialEntry;
  language?: Language;
  /** Extra routes beside the screen (targets of its links, say). */
  routes?: RouteObject[];
  /** Path pattern the screen is mounted at; defaults to a catch-all. */
  path?: string;
  /** Mantine theme on top of `shownPopoversTheme`. */
  theme?: MantineThemeOverride;
}

export async function renderScreen(screen: ReactElement, { at = '/', language = 'en', routes = [], path = '*', theme }: RenderScreenOptions = {}) {
  // The notification store is module-wide; start every screen without the previous test's messages.
  notifications.clean();
  const i18n = await createTestI18n(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([...routes, { path, element: screen }], { initialEntries: [at] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={mergeThemeOverrides(shownPopoversTheme, theme ?? {})}>
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
