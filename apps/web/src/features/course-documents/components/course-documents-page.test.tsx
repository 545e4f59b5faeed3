import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { course, documentsFixture, fakeApi, fileFixture, folderFixture, json, problem } from '../testing/fixtures.ts';
import { CourseDocumentsPage } from './course-documents-page.tsx';

const LIST = 'GET /course-documents?og=4';

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

const createObjectURL = vi.fn((_blob: Blob) => 'blob:campus/1');
beforeEach(() => {
  createObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const at = '/course-4/app/course-documents';
const render = () => renderScreen(<CourseDocumentsPage course={course} />, { at });

describe('course documents for a student', () => {
  it('shows the folder tree and the files of the chosen folder, without staff actions', async () => {
    stub({ [LIST]: () => json(documentsFixture()) });
    const user = userEvent.setup();
    const { router } = await render();

    expect(await screen.findByRole('heading', { level: 1, name: 'Course documents' })).toBeInTheDocument();
    const tree = screen.getByRole('navigation', { name: 'Folders' });
    // The top level first: its own file only.
    expect(within(screen.getByTestId('course-documents-files')).getByText('welcome.txt')).toBeInTheDocument();
    expect(screen.queryByText('Course guide.pdf')).not.toBeInTheDocument();

    await user.click(within(tree).getByRole('button', { name: 'Material' }));
    expect(router.state.location.search).toBe('?folder=10');
    const files = screen.getByTestId('course-documents-files');
    expect(within(files).getByText('Course guide.pdf')).toBeInTheDocument();
    expect(within(files).getByText('600 B')).toBeInTheDocument();
    expect(within(files).getByText('Ian Instructor')).toBeInTheDocument();
    expect(within(files).queryByText('drills.txt')).not.toBeInTheDocument();

    await user.click(within(tree).getByRole('button', { name: 'Week 1' }));
    expect(within(screen.getByTestId('course-documents-files')).getByText('drills.txt')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Folder path' })).toHaveTextContent(/All documents.*Material.*Week 1/);

    expect(screen.queryByRole('button', { name: 'Upload files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('says when a folder is empty', async () => {
    stub({ [LIST]: () => json(documentsFixture({ files: [] })) });
    await render();
    expect(await screen.findByTestId('course-documents-empty')).toHaveTextContent('This folder has no files yet.');
  });

  it('downloads a file with the session and saves it under its name', async () => {
    const api = stub({
      [LIST]: () => json(documentsFixture()),
      'GET /course-documents/files/22/download': () => new Response('hello', { headers: { 'content-type': 'application/octet-stream' } }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Download welcome.txt' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('welcome.txt');
    expect(link.href).toBe('blob:campus/1');
    expect(createObjectURL.mock.calls[0]?.[0].size).toBe(5);
    expect(api.calls.map((call) => call.path)).toContain('/course-documents/files/22/download');
    click.mockRestore();
  });

  it('shows a failed load', async () => {
    stub({ [LIST]: () => problem(500, 'INTERNAL_ERROR') });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The course documents could not be loaded');
  });
});

describe('course documents for staff', () => {
  const staff = () =>
    documentsFixture({
      permissions: { createFolder: true, upload: true },
      files: [fileFixture({ id: 20, folderId: 10, fileName: 'Course guide.pdf', permissions: { delete: true } })],
    });

  it('creates a folder inside the selected one and opens it', async () => {
    let documents = staff();
    const api = stub({
      [LIST]: () => json(documents),
      'POST /course-documents/folders?og=4': () => {
        documents = { ...documents, folders: [...documents.folders, folderFixture({ id: 12, name: 'Slides', parentId: 10 })] };
        return json(folderFixture({ id: 12, name: 'Slides', parentId: 10 }), 201);
      },
    });
    const user = userEvent.setup();
    const { router } = await renderScreen(<CourseDocumentsPage course={course} />, { at: `${at}?folder=10` });

    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), '  Slides ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?folder=12'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Slides', parentId: 10 });
    // The tree's entry for the new folder (the folder also names the open folder elsewhere on the screen).
    expect(await screen.findByTestId('folder-12')).toHaveAccessibleName('Slides');
  });

  it('checks the name before sending and shows the server’s refusal at the field', async () => {
    const api = stub({ [LIST]: () => json(staff()), 'PUT /course-documents/folders/10': () => problem(409, 'FOLDER_NAME_TAKEN') });
    const user = userEvent.setup();
    await renderScreen(<CourseDocumentsPage course={course} />, { at: `${at}?folder=10` });

    await user.click(await screen.findByRole('button', { name: 'Rename folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename folder' });
    const input = within(dialog).getByRole('textbox', { name: 'Folder name' });
    expect(input).toHaveValue('Material');
    await user.clear(input);
    await user.type(input, 'a/b');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/without slashes/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, 'Week 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A folder with this name is already there.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', path: '/course-documents/folders/10', body: { name: 'Week 1' } });
  });

  it('uploads the chosen file into the selected folder', async () => {
    const api = stub({
      [LIST]: () => json(staff()),
      'POST /course-documents/files?og=4&folderId=10': () => json(fileFixture({ id: 30, folderId: 10, fileName: 'plan.pdf' }), 201),
    });
    const user = userEvent.setup();
    const { container } = await renderScreen(<CourseDocumentsPage course={course} />, { at: `${at}?folder=10` });
    await screen.findByRole('button', { name: 'Upload files' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    await user.upload(input as HTMLInputElement, new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('plan.pdf was uploaded.')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/course-documents/files?og=4&folderId=10');
    expect((sent?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((sent?.body as FormData).get('file') as File).name).toBe('plan.pdf');
  });

  it('refuses an empty file without sending it', async () => {
    const api = stub({ [LIST]: () => json(staff()) });
    const user = userEvent.setup();
    const { container } = await render();
    await screen.findByRole('button', { name: 'Upload files' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([], 'empty.txt'));
    expect(await screen.findByText('empty.txt could not be uploaded')).toBeInTheDocument();
    expect(screen.getByText('The file is empty.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('deletes a file after confirmation', async () => {
    const api = stub({ [LIST]: () => json(staff()), 'DELETE /course-documents/files/20': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    await renderScreen(<CourseDocumentsPage course={course} />, { at: `${at}?folder=10` });
    await user.click(await screen.findByRole('button', { name: 'Delete Course guide.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(dialog).toHaveTextContent('Delete “Course guide.pdf”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/course-documents/files/20')).toBe(true));
  });

  it('deletes a folder after confirmation and goes to its parent', async () => {
    const api = stub({ [LIST]: () => json(staff()), 'DELETE /course-documents/folders/11': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    const { router } = await renderScreen(<CourseDocumentsPage course={course} />, { at: `${at}?folder=11` });
    await user.click(await screen.findByRole('button', { name: 'Delete folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder' });
    expect(dialog).toHaveTextContent('Week 1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.search).toBe('?folder=10'));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/course-documents/folders/11')).toBe(true);
  });
});
