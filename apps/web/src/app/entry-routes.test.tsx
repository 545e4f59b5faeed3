// Issue 16: the entries that used to dead-end lead to a screen in the real route tree.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthApi } from '../features/auth/testing/fake-auth-api.ts';
import { setTokens } from '../lib/auth-storage.ts';
import { renderApp } from '../test/render.tsx';
import { resetSessionState } from './testing/render-with-session.tsx';

beforeEach(() => {
  resetSessionState();
  setTokens({ accessToken: 'token' });
  vi.stubGlobal('fetch', vi.fn(createFakeAuthApi({ validTokens: ['token'] }).fetch));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('entry routes', () => {
  it.each([
    ['/dashboard', '/app/campus-dashboard'],
    ['/de/dashboard-legacy', '/de/app/campus-dashboard'],
    ['/userportal', '/app/campus-dashboard'],
    ['/userportal?path=https%3A%2F%2Fevil.example', '/app/campus-dashboard'],
    // A push without a selected course cannot open its course screen: the campus dashboard instead.
    ['/assignment-push/12', '/app/campus-dashboard'],
  ])('%s leads to %s, replacing history', async (entry, target) => {
    const { router } = await renderApp(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
  });

  it('opens the screen the user portal path names', async () => {
    const { router } = await renderApp('/userportal?path=settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Settings' })).not.toHaveLength(0);
  });

  it('offers the settings in the user menu', async () => {
    await renderApp('/');
    await userEvent.click(await screen.findByTestId('user-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });
});
