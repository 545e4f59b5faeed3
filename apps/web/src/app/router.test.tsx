import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthApi } from '../features/auth/testing/fake-auth-api.ts';
import { setTokens } from '../lib/auth-storage.ts';
import { jsonResponse, renderApp } from '../test/render.tsx';
import { resetSessionState } from './testing/render-with-session.tsx';

/** A stored, valid session and a server that confirms it. */
function signedIn(): void {
  setTokens({ accessToken: 'token' });
  vi.stubGlobal('fetch', vi.fn(createFakeAuthApi({ validTokens: ['token'] }).fetch));
}

beforeEach(() => {
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('start-up', () => {
  it('sends a visitor without a token to the sign-in entry, replacing history', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ global_header: { ogTitle: 'Demo Campus' } })));
    const { router } = await renderApp('/');
    expect(await screen.findByTestId('sign-in-button')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login-keycloak');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the language prefix on the way to the sign-in entry', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ global_header: { ogTitle: null } })));
    const { router } = await renderApp('/de');
    expect(await screen.findByTestId('sign-in-button')).toHaveTextContent('Anmelden');
    expect(router.state.location.pathname).toBe('/de/login-keycloak');
  });

  it('shows the shell with its side menu when a token is stored', async () => {
    signedIn();
    const { router } = await renderApp('/');

    const shell = await screen.findByTestId('app-shell');
    expect(await within(shell).findByRole('heading', { name: 'Welcome to your campus' })).toBeInTheDocument();
    expect(shell).toHaveTextContent('No course selected yet.');
    expect(router.state.location.pathname).toBe('/app/campus-dashboard');
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page');
    expect(await within(shell).findByTestId('user-menu')).toHaveTextContent('Sam Student');
  });

  it('opens and closes the side menu with the burger on small screens', async () => {
    signedIn();
    const user = userEvent.setup();
    await renderApp('/');
    await screen.findByTestId('app-shell');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    // A click on a menu entry closes the menu again (spec §2 side menu).
    await user.click(within(screen.getByTestId('side-menu')).getByRole('link', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});

describe('unknown pages', () => {
  it.each(['/nothing-here', '/xyz/login-keycloak', '/xyz/app/campus-dashboard'])('%s shows the not-available screen with a way back', async (path) => {
    await renderApp(path);
    const page = await screen.findByTestId('not-found-screen');
    expect(page).toHaveTextContent(path.startsWith('/de/') ? 'Diese Seite ist auf diesem Campus nicht verfügbar.' : 'This page is not available on this campus.');
    expect(within(page).getByRole('link')).toHaveAttribute('href', path.startsWith('/de/') ? '/de' : '/');
  });

  // Course screens and the legacy catch-all are signed-in screens (spec §2: guarded).
  it.each(['/de/nothing/here', '/de/nothing-here', '/course-5/app/dashboard', '/home/events'])('%s sends a visitor without a token to the sign-in entry', async (path) => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ global_header: { ogTitle: null } })));
    const { router } = await renderApp(path);
    expect(await screen.findByTestId('sign-in-button')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path.startsWith('/de/') ? '/de/login-keycloak' : '/login-keycloak');
  });

  it('shows a signed-in user the legacy page of the older site as not available, inside the shell', async () => {
    signedIn();
    await renderApp('/de/user/5/portfolio');
    const page = await screen.findByTestId('legacy-unavailable');
    expect(page).toHaveTextContent('Diese Seite gehört zur früheren Campus-Website und ist auf diesem Campus nicht verfügbar.');
    expect(screen.getByTestId('app-shell')).toContainElement(page);
  });

  it.each(['/course-abc/app/dashboard', '/course-abc/app', '/course-0/app/assignments', '/course-3/app/assignment-cockpit/x'])(
    '%s is an unknown page',
    async (path) => {
      signedIn();
      const { router } = await renderApp(path);
      expect(await screen.findByTestId('not-found-screen')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('does not take a two-letter language for an unknown page', async () => {
    signedIn();
    await renderApp('/en');
    expect(await screen.findByTestId('app-shell')).toBeInTheDocument();
  });

  it('waits for nothing else: the sign-in entry needs no token', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ global_header: { ogTitle: null } })));
    await renderApp('/en/login');
    expect(await screen.findByTestId('sign-in-button')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome to Campus' })).toBeInTheDocument());
  });
});
