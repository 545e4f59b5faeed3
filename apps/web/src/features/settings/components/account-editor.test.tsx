import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { AccountEditor } from './account-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const account = { uid: 5, display_name: 'Sam Student', email: 'sam@example.org', picture_url: null, has_password: true };

/** A fetch that answers GET /user/me/account and hands every other call to `other`. */
function stubFetch(other: (url: string, init: RequestInit) => Response, current = account) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.endsWith('/user/me/account') && (init.method ?? 'GET') === 'GET') return json(current);
    return other(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('AccountEditor', () => {
  it('saves a new display name and tells the app', async () => {
    const fetch = stubFetch((_url, init) => json({ ...account, display_name: JSON.parse(String(init.body)).display_name }));
    const onChanged = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<AccountEditor onChanged={onChanged} />);
    const name = await screen.findByRole('textbox', { name: /Display name/ });
    await user.clear(name);
    await user.type(name, 'Samira');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ display_name: 'Samira' });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server’s reason on the field when the e-mail change is refused', async () => {
    stubFetch(() =>
      json({ status: 409, code: 'ACCOUNT_EMAIL_TAKEN', title: 'Conflict', errors: [{ path: 'email', message: 'ACCOUNT_EMAIL_TAKEN' }] }, 409, 'application/problem+json'),
    );
    const onChanged = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<AccountEditor onChanged={onChanged} />);
    const form = await screen.findByTestId('account-email-form');
    const email = within(form).getByRole('textbox', { name: /E-mail address/ });
    await user.clear(email);
    await user.type(email, 'taken@example.org');
    await user.type(within(form).getByLabelText(/Current password/), 'my-password');
    await user.click(within(form).getByRole('button', { name: 'Change e-mail address' }));
    expect(await within(form).findByText('Another account already uses this e-mail address.')).toBeInTheDocument();
    expect(email).toHaveValue('taken@example.org');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('checks that the new passwords match before sending', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    await renderScreen(<AccountEditor />);
    const form = await screen.findByTestId('account-password-form');
    await user.type(within(form).getByLabelText(/Current password/), 'old-password');
    await user.type(within(form).getByLabelText(/^New password/), 'new-password-1');
    await user.type(within(form).getByLabelText(/Repeat the new password/), 'new-password-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/user/me/password'))).toBe(false);

    await user.clear(within(form).getByLabelText(/Repeat the new password/));
    await user.type(within(form).getByLabelText(/Repeat the new password/), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/Password changed/)).toBeInTheDocument();
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/user/me/password'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ current_password: 'old-password', new_password: 'new-password-1' });
  });

  it('explains that an SSO-only account manages e-mail and password at the campus identity provider', async () => {
    stubFetch(() => json({}), { ...account, has_password: false });
    await renderScreen(<AccountEditor />);
    expect(await screen.findByTestId('account-sso-only')).toHaveTextContent('managed there');
    expect(screen.queryByTestId('account-email-form')).toBeNull();
    expect(screen.queryByTestId('account-password-form')).toBeNull();
  });
});
