import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const account = { name: 'Sam Student', email: 'student@example.org' };
const editableAccount = { uid: 5, display_name: 'Sam Student', email: 'student@example.org', picture_url: null, has_password: true };

describe('SettingsPage', () => {
  it('shows the spec defaults and stores a change under the spec key at once', async () => {
    const user = userEvent.setup();
    await renderScreen(<SettingsPage account={account} onSignedOutEverywhere={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const keep = screen.getByRole('switch', { name: /^Keep videos after upload/ });
    expect(keep).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Show the tour on start/ })).toBeChecked();
    const social = screen.getByRole('switch', { name: /^Social video player/ });
    expect(social).not.toBeChecked();
    expect(social).toBeDisabled();

    await user.click(keep);
    expect(keep).not.toBeChecked();
    expect(window.localStorage.getItem('keep_videos')).toBe('false');
  });

  it('reads stored preferences', async () => {
    window.localStorage.setItem('show_tour_on_start', 'false');
    await renderScreen(<SettingsPage account={account} onSignedOutEverywhere={vi.fn()} />);
    expect(screen.getByRole('switch', { name: /^Show the tour on start/ })).not.toBeChecked();
  });

  it('signs out everywhere after confirmation: the server ends every session, then this device signs out', async () => {
    // The account editor loads the account beside it; only the revoke call matters here.
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/user/me/account')
        ? new Response(JSON.stringify(editableAccount), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ revoked: 3 }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const revokeCalls = () => fetch.mock.calls.filter(([input]) => String(input).endsWith('/sessions/revoke'));
    const onSignedOut = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<SettingsPage account={account} onSignedOutEverywhere={onSignedOut} />);
    expect(screen.getByText('student@example.org')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(revokeCalls()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    const [url, init] = revokeCalls()[0] as unknown as [string, RequestInit];
    expect(String(url)).toMatch(/\/user\/me\/sessions\/revoke$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ include_current: true });
  });

  it('keeps the user on the screen with the reason when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 403, code: 'IMPERSONATION_FORBIDDEN', title: 'Forbidden' }), { status: 403, headers: { 'content-type': 'application/problem+json' } })),
    );
    const onSignedOut = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<SettingsPage account={account} onSignedOutEverywhere={onSignedOut} />);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
