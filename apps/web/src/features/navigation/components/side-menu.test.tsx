import { buildCourseMenu } from '@campus/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { visibleMenuItems } from '../utils/menu-items.ts';
import { SideMenu } from './side-menu.tsx';

const staff = { access_cockpit: 1, administer_course: 1 } as const;

function menuFor(path: string, kind: 'course' | 'group' = 'course') {
  const items = buildCourseMenu({ courseId: 4, kind, courseType: 'default', permissions: staff, dashboardEnabled: true });
  return visibleMenuItems(items, kind, path);
}

describe('side menu', () => {
  it('shows items, separators and group accordions, with the active entry’s group open', async () => {
    const path = '/course-4/app/videos';
    await renderScreen(<SideMenu items={menuFor(path)} />, { at: path });

    const list = await screen.findByTestId('side-menu-items');
    expect(within(list).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/course-4/app/dashboard');
    expect(within(list).getByRole('link', { name: 'Assignments' })).toBeInTheDocument();
    expect(within(list).getAllByTestId('side-menu-separator')).toHaveLength(2);

    const collaboration = within(list).getByRole('button', { name: 'Collaboration' });
    const administration = within(list).getByRole('button', { name: 'Administration' });
    expect(collaboration).toHaveAttribute('aria-expanded', 'true');
    expect(administration).toHaveAttribute('aria-expanded', 'false');
    const videos = within(list).getByRole('link', { name: 'Videos' });
    expect(videos).toHaveAttribute('aria-current', 'page');
    expect(within(list).queryByRole('link', { name: 'Course cockpit' })).not.toBeInTheDocument();
  });

  it('opens a folded group on click and keeps the language prefix in its links', async () => {
    const user = userEvent.setup();
    const path = '/de/course-4/app/dashboard';
    await renderScreen(<SideMenu items={menuFor(path)} />, { at: path, language: 'de' });

    const administration = await screen.findByRole('button', { name: 'Verwaltung' });
    expect(administration).toHaveAttribute('aria-expanded', 'false');
    await user.click(administration);
    expect(administration).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Kurs-Cockpit' })).toHaveAttribute('href', '/de/course-4/app/course-cockpit');
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/impressum');
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/de/privacy_policy');
  });

  it('leads the footer links to the campus’s own imprint and privacy pages when it has them, in a new tab', async () => {
    const path = '/course-4/app/dashboard';
    await renderScreen(<SideMenu items={menuFor(path)} legalLinks={{ imprint_url: 'https://campus.example.org/impressum', privacy_url: null }} />, { at: path });
    const imprint = await screen.findByRole('link', { name: 'Imprint' });
    expect(imprint).toHaveAttribute('href', 'https://campus.example.org/impressum');
    expect(imprint).toHaveAttribute('target', '_blank');
    expect(imprint).toHaveAttribute('rel', 'noopener noreferrer');
    // Without a campus page: the app's own.
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy_policy');
  });

  it('has no tasks entry in a group', async () => {
    const path = '/course-4/app/dashboard';
    await renderScreen(<SideMenu items={menuFor(path, 'group')} />, { at: path });
    const list = await screen.findByTestId('side-menu-items');
    expect(within(list).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Assignments' })).not.toBeInTheDocument();
  });

  it('reports every click so the shell can close the drawer below 768 px, and navigates', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const path = '/course-4/app/dashboard';
    const { router } = await renderScreen(<SideMenu items={menuFor(path)} onNavigate={onNavigate} />, { at: path });

    await user.click(await screen.findByRole('link', { name: 'Learning path' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/course-4/app/learning-path');
    await user.click(screen.getByRole('link', { name: 'Imprint' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/impressum');
  });

  it('shows the messages area, the external logo and the powered-by logo', async () => {
    await renderScreen(
      <SideMenu
        items={[]}
        messages={[{ id: 'certificate', title: 'Certificate ready', text: 'Well done!' }]}
        externalLogo={{ image: 'https://campus.example.org/logo.png', url: 'https://club.example.org' }}
      />,
    );
    const messages = await screen.findByTestId('side-menu-messages');
    expect(messages).toHaveTextContent('Certificate ready');
    expect(messages).toHaveTextContent('Well done!');
    const logo = screen.getByRole('img', { name: 'Campus logo' });
    expect(logo).toHaveAttribute('src', 'https://campus.example.org/logo.png');
    expect(logo.closest('a')).toHaveAttribute('href', 'https://club.example.org');
    expect(screen.getByTestId('powered-by')).toHaveTextContent('Powered by Campus');
  });

  it('shows a count beside an entry, and on its folded group, as part of their names', async () => {
    const user = userEvent.setup();
    const path = '/course-4/app/dashboard';
    await renderScreen(<SideMenu items={menuFor(path)} badges={{ conversations: { count: 2, label: '2 unread messages' } }} />, { at: path });
    const list = await screen.findByTestId('side-menu-items');
    const collaboration = within(list).getByRole('button', { name: 'Collaboration 2 unread messages' });
    expect(collaboration).toHaveAttribute('aria-expanded', 'false');
    await user.click(collaboration);
    const entry = await within(list).findByRole('link', { name: 'Conversations 2 unread messages' });
    expect(within(entry).getByTestId('menu-entry-badge')).toHaveTextContent('2');
    // Open, the group leaves the count to its entry.
    expect(within(list).getByRole('button', { name: 'Collaboration' })).toHaveAttribute('aria-expanded', 'true');
  });
});

