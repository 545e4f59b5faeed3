// The campus settings routes (issue 18): the four sections, domain management too, open the screen inside
// the shell (with and without language prefix); an unknown section is no screen.
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
    ['/campus_settings/domain-management', 'domain-management', 'Campus settings'],
  ])('%s opens the %s section in the shell', async (path, section, heading) => {
    await renderApp(path);
    const page = await screen.findByTestId(`campus-settings-${section}`);
    expect(screen.getByTestId('app-shell')).toContainElement(page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('has no screen for an unknown section', async () => {
    await renderApp('/campus_settings/colours');
    expect(await screen.findByTestId('legacy-unavailable')).toBeInTheDocument();
  });
});
