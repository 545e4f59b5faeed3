import type { CampusInvitationList } from '@campus/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { CampusInvitationsCard } from './campus-invitations-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST: CampusInvitationList = {
  items: [{ id: 7, domain_id: 2, campus_name: 'North Campus', created_at: '2026-03-01T00:00:00.000Z', expires_at: '2026-03-15T00:00:00.000Z' }],
};

function stubApi(list: CampusInvitationList) {
  let current = list;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      current = { items: [] };
      return new Response(null, { status: 204 });
    }
    void input;
    return new Response(JSON.stringify(current), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('CampusInvitationsCard', () => {
  it('shows nothing without invitations', async () => {
    const fetch = stubApi({ items: [] });
    const { container } = await renderScreen(<CampusInvitationsCard />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="campus-invitations"]')).toBeNull();
  });

  it('lists a pending invitation under a heading and accepts it through the API', async () => {
    const fetch = stubApi(LIST);
    const user = userEvent.setup();
    await renderScreen(<CampusInvitationsCard />);
    expect(await screen.findByRole('region', { name: 'Invitations to a campus' })).toBeInTheDocument();
    expect(screen.getByText('North Campus invites you to join the campus.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline the invitation of North Campus' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation of North Campus' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/campus-invitations/7/accept') && init?.method === 'POST')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations to a campus' })).toBeNull());
  });
});
