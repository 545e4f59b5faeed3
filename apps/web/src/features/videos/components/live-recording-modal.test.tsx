// The live-recording modal (issue 18) with a fake camera (getUserMedia) and a fake MediaRecorder in jsdom:
// camera refused or missing, preview, start/stop with the elapsed time, the automatic stop at the
// maximum, review with title, upload through the videos' tus upload as a live recording, record again,
// and the camera released when the modal goes away.
import { LIVE_RECORDING_MAX_SECONDS } from '@campus/shared/rules/live-recording';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StartUploadOptions, UploadHandle } from '../api/upload-video.ts';
import type { CameraRecorderSeams, RecorderLike } from '../hooks/use-camera-recorder.ts';
import { fakeApi, json, videoFixture } from '../testing/video-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { LiveRecordingModal } from './live-recording-modal.tsx';

const tokens = { current: async () => 'token', renew: async () => null };
const course = { og_id: 4 };

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:clip'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

class FakeRecorder implements RecorderLike {
  state: RecorderLike['state'] = 'inactive';
  ondataavailable: RecorderLike['ondataavailable'] = null;
  onstop: RecorderLike['onstop'] = null;
  constructor(readonly mimeType: string) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array(4096)], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** A camera stream whose tracks record whether they were stopped. */
function fakeStream() {
  const tracks = [{ stop: vi.fn(), kind: 'video' }, { stop: vi.fn(), kind: 'audio' }];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, tracks };
}

function fakeCamera(result: 'ok' | 'denied' | 'missing' = 'ok') {
  const clock = { now: 1_000_000 };
  const streams: ReturnType<typeof fakeStream>[] = [];
  const recorders: FakeRecorder[] = [];
  const getUserMedia = vi.fn(async () => {
    if (result === 'denied') throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    if (result === 'missing') throw Object.assign(new Error('none'), { name: 'NotFoundError' });
    const made = fakeStream();
    streams.push(made);
    return made.stream;
  });
  const seams: CameraRecorderSeams = {
    getUserMedia,
    isTypeSupported: (type) => type === 'video/webm;codecs=vp8,opus' || type === 'video/webm',
    createRecorder: (_stream, mimeType) => {
      const recorder = new FakeRecorder(mimeType ?? 'video/webm');
      recorders.push(recorder);
      return recorder;
    },
    now: () => clock.now,
  };
  return { seams, clock, streams, recorders, getUserMedia };
}

function fakeTus() {
  let options: StartUploadOptions | undefined;
  const start = vi.fn(async (given: StartUploadOptions): Promise<UploadHandle> => {
    options = given;
    return { resumed: false, abort: async () => undefined };
  });
  return {
    start,
    get options(): StartUploadOptions {
      if (!options) throw new Error('the upload has not started');
      return options;
    },
  };
}

function stubApi(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

describe('live-recording modal', { timeout: 20_000 }, () => {
  it('says clearly when the camera was refused, and when there is none', async () => {
    stubApi();
    const refused = fakeCamera('denied');
    const { unmount } = await renderScreen(<LiveRecordingModal course={course} opened onClose={() => undefined} tokens={tokens} recorder={refused.seams} />);
    expect(await screen.findByTestId('live-recording-camera-problem')).toHaveTextContent('Access to the camera was refused');
    expect(refused.getUserMedia).toHaveBeenCalledTimes(1);
    unmount();

    const missing = fakeCamera('missing');
    await renderScreen(<LiveRecordingModal course={course} opened onClose={() => undefined} tokens={tokens} recorder={missing.seams} />);
    expect(await screen.findByTestId('live-recording-camera-problem')).toHaveTextContent('No camera could be found');
    // Without a microphone it tried the camera alone, too.
    expect(missing.getUserMedia).toHaveBeenCalledWith({ video: true, audio: false });
  });

  it('records with the preferred type, shows the time, uploads the clip as a live recording, links the recording', async () => {
    let status: 'processing' | 'ready' = 'processing';
    stubApi({ 'GET /videos/77': () => json(videoFixture({ id: 77, title: 'Juggling', source: 'live_recording', status, posterUrl: status === 'ready' ? '/p.jpg' : null })) });
    const camera = fakeCamera();
    const tus = fakeTus();
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { unmount } = await renderScreen(
      <LiveRecordingModal course={course} opened onClose={onClose} tokens={tokens} startUpload={tus.start} recorder={camera.seams} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Record video' })).toBeInTheDocument();
    const preview = await screen.findByTestId('live-recording-preview');
    expect(preview).toHaveProperty('muted', true);
    expect(screen.getByTestId('live-recording-elapsed')).toHaveTextContent('0:00 / 10:00');

    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(camera.recorders[0]?.mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(screen.getByTestId('live-recording-indicator')).toHaveTextContent('Recording');
    camera.clock.now += 3_400;
    await waitFor(() => expect(screen.getByTestId('live-recording-elapsed')).toHaveTextContent('0:03 / 10:00'));

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByTestId('live-recording-review')).toHaveAttribute('src', 'blob:clip');
    expect(screen.getByTestId('live-recording-length')).toHaveTextContent('Recorded: 0:03');
    // The camera is off while the clip is reviewed.
    for (const track of camera.streams[0]?.tracks ?? []) expect(track.stop).toHaveBeenCalled();

    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  ');
    expect(upload).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Juggling');
    await user.click(upload);

    await waitFor(() => expect(tus.start).toHaveBeenCalledTimes(1));
    expect(tus.options.metadata).toMatchObject({ og_id: '4', title: 'Juggling', filetype: 'video/webm', source: 'live_recording' });
    expect(tus.options.metadata.filename).toMatch(/^live-recording-\d{4}-\d{2}-\d{2}-\d{4}\.webm$/);
    expect(tus.options.file.type).toBe('video/webm');
    expect(tus.options.file.size).toBe(4096);

    act(() => tus.options.onProgress(1024, 4096));
    expect(screen.getByTestId('upload-progress')).toHaveAttribute('data-progress', '25');
    act(() => tus.options.onSuccess({ videoId: 77, uploadId: 'u1' }));
    expect(await screen.findByTestId('upload-processing')).toBeInTheDocument();
    status = 'ready';
    expect(await screen.findByTestId('upload-open-video', {}, { timeout: 8000 })).toHaveAttribute('href', '/live-recordings/comments/77');
    unmount();
  });

  it('stops by itself at the maximum length; record again asks for the camera anew; closing releases it', async () => {
    stubApi();
    const camera = fakeCamera();
    const user = userEvent.setup();
    const { unmount } = await renderScreen(<LiveRecordingModal course={course} opened onClose={() => undefined} tokens={tokens} recorder={camera.seams} />);
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    camera.clock.now += (LIVE_RECORDING_MAX_SECONDS + 1) * 1000;
    expect(await screen.findByTestId('live-recording-length', {}, { timeout: 3000 })).toHaveTextContent('The recording stopped by itself after 10:00.');
    expect(camera.recorders[0]?.state).toBe('inactive');

    await user.click(screen.getByRole('button', { name: 'Record again' }));
    await screen.findByRole('button', { name: 'Start recording' });
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
    const second = camera.streams[1];
    expect(second?.tracks[0]?.stop).not.toHaveBeenCalled();
    unmount();
    for (const track of second?.tracks ?? []) expect(track.stop).toHaveBeenCalled();
  });
});
