// The session in the whole app: start-up with a stored token, the re-check and refresh, a session that
// ends, API 401s renewed once for everybody, must_update, sign-out and the impersonation banner.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../lib/api-client.ts';
import { getAccessToken, hasCookieSession, setTokens } from '../lib/auth-storage.ts';
import { getCourseStack, getSelectedCourse, selectCourse } from '../lib/course-stack.ts';
import { createFakeAuthApi, json } from '../features/auth/testing/fake-auth-api.ts';
import { leavePage } from '../features/auth/utils/leave-page.ts';
import { renderWithSession, resetSessionState } from './testing/render-with-session.tsx';

vi.mock('../features/auth/utils/leave-page.ts', () => ({ leavePage: vi.fn() }));

function useFakeApi(options: Parameters<typeof createFakeAuthApi>[0]) {
  const api = createFakeAuthApi(options);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

beforeEach(() => {
  resetSessionState();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(leavePage).mockReset();
});

describe('web start-up', () => {
  it('checks the stored token, loads the configuration and opens the campus dashboard, replacing history', async () => {
    setTokens({ accessToken: 'a1' });
    const api = useFakeApi({ validTokens: ['a1'] });
    const { router } = await renderWithSession('/');

    expect(await screen.findByTestId('signed-in-name')).toHaveTextContent('Signed in as Sam Student');
    expect(screen.getByTestId('signed-in-email')).toHaveTextContent('student@example.org');
    expect(router.state.location.pathname).toBe('/app/campus-dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('POST /api/keycloak/check')).toHaveLength(1);
    expect(api.callsTo('POST /api/keycloak/check')[0]!.body).toEqual({ access_token: 'a1' });
    expect(api.callsTo('GET /api/rest/config').length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/rest/bootstrap_ionic')[0]!.body).toEqual({ api_version_code: 3 });
    // The identity endpoints take no Bearer header; the REST calls do.
    expect(api.callsTo('POST /api/keycloak/check')[0]!.headers.has('Authorization')).toBe(false);
    expect(api.callsTo('GET /api/rest/user/me')[0]!.headers.get('Authorization')).toBe('Bearer a1');
  });

  it('keeps the language prefix and re-checks the token at most every 10 seconds while navigating', async () => {
    setTokens({ accessToken: 'a1' });
    const api = useFakeApi({ validTokens: ['a1'] });
    const user = userEvent.setup();
    const { router } = await renderWithSession('/de');
    expect(await screen.findByTestId('signed-in-name')).toHaveTextContent('Angemeldet als Sam Student');
    expect(router.state.location.pathname).toBe('/de/app/campus-dashboard');

    await user.click(within(screen.getByTestId('side-menu')).getByRole('link', { name: 'Start' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/de/app/campus-dashboard');
    expect(api.callsTo('POST /api/keycloak/check')).toHaveLength(1);
  });

  it('refreshes a refused token through the refresh cookie and goes on with the new one', async () => {
    setTokens({ accessToken: 'expired' });
    const api = useFakeApi({ refreshTokens: ['r1'] });
    await renderWithSession('/');

    expect(await screen.findByTestId('signed-in-name')).toBeInTheDocument();
    // No refresh token in the request: the server reads its HttpOnly cookie (decision 0007).
    const refresh = api.callsTo('POST /api/keycloak/refresh')[0]!;
    expect(refresh.body).toEqual({ access_token: 'expired' });
    expect(refresh.headers.get('X-Token-Transport')).toBe('cookie');
    expect(refresh.headers.get('Content-Type')).toBe('application/json');
    expect(getAccessToken()).toBe('fresh-access-1');
    // The cookie rotated; nothing the script can read holds it.
    expect(api.cookie()).toBe('fresh-refresh-1');
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('fresh-refresh-1');
    expect(api.callsTo('GET /api/rest/user/me')[0]!.headers.get('Authorization')).toBe('Bearer fresh-access-1');
  });

  it('removes the tokens and goes to /login-keycloak with the auth alert when the refresh fails too', async () => {
    setTokens({ accessToken: 'expired' });
    useFakeApi({ cookie: 'spent' });
    const user = userEvent.setup();
    const { router } = await renderWithSession('/de');

    expect(await screen.findByTestId('sign-in-button')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de/login-keycloak');
    expect(getAccessToken()).toBeNull();
    expect(hasCookieSession()).toBe(false);
    expect(console.warn).toHaveBeenCalledWith('No authentication token found.');

    const alert = await screen.findByRole('dialog', { name: 'Bitte melde dich erneut an' });
    expect(alert).toHaveTextContent('Deine Sitzung ist abgelaufen');
    // One confirm button, nothing else to click.
    expect(within(alert).getAllByRole('button')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a visitor without a token to the sign-in entry without asking the server or alerting', async () => {
    const api = useFakeApi({});
    const { router } = await renderWithSession('/app/campus-dashboard');
    expect(await screen.findByTestId('sign-in-button')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login-keycloak');
    expect(api.callsTo('POST /api/keycloak/check')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('restores the session of a new tab (no access token here) through the refresh cookie', async () => {
    // What another tab's sign-in leaves: the cookie and the hint, but no access token in this tab.
    window.localStorage.setItem('auth.cookieSession', '1');
    const api = useFakeApi({ refreshTokens: ['r1'] });
    const { router } = await renderWithSession('/');
    expect(await screen.findByTestId('signed-in-name')).toHaveTextContent('Signed in as Sam Student');
    expect(router.state.location.pathname).toBe('/app/campus-dashboard');
    expect(api.callsTo('POST /api/keycloak/refresh')[0]!.body).toEqual({});
    expect(getAccessToken()).toBe('fresh-access-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a user with a stored token in while the server cannot be reached', async () => {
    setTokens({ accessToken: 'a1' });
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const { router } = await renderWithSession('/');
    expect(await screen.findByTestId('app-shell')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/campus-dashboard');
    expect(await screen.findByText('Your account details could not be loaded.')).toBeInTheDocument();
    expect(getAccessToken()).toBe('a1');
  });

  it('shows the app-version alert when the server says must_update', async () => {
    setTokens({ accessToken: 'a1' });
    useFakeApi({ validTokens: ['a1'], mustUpdate: true });
    await renderWithSession('/');
    const alert = await screen.findByRole('dialog', { name: 'New version available' });
    expect(alert).toHaveTextContent('This version of the app is no longer supported.');
    expect(within(alert).getByRole('button', { name: 'Update now' })).toBeInTheDocument();
  });

  it('selects the course of a course URL (the seam for the course feature)', async () => {
    setTokens({ accessToken: 'a1' });
    selectCourse(2);
    useFakeApi({ validTokens: ['a1'], config: { nid: 7, route: 'app/dashboard', api_url: '/api/rest' } });
    const { router } = await renderWithSession('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-7/app/dashboard'));
    expect(getSelectedCourse()).toBe(7);
    expect(getCourseStack()).toEqual([2]);
  });
});

describe('API 401 while the app is in use', () => {
  it('renews once for all concurrent requests and repeats each of them', async () => {
    setTokens({ accessToken: 'a1' });
    const api = useFakeApi({
      validTokens: ['a1'],
      refreshTokens: ['r1'],
      routes: {
        'GET /api/rest/og': (call) =>
          call.headers.get('Authorization') === 'Bearer fresh-access-1' ? json([{ og_id: 1 }]) : json({ code: 'UNAUTHENTICATED' }, 401),
      },
    });
    await renderWithSession('/');
    await screen.findByTestId('signed-in-name');
    api.expire('a1');

    const answers = await Promise.all([apiClient.get('/og'), apiClient.get('/og'), apiClient.get('/og')]);
    expect(answers).toEqual([[{ og_id: 1 }], [{ og_id: 1 }], [{ og_id: 1 }]]);
    expect(api.callsTo('POST /api/keycloak/refresh')).toHaveLength(1);
    expect(api.callsTo('GET /api/rest/og')).toHaveLength(6);
  });

  it('ends the session with the alert and the sign-in entry when the renewal is refused', async () => {
    setTokens({ accessToken: 'a1' });
    const api = useFakeApi({ validTokens: ['a1'] });
    const { router } = await renderWithSession('/');
    await screen.findByTestId('signed-in-name');
    api.expire('a1');

    await expect(apiClient.get('/user/me')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-keycloak'));
    expect(await screen.findByRole('dialog', { name: 'Please sign in again' })).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });
});

describe('sign-out', () => {
  it('ends the session on the server, clears the device and leaves through the provider logout', async () => {
    setTokens({ accessToken: 'a1' });
    selectCourse(4);
    window.localStorage.setItem('keep_videos', 'false');
    window.localStorage.setItem('language', 'en');
    const api = useFakeApi({ validTokens: ['a1'], refreshTokens: ['r1'] });
    const user = userEvent.setup();
    await renderWithSession('/');
    await screen.findByTestId('signed-in-name');

    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('sign-out'));

    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/web/keycloak/logout?redirect_url=http%3A%2F%2Flocalhost%3A3000%2F'));
    // The server ends the cookie's session and clears the cookie; the app sends no token (decision 0007).
    const logout = api.callsTo('POST /api/keycloak/logout')[0]!;
    expect(logout.body).toEqual({});
    expect(logout.headers.get('X-Token-Transport')).toBe('cookie');
    expect(api.cookie()).toBeNull();
    expect(Object.keys(window.localStorage).sort()).toEqual(['course.previous', 'language']);
    expect(getCourseStack()).toEqual([4]);
  });

  it('also works from the button on the start screen, under a language prefix', async () => {
    setTokens({ accessToken: 'a1' });
    useFakeApi({ validTokens: ['a1'] });
    const user = userEvent.setup();
    await renderWithSession('/de');
    await screen.findByTestId('signed-in-name');
    await user.click(screen.getByTestId('home-sign-out'));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/web/keycloak/logout?redirect_url=http%3A%2F%2Flocalhost%3A3000%2Fde'));
    expect(getAccessToken()).toBeNull();
  });
});

describe('impersonation', () => {
  const impersonated = {
    uid: 5,
    display_name: 'Sam Student',
    email: 'student@example.org',
    impersonating: { by: { uid: 1, email: 'admin@example.org', display_name: 'Ada Admin' } },
  };

  it('shows who acts as whom and ends it, continuing with the admin session', async () => {
    setTokens({ accessToken: 'a1' });
    const api = useFakeApi({
      validTokens: ['a1'],
      me: impersonated,
      routes: {
        'POST /api/rest/impersonate/end': () =>
          // The server sets the admin's refresh cookie; the body carries no refresh token (decision 0007).
          json({ access_token: 'admin-access', token_valid_until: 2_000_000_000, uid: 1 }),
      },
    });
    const user = userEvent.setup();
    await renderWithSession('/');

    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner).toHaveTextContent('You are acting as Sam Student (student@example.org).');
    expect(banner).toHaveTextContent('Signed in as Ada Admin (admin@example.org).');
    await user.click(within(banner).getByRole('button', { name: 'End' }));

    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/'));
    expect(api.callsTo('POST /api/rest/impersonate/end')[0]!.headers.get('Authorization')).toBe('Bearer a1');
    expect(api.callsTo('POST /api/rest/impersonate/end')[0]!.headers.get('X-Token-Transport')).toBe('cookie');
    expect(getAccessToken()).toBe('admin-access');
  });

  it('shows no banner for a user acting as themselves', async () => {
    setTokens({ accessToken: 'a1' });
    useFakeApi({ validTokens: ['a1'] });
    await renderWithSession('/');
    await screen.findByTestId('signed-in-name');
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
  });
});
