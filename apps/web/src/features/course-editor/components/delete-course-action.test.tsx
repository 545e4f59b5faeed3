// "Delete course" in the edit dialog: offered for an existing course once its edit config loaded (the
// server allows exactly those users to delete), confirmed by name, DELETE /og/{id}, errors in the dialog.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { courseConfigFixture, fakeApi, json, problem, type Handler } from '../testing/course-editor-fixtures.ts';
import type { CourseEditorTarget } from '../utils/course-editor-target.ts';
import { CourseEditorDialog } from './course-editor-dialog.tsx';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const editConfig = () => courseConfigFixture('default', { ogId: 42, overrides: { title: { value: 'Goalkeeping' } } });

async function open(target: CourseEditorTarget, routes: Record<string, Handler>, withDelete = true) {
  const api = fakeApi({ 'GET /terms/autocomplete': () => json([]), ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  await renderScreen(<CourseEditorDialog target={target} onClose={onClose} onSaved={vi.fn()} onDeleted={withDelete ? onDeleted : undefined} />);
  return { api, onClose, onDeleted, user: userEvent.setup({ delay: null }) };
}

const openEdit = (routes: Record<string, Handler> = {}, withDelete = true) =>
  open({ mode: 'edit', courseId: 42 }, { 'GET /og/course-config/edit/42': () => json(editConfig()), ...routes }, withDelete);

const deleteCalls = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method === 'DELETE');

describe('course dialog: delete course', () => {
  it('is offered for an existing course once its edit config loaded', async () => {
    await openEdit();
    expect(await screen.findByTestId('course-delete')).toHaveTextContent('Delete course');
  });

  it('is not offered for a new course', async () => {
    await open({ mode: 'create', courseType: 'default', domainId: 1 }, { 'GET /og/course-config/load/default': () => json(courseConfigFixture('default')) });
    await screen.findByTestId('course-step-general');
    expect(screen.queryByTestId('course-delete')).not.toBeInTheDocument();
  });

  it('is not offered when the server refuses the edit config (no right to administer the course)', async () => {
    await open({ mode: 'edit', courseId: 42 }, { 'GET /og/course-config/edit/42': () => problem(403, 'FORBIDDEN') });
    expect(await screen.findByTestId('course-config-error')).toBeInTheDocument();
    expect(screen.queryByTestId('course-delete')).not.toBeInTheDocument();
  });

  it('is not offered where the caller cannot leave the course afterwards', async () => {
    await openEdit({}, false);
    await screen.findByTestId('course-step-general');
    expect(screen.queryByTestId('course-delete')).not.toBeInTheDocument();
  });

  it('asks first, naming the course; keeping it sends nothing', async () => {
    const { api, user, onDeleted } = await openEdit({ 'DELETE /og/42': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByTestId('course-delete'));
    expect(await screen.findByText('Delete this course?')).toBeInTheDocument();
    expect(screen.getByTestId('course-delete-message')).toHaveTextContent('The course “Goalkeeping” will be deleted');
    await user.click(screen.getByTestId('course-delete-cancel'));
    await waitFor(() => expect(screen.queryByTestId('course-delete-message')).not.toBeInTheDocument());
    expect(deleteCalls(api.calls)).toEqual([]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes after confirmation and reports the deleted course', async () => {
    const { api, user, onDeleted, onClose } = await openEdit({ 'DELETE /og/42': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByTestId('course-delete'));
    await user.click(await screen.findByTestId('course-delete-confirm'));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ courseId: 42, title: 'Goalkeeping' }));
    expect(deleteCalls(api.calls).map((call) => call.path)).toEqual(['/og/42']);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('course-delete-error')).not.toBeInTheDocument();
  });

  it('shows a refusal in the dialog and keeps it open', async () => {
    const { user, onDeleted, onClose } = await openEdit({ 'DELETE /og/42': () => problem(403, 'FORBIDDEN') });
    await user.click(await screen.findByTestId('course-delete'));
    await user.click(await screen.findByTestId('course-delete-confirm'));
    const error = await screen.findByTestId('course-delete-error');
    expect(error).toHaveTextContent('The course could not be deleted.');
    expect(error).toHaveTextContent('You do not have permission for this.');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('course-editor-dialog')).toBeInTheDocument();
  });

  it('says so when the server fails', async () => {
    const { user, onDeleted } = await openEdit({ 'DELETE /og/42': () => problem(500, 'INTERNAL_ERROR') });
    await user.click(await screen.findByTestId('course-delete'));
    await user.click(await screen.findByTestId('course-delete-confirm'));
    expect(await screen.findByTestId('course-delete-error')).toHaveTextContent('An error occurred on the server.');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
