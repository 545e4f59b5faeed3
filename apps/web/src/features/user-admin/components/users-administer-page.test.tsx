import type { UserAdminList } from '@campus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { UsersAdministerPage } from './users-administer-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST: UserAdminList = {
  items: [
    { uid: 2, display_name: 'Gia Guest', email: 'gia@example.org', roles: [], is_admin: false, disabled_at: null, last_sign_in: null },
    { uid: 3, display_name: 'Ian Instructor', email: 'ian@example.org', roles: ['quiz_manager'], is_admin: false, disabled_at: null, last_sign_in: '2026-03-04T10:20:00.000Z' },
    { uid: 4, display_name: 'Mia Manager', email: 'mia@example.org', roles: ['campus_manager'], is_admin: false, disabled_at: '2026-03-01T00:00:00.000Z', last_sign_in: null },
  ],
  total: 3,
  offset: 0,
  limit: 25,
  domain_id: 1,
  viewer_uid: 1,
  can: { create_account: true, impersonate: true },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(list: UserAdminList = LIST) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'PUT' && url.includes('/roles')) return json({ ...list.items[1], roles: JSON.parse(String(init.body)).roles });
    if (init?.method === 'POST' && url.endsWith('/disable')) return json({ ...list.items[0], disabled_at: '2026-03-05T00:00:00.000Z' });
    return json(list);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('UsersAdministerPage', () => {
  it('lists the users with roles, status and last sign-in under a heading', async () => {
    stubApi();
    await renderScreen(<UsersAdministerPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('user-admin-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Quiz manager')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('04.03.26 10:20', { exact: false })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Never')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Disabled')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Enable the account of Mia Manager' })).toBeInTheDocument();
    // No impersonation without the app's handler (no dead button).
    expect(screen.queryByRole('button', { name: /Act as/ })).toBeNull();
  });

  it('searches by name or e-mail through the API', async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    await renderScreen(<UsersAdministerPage />);
    await screen.findAllByTestId('user-admin-row');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ian');
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('search=ian'))).toBe(true));
  });

  it('saves the ticked campus roles', async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    await renderScreen(<UsersAdministerPage />);
    await user.click(await screen.findByRole('button', { name: 'Change the campus roles of Ian Instructor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campus roles of Ian Instructor' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Dialog manager/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toMatch(/\/users\/administer\/3\/roles$/);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ roles: ['dialog_manager', 'quiz_manager'] });
  });

  it('disables an account only after the confirmation', async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    await renderScreen(<UsersAdministerPage />);
    await user.click(await screen.findByRole('button', { name: 'Disable the account of Gia Guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Gia Guest?' });
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/disable'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/users/administer/2/disable'))).toBe(true));
  });

  it('asks before acting as a user and hands the user to the app', async () => {
    stubApi();
    const onImpersonate = vi.fn(async () => undefined);
    const user = userEvent.setup();
    await renderScreen(<UsersAdministerPage onImpersonate={onImpersonate} />);
    await user.click(await screen.findByRole('button', { name: 'Act as Gia Guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Act as Gia Guest?' });
    await user.click(within(dialog).getByRole('button', { name: 'Act as this user' }));
    await waitFor(() => expect(onImpersonate).toHaveBeenCalledWith(expect.objectContaining({ uid: 2 })));
    // Never offered for a disabled account.
    expect(screen.queryByRole('button', { name: 'Act as Mia Manager' })).toBeNull();
  });

  it('shows the refusal for callers who may not administer users', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'USER_ADMIN_FORBIDDEN' }, 403)));
    await renderScreen(<UsersAdministerPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only campus admins and campus managers administer the users.');
  });
  it("tells a campus manager that their add is an invitation (the server answers 202)", async () => {
    const list: UserAdminList = { ...LIST, can: { create_account: false, impersonate: false } };
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).endsWith('/members')) return json({ invited: true, email: 'new@example.org' }, 202);
      return json(list);
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await renderScreen(<UsersAdministerPage />);
    await user.click(await screen.findByTestId('user-admin-add'));
    await user.type(await screen.findByRole('textbox', { name: /E-mail address/ }), 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Invite to the campus' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to new@example.org.');
    // The dialog stays open for the next address, its field empty.
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('');
  });
});
