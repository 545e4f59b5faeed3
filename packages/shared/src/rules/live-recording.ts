// Live recordings (issue 18, spec §2 live-recording-modal): a video recorded in the browser from the
// camera with MediaRecorder and uploaded through the videos' tus pipeline. Zod-free: the videos page
// asks `liveRecordingSupported` before it shows the entry, the lazy modal uses the rest.

/** Longest recording: the recorder stops by itself after this many seconds (10 minutes). */
export const LIVE_RECORDING_MAX_SECONDS = 10 * 60;

/** MediaRecorder types in order of preference (`isTypeSupported` picks the first one the browser has). */
export const LIVE_RECORDING_MIME_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9',
  'video/webm;codecs=vp8',
  'video/webm',
  'video/mp4',
] as const;

/** Whether the browser can record: camera access (getUserMedia) and MediaRecorder. */
export function liveRecordingSupported(env: { navigator?: { mediaDevices?: { getUserMedia?: unknown } }; MediaRecorder?: unknown }): boolean {
  return typeof env.navigator?.mediaDevices?.getUserMedia === 'function' && typeof env.MediaRecorder === 'function';
}

/** The first supported type of LIVE_RECORDING_MIME_TYPES; null lets the browser choose its default. */
export function chooseRecordingMimeType(isTypeSupported: ((type: string) => boolean) | undefined): string | null {
  if (typeof isTypeSupported !== 'function') return null;
  for (const type of LIVE_RECORDING_MIME_TYPES) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // A browser that throws for a type does not have it.
    }
  }
  return null;
}

/** The upload's file type and extension for what the recorder produced: codecs dropped (the server stores a plain video/* type). */
export function recordingFile(mimeType: string | null | undefined): { type: 'video/webm' | 'video/mp4'; extension: 'webm' | 'mp4' } {
  const base = (mimeType ?? '').split(';', 1)[0]?.trim().toLowerCase();
  return base === 'video/mp4' ? { type: 'video/mp4', extension: 'mp4' } : { type: 'video/webm', extension: 'webm' };
}

/** `live-recording-2026-11-27-2104.webm`: the file name of a recording made at `now` (local time). */
export function recordingFileName(now: Date, extension: string): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `live-recording-${stamp}.${extension}`;
}

/** Why the camera cannot be used: refused by the user or the browser, or no usable camera. */
export type CameraProblem = 'denied' | 'unavailable';

/** getUserMedia's rejection as a problem: NotAllowedError/SecurityError are a refusal, anything else no camera. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError' ? 'denied' : 'unavailable';
}

/** The recorder's screen state (pure; the modal drives it from the camera and MediaRecorder events). */
export type RecorderState =
  | { phase: 'requesting' }
  | { phase: 'failed'; problem: CameraProblem }
  | { phase: 'ready' }
  | { phase: 'recording'; elapsed: number }
  | { phase: 'finishing'; elapsed: number; automatic: boolean }
  | { phase: 'recorded'; elapsed: number; automatic: boolean };

export type RecorderEvent =
  | { type: 'camera-ready' }
  | { type: 'camera-failed'; problem: CameraProblem }
  | { type: 'start' }
  | { type: 'tick'; elapsed: number }
  | { type: 'stop' }
  | { type: 'stopped' }
  | { type: 'again' };

export const INITIAL_RECORDER_STATE: RecorderState = { phase: 'requesting' };

/** Whole seconds recorded, capped at the maximum. */
function clampElapsed(seconds: number, max: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return Math.min(max, Math.floor(seconds));
}

/**
 * Next state. A tick at or past `max` seconds stops the recording by itself (`finishing` with
 * `automatic`); `stopped` (the recorder's last data) leads to the review; `again` asks for the camera again.
 */
export function recorderReducer(state: RecorderState, event: RecorderEvent, max: number = LIVE_RECORDING_MAX_SECONDS): RecorderState {
  switch (event.type) {
    case 'camera-ready':
      return state.phase === 'requesting' ? { phase: 'ready' } : state;
    case 'camera-failed':
      return state.phase === 'requesting' ? { phase: 'failed', problem: event.problem } : state;
    case 'start':
      return state.phase === 'ready' ? { phase: 'recording', elapsed: 0 } : state;
    case 'tick': {
      if (state.phase !== 'recording') return state;
      const elapsed = clampElapsed(event.elapsed, max);
      return elapsed >= max ? { phase: 'finishing', elapsed, automatic: true } : { phase: 'recording', elapsed };
    }
    case 'stop':
      return state.phase === 'recording' ? { phase: 'finishing', elapsed: state.elapsed, automatic: false } : state;
    case 'stopped':
      if (state.phase === 'recording') return { phase: 'recorded', elapsed: state.elapsed, automatic: false };
      return state.phase === 'finishing' ? { phase: 'recorded', elapsed: state.elapsed, automatic: state.automatic } : state;
    case 'again':
      // The camera is released while the clip is reviewed: recording again asks for it anew.
      return state.phase === 'recorded' ? { phase: 'requesting' } : state;
  }
}

/** Whether the recorder should be told to stop now (a stop asked for, or the maximum reached). */
export function shouldStopRecorder(state: RecorderState): boolean {
  return state.phase === 'finishing';
}

/** Whether the camera is needed in this phase (asked for, previewed or recording); otherwise its tracks stop. */
export function needsCamera(state: RecorderState): boolean {
  return state.phase === 'requesting' || state.phase === 'ready' || state.phase === 'recording' || state.phase === 'finishing';
}
