// /login: the email + password form (Basic login), auto login, login failover, and the sign-in entries'
// handling of an existing session.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client.ts';
import { getAccessToken, getStoredCredentials, setTokens, storeCredentials } from '../../lib/auth-storage.ts';
import { createFakeAuthApi, problem } from '../../features/auth/testing/fake-auth-api.ts';
import { renderWithSession, resetSessionState } from '../testing/render-with-session.tsx';

const accounts = { 'student@example.org': 'campus-demo-2026' };

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
  window.sessionStorage.clear();
});

describe('the email and password form', () => {
  it('signs in with Basic credentials, stores the session and starts the app without a second check', async () => {
    const api = useFakeApi({ accounts });
    const user = userEvent.setup();
    const { router } = await renderWithSession('/login');

    const form = await screen.findByTestId('credentials-form');
    await user.type(within(form).getByLabelText(/Email/), 'student@example.org');
    await user.type(within(form).getByLabelText(/Password/), 'campus-demo-2026');
    await user.click(screen.getByTestId('credentials-submit'));

    expect(await screen.findByTestId('signed-in-name')).toHaveTextContent('Signed in as Sam Student');
    expect(router.state.location.pathname).toBe('/app/campus-dashboard');
    const login = api.callsTo('POST /api/rest/login')[0]!;
    expect(login.headers.get('Authorization')).toBe(`Basic ${btoa('student@example.org:campus-demo-2026')}`);
    expect(login.body).toBeUndefined();
    // The refresh token comes back as the HttpOnly cookie, never to the script (decision 0007).
    expect(login.headers.get('X-Token-Transport')).toBe('cookie');
    expect(getAccessToken()).toBe('fresh-access-1');
    expect(api.cookie()).toBe('fresh-refresh-1');
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('fresh-refresh-1');
    expect(getStoredCredentials()).toEqual({ email: 'student@example.org', password: 'campus-demo-2026' });
    // The token came from the server a moment ago: no check needed.
    expect(api.callsTo('POST /api/keycloak/check')).toHaveLength(0);
  });

  it('keeps what was typed and shows the translated reason when the password is wrong', async () => {
    useFakeApi({ accounts });
    const user = userEvent.setup();
    const { router } = await renderWithSession('/de/login');

    const form = await screen.findByTestId('credentials-form');
    await user.type(within(form).getByLabelText(/E-Mail/), 'student@example.org');
    await user.type(within(form).getByLabelText(/Passwort/), 'wrong password');
    await user.click(screen.getByTestId('credentials-submit'));

    expect(await screen.findByTestId('credentials-error')).toHaveTextContent('E-Mail oder Passwort ist nicht korrekt.');
    expect(within(form).getByLabelText(/E-Mail/)).toHaveValue('student@example.org');
    expect(within(form).getByLabelText(/Passwort/)).toHaveValue('wrong password');
    expect(router.state.location.pathname).toBe('/de/login');
    expect(getAccessToken()).toBeNull();
  });

  it('says when the account is locked for a while', async () => {
    useFakeApi({ routes: { 'POST /api/rest/login': () => problem(429, 'LOGIN_RATE_LIMITED') } });
    const user = userEvent.setup();
    await renderWithSession('/login');
    const form = await screen.findByTestId('credentials-form');
    await user.type(within(form).getByLabelText(/Email/), 'student@example.org');
    await user.type(within(form).getByLabelText(/Password/), 'whatever1');
    await user.click(screen.getByTestId('credentials-submit'));
    expect(await screen.findByTestId('credentials-error')).toHaveTextContent('Too many failed attempts.');
  });

  it('asks for both fields before it sends anything', async () => {
    const api = useFakeApi({ accounts });
    const user = userEvent.setup();
    await renderWithSession('/login');
    await screen.findByTestId('credentials-form');
    await user.click(screen.getByTestId('credentials-submit'));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/rest/login')).toHaveLength(0);
  });

  it('switches to the failover API named by the login error and tries once more', async () => {
    const api = useFakeApi({
      accounts,
      routes: {
        'POST /api/rest/login': () => problem(503, 'SERVICE_UNAVAILABLE', { FAILOVER_API_URL: 'http://localhost:3000/backup/api/rest' }),
      },
    });
    const user = userEvent.setup();
    await renderWithSession('/login');
    const form = await screen.findByTestId('credentials-form');
    await user.type(within(form).getByLabelText(/Email/), 'student@example.org');
    await user.type(within(form).getByLabelText(/Password/), 'campus-demo-2026');
    await user.click(screen.getByTestId('credentials-submit'));

    // The fake answers 404 on the backup path: the second attempt went there, and there was no third.
    expect(await screen.findByTestId('credentials-error')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/login')).map((call) => call.path)).toEqual([
      '/api/rest/login',
      '/backup/api/rest/login',
    ]);
    expect(apiClient.getBaseUrl()).toBe('http://localhost:3000/backup/api/rest');
  });

  it('hides the form when the configuration turns credentials off', async () => {
    useFakeApi({ config: { credentials_login: false } });
    await renderWithSession('/login');
    expect(await screen.findByTestId('sign-in-button')).toHaveTextContent('Sign in');
    await waitFor(() => expect(screen.queryByTestId('credentials-form')).not.toBeInTheDocument());
  });
});

describe('auto login', () => {
  it('signs in by itself with a stored email and password', async () => {
    storeCredentials({ email: 'student@example.org', password: 'campus-demo-2026' });
    const api = useFakeApi({ accounts });
    const { router } = await renderWithSession('/login-keycloak');
    expect(await screen.findByTestId('signed-in-name')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/campus-dashboard');
    expect(api.callsTo('POST /api/rest/login')).toHaveLength(1);
  });

  it('forgets a stored password the server refuses and keeps the email in the form', async () => {
    storeCredentials({ email: 'student@example.org', password: 'changed-elsewhere' });
    useFakeApi({ accounts });
    await renderWithSession('/login');
    expect(await screen.findByTestId('credentials-error')).toHaveTextContent('Email or password is not correct.');
    expect(getStoredCredentials()).toEqual({ email: 'student@example.org', password: null });
    expect(within(screen.getByTestId('credentials-form')).getByLabelText(/Email/)).toHaveValue('student@example.org');
  });

  it('does nothing with only a stored email', async () => {
    storeCredentials({ email: 'student@example.org' });
    const api = useFakeApi({ accounts });
    await renderWithSession('/login');
    const form = await screen.findByTestId('credentials-form');
    expect(within(form).getByLabelText(/Email/)).toHaveValue('student@example.org');
    expect(api.callsTo('POST /api/rest/login')).toHaveLength(0);
  });

  it('takes a signed-in user from a sign-in entry to the start', async () => {
    setTokens({ accessToken: 'a1' });
    useFakeApi({ validTokens: ['a1'] });
    const { router } = await renderWithSession('/de/login-dfb');
    expect(await screen.findByTestId('signed-in-name')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de/app/campus-dashboard');
  });
});
