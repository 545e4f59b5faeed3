// One upload's life in the modal: the pure status machine (utils/upload-status.ts) driven by tus.
// The native preferences decide first whether the upload may start now (web: always).
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isNativePlatform } from '../../../lib/platform.ts';
import { startVideoUpload, type StartUploadOptions, type UploadHandle, type UploadTokenSource } from '../api/upload-video.ts';
import { connectionKind, readVideoPreferences, uploadDecision, type UploadDecision } from '../utils/upload-preferences.ts';
import { INITIAL_UPLOAD_STATE, uploadReducer } from '../utils/upload-status.ts';

type NetworkInformation = { type?: string };

function currentDecision(): UploadDecision {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return uploadDecision({
    native: isNativePlatform(),
    preferences: readVideoPreferences((key) => window.localStorage.getItem(key)),
    connection: connectionKind(connection, navigator.onLine),
  });
}

export interface UseVideoUploadOptions {
  tokens: UploadTokenSource;
  /** Seam for tests; the real one loads tus-js-client. */
  start?: (options: StartUploadOptions) => Promise<UploadHandle>;
}

export function useVideoUpload({ tokens, start = startVideoUpload }: UseVideoUploadOptions) {
  const [state, dispatch] = useReducer(uploadReducer, INITIAL_UPLOAD_STATE);
  const [resumed, setResumed] = useState(false);
  const [blocked, setBlocked] = useState<Exclude<UploadDecision, { start: true }>['reason'] | null>(null);
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
      const decision = currentDecision();
      if (!decision.start) {
        setBlocked(decision.reason);
        return;
      }
      setBlocked(null);
      dispatch({ type: 'start' });
      try {
        handle.current = await start({
          file,
          metadata,
          tokens,
          onProgress: (bytesSent, bytesTotal) => mounted.current && dispatch({ type: 'progress', bytesSent, bytesTotal }),
          onSuccess: ({ videoId }) => mounted.current && dispatch({ type: 'success', videoId }),
          onError: (code) => mounted.current && dispatch({ type: 'error', code }),
        });
        if (mounted.current) setResumed(handle.current.resumed);
      } catch {
        if (mounted.current) dispatch({ type: 'error', code: 'UPLOAD_FAILED' });
      }
    },
    [start, tokens],
  );

  const cancel = useCallback(async () => {
    await handle.current?.abort();
    handle.current = null;
    dispatch({ type: 'reset' });
  }, []);

  const reset = useCallback(() => {
    handle.current = null;
    setResumed(false);
    dispatch({ type: 'reset' });
  }, []);

  return { state, resumed, blocked, begin, cancel, reset };
}
