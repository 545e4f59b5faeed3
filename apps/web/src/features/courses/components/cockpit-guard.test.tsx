import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStudentMode } from '../../../lib/student-mode.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { courseFixture, fakeApi, json, problem } from '../testing/course-fixtures.ts';
import { AssignmentCockpitPage, CourseCockpitPage } from './course-cockpit-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const manager = courseFixture({ roles: [{ id: 3 }], permissions: { access_cockpit: 1, administer_course: 1 } });
const student = courseFixture({ roles: [{ id: 5 }], permissions: { create_content: 1 } });
const cockpit = {
  og_id: 4,
  label: 'Self-paced Tactics',
  member_count: 4,
  members_by_role: [
    { id: 2, count: 0 },
    { id: 3, count: 1 },
    { id: 5, count: 3 },
  ],
};
const start = [{ path: '/', element: <p>start page</p> }, { path: '/de', element: <p>Startseite</p> }];

describe('cockpit guard', () => {
  it('sends a student to the root and says why, without asking the server', async () => {
    const api = fakeApi({ 'GET /og/4/cockpit': () => json(cockpit) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const { router } = await renderScreen(<CourseCockpitPage course={student} />, { at: '/course-4/app/course-cockpit', routes: start, path: '/course-4/app/course-cockpit' });

    expect(await screen.findByText('start page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText("The cockpit is only open to the course's teaching staff. You were taken back to the start.")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('turns a student away from an assignment cockpit too, keeping the language prefix', async () => {
    const { router } = await renderScreen(<AssignmentCockpitPage course={student} />, {
      at: '/de/course-4/app/assignment-cockpit/7',
      routes: start,
      path: '/de/course-4/app/assignment-cockpit/7',
      language: 'de',
    });
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de');
    expect(await screen.findByText('Für Teilnehmende nicht verfügbar')).toBeInTheDocument();
  });

  it('lets a manager in to the cockpit overview', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ 'GET /og/4/cockpit': () => json(cockpit) }).fetch));
    await renderScreen(<CourseCockpitPage course={manager} />, { at: '/course-4/app/course-cockpit' });

    const page = await screen.findByTestId('course-cockpit');
    expect(page).toHaveTextContent('Course cockpit');
    expect(await screen.findByText('People in the course: 4')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'People by role' })).toHaveTextContent(/^Managers1Students3$/);
  });

  it('treats a manager in student view as a student', async () => {
    setStudentMode(true);
    const { router } = await renderScreen(<CourseCockpitPage course={manager} />, { at: '/course-4/app/course-cockpit', routes: start, path: '/course-4/app/course-cockpit' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('turns the user away when the server refuses the cockpit with 403', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ 'GET /og/4/cockpit': () => problem(403, 'COCKPIT_FORBIDDEN') }).fetch));
    const { router } = await renderScreen(<CourseCockpitPage course={manager} />, { at: '/course-4/app/course-cockpit', routes: start, path: '/course-4/app/course-cockpit' });
    expect(await screen.findByText('start page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
