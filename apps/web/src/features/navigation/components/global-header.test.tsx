import type { Configuration } from '@campus/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isStudentMode } from '../../../lib/student-mode.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { GlobalHeader } from './global-header.tsx';

const config: Pick<Configuration, 'global_header' | 'currentUser' | 'campus_url'> = {
  campus_url: 'https://campus.example.org',
  currentUser: 5,
  global_header: {
    ogTitle: 'Demo Campus',
    localMenu: true,
    backendUrl: 'https://campus.example.org',
    tumUrl: null,
    userPortalUrl: 'https://portal.example.org',
    global_header_url: null,
    externalLogoUrl: null,
    externalLogoImage: null,
  },
};

describe('global header', () => {
  it('links in the same tab on the web, user portal and settings in a new tab', async () => {
    const user = userEvent.setup();
    await renderScreen(<GlobalHeader config={config} courseId={3} onLogout={() => undefined} />, { at: '/course-3/app/dashboard' });
    const header = await screen.findByTestId('global-header');
    expect(header).toHaveTextContent('Demo Campus');
    const dashboard = within(header).getByRole('link', { name: 'Campus dashboard' });
    expect(dashboard).toHaveAttribute('href', '/app/campus-dashboard');
    expect(dashboard).not.toHaveAttribute('target');
    expect(within(header).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/course-menu-modal');

    await user.click(within(header).getByRole('button', { name: 'More' }));
    const portal = await screen.findByRole('menuitem', { name: /User portal/ });
    expect(portal).toHaveAttribute('href', 'https://portal.example.org/');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: /Settings/ })).toHaveAttribute('target', '_blank');
    const profile = screen.getByRole('menuitem', { name: 'My profile' });
    expect(profile).toHaveAttribute('href', '/app/user/5');
    expect(profile).not.toHaveAttribute('target');
    expect(screen.getByRole('menuitem', { name: 'Portfolio' })).toHaveAttribute('href', '/user/5/portfolio');
  });

  it('signs out and switches student view through its actions', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    await renderScreen(<GlobalHeader config={config} studentModeAvailable onLogout={onLogout} />);

    await user.click(await screen.findByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Student view' }));
    expect(isStudentMode()).toBe(true);
    expect(await screen.findByText('Student view is on: you see the course as a student does.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows unread counts beside the message links and on the menu button, part of their names', async () => {
    const user = userEvent.setup();
    const unread = { count: 3, label: '3 unread messages' };
    await renderScreen(<GlobalHeader config={config} badges={{ messages: unread, conversations: unread }} onLogout={() => undefined} />);
    const more = await screen.findByRole('button', { name: 'More, 3 unread messages' });
    expect(within(more).getByTestId('menu-badge')).toHaveTextContent('3');
    await user.click(more);
    expect(await screen.findByRole('menuitem', { name: 'Conversations 3 unread messages' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Messages 3 unread messages' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
  });

  it('shows no count when nothing is unread', async () => {
    await renderScreen(<GlobalHeader config={config} badges={{}} onLogout={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(screen.queryByTestId('menu-badge')).not.toBeInTheDocument();
  });
});
