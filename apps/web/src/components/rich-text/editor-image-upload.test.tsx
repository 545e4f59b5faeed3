import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { createTestI18n } from '../../test/render.tsx';
import { EDITOR_IMAGE_FIELD, editorImageUploader, formatImageSize, uploadErrorMessage } from './editor-image-upload.ts';
import { RichTextEditor } from './rich-text-editor-lazy.tsx';
import '../../test/jsdom-layout.ts';

afterEach(() => {
  notifications.clean();
});

describe('editor image upload (spec §7 POST /files/upload/editor?og)', () => {
  it('posts the file as the multipart field "upload" into the course and resolves fullPath', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ fullPath: '/api/rest/files/editor/abcdefghijklmnopqrstuv.png' }, { status: 201 }),
    );
    const client = createApiClient({ baseUrl: '/api/rest', fetch, getAccessToken: () => 'token' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'pitch.png', { type: 'image/png' });
    await expect(editorImageUploader(4, client)(file)).resolves.toBe('/api/rest/files/editor/abcdefghijklmnopqrstuv.png');

    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/rest/files/upload/editor?og=4');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(EDITOR_IMAGE_FIELD).toBe('upload');
    expect((body.get('upload') as File).name).toBe('pitch.png');
  });

  it('refuses an answer without a path', async () => {
    const client = createApiClient({ baseUrl: '/api/rest', fetch: async () => Response.json({}, { status: 201 }) });
    await expect(editorImageUploader(4, client)(new File(['x'], 'a.png'))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('tells failures with the server message stripped of HTML, else the translated code', async () => {
    const i18n = await createTestI18n('en');
    const t = i18n.t.bind(i18n);
    expect(uploadErrorMessage(new ApiError({ status: 400, code: 'IMAGE_TYPE_NOT_ALLOWED', detail: '<p>The file <b>x.svg</b> is no image</p>' }), t)).toBe(
      'The file x.svg is no image',
    );
    expect(uploadErrorMessage(new ApiError({ status: 413, code: 'IMAGE_TOO_LARGE' }), t)).toBe(i18n.t('errors.IMAGE_TOO_LARGE'));
    expect(uploadErrorMessage(new ApiError({ status: 400, code: 'SOMETHING_NEW' }), t)).toBe('Please try again.');
    expect(uploadErrorMessage(new Error('boom'), t)).toBe('Please try again.');
  });

  it('formats the size of the success summary', () => {
    expect(formatImageSize(512)).toBe('512 B');
    expect(formatImageSize(2048)).toBe('2 KB');
    expect(formatImageSize(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
  });
});

describe('image upload toasts (spec §8)', () => {
  async function renderEditor(upload: (file: File) => Promise<string>) {
    const i18n = await createTestI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <Notifications />
          <RichTextEditor label="Text" value="<p>x</p>" onChange={() => undefined} onUploadImage={upload} />
        </MantineProvider>
      </I18nextProvider>,
    );
    await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    return input!;
  }

  it('says which image was inserted', async () => {
    const input = await renderEditor(async () => '/api/rest/files/editor/abcdefghijklmnopqrstuv.png');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(2048)], 'pitch.png', { type: 'image/png' })] } });
    });
    expect(await screen.findByText('pitch.png (2 KB) was inserted.')).toBeInTheDocument();
    expect(screen.getByText('The image was uploaded.')).toBeInTheDocument();
  });

  it('shows the upload error title with the server message as text', async () => {
    const input = await renderEditor(async () => {
      throw new ApiError({ status: 400, code: 'IMAGE_TYPE_NOT_ALLOWED', detail: '<img src=x onerror="window.__xss=1">Not an <em>image</em>' });
    });
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'evil.png', { type: 'image/png' })] } });
    });
    expect(await screen.findByText('The image could not be uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Not an image')).toBeInTheDocument());
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
