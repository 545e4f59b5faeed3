// One upload's life in the modal: the pure status machine (utils/upload-status.ts) driven by tus.
// The native preferences decide first whether the upload may start now (web: always), from the connection
// `@capacitor/network` reports on native; after a native upload, keep_videos keeps the file for offline
// viewing (the caller hands in where it goes: the offline videos' store, composed in app/).
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { currentConnectionKind, watchConnection, type ConnectionKind } from '../../../lib/network-connection.ts';
import { isNativePlatform } from '../../../lib/platform.ts';
import { startVideoUpload, type StartUploadOptions, type UploadHandle, type UploadTokenSource } from '../api/upload-video.ts';
import { readVideoPreferences, shouldKeepLocalCopy, uploadDecision, type UploadDecision, type VideoPreferences } from '../utils/upload-preferences.ts';
import { shouldQueueUpload } from '../utils/upload-queue-rules.ts';
import { INITIAL_UPLOAD_STATE, uploadReducer } from '../utils/upload-status.ts';

/** A finished upload's file, to keep on the device for offline viewing. */
export interface UploadedCopy {
  videoId: number;
  courseId: number;
  title: string;
  file: File;
}

export type KeepLocalCopy = (copy: UploadedCopy) => Promise<void>;

/** Where the hook learns about the device (the real platform in the app; tests hand in their own). */
export interface UploadEnvironment {
  native: boolean;
  preferences(): VideoPreferences;
  connection(): Promise<ConnectionKind>;
  /** Calls back whenever the connection changes; answers the unsubscribe. */
  watch(onChange: () => void): () => void;
}

export function appEnvironment(): UploadEnvironment {
  const native = isNativePlatform();
  return {
    native,
    preferences: () => readVideoPreferences((key) => window.localStorage.getItem(key)),
    connection: () => currentConnectionKind({ native }),
    watch: (onChange) => watchConnection(onChange, { native }),
  };
}

export interface UseVideoUploadOptions {
  tokens: UploadTokenSource;
  /** Seam for tests; the real one loads tus-js-client. */
  start?: (options: StartUploadOptions) => Promise<UploadHandle>;
  /** Keeps the uploaded file for offline viewing (native with keep_videos on). */
  keepLocalCopy?: KeepLocalCopy | undefined;
  /** Keeps a video that may not upload now on the device until it can (the offline upload queue). */
  queueUpload?: QueueUpload | undefined;
  /** Seam for tests; the real one asks lib/platform.ts, localStorage and lib/network-connection.ts. */
  environment?: UploadEnvironment;
}

export type QueueUpload = (file: File, metadata: Record<string, string>) => Promise<void>;

export function useVideoUpload({ tokens, start = startVideoUpload, keepLocalCopy, queueUpload, environment }: UseVideoUploadOptions) {
  const [state, dispatch] = useReducer(uploadReducer, INITIAL_UPLOAD_STATE);
  const [resumed, setResumed] = useState(false);
  const [blocked, setBlocked] = useState<Exclude<UploadDecision, { start: true }>['reason'] | null>(null);
  /** The video waits in the queue on the device (`blocked` says why); null before, an error code if it could not. */
  const [queued, setQueued] = useState<'QUEUED' | 'QUEUE_FAILED' | null>(null);
  const handle = useRef<UploadHandle | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving the modal pauses the upload; its fingerprint lets it resume later.
      void handle.current?.abort();
    };
  }, []);

  const begin = useCallback(
    async (file: File, metadata: Record<string, string>) => {
      const device = environment ?? appEnvironment();
      const preferences = device.preferences();
      const decision = uploadDecision({ native: device.native, preferences, connection: await device.connection() });
      if (!mounted.current) return;
      if (!decision.start) {
        setBlocked(decision.reason);
        if (queueUpload && shouldQueueUpload(decision)) {
          try {
            await queueUpload(file, metadata);
            if (mounted.current) setQueued('QUEUED');
          } catch {
            if (mounted.current) setQueued('QUEUE_FAILED');
          }
        }
        return;
      }
      setBlocked(null);
      dispatch({ type: 'start' });
      const keep = keepLocalCopy && shouldKeepLocalCopy({ native: device.native, preferences }) ? keepLocalCopy : null;
      try {
        handle.current = await start({
          file,
          metadata,
          tokens,
          onProgress: (bytesSent, bytesTotal) => mounted.current && dispatch({ type: 'progress', bytesSent, bytesTotal }),
          onSuccess: ({ videoId }) => {
            // The copy is kept even when the modal closed meanwhile; a failed copy leaves the upload as it is.
            if (keep && videoId !== null) {
              void keep({ videoId, courseId: Number(metadata.og_id), title: metadata.title ?? file.name, file }).catch(() => undefined);
            }
            if (mounted.current) dispatch({ type: 'success', videoId });
          },
          onError: (code) => mounted.current && dispatch({ type: 'error', code }),
        });
        if (mounted.current) setResumed(handle.current.resumed);
      } catch {
        if (mounted.current) dispatch({ type: 'error', code: 'UPLOAD_FAILED' });
      }
    },
    [start, tokens, keepLocalCopy, queueUpload, environment],
  );

  const cancel = useCallback(async () => {
    await handle.current?.abort();
    handle.current = null;
    dispatch({ type: 'reset' });
  }, []);

  const reset = useCallback(() => {
    handle.current = null;
    setResumed(false);
    setQueued(null);
    setBlocked(null);
    dispatch({ type: 'reset' });
  }, []);

  return { state, resumed, blocked, queued, begin, cancel, reset };
}
