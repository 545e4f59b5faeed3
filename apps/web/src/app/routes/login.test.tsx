import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render.tsx';

const configBody = { global_header: { ogTitle: 'Demo Campus' } };

function stubFetch(respond: () => Response) {
  const fetch = vi.fn(async () => respond());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in entry', () => {
  it('shows the campus name and a sign-in button to the server sign-in page', async () => {
    const fetch = stubFetch(() => jsonResponse(configBody));
    await renderApp('/login-keycloak');

    expect(await screen.findByRole('heading', { name: 'Welcome to Demo Campus' })).toBeInTheDocument();
    const button = screen.getByTestId('sign-in-button');
    expect(button).toHaveTextContent('Sign in');
    expect(button).toHaveAttribute(
      'href',
      `/web/keycloak/redirect?redirect_url=${encodeURIComponent(`${window.location.origin}/`)}&lang=en`,
    );
    expect(fetch).toHaveBeenCalledWith('/api/rest/config?path=%2Flogin-keycloak', expect.objectContaining({ method: 'GET' }));
  });

  it.each(['/login', '/login-dfb'])('shows the same entry at %s', async (path) => {
    stubFetch(() => jsonResponse(configBody));
    await renderApp(path);
    expect(await screen.findByTestId('sign-in-button')).toBeInTheDocument();
  });

  it('stays usable with the app name when the configuration cannot be loaded', async () => {
    stubFetch(() => new Response('{}', { status: 500, headers: { 'content-type': 'application/problem+json' } }));
    const { router } = await renderApp('/login-keycloak');

    expect(await screen.findByRole('heading', { name: 'Welcome to Campus' })).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-button')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login-keycloak');
  });

  it('speaks German under the de prefix', async () => {
    stubFetch(() => jsonResponse(configBody));
    await renderApp('/de/login-keycloak');

    expect(await screen.findByRole('heading', { name: 'Willkommen bei Demo Campus' })).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-button')).toHaveTextContent('Anmelden');
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches the language without a prefix and remembers the choice', async () => {
    stubFetch(() => jsonResponse(configBody));
    const user = userEvent.setup();
    const { router } = await renderApp('/login-keycloak');
    await screen.findByRole('heading', { name: 'Welcome to Demo Campus' });

    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));

    expect(await screen.findByRole('heading', { name: 'Willkommen bei Demo Campus' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('de');
    expect(router.state.location.pathname).toBe('/login-keycloak');
  });

  it('switches the language prefix when the URL has one', async () => {
    stubFetch(() => jsonResponse(configBody));
    const user = userEvent.setup();
    const { router } = await renderApp('/de/login-keycloak', { language: 'de' });
    await screen.findByRole('heading', { name: 'Willkommen bei Demo Campus' });

    await user.click(screen.getByRole('button', { name: 'Sprache' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login-keycloak'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Demo Campus' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
