// Renders the whole app like createAppRouter does in the browser (start-up, session navigation, API 401
// renewal, error navigation), on an in-memory router with the real translation files.
import type { Language } from '@campus/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { apiClient } from '../../lib/api-client.ts';
import { setTokens } from '../../lib/auth-storage.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { createTestI18n } from '../../test/render.tsx';
import { shownPopoversTheme } from '../../test/render-screen.tsx';
import { AppProvider } from '../provider.tsx';
import { connectErrorNavigation, connectSessionNavigation, createAppRoutes } from '../router.tsx';
import { connectApiClient, loginState, tokenSession } from '../session.ts';
import { createAppStartUp } from '../start-up.ts';

/** Module-wide state of the session back to a fresh page load. */
export function resetSessionState(): void {
  tokenSession.reset();
  loginState.set(false);
  apiClient.setBaseUrl('/api/rest');
}

/**
 * Registers the hooks of a signed-in suite: every test starts on a fresh page load with stored tokens
 * (access a1, and the hint that a refresh cookie exists) and the router's warnings silenced; fetch stubs and spies are undone after it.
 */
export function startEachTestSignedIn(): void {
  beforeEach(() => {
    resetSessionState();
    setTokens({ accessToken: 'a1' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export async function renderWithSession(entry: InitialEntry, { language = 'en' }: { language?: Language } = {}) {
  const i18n = await createTestI18n(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const startUp = createAppStartUp();
  const router = createMemoryRouter(createAppRoutes({ startUp }), { initialEntries: [entry] });
  connectErrorNavigation(router);
  connectApiClient();
  connectSessionNavigation(router, startUp);
  const view = render(
    <AppProvider i18n={i18n} queryClient={queryClient} themeOverride={shownPopoversTheme}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
