import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignmentFixture, fakeApi, instructorCourse, json, problem, studentCourse } from '../testing/assignment-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { AssignmentDetailPage } from './assignment-detail-page.tsx';

const DETAIL = 'GET /assignments/11';

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

const attachment = {
  id: 5,
  name: 'pressing.pdf',
  contentType: 'application/pdf',
  size: 2048,
  item_url: '/api/rest/assignments/11/attachments/5',
  download_url: '/api/rest/assignments/11/attachments/5?download=1',
  createdAt: '2026-01-05T10:00:00.000Z',
};

const createObjectURL = vi.fn((_blob: Blob) => 'blob:campus/1');
beforeEach(() => {
  createObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/course-4/app/assignments', element: <p>the list</p> }];

describe('assignment detail for a learner', () => {
  it('shows description, attachments, videos and the work area with the own status', async () => {
    stub({
      [DETAIL]: () =>
        json(
          assignmentFixture({
            attachments: [attachment],
            videos: [{ id: 70, exerciseId: 11, title: 'Match clip', playerURL: null }],
            dueDate: '2099-01-01T10:00:00.000Z',
          }),
        ),
    });
    await renderScreen(<AssignmentDetailPage course={studentCourse} assignmentId={11} />, { at: '/course-4/app/assignment/11', routes });

    expect(await screen.findByRole('heading', { level: 1, name: 'Analyse a pressing trap' })).toBeInTheDocument();
    expect(screen.getByTestId('assignment-description').querySelector('strong')).toHaveTextContent('trigger');
    expect(within(screen.getByTestId('assignment-attachments')).getByText('pressing.pdf')).toBeInTheDocument();
    expect(within(screen.getByTestId('assignment-videos')).getByText('Match clip')).toBeInTheDocument();
    expect(screen.getByText(/^Due 01\.01\.99/)).toBeInTheDocument();
    const work = screen.getByTestId('work-area');
    expect(within(work).getByTestId('own-status')).toHaveTextContent('Not started');
    expect(within(work).getByText('Hand in one page.')).toBeInTheDocument();
    expect(within(work).getByRole('button', { name: 'Start working' })).toBeInTheDocument();
    expect(within(work).getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
    // Staff actions are not there.
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('moves the assignment to completed and shows the new status', async () => {
    let status: 'not_started' | 'completed' = 'not_started';
    const api = stub({
      [DETAIL]: () => json(assignmentFixture({ studentProgress: { status, updatedAt: status === 'completed' ? '2026-01-07T10:00:00.000Z' : null } })),
      'PUT /assignments/11/progress': () => {
        status = 'completed';
        return json({ assignmentId: 11, uid: 9, status: 'completed', updatedAt: '2026-01-07T10:00:00.000Z', student_progress: 100 });
      },
    });
    const user = userEvent.setup();
    await renderScreen(<AssignmentDetailPage course={studentCourse} assignmentId={11} />, { at: '/course-4/app/assignment/11', routes });

    await user.click(await screen.findByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(screen.getByTestId('own-status')).toHaveTextContent('Completed'));
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', path: '/assignments/11/progress', body: { status: 'completed' } });
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();
  });

  it('shows the server refusal where the change was made', async () => {
    stub({
      [DETAIL]: () => json(assignmentFixture()),
      'PUT /assignments/11/progress': () => problem(403, 'ASSIGNMENT_EMPTY'),
    });
    const user = userEvent.setup();
    await renderScreen(<AssignmentDetailPage course={studentCourse} assignmentId={11} />, { at: '/course-4/app/assignment/11', routes });
    await user.click(await screen.findByRole('button', { name: 'Start working' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This assignment has no content yet');
  });

  it('explains the empty-assignment rule of a self-learning course and offers no status change', async () => {
    stub({
      [DETAIL]: () =>
        json(assignmentFixture({ description: '', isEmpty: true, studentProcessing: { can_work_on: false, description: '' } })),
    });
    await renderScreen(<AssignmentDetailPage course={studentCourse} assignmentId={11} />, { at: '/course-4/app/assignment/11', routes });
    expect(await screen.findByTestId('empty-assignment-note')).toBeInTheDocument();
    expect(screen.getByText('This assignment has no description.')).toBeInTheDocument();
    expect(within(screen.getByTestId('work-area')).queryAllByRole('button')).toHaveLength(0);
  });

  it('downloads an attachment with the session, through its download URL', async () => {
    const api = stub({
      [DETAIL]: () => json(assignmentFixture({ attachments: [attachment] })),
      'GET /assignments/11/attachments/5?download=1': () =>
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/octet-stream' } }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderScreen(<AssignmentDetailPage course={studentCourse} assignmentId={11} />, { at: '/course-4/app/assignment/11', routes });

    await user.click(await screen.findByRole('button', { name: 'Download pressing.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('pressing.pdf');
    expect(link.href).toBe('blob:campus/1');
    expect(createObjectURL.mock.calls[0]?.[0].size).toBe(8);
    expect(api.calls.map((call) => call.path)).toContain('/assignments/11/attachments/5?download=1');
    click.mockRestore();
  });

  it('gives links to create work only where the route provides them', async () => {
    stub({ [DETAIL]: () => json(assignmentFixture()) });
    await renderScreen(
      <AssignmentDetailPage course={studentCourse} assignmentId={11} workLinks={{ uploadVideo: '/course-4/app/videos?assignmentId=11' }} />,
      { at: '/course-4/app/assignment/11', routes },
    );
    expect(await screen.findByRole('link', { name: 'Upload video' })).toHaveAttribute('href', '/course-4/app/videos?assignmentId=11');
    expect(screen.queryByRole('link', { name: 'Create content' })).not.toBeInTheDocument();
  });

  it('lists what the learner handed in, linked to its screen, and says when nothing is there yet', async () => {
    let own: { kind: 'content' | 'video'; id: number; title: string; createdAt: string; url: string | null }[] = [];
    stub({ [DETAIL]: () => json(assignmentFixture({ ownSubmissions: own })) });
    const first = await renderScreen(<AssignmentDetailPage course={studentCourse} assignmentId={11} />, { at: '/de/course-4/app/assignment/11', routes, language: 'de' });
    expect(await screen.findByTestId('own-submissions-empty')).toHaveTextContent('Noch nichts abgegeben.');
    first.unmount();

    own = [
      { kind: 'video', id: 70, title: 'My pressing clip', createdAt: '2026-01-06T10:00:00.000Z', url: '/course-4/app/video-player?id=70' },
      { kind: 'content', id: 71, title: 'Session plan', createdAt: '2026-01-07T10:00:00.000Z', url: null },
    ];
    await renderScreen(<AssignmentDetailPage course={studentCourse} assignmentId={11} />, { at: '/de/course-4/app/assignment/11', routes, language: 'de' });
    const items = await screen.findAllByTestId('own-submission');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'My pressing clip' })).toHaveAttribute('href', '/de/course-4/app/video-player?id=70');
    expect(items[0]).toHaveTextContent('Video · 06.01.26');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Session plan');
  });
});

describe('assignment detail for staff', () => {
  it('has no work area but edit, delete and the cockpit', async () => {
    stub({ [DETAIL]: () => json(assignmentFixture({ studentProcessing: { can_work_on: false, description: '' } })) });
    await renderScreen(<AssignmentDetailPage course={instructorCourse} assignmentId={11} />, { at: '/course-4/app/assignment/11', routes });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cockpit' })).toHaveAttribute('href', '/course-4/app/assignment-cockpit/11');
    expect(screen.queryByTestId('work-area')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation and returns to the list', async () => {
    const api = stub({
      [DETAIL]: () => json(assignmentFixture()),
      'DELETE /assignments/11': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    await renderScreen(<AssignmentDetailPage course={instructorCourse} assignmentId={11} />, { at: '/course-4/app/assignment/11', routes });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete assignment' });
    expect(again).toHaveTextContent('Delete “Analyse a pressing trap”?');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/assignments/11']);
  });
});
