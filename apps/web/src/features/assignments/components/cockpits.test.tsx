import type { AssignmentCockpit } from '@campus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { courseCockpitFixture, fakeApi, json, problem } from '../testing/assignment-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { AssignmentCockpitView } from './assignment-cockpit-page.tsx';
import { AssignmentsCourseCockpit } from './course-cockpit-grid.tsx';

const COCKPIT = 'GET /assignments/cockpit?og=4';

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:campus/x'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens a select and picks an option from its own list (other selects keep hidden lists in the DOM). */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!);
  await user.click(within(listbox!).getByRole('option', { name: option, hidden: true }));
}

const rowNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);

describe('course cockpit grid', () => {
  it('shows members × assignments with each status, and "not assigned" where an assignment is not for the member', async () => {
    stub({ [COCKPIT]: () => json(courseCockpitFixture()) });
    await renderScreen(<AssignmentsCourseCockpit course={{ og_id: 4 }} />);

    const grid = await screen.findByTestId('course-cockpit-grid');
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Member',
      'Progress',
      'Last activity',
      'Pressing trap1 of 2 completed',
      'Build-up0 of 1 completed',
    ]);
    expect(rowNames()).toEqual(['Sam Student', 'Mia Member']);
    expect(screen.getByTestId('cell-21-11')).toHaveAttribute('data-status', 'completed');
    expect(screen.getByTestId('cell-21-12')).toHaveAttribute('data-status', 'in_progress');
    expect(screen.getByTestId('cell-22-11')).toHaveTextContent('Not started');
    expect(within(screen.getByTestId('cockpit-row-22')).getByLabelText('Not assigned')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Pressing trap' })).toHaveAttribute('href', '/course-4/app/assignment-cockpit/11');
  });

  it('filters by status, by status in one assignment and by group', async () => {
    stub({ [COCKPIT]: () => json(courseCockpitFixture()) });
    const user = userEvent.setup();
    await renderScreen(<AssignmentsCourseCockpit course={{ og_id: 4 }} />);
    await screen.findByTestId('course-cockpit-grid');

    await pick(user, 'Status', 'Not started');
    await waitFor(() => expect(rowNames()).toEqual(['Mia Member']));
    expect(screen.getByText('1 of 2 learners')).toBeInTheDocument();

    await pick(user, 'Status in', 'Build-up');
    expect(await screen.findByText('No member matches the filters.')).toBeInTheDocument();

    await pick(user, 'Status', 'All statuses');
    await pick(user, 'Group', 'Team Blue');
    await waitFor(() => expect(rowNames()).toEqual(['Sam Student']));
  });

  it('downloads the xlsx export in the user language', async () => {
    const api = stub({
      [COCKPIT]: () => json(courseCockpitFixture()),
      'GET /assignments/cockpit/export?og=4&lang=de': () => new Response('PK', { headers: { 'content-type': 'application/octet-stream' } }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderScreen(<AssignmentsCourseCockpit course={{ og_id: 4 }} />, { language: 'de' });

    await user.click(await screen.findByRole('button', { name: 'Exportieren (xlsx)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('course-4-cockpit.xlsx');
    expect(api.calls.map((call) => call.path)).toContain('/assignments/cockpit/export?og=4&lang=de');
  });

  it('shows why when the server refuses the cockpit', async () => {
    stub({ [COCKPIT]: () => problem(403, 'COCKPIT_FORBIDDEN') });
    await renderScreen(<AssignmentsCourseCockpit course={{ og_id: 4 }} />);
    expect(await screen.findByTestId('cockpit-forbidden')).toHaveTextContent('Only the course');
  });

  it("links a member's name to their learning cockpit when the app passes the link", async () => {
    stub({ [COCKPIT]: () => json(courseCockpitFixture()) });
    await renderScreen(<AssignmentsCourseCockpit course={{ og_id: 4 }} learnerTo={(uid) => `/app/learning-cockpit/${uid}`} />);

    const grid = await screen.findByTestId('course-cockpit-grid');
    expect(within(grid).getByRole('link', { name: 'Sam Student' })).toHaveAttribute('href', '/app/learning-cockpit/21');
    expect(within(grid).getByRole('link', { name: 'Mia Member' })).toHaveAttribute('href', '/app/learning-cockpit/22');
  });

  it('has an empty state for a course without assignments', async () => {
    stub({ [COCKPIT]: () => json({ ...courseCockpitFixture(), assignments: [] }) });
    await renderScreen(<AssignmentsCourseCockpit course={{ og_id: 4 }} />);
    expect(await screen.findByText('This course has no assignments yet.')).toBeInTheDocument();
  });
});

function assignmentCockpitFixture(): AssignmentCockpit {
  return {
    og_id: 4,
    assignment: { id: 11, title: 'Pressing trap', status: 'published', dueDate: null, position: 0, targetGroups: [], workgroups: [] },
    counts: { not_started: 1, in_progress: 0, completed: 1 },
    members: [
      {
        uid: 21,
        name: 'Sam Student',
        role: 'student',
        targetGroups: ['U17'],
        workgroups: [],
        status: 'completed',
        lastActivity: '2026-01-06T09:30:00.000Z',
        updatedBy: { uid: 21, name: 'Sam Student' },
        submissions: [{ kind: 'content', id: 90, title: 'My analysis', createdAt: '2026-01-06T09:00:00.000Z', url: '/course-4/app/content-details/blog?id=90' }],
      },
      { uid: 22, name: 'Mia Member', role: 'member', targetGroups: ['U19'], workgroups: [], status: 'not_started', lastActivity: null, updatedBy: null, submissions: [] },
    ],
  };
}

describe('assignment cockpit', () => {
  it('lists every member with status, who set it and the work handed in', async () => {
    stub({ 'GET /assignments/11/cockpit': () => json(assignmentCockpitFixture()) });
    await renderScreen(<AssignmentCockpitView course={{ og_id: 4 }} assignmentId={11} />);

    expect(await screen.findByRole('heading', { name: 'Cockpit: Pressing trap' })).toBeInTheDocument();
    expect(screen.getByTestId('cockpit-count-completed')).toHaveTextContent('1');
    const sam = screen.getByTestId('assignment-cockpit-row-21');
    expect(within(sam).getByRole('link', { name: 'My analysis' })).toHaveAttribute('href', '/course-4/app/content-details/blog?id=90');
    expect(within(sam).getByRole('textbox', { name: 'Status of Sam Student' })).toHaveValue('Completed');
    expect(screen.getByTestId('assignment-cockpit-row-22')).toHaveAttribute('data-status', 'not_started');
  });

  it('lets staff set a member status and refreshes the cockpit', async () => {
    let mia: 'not_started' | 'in_progress' = 'not_started';
    const api = stub({
      'GET /assignments/11/cockpit': () => {
        const data = assignmentCockpitFixture();
        data.members[1]!.status = mia;
        return json(data);
      },
      'PUT /assignments/11/progress': () => {
        mia = 'in_progress';
        return json({ assignmentId: 11, uid: 22, status: 'in_progress', updatedAt: '2026-01-08T10:00:00.000Z', student_progress: 0 });
      },
    });
    const user = userEvent.setup();
    await renderScreen(<AssignmentCockpitView course={{ og_id: 4 }} assignmentId={11} />);
    await screen.findByTestId('assignment-cockpit-table');

    await pick(user, 'Status of Mia Member', 'In progress');
    await waitFor(() => expect(screen.getByTestId('assignment-cockpit-row-22')).toHaveAttribute('data-status', 'in_progress'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'in_progress', uid: 22 });
  });

  it('filters members by status and by target group', async () => {
    stub({ 'GET /assignments/11/cockpit': () => json(assignmentCockpitFixture()) });
    const user = userEvent.setup();
    await renderScreen(<AssignmentCockpitView course={{ og_id: 4 }} assignmentId={11} />);
    await screen.findByTestId('assignment-cockpit-table');

    await pick(user, 'Group', 'U19');
    await waitFor(() => expect(rowNames()).toEqual(['Mia Member']));

    await pick(user, 'Status', 'Completed');
    expect(await screen.findByText('No member matches the filters.')).toBeInTheDocument();
  });
});
