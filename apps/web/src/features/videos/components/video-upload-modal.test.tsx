import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingUpload, StartUploadOptions, UploadHandle } from '../api/upload-video.ts';
import { fakeApi, json, videoFixture } from '../testing/video-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { VideoUploadModal } from './video-upload-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tokens = { current: async () => 'token', renew: async () => null };
const course = { og_id: 4 };

/** The tus module boundary: records the options and lets the test drive the callbacks. */
function fakeTus({ resumed = false }: { resumed?: boolean } = {}) {
  let options: StartUploadOptions | undefined;
  const abort = vi.fn(async () => undefined);
  const start = vi.fn(async (given: StartUploadOptions): Promise<UploadHandle> => {
    options = given;
    return { resumed, abort };
  });
  return {
    start,
    abort,
    get options(): StartUploadOptions {
      if (!options) throw new Error('the upload has not started');
      return options;
    },
  };
}

function stub(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /assignments?og=4&includeVideos=false': () =>
      json({ role: 'student', student_progress: 0, can_manage: false, items: [{ id: 7, title: 'Pressing trap' }] }),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

const noPending = async (): Promise<PendingUpload[]> => [];
const clip = () => new File([new Uint8Array(2048)], 'back_four-drill.mp4', { type: 'video/mp4' });

async function chooseAndStart(user: ReturnType<typeof userEvent.setup>, title?: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, clip());
  expect(screen.getByTestId('chosen-file')).toHaveTextContent('back_four-drill.mp4');
  const titleInput = screen.getByRole('textbox', { name: 'Title' });
  expect(titleInput).toHaveValue('back four drill');
  if (title !== undefined) {
    await user.clear(titleInput);
    await user.type(titleInput, title);
  }
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

describe('upload modal', { timeout: 20_000 }, () => {
  it('uploads with the metadata, shows progress, 100 at UPLOADED, processing until ready, then the poster', async () => {
    let status: 'processing' | 'ready' = 'processing';
    const current = () => videoFixture({ id: 55, title: 'Back four', status, posterUrl: status === 'ready' ? '/poster.jpg' : null });
    const api = stub({ 'GET /videos/55': () => json(current()), 'PUT /videos/55': () => json(current()) });
    const tus = fakeTus();
    const user = userEvent.setup();
    await renderScreen(<VideoUploadModal course={course} opened onClose={() => undefined} tokens={tokens} startUpload={tus.start} findPending={noPending} />);
    await screen.findByTestId('video-upload-modal');

    // Assignment and a topic.
    await user.click(screen.getByRole('textbox', { name: 'Assignment' }));
    await user.click(await screen.findByRole('option', { name: 'Pressing trap', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'Topics' }), 'Pressing{Enter}');
    await chooseAndStart(user, 'Back four');

    await waitFor(() => expect(tus.start).toHaveBeenCalledTimes(1));
    expect(tus.options.metadata).toMatchObject({ og_id: '4', title: 'Back four', assignment: '7', filename: 'back_four-drill.mp4', filetype: 'video/mp4' });
    expect(tus.options.metadata.timestamp).toMatch(/^\d{10}$/);
    expect(tus.options.tokens).toBe(tokens);

    act(() => tus.options.onProgress(512, 2048));
    expect(screen.getByTestId('upload-progress')).toHaveAttribute('data-progress', '25');
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Uploading… 25 %');

    act(() => tus.options.onSuccess({ videoId: 55, uploadId: 'abc' }));
    expect(screen.getByTestId('upload-progress')).toHaveAttribute('data-progress', '100');
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Uploaded (100 %)');
    expect(await screen.findByTestId('upload-processing')).toBeInTheDocument();
    // New topic names are set once the video exists.
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ topics: ['Pressing'] }));

    status = 'ready';
    expect(await screen.findByTestId('upload-poster', {}, { timeout: 6000 })).toHaveAttribute('src', '/poster.jpg');
    expect(screen.getByRole('link', { name: 'Open the video' })).toHaveAttribute('href', '/course-4/app/video-player?id=55');
  });

  it('shows the spec popup with the title when the upload fails, and Confirm closes it', async () => {
    stub();
    const tus = fakeTus();
    const user = userEvent.setup();
    await renderScreen(<VideoUploadModal course={course} opened onClose={() => undefined} tokens={tokens} startUpload={tus.start} findPending={noPending} />);
    await screen.findByTestId('video-upload-modal');
    await chooseAndStart(user, 'Back four');
    await waitFor(() => expect(tus.start).toHaveBeenCalled());
    act(() => tus.options.onProgress(1024, 2048));
    act(() => tus.options.onError('VIDEO_TYPE_NOT_ALLOWED'));

    const popup = await screen.findByTestId('upload-failed-popup');
    expect(popup).toHaveTextContent('The video Back four could not be uploaded. Please try again.');
    expect(screen.getByTestId('upload-failed-reason')).toHaveTextContent('This file is not a video that can be uploaded.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('upload-failed-popup')).not.toBeInTheDocument());
    // Back to the form to try again.
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('shows the German popup text', async () => {
    stub();
    const tus = fakeTus();
    const user = userEvent.setup();
    await renderScreen(<VideoUploadModal course={course} opened onClose={() => undefined} tokens={tokens} startUpload={tus.start} findPending={noPending} />, {
      language: 'de',
    });
    await screen.findByTestId('video-upload-modal');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, clip());
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(tus.start).toHaveBeenCalled());
    act(() => tus.options.onError('VIDEO_TOO_LARGE'));
    expect(await screen.findByTestId('upload-failed-popup')).toHaveTextContent(
      'Das Video back four drill konnte nicht hochgeladen werden. Bitte versuche es erneut.',
    );
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
  });

  it('offers unfinished uploads of an earlier page and says when one resumes', async () => {
    stub();
    const tus = fakeTus({ resumed: true });
    const pending: PendingUpload[] = [{ key: 'tus::fp::1', title: 'Old drill', fileName: 'back_four-drill.mp4', size: 2048, created: '2026-01-01' }];
    const user = userEvent.setup();
    await renderScreen(
      <VideoUploadModal course={course} opened onClose={() => undefined} tokens={tokens} startUpload={tus.start} findPending={async () => pending} />,
    );
    const box = await screen.findByTestId('pending-uploads');
    expect(box).toHaveTextContent('Old drill');
    expect(box).toHaveTextContent('Choose the same file again to continue where the upload stopped.');
    await chooseAndStart(user);
    expect(await screen.findByTestId('upload-resumed')).toHaveTextContent('The upload continues where it stopped.');
  });

  it('pauses (aborts) the running upload when cancelled', async () => {
    stub();
    const tus = fakeTus();
    const user = userEvent.setup();
    await renderScreen(<VideoUploadModal course={course} opened onClose={() => undefined} tokens={tokens} startUpload={tus.start} findPending={noPending} />);
    await screen.findByTestId('video-upload-modal');
    await chooseAndStart(user);
    await waitFor(() => expect(tus.start).toHaveBeenCalled());
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(tus.abort).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('keeps the video on the device when the browser is offline, and says it uploads when the network is back', async () => {
    stub();
    const tus = fakeTus();
    const queueUpload = vi.fn(async () => undefined);
    const onClose = vi.fn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    await renderScreen(<VideoUploadModal course={course} opened onClose={onClose} tokens={tokens} startUpload={tus.start} findPending={noPending} queueUpload={queueUpload} />);
    await screen.findByTestId('video-upload-modal');
    await chooseAndStart(user, 'Back four');

    expect(await screen.findByTestId('upload-queued')).toHaveTextContent('You are offline. "Back four" is saved on this device and uploads as soon as the network is back.');
    expect(queueUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'back_four-drill.mp4' }), expect.objectContaining({ og_id: '4', title: 'Back four' }));
    expect(tus.start).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
