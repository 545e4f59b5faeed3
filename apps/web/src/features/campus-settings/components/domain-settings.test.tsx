// Domain management (issue 18): sites with their course counts (delete only when unused, rename in place),
// e-mail domains (checked before sending), target-group options saved as a whole list.
import type { CampusDomainSettings } from '@campus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { CampusSettingsPage } from './campus-settings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const domain: CampusDomainSettings = {
  sites: [
    { id: 1, name: 'Coaching Academy', course_count: 3 },
    { id: 3, name: 'Empty site', course_count: 0 },
  ],
  email_domains: [
    { id: 7, domain: 'example.org', status: 'verified', verification: null },
    {
      id: 8,
      domain: 'coaches.example',
      status: 'pending',
      verification: { record_name: '_campus-verification.coaches.example', record_type: 'TXT', record_value: 'campus-verification=tok3n' },
    },
  ],
  target_group_options: ['Youth coaches', 'Referees'],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(answer?: (method: string, url: string, body: unknown) => Response | undefined) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, url, body });
      const special = answer?.(method, url, body);
      if (special) return special;
      if (method === 'GET' && url.endsWith('/campus-settings/domain')) return json(domain);
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json(body);
    }),
  );
  return calls;
}

const sections = (['theme', 'features', 'privacy', 'domain-management'] as const).map((section) => ({ section, to: `/campus_settings/${section}` }));
const writes = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

describe('domain management', () => {
  it('lists sites with their courses; only an unused site can be deleted; renames in place', async () => {
    const calls = stubApi();
    const onSitesChanged = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="domain-management" sections={sections} onSitesChanged={onSitesChanged} />);
    expect(screen.getByRole('link', { name: 'Domain management' })).toHaveAttribute('aria-current', 'page');
    const academy = await screen.findByTestId('domain-site-1');
    expect(academy).toHaveTextContent('3 courses');
    expect(screen.getByRole('button', { name: 'Delete Coaching Academy' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Delete Empty site' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'DELETE', url: expect.stringMatching(/\/campus-settings\/domain\/sites\/3$/) })]));
    await waitFor(() => expect(onSitesChanged).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Rename Coaching Academy' }));
    const name = screen.getByRole('textbox', { name: 'Site name' });
    await user.clear(name);
    await user.type(name, ' Coaching Academy North ');
    await user.click(screen.getByTestId('domain-site-1-save'));
    await waitFor(() => expect(writes(calls).at(-1)).toMatchObject({ method: 'PUT', body: { name: 'Coaching Academy North' } }));

    await user.type(screen.getByRole('textbox', { name: 'New site' }), 'Goalkeeper School');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    await waitFor(() => expect(writes(calls).at(-1)).toMatchObject({ method: 'POST', body: { name: 'Goalkeeper School' } }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New site' })).toHaveValue(''));
  });

  it('checks an e-mail domain before sending it and shows why the server refused one', async () => {
    const calls = stubApi((method, url) =>
      method === 'POST' && url.endsWith('/email-domains')
        ? json({ type: 'about:blank', title: 'Conflict', status: 409, code: 'CAMPUS_EMAIL_DOMAIN_TAKEN' }, 409)
        : undefined,
    );
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="domain-management" sections={sections} />);
    const input = await screen.findByRole('textbox', { name: /^New e-mail domain/ });
    await user.type(input, 'https://coaches.example.org');
    expect(screen.getByText(/Enter the part after the @/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add domain' })).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'Other.Example');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A campus already has this e-mail domain.');
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { domain: 'other.example' } })]);

    await user.click(screen.getByRole('button', { name: 'Remove example.org' }));
    await waitFor(() => expect(writes(calls).at(-1)).toMatchObject({ method: 'DELETE', url: expect.stringMatching(/\/email-domains\/7$/) }));
  });

  it('shows a pending e-mail domain with the DNS record to add; Check asks the server and says why it is still pending', async () => {
    const calls = stubApi((method, url) =>
      method === 'POST' && url.endsWith('/email-domains/8/verify')
        ? json({ type: 'about:blank', title: 'Conflict', status: 409, code: 'CAMPUS_EMAIL_DOMAIN_RECORD_MISSING' }, 409)
        : undefined,
    );
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="domain-management" sections={sections} />);
    expect(await screen.findByTestId('domain-email-7-status')).toHaveTextContent('Verified');
    expect(screen.getByTestId('domain-email-8-status')).toHaveTextContent('Pending');
    const record = screen.getByTestId('domain-email-8-record');
    expect(record).toHaveTextContent('_campus-verification.coaches.example');
    expect(record).toHaveTextContent('TXT');
    expect(record).toHaveTextContent('campus-verification=tok3n');
    expect(screen.queryByTestId('domain-email-7-record')).not.toBeInTheDocument();
    expect(screen.queryByTestId('domain-email-7-check')).not.toBeInTheDocument();
    // Approve is for server admins only.
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check the DNS record of coaches.example' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', url: expect.stringMatching(/\/email-domains\/8\/verify$/) })]));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification record was not found yet.');
  });

  it('offers server admins Approve for a pending e-mail domain', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="domain-management" sections={sections} canApproveEmailDomains />);
    await user.click(await screen.findByRole('button', { name: 'Approve coaches.example without DNS record' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', url: expect.stringMatching(/\/email-domains\/8\/approve$/) })]));
    expect(screen.queryByTestId('domain-email-7-approve')).not.toBeInTheDocument();
  });

  it('adds, renames and removes target groups as a whole list; a repeated one is refused on the spot', async () => {
    const calls = stubApi();
    const onTargetGroupsChanged = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="domain-management" sections={sections} onTargetGroupsChanged={onTargetGroupsChanged} />);
    const list = await screen.findByTestId('domain-target-groups');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Youth coaches'), expect.stringContaining('Referees')]);

    const input = screen.getByRole('textbox', { name: 'New target group' });
    await user.type(input, 'referees');
    expect(screen.getByText('This target group is already in the list.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Parents');
    await user.click(screen.getByRole('button', { name: 'Add target group' }));
    await waitFor(() => expect(writes(calls).at(-1)).toMatchObject({ method: 'PUT', body: { options: ['Youth coaches', 'Referees', 'Parents'] } }));
    await waitFor(() => expect(onTargetGroupsChanged).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Rename Referees' }));
    const name = screen.getByRole('textbox', { name: 'Target group' });
    await user.clear(name);
    await user.type(name, 'Match officials');
    await user.click(screen.getByTestId('domain-target-group-1-save'));
    await waitFor(() => expect(writes(calls).at(-1)).toMatchObject({ body: { options: ['Youth coaches', 'Match officials'] } }));

    await user.click(screen.getByRole('button', { name: 'Remove Youth coaches' }));
    await waitFor(() => expect(writes(calls).at(-1)).toMatchObject({ body: { options: ['Referees'] } }));
  });

  it('says so when the caller may not manage the campus', async () => {
    stubApi(() => json({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'CAMPUS_SETTINGS_FORBIDDEN' }, 403));
    await renderScreen(<CampusSettingsPage section="domain-management" sections={sections} />);
    expect(await screen.findByTestId('campus-settings-error')).toHaveTextContent('Only campus admins and campus managers');
  });
});
