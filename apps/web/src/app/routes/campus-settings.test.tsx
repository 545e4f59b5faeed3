// The campus settings routes (issue 18): the three sections open the screen inside the shell (with and
// without language prefix); domain management, which has no screen yet, stays a page of the older site.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthApi } from '../../features/auth/testing/fake-auth-api.ts';
import { setTokens } from '../../lib/auth-storage.ts';
import { renderApp } from '../../test/render.tsx';
import { resetSessionState } from '../testing/render-with-session.tsx';

beforeEach(() => {
  resetSessionState();
  setTokens({ accessToken: 'token' });
  vi.stubGlobal('fetch', vi.fn(createFakeAuthApi({ validTokens: ['token'] }).fetch));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('campus settings routes', () => {
  it.each([
    ['/campus_settings/theme', 'theme', 'Campus settings'],
    ['/campus_settings/features', 'features', 'Campus settings'],
    ['/de/campus_settings/privacy', 'privacy', 'Campus-Einstellungen'],
  ])('%s opens the %s section in the shell', async (path, section, heading) => {
    await renderApp(path);
    const page = await screen.findByTestId(`campus-settings-${section}`);
    expect(screen.getByTestId('app-shell')).toContainElement(page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('leaves /campus_settings/domain-management to the older site', async () => {
    await renderApp('/campus_settings/domain-management');
    expect(await screen.findByTestId('legacy-unavailable')).toBeInTheDocument();
  });
});
