// Campus, courses and navigation in the whole app (issue 4): a course route with its terms and side
// menu, the chooser after rejected terms, the cockpit guard, the global header and theme overrides.
import type { Course, LegalText } from '@campus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthApi, json, problem, type FakeCall } from '../features/auth/testing/fake-auth-api.ts';
import { leavePage } from '../features/auth/utils/leave-page.ts';
import { courseFixture, courseGroups } from '../features/courses/testing/course-fixtures.ts';
import { getSelectedCourse } from '../lib/course-stack.ts';
import { renderWithSession, startEachTestSignedIn } from './testing/render-with-session.tsx';

vi.mock('../features/auth/utils/leave-page.ts', () => ({ leavePage: vi.fn() }));

const terms: LegalText = {
  domain_id: 1,
  version: 1,
  de: { conditions: 'Nutzungsbedingungen\n\nAb 16 Jahren.' },
  en: { conditions: 'Terms of use\n\nFrom the age of 16.' },
  published_at: '2026-01-01T00:00:00.000Z',
  accepted: false,
  accepted_at: null,
};

interface CampusServer {
  courses: Record<number, Course>;
  accepted?: boolean;
  config?: Record<string, unknown>;
}

function useCampusApi(server: CampusServer) {
  const routes: Record<string, (call: FakeCall) => Response> = {
    'GET /api/rest/og': () => json(courseGroups),
    'GET /api/rest/legal/1': () => json({ ...terms, accepted: server.accepted === true }),
    'POST /api/rest/legal/1/accept': () => {
      server.accepted = true;
      for (const course of Object.values(server.courses)) course.legal_accepted = true;
      return json({ domain_id: 1, version: 1, accepted_at: '2026-02-01T00:00:00.000Z' });
    },
    'GET /api/rest/campus': () => problem(404, 'NOT_FOUND'),
  };
  for (const course of Object.values(server.courses)) {
    routes[`GET /api/rest/og/${course.og_id}`] = () => json(course);
    routes[`GET /api/rest/og/${course.og_id}/learning-path`] = () =>
      json({ og_id: course.og_id, exists: false, sections: [], progress: { done: 0, total: 0, percent: 0 }, can_edit: false, can_track: true, candidates: [] });
    routes[`GET /api/rest/og/${course.og_id}/cockpit`] = () =>
      course.roles.some((role) => role.id === 5) ? problem(403, 'COCKPIT_FORBIDDEN') : json({ og_id: course.og_id, label: course.label, member_count: 3, members_by_role: [{ id: 5, count: 3 }] });
  }
  const api = createFakeAuthApi({ validTokens: ['a1'], routes, config: server.config });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

startEachTestSignedIn();

afterEach(() => {
  vi.mocked(leavePage).mockReset();
});

describe('a course route', () => {
  it('shows the campus terms first, then the course with its side menu', async () => {
    const tactics = courseFixture({ legal_accepted: false });
    const api = useCampusApi({ courses: { 4: tactics } });
    const user = userEvent.setup();
    await renderWithSession('/course-4/app/dashboard');

    const modal = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(screen.queryByTestId('course-dashboard')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('checkbox'));
    await user.click(within(modal).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByTestId('course-dashboard')).toHaveTextContent('Self-paced Tactics');
    expect(api.callsTo('POST /api/rest/legal/1/accept')).toHaveLength(1);
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByTestId('course-switcher')).toHaveTextContent('Self-paced Tactics');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Assignments' })).toHaveAttribute('href', '/course-4/app/assignments');
    expect(within(menu).getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/impressum');
    expect(getSelectedCourse()).toBe(4);
  });

  it('opens the course chooser when the terms are rejected, and signs out when no course is chosen', async () => {
    useCampusApi({ courses: { 4: courseFixture({ legal_accepted: false }) } });
    const user = userEvent.setup();
    const { router } = await renderWithSession('/course-4/app/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose a course' });
    expect(router.state.location.pathname).toBe('/course-menu-modal');
    await within(chooser).findAllByTestId('course-option');
    await user.click(within(chooser).getByRole('button', { name: 'Close course selection' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/web/keycloak/logout?redirect_url=http%3A%2F%2Flocalhost%3A3000%2F'));
  });

  it('has no tasks entry in a group, and closes the menu after a click on small screens', async () => {
    const lounge = courseFixture({ og_id: 6, label: "Coaches' Lounge", type: 'group', course_type: 'default' });
    useCampusApi({ courses: { 6: lounge } });
    const user = userEvent.setup();
    const { router } = await renderWithSession('/course-6/app/dashboard');
    await screen.findByTestId('course-dashboard');

    const menu = screen.getByTestId('side-menu');
    expect(within(menu).queryByRole('link', { name: 'Assignments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(menu).getByRole('link', { name: 'Learning path' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-6/app/learning-path'));
    expect(await screen.findByTestId('learning-path-page')).toBeInTheDocument();
  });

  it('turns a student away from the course cockpit to the root, with the reason', async () => {
    useCampusApi({ courses: { 4: courseFixture() } });
    const { router } = await renderWithSession('/de/course-4/app/course-cockpit');

    expect(await screen.findByText('Das Cockpit steht nur dem Lehrteam des Kurses offen. Du wurdest zum Start zurückgebracht.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/app/campus-dashboard'));
    expect(screen.queryByTestId('course-cockpit')).not.toBeInTheDocument();
  });

  it('lets a manager into the course cockpit', async () => {
    useCampusApi({ courses: { 4: courseFixture({ roles: [{ id: 3 }], permissions: { access_cockpit: 1, administer_course: 1 } }) } });
    await renderWithSession('/course-4/app/course-cockpit');
    const cockpit = await screen.findByTestId('course-cockpit');
    expect(await within(cockpit).findByText('People in the course: 3')).toBeInTheDocument();
  });

  it('shows the error screen for a course the user may not see', async () => {
    useCampusApi({ courses: {} });
    const { router } = await renderWithSession('/course-9/app/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(await screen.findByTestId('error-screen')).toBeInTheDocument();
  });
});

describe('the global header and the campus theme', () => {
  it('appear when the configuration asks for them', async () => {
    useCampusApi({
      courses: { 4: courseFixture() },
      config: {
        show_global_header: true,
        currentUser: 5,
        campus_url: 'http://localhost:3000',
        global_header: { ogTitle: 'Demo Campus', userPortalUrl: null, externalLogoImage: null, externalLogoUrl: null },
        color_overrides: {
          global_header: { background_color: '#0b3d91', font_color: '#ffffff', text_hover_background: null },
          main_menu: { main_menu_background_color: '#1d2b3a', font_color: null, text_hover: null },
          main_background: null,
        },
        font_overrides: { global_header: null, custom_theme_admin_font_family: null },
      },
    });
    await renderWithSession('/course-4/app/dashboard');
    const header = await screen.findByTestId('global-header');
    expect(header).toHaveTextContent('Demo Campus');
    expect(within(header).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/course-menu-modal');
    const shell = screen.getByTestId('app-shell');
    expect(shell.style.getPropertyValue('--campus-menu-bg')).toBe('#1d2b3a');
    // A dark menu gets white text (spec §9).
    expect(shell.style.getPropertyValue('--campus-menu-color')).toBe('#ffffff');
    expect(shell.style.getPropertyValue('--campus-header-bg')).toBe('#0b3d91');
  });
});
