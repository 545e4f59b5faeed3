import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignmentFixture, fakeApi, instructorCourse, json, listFixture, studentCourse } from '../testing/assignment-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { AssignmentsPage } from './assignments-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = 'GET /assignments?og=4&includeVideos=false';

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

const studentItems = [
  assignmentFixture({ id: 11, position: 0, title: 'Pressing trap', studentProgress: { status: 'completed', updatedAt: '2026-01-06T10:00:00Z' } }),
  assignmentFixture({ id: 12, position: 1, title: 'Build-up play', studentProgress: { status: 'in_progress', updatedAt: null } }),
  assignmentFixture({ id: 13, position: 2, title: 'Set pieces', attachments: [] }),
];

describe('assignments list for a learner', () => {
  it('shows each assignment with the learner status and the overall progress', async () => {
    const api = stub({ [LIST]: () => json(listFixture(studentItems, { student_progress: 33 })) });
    await renderScreen(<AssignmentsPage course={studentCourse} />, { at: '/course-4/app/assignments' });

    const cards = await screen.findAllByTestId('assignment-card');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Pressing trap', 'Build-up play', 'Set pieces']);
    expect(within(cards[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('In progress')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Not started')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Pressing trap' })).toHaveAttribute('href', '/course-4/app/assignment/11');

    const progress = screen.getByTestId('assignments-progress');
    expect(within(progress).getByText('33 %')).toBeInTheDocument();
    expect(within(progress).getByTestId('count-completed')).toHaveTextContent('1');
    // Learners neither create nor reach the cockpit.
    expect(screen.queryByRole('button', { name: 'Create assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cockpit' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([LIST]);
  });

  it('filters by status and title, keeps the filters in the URL and offers a reset when nothing matches', async () => {
    stub({ [LIST]: () => json(listFixture(studentItems)) });
    const user = userEvent.setup();
    const { router } = await renderScreen(<AssignmentsPage course={studentCourse} />, { at: '/course-4/app/assignments' });
    await screen.findAllByTestId('assignment-card');

    await user.click(screen.getByRole('radio', { name: 'In progress' }));
    expect(screen.getAllByTestId('assignment-card').map((card) => within(card).getByRole('link').textContent)).toEqual(['Build-up play']);
    expect(router.state.location.search).toBe('?status=in_progress');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'pressing');
    expect(screen.queryAllByTestId('assignment-card')).toHaveLength(0);
    expect(screen.getByTestId('assignments-empty')).toHaveTextContent('No assignment matches the filters.');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getAllByTestId('assignment-card')).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('reads filters from the URL', async () => {
    stub({ [LIST]: () => json(listFixture(studentItems)) });
    await renderScreen(<AssignmentsPage course={studentCourse} />, { at: '/course-4/app/assignments?status=completed' });
    const cards = await screen.findAllByTestId('assignment-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Pressing trap');
  });

  it('says so when there are no assignments yet, in German too', async () => {
    stub({ [LIST]: () => json(listFixture([])) });
    await renderScreen(<AssignmentsPage course={studentCourse} />, { at: '/course-4/app/assignments', language: 'de' });
    expect(await screen.findByTestId('assignments-empty')).toHaveTextContent('In diesem Kurs gibt es noch keine Aufgaben für dich.');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});

describe('assignments list for staff', () => {
  it('shows drafts, the audience, the cockpit links and the create button, without a progress of their own', async () => {
    const items = [
      assignmentFixture({ id: 11, title: 'Pressing trap', status: 'draft' }),
      assignmentFixture({ id: 12, title: 'Build-up play', position: 1, targetGroups: ['U17'], workgroups: [{ id: 3, name: 'Team Blue' }] }),
    ];
    stub({ [LIST]: () => json(listFixture(items, { role: 'instructor', can_manage: true })) });
    const user = userEvent.setup();
    await renderScreen(<AssignmentsPage course={instructorCourse} />, { at: '/course-4/app/assignments' });

    const cards = await screen.findAllByTestId('assignment-card');
    expect(within(cards[0]!).getByText('Draft')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('For: U17, Team Blue')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Cockpit' })).toHaveAttribute('href', '/course-4/app/assignment-cockpit/12');
    expect(screen.getByRole('link', { name: 'Course cockpit' })).toHaveAttribute('href', '/course-4/app/course-cockpit');
    expect(screen.queryByTestId('assignments-progress')).not.toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Not started')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    expect(screen.getAllByTestId('assignment-card')).toHaveLength(1);
  });

  it('invites staff to create the first assignment', async () => {
    stub({ [LIST]: () => json(listFixture([], { role: 'manager', can_manage: true })) });
    await renderScreen(<AssignmentsPage course={instructorCourse} />, { at: '/course-4/app/assignments' });
    const empty = await screen.findByTestId('assignments-empty');
    expect(empty).toHaveTextContent('This course has no assignments yet. Create the first one.');
    expect(within(empty).getByRole('button', { name: 'Create assignment' })).toBeInTheDocument();
  });
});
