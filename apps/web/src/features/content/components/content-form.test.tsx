import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFixture, fakeApi, filtersFixture, json, problem } from '../testing/content-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { ContentForm } from './content-form.tsx';
import { ContentFormModal } from './content-form-modal.tsx';
import { NewsFormPage } from './news-form-page.tsx';

vi.mock('../../../components/rich-text/rich-text-editor-lazy.tsx', () => import('../testing/mock-editor.tsx'));

afterEach(() => {
  vi.unstubAllGlobals();
});

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /content/filters?og=4': () => json(filtersFixture()),
    'GET /assignments?og=4&includeVideos=false': () => json({ role: 'student', student_progress: 0, can_manage: false, items: [{ id: 11, title: 'Analyse a pressing trap' }] }),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

describe('content form', () => {
  it('checks the title before sending, then publishes with body, assignment and tags', async () => {
    const api = stub({ 'POST /content?og=4': (init) => json(contentFixture({ ...(JSON.parse(String(init.body)) as object), id: 40 }), 201) });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<ContentForm courseId={4} type="blog" onSaved={onSaved} onCancel={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'New Blog post' });
    expect(within(form).getByLabelText('Text')).toHaveAttribute('data-upload', 'yes');

    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByText('Please enter a title.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Title' }), '  My first post ');
    await user.type(within(form).getByLabelText('Text'), 'Hello');
    const assignment = within(form).getByRole('textbox', { name: 'Assignment' });
    await waitFor(() => expect(assignment).toBeEnabled());
    await user.click(assignment);
    await user.click(await screen.findByRole('option', { name: 'Analyse a pressing trap', hidden: true }));
    const tags = within(form).getByRole('textbox', { name: 'Tags' });
    await waitFor(() => expect(tags).toBeEnabled());
    await user.click(tags);
    await user.click(await screen.findByRole('option', { name: 'Pressing', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'blog',
      title: 'My first post',
      body: '<p>Hello</p>',
      assignmentId: 11,
      tids: [7],
    });
  }, 20_000);

  it('keeps what was typed when the server refuses, and marks the fields it names', async () => {
    stub({
      'POST /content?og=4': () =>
        problem(400, 'VALIDATION_FAILED', { errors: [{ path: 'title', message: 'Title is reserved' }] }),
    });
    const user = userEvent.setup();
    await renderScreen(<ContentForm courseId={4} type="blog" onSaved={vi.fn()} onCancel={vi.fn()} />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, 'Reserved');
    await user.type(screen.getByLabelText('Text'), 'Body text');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved');
    expect(title).toHaveValue('Reserved');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Title is reserved')).toBeInTheDocument();
    expect(screen.getByLabelText('Text')).toHaveValue('Body text');
  }, 15_000);

  it('checks the address of external content and shows the server’s URL refusal on it', async () => {
    const api = stub({ 'POST /content?og=4': () => problem(400, 'EXTERNAL_URL_NOT_PUBLIC') });
    const user = userEvent.setup();
    await renderScreen(<ContentForm courseId={4} type="external_content" onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Laws');
    const address = screen.getByRole('textbox', { name: 'Web address' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please enter a full web address starting with http:// or https://.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(address);
    await user.type(address, 'http://10.0.0.1/');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('This address cannot be previewed: it is not a public web address.').length).toBeGreaterThan(0);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ type: 'external_content', externalUrl: 'http://10.0.0.1/' });
  }, 15_000);

  it('takes the title from the page through the server preview, and shows a refused address on the field', async () => {
    const api = stub({
      'POST /content/external-preview?og=4': (init) =>
        (JSON.parse(String(init.body)) as { url: string }).url === 'https://example.org/laws'
          ? json({ url: 'https://example.org/laws', title: 'Laws of the Game <b>2026</b>', description: 'The rules, explained.', siteName: 'Example' })
          : problem(400, 'EXTERNAL_URL_NOT_PUBLIC'),
    });
    const user = userEvent.setup();
    await renderScreen(<ContentForm courseId={4} type="external_content" onSaved={vi.fn()} onCancel={vi.fn()} />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const address = screen.getByRole('textbox', { name: 'Web address' });
    await user.type(address, 'https://example.org/laws');
    await user.click(screen.getByRole('button', { name: 'Take the title from the page' }));
    // Plain text from the page, never markup.
    await waitFor(() => expect(title).toHaveValue('Laws of the Game <b>2026</b>'));
    expect(screen.getByTestId('link-preview')).toHaveTextContent('Example · The rules, explained.');
    expect(screen.getByTestId('link-preview').querySelector('b')).toBeNull();

    await user.clear(address);
    await user.type(address, 'http://169.254.169.254/');
    await user.click(screen.getByRole('button', { name: 'Take the title from the page' }));
    expect(await screen.findByText('This address cannot be previewed: it is not a public web address.')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Laws of the Game <b>2026</b>');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { url: 'https://example.org/laws' },
      { url: 'http://169.254.169.254/' },
    ]);
  }, 20_000);

  it('edits an item with PUT /content and its values', async () => {
    const item = contentFixture({ id: 31, type: 'cmap', title: 'Match plan', body: '<p>Old</p>', tags: [{ tid: 9, name: 'Archive' }] });
    const api = stub({ 'PUT /content': (init) => json({ ...item, ...(JSON.parse(String(init.body)) as object) }) });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<ContentForm courseId={4} type="cmap" item={item} onSaved={onSaved} onCancel={vi.fn()} />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Match plan');
    await user.clear(title);
    await user.type(title, 'Match plan v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ id: 31, title: 'Match plan v2', body: '<p>Old</p>', assignmentId: null, tids: [9] });
  });
});

describe('leaving a changed form (spec §8)', () => {
  it('closes an untouched dialog at once and asks before discarding changes', async () => {
    stub({});
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<ContentFormModal type="blog" courseId={4} onClose={onClose} onSaved={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Blog post' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('news form page', () => {
  it('writes news in the course of ?og', async () => {
    const api = stub({ 'POST /content?og=4': (init) => json(contentFixture({ ...(JSON.parse(String(init.body)) as object), id: 41 }), 201) });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<NewsFormPage courseId={4} onSaved={onSaved} onLeave={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'New News' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Training moved');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 41, type: 'news' })));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ type: 'news', title: 'Training moved' });
  });

  it('loads the item of ?id to edit, and says so without a course', async () => {
    stub({ 'GET /content/41': () => json(contentFixture({ id: 41, type: 'news', title: 'Training moved' })) });
    const view = await renderScreen(<NewsFormPage courseId={4} contentId={41} onSaved={vi.fn()} onLeave={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Training moved');
    expect(screen.getByRole('heading', { name: 'Edit News' })).toBeInTheDocument();
    view.unmount();

    await renderScreen(<NewsFormPage courseId={undefined} onSaved={vi.fn()} onLeave={vi.fn()} />);
    expect(screen.getByTestId('news-form-missing-course')).toHaveTextContent('This link does not name the course to write news in.');
  });
});
