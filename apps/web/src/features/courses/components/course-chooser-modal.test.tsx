import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCourseStack, getSelectedCourse, selectCourse } from '../../../lib/course-stack.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { courseFixture, courseGroups, fakeApi, json, problem } from '../testing/course-fixtures.ts';
import { CourseMenuModalScreen } from './course-menu-modal-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

const otherRoutes = [
  { path: '/course-4/app/dashboard', element: <p>dashboard of 4</p> },
  { path: '/course-6/app/dashboard', element: <p>dashboard of 6</p> },
  { path: '/', element: <p>start</p> },
];

async function openChooser(onAbandon = vi.fn(), state?: unknown) {
  const view = await renderScreen(<CourseMenuModalScreen onAbandon={onAbandon} />, {
    at: { pathname: '/course-menu-modal', state },
    routes: otherRoutes,
    path: '/course-menu-modal',
  });
  return { ...view, onAbandon, user: userEvent.setup() };
}

const optionLabels = () => screen.queryAllByTestId('course-option').map((option) => within(option).getByText(/\w/, { selector: '.mantine-NavLink-label' }).textContent);

describe('course chooser', () => {
  it('lists the courses grouped by site name and filters from 2 characters, ignoring case', async () => {
    stub({ 'GET /og': () => json(courseGroups) });
    const { user } = await openChooser();

    const groups = await screen.findAllByTestId('course-group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Coaching Academy', 'Youth Football']);
    expect(optionLabels()).toEqual(['Coaching Basics', 'Self-paced Tactics', "Coaches' Lounge", 'Blended Goalkeeper Training']);

    const search = screen.getByRole('searchbox', { name: 'Search courses' });
    await user.type(search, 't');
    expect(optionLabels()).toHaveLength(4);
    expect(screen.getByText('Type at least 2 characters to filter.')).toBeInTheDocument();

    await user.type(search, 'A');
    expect(optionLabels()).toEqual(['Self-paced Tactics']);
    expect(screen.getAllByTestId('course-group')).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'zz');
    expect(screen.getByTestId('course-chooser-no-match')).toHaveTextContent('No course matches your search.');
  });

  it('opens the chosen course on its landing screen and keeps the previous course on the stack', async () => {
    selectCourse(2);
    const api = stub({ 'GET /og': () => json(courseGroups), 'GET /og/4': () => json(courseFixture()) });
    const { user, router } = await openChooser();

    await user.click(await screen.findByRole('button', { name: /Self-paced Tactics/ }));
    expect(await screen.findByText('dashboard of 4')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getSelectedCourse()).toBe(4);
    expect(getCourseStack()).toEqual([2]);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /og', 'GET /og/4']);
  });

  it('shows ERROR_SET_COURSE with an OK button when the course cannot be set, and stays open', async () => {
    stub({ 'GET /og': () => json(courseGroups), 'GET /og/6': () => problem(500, 'INTERNAL_ERROR') });
    const { user, router } = await openChooser();

    await user.click(await screen.findByRole('button', { name: /Coaches' Lounge/ }));
    const alert = await screen.findByTestId('alert-set-course');
    expect(screen.getByText('Course not available')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('alert-set-course')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/course-menu-modal');
    expect(getSelectedCourse()).toBeNull();
    expect(screen.getByTestId('course-chooser')).toBeInTheDocument();
  });

  it('tells a user without courses so and closes', async () => {
    stub({ 'GET /og': () => json([]) });
    const { router } = await openChooser();

    expect(await screen.findByTestId('alert-empty-course')).toHaveTextContent('You are not a member of any course on this campus yet.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The modal leaves after its closing transition, which a loaded machine may not have finished yet.
    await waitFor(() => expect(screen.queryByTestId('course-chooser')).not.toBeInTheDocument());
  });

  it('signs out when a mandatory choice is abandoned', async () => {
    stub({ 'GET /og': () => json(courseGroups) });
    const { user, onAbandon } = await openChooser(vi.fn(), { required: true });

    await screen.findAllByTestId('course-option');
    await user.click(screen.getByRole('button', { name: 'Close course selection' }));
    expect(onAbandon).toHaveBeenCalledTimes(1);
  });
});
