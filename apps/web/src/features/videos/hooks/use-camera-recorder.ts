// The camera and MediaRecorder behind the live-recording modal (issue 18): asks for the camera while the
// recorder state needs it (the pure machine in @campus/shared/rules/live-recording), records with the
// best supported type, ticks the elapsed time, stops at the maximum length, and releases the camera as
// soon as the clip is recorded or the modal goes away.
import {
  cameraProblem,
  chooseRecordingMimeType,
  INITIAL_RECORDER_STATE,
  needsCamera,
  recorderReducer,
  recordingFile,
  shouldStopRecorder,
  type RecorderEvent,
  type RecorderState,
} from '@campus/shared/rules/live-recording';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

/** The part of MediaRecorder the modal uses. */
export interface RecorderLike {
  readonly state: 'inactive' | 'recording' | 'paused';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}

/** Seams for tests; the real ones are the browser's getUserMedia and MediaRecorder. */
export interface CameraRecorderSeams {
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createRecorder?: (stream: MediaStream, mimeType: string | null) => RecorderLike;
  isTypeSupported?: (type: string) => boolean;
  now?: () => number;
}

export interface RecordedClip {
  blob: Blob;
  /** Object URL for the review player (null where the environment has none). */
  url: string | null;
  type: 'video/webm' | 'video/mp4';
  extension: 'webm' | 'mp4';
}

const TICK_MS = 250;

function browserGetUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia(constraints);
}

function browserRecorder(stream: MediaStream, mimeType: string | null): RecorderLike {
  return new MediaRecorder(stream, mimeType === null ? undefined : { mimeType }) as unknown as RecorderLike;
}

function browserTypeSupport(): ((type: string) => boolean) | undefined {
  return typeof MediaRecorder === 'function' && typeof MediaRecorder.isTypeSupported === 'function'
    ? (type) => MediaRecorder.isTypeSupported(type)
    : undefined;
}

function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

function revoke(clip: RecordedClip | null): void {
  if (clip?.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(clip.url);
}

const reduce = (state: RecorderState, event: RecorderEvent) => recorderReducer(state, event);

export function useCameraRecorder(seams: CameraRecorderSeams = {}) {
  const { getUserMedia = browserGetUserMedia, createRecorder = browserRecorder, isTypeSupported = browserTypeSupport(), now = Date.now } = seams;
  const [state, dispatch] = useReducer(reduce, INITIAL_RECORDER_STATE);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [clip, setClip] = useState<RecordedClip | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<RecorderLike | null>(null);
  const clipRef = useRef<RecordedClip | null>(null);
  const startedAt = useRef(0);
  const requesting = state.phase === 'requesting';
  const cameraNeeded = needsCamera(state);

  // Ask for the camera (with the microphone when there is one).
  useEffect(() => {
    if (!requesting) return;
    let cancelled = false;
    const acquire = async () => {
      try {
        let acquired: MediaStream;
        try {
          acquired = await getUserMedia({ video: true, audio: true });
        } catch (error) {
          // Refused is refused; a missing microphone still allows a silent recording.
          if (cameraProblem(error) === 'denied') throw error;
          acquired = await getUserMedia({ video: true, audio: false });
        }
        if (cancelled) {
          stopTracks(acquired);
          return;
        }
        streamRef.current = acquired;
        setStream(acquired);
        dispatch({ type: 'camera-ready' });
      } catch (error) {
        if (!cancelled) dispatch({ type: 'camera-failed', problem: cameraProblem(error) });
      }
    };
    void acquire();
    return () => {
      cancelled = true;
    };
  }, [requesting, getUserMedia]);

  // The camera goes off once it is not needed (review, upload, failure).
  useEffect(() => {
    if (cameraNeeded || streamRef.current === null) return;
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, [cameraNeeded]);

  // Leaving: stop recording without keeping the clip, stop the camera, free the clip's URL.
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder) {
        recorder.onstop = null;
        recorder.ondataavailable = null;
        if (recorder.state !== 'inactive') recorder.stop();
      }
      stopTracks(streamRef.current);
      streamRef.current = null;
      revoke(clipRef.current);
    },
    [],
  );

  const recording = state.phase === 'recording';
  useEffect(() => {
    if (!recording) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', elapsed: (now() - startedAt.current) / 1000 }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [recording, now]);

  // Stop asked for, or the maximum length reached.
  const stopping = shouldStopRecorder(state);
  useEffect(() => {
    const recorder = recorderRef.current;
    if (stopping && recorder && recorder.state !== 'inactive') recorder.stop();
  }, [stopping]);

  const start = useCallback(() => {
    const current = streamRef.current;
    if (state.phase !== 'ready' || current === null) return;
    const mimeType = chooseRecordingMimeType(isTypeSupported);
    const recorder = createRecorder(current, mimeType);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const file = recordingFile(recorder.mimeType || mimeType);
      const blob = new Blob(chunks, { type: file.type });
      const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
      const next: RecordedClip = { blob, url, ...file };
      revoke(clipRef.current);
      clipRef.current = next;
      setClip(next);
      recorderRef.current = null;
      dispatch({ type: 'stopped' });
    };
    recorderRef.current = recorder;
    recorder.start(1000);
    startedAt.current = now();
    dispatch({ type: 'start' });
  }, [state.phase, isTypeSupported, createRecorder, now]);

  const stop = useCallback(() => dispatch({ type: 'stop' }), []);

  const again = useCallback(() => {
    revoke(clipRef.current);
    clipRef.current = null;
    setClip(null);
    dispatch({ type: 'again' });
  }, []);

  return { state, stream, clip, start, stop, again };
}
