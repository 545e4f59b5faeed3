import { describe, expect, it } from 'vitest';
import {
  cameraProblem,
  chooseRecordingMimeType,
  INITIAL_RECORDER_STATE,
  LIVE_RECORDING_MAX_SECONDS,
  liveRecordingSupported,
  needsCamera,
  recorderReducer,
  recordingFile,
  recordingFileName,
  shouldStopRecorder,
  type RecorderEvent,
  type RecorderState,
} from './live-recording.ts';

const run = (events: RecorderEvent[], max?: number): RecorderState =>
  events.reduce<RecorderState>((state, event) => recorderReducer(state, event, max), INITIAL_RECORDER_STATE);

describe('live recording rules', () => {
  it('allows at most 10 minutes', () => {
    expect(LIVE_RECORDING_MAX_SECONDS).toBe(600);
  });

  it('needs getUserMedia and MediaRecorder', () => {
    const getUserMedia = () => Promise.resolve();
    class FakeRecorder {}
    expect(liveRecordingSupported({ navigator: { mediaDevices: { getUserMedia } }, MediaRecorder: FakeRecorder })).toBe(true);
    expect(liveRecordingSupported({ navigator: { mediaDevices: { getUserMedia } } })).toBe(false);
    expect(liveRecordingSupported({ navigator: {}, MediaRecorder: FakeRecorder })).toBe(false);
    expect(liveRecordingSupported({ navigator: { mediaDevices: {} }, MediaRecorder: FakeRecorder })).toBe(false);
    expect(liveRecordingSupported({})).toBe(false);
  });

  it('prefers vp9, then vp8, then plain webm, then mp4', () => {
    const only = (...types: string[]) => (type: string) => types.includes(type);
    expect(chooseRecordingMimeType(() => true)).toBe('video/webm;codecs=vp9,opus');
    expect(chooseRecordingMimeType(only('video/webm;codecs=vp8,opus', 'video/webm'))).toBe('video/webm;codecs=vp8,opus');
    expect(chooseRecordingMimeType(only('video/webm;codecs=vp8'))).toBe('video/webm;codecs=vp8');
    expect(chooseRecordingMimeType(only('video/webm'))).toBe('video/webm');
    expect(chooseRecordingMimeType(only('video/mp4'))).toBe('video/mp4');
    expect(chooseRecordingMimeType(() => false)).toBeNull();
    expect(chooseRecordingMimeType(undefined)).toBeNull();
    expect(
      chooseRecordingMimeType((type) => {
        if (type.includes('vp9')) throw new Error('nope');
        return true;
      }),
    ).toBe('video/webm;codecs=vp8,opus');
  });

  it('uploads a plain webm or mp4 type with a dated file name', () => {
    expect(recordingFile('video/webm;codecs=vp9,opus')).toEqual({ type: 'video/webm', extension: 'webm' });
    expect(recordingFile('video/mp4;codecs=avc1')).toEqual({ type: 'video/mp4', extension: 'mp4' });
    expect(recordingFile(null)).toEqual({ type: 'video/webm', extension: 'webm' });
    expect(recordingFileName(new Date(2026, 10, 7, 9, 5), 'webm')).toBe('live-recording-2026-11-07-0905.webm');
  });

  it('tells a refused camera from a missing one', () => {
    expect(cameraProblem({ name: 'NotAllowedError' })).toBe('denied');
    expect(cameraProblem({ name: 'SecurityError' })).toBe('denied');
    expect(cameraProblem({ name: 'NotFoundError' })).toBe('unavailable');
    expect(cameraProblem({ name: 'NotReadableError' })).toBe('unavailable');
    expect(cameraProblem(new Error('x'))).toBe('unavailable');
    expect(cameraProblem(null)).toBe('unavailable');
  });

  it('goes camera → preview → recording → review → camera again', () => {
    expect(INITIAL_RECORDER_STATE).toEqual({ phase: 'requesting' });
    expect(run([{ type: 'camera-failed', problem: 'denied' }])).toEqual({ phase: 'failed', problem: 'denied' });
    expect(run([{ type: 'camera-ready' }])).toEqual({ phase: 'ready' });
    expect(run([{ type: 'camera-ready' }, { type: 'start' }, { type: 'tick', elapsed: 3.7 }])).toEqual({ phase: 'recording', elapsed: 3 });
    const stopping = run([{ type: 'camera-ready' }, { type: 'start' }, { type: 'tick', elapsed: 3 }, { type: 'stop' }]);
    expect(stopping).toEqual({ phase: 'finishing', elapsed: 3, automatic: false });
    expect(shouldStopRecorder(stopping)).toBe(true);
    const recorded = recorderReducer(stopping, { type: 'stopped' });
    expect(recorded).toEqual({ phase: 'recorded', elapsed: 3, automatic: false });
    expect(shouldStopRecorder(recorded)).toBe(false);
    expect(needsCamera(stopping)).toBe(true);
    expect(needsCamera(recorded)).toBe(false);
    expect(recorderReducer(recorded, { type: 'again' })).toEqual({ phase: 'requesting' });
    expect(needsCamera({ phase: 'requesting' })).toBe(true);
    expect(needsCamera({ phase: 'failed', problem: 'denied' })).toBe(false);
  });

  it('stops by itself at the maximum length', () => {
    const atMax = run([{ type: 'camera-ready' }, { type: 'start' }, { type: 'tick', elapsed: 9.9 }, { type: 'tick', elapsed: 10.2 }], 10);
    expect(atMax).toEqual({ phase: 'finishing', elapsed: 10, automatic: true });
    expect(shouldStopRecorder(atMax)).toBe(true);
    expect(recorderReducer(atMax, { type: 'tick', elapsed: 12 }, 10)).toBe(atMax);
    expect(recorderReducer(atMax, { type: 'stopped' }, 10)).toEqual({ phase: 'recorded', elapsed: 10, automatic: true });
    expect(run([{ type: 'camera-ready' }, { type: 'start' }, { type: 'tick', elapsed: LIVE_RECORDING_MAX_SECONDS + 5 }])).toMatchObject({
      phase: 'finishing',
      elapsed: LIVE_RECORDING_MAX_SECONDS,
    });
  });

  it('ignores events that do not fit the phase', () => {
    expect(run([{ type: 'start' }])).toEqual({ phase: 'requesting' });
    expect(run([{ type: 'camera-ready' }, { type: 'stop' }])).toEqual({ phase: 'ready' });
    expect(run([{ type: 'camera-ready' }, { type: 'again' }])).toEqual({ phase: 'ready' });
    expect(run([{ type: 'camera-ready' }, { type: 'camera-failed', problem: 'unavailable' }])).toEqual({ phase: 'ready' });
    expect(run([{ type: 'camera-ready' }, { type: 'start' }, { type: 'tick', elapsed: -1 }])).toEqual({ phase: 'recording', elapsed: 0 });
  });
});
