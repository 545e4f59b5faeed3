import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignmentFixture, fakeApi, json, problem, type RecordedCall } from '../testing/assignment-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { AssignmentFormModal } from './assignment-form-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPTIONS = 'GET /assignments/options?og=4';
const options = { targetGroups: ['U17', 'U19'], workgroups: [{ id: 3, name: 'Team Blue' }] };

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

async function openForm(props: Partial<Parameters<typeof AssignmentFormModal>[0]> = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = await renderScreen(<AssignmentFormModal opened courseId={4} onSaved={onSaved} onClose={onClose} {...props} />);
  // The form is a lazy chunk; its title field appears once it is loaded.
  const title = await screen.findByRole('textbox', { name: /Title/ }, { timeout: 5000 });
  return { ...view, onSaved, onClose, title, user: userEvent.setup() };
}

// The form, the date picker and two editors load lazily and render in jsdom: slower than most screens.
describe('assignment form', { timeout: 20_000 }, () => {
  it('validates with the shared schema before anything is sent', async () => {
    const api = stub({ [OPTIONS]: () => json(options) });
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates the assignment for the chosen target group, then uploads its attachment', async () => {
    const created = assignmentFixture({ id: 31, title: 'Scouting report', targetGroups: ['U17'] });
    const api = stub({
      [OPTIONS]: () => json(options),
      'POST /assignments': () => json(created, 201),
      'POST /assignments/31/attachments': () =>
        json(
          {
            id: 8,
            name: 'plan.pdf',
            contentType: 'application/pdf',
            size: 4,
            item_url: '/api/rest/assignments/31/attachments/8',
            download_url: '/api/rest/assignments/31/attachments/8?download=1',
            createdAt: '2026-01-05T10:00:00.000Z',
          },
          201,
        ),
    });
    const { user, title, onSaved } = await openForm();

    await user.type(title, 'Scouting report');
    const targetGroups = screen.getByRole('textbox', { name: 'Target groups' });
    await waitFor(() => expect(targetGroups).toBeEnabled());
    await user.click(targetGroups);
    await user.click(await screen.findByRole('option', { name: 'U17', hidden: true }));
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(fileInput!, new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/assignments', '/assignments/31/attachments']);
    expect(posts[0]!.body).toEqual({
      og: 4,
      title: 'Scouting report',
      description: '',
      studentProcessing: { description: '' },
      dueDate: null,
      status: 'published',
      targetGroups: ['U17'],
      workgroups: [],
    });
    const upload = (posts[1] as RecordedCall).body as FormData;
    expect(upload).toBeInstanceOf(FormData);
    expect((upload.get('file') as File).name).toBe('plan.pdf');
  });

  it('puts the server field errors on the fields', async () => {
    stub({
      [OPTIONS]: () => json(options),
      'POST /assignments': () => problem(400, 'VALIDATION_FAILED', { errors: [{ path: 'title', message: 'Title already used' }] }),
    });
    const { user, title, onSaved } = await openForm();
    await user.type(title, 'Dup');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Title already used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some entries are invalid.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits an assignment: sends the changed fields and removes an attachment marked for removal', async () => {
    const existing = assignmentFixture({
      attachments: [
        {
          id: 5,
          name: 'old.pdf',
          contentType: 'application/pdf',
          size: 10,
          item_url: '/api/rest/assignments/11/attachments/5',
          download_url: '/api/rest/assignments/11/attachments/5?download=1',
          createdAt: '2026-01-05T10:00:00.000Z',
        },
      ],
    });
    const api = stub({
      [OPTIONS]: () => json(options),
      'PUT /assignments/11': () => json({ ...existing, title: 'Renamed' }),
      'DELETE /assignments/11/attachments/5': () => new Response(null, { status: 204 }),
    });
    const { user, title, onSaved } = await openForm({ assignment: existing });
    expect(title).toHaveValue('Analyse a pressing trap');
    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Remove old.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/assignments/11');
    expect(put?.body).toMatchObject({ title: 'Renamed', status: 'published' });
    expect(put?.body).not.toHaveProperty('og');
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/assignments/11/attachments/5']);
  });

  it('asks before closing a form with changes (spec §8)', async () => {
    stub({ [OPTIONS]: () => json(options) });
    const { user, title, onClose } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(title, 'Half written');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
