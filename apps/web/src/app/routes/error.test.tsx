import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthApi } from '../../features/auth/testing/fake-auth-api.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { setTokens } from '../../lib/auth-storage.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { connectErrorNavigation } from '../router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('error screen', () => {
  it('explains a failure by its code and offers the way back to the start', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ global_header: { ogTitle: null } })));
    const user = userEvent.setup();
    const { router } = await renderApp({ pathname: '/error', state: { status: 403, code: 'FORBIDDEN' } });

    const screenElement = await screen.findByTestId('error-screen');
    expect(screenElement).toHaveTextContent('Something went wrong');
    expect(screenElement).toHaveTextContent('You do not have permission for this.');
    expect(screenElement).toHaveTextContent('Error code: FORBIDDEN');

    const back = screen.getByRole('link', { name: 'Back to the start' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    // Signed out, the start sends on to the sign-in entry.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-keycloak'));
    expect(await screen.findByTestId('sign-in-button')).toBeInTheDocument();
  });

  it('has a general message when it was opened without details, in German under /de', async () => {
    await renderApp('/de/error');
    const screenElement = await screen.findByTestId('error-screen');
    expect(screenElement).toHaveTextContent('Etwas ist schiefgelaufen');
    expect(screenElement).toHaveTextContent('Der Campus konnte diese Anfrage nicht abschließen.');
    expect(screen.getByRole('link', { name: 'Zurück zum Start' })).toHaveAttribute('href', '/de');
  });

  it('is where a 500 from the API lands, replacing history and keeping the language prefix', async () => {
    setTokens({ accessToken: 'token' });
    vi.stubGlobal('fetch', vi.fn(createFakeAuthApi({ validTokens: ['token'] }).fetch));
    const client = createApiClient({
      fetch: async () =>
        new Response(JSON.stringify({ type: 'x', title: 'x', status: 500, code: 'INTERNAL_ERROR' }), {
          status: 500,
          headers: { 'content-type': 'application/problem+json' },
        }),
    });
    const { router } = await renderApp('/de');
    connectErrorNavigation(router, client);
    await screen.findByTestId('app-shell');

    await expect(client.get('/og')).rejects.toMatchObject({ status: 500 });

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/error'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByTestId('error-screen')).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten.');
  });
});
