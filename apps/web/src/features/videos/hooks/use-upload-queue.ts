// The offline upload queue in the app (issue 19): the list the offline videos page shows, removing an entry,
// and the runner that uploads waiting videos through the normal upload path (tus, three retries) once the
// connection allows: at start, and whenever the network comes back (the window's online event on the web,
// `@capacitor/network`'s networkStatusChange on native).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { videoKeys } from '../api/query-keys.ts';
import { getQueuedUpload, listQueuedUploads, markQueuedUploadFailed, removeQueuedUpload } from '../api/upload-queue-store.ts';
import { startVideoUpload, type StartUploadOptions, type UploadHandle, type UploadTokenSource } from '../api/upload-video.ts';
import { shouldKeepLocalCopy, uploadDecision } from '../utils/upload-preferences.ts';
import { isNetworkFailure, nextQueuedUpload } from '../utils/upload-queue-rules.ts';
import { uploadPercent } from '../utils/upload-status.ts';
import { appEnvironment, type KeepLocalCopy, type UploadEnvironment } from './use-video-upload.ts';

export const uploadQueueKeys = {
  all: (userId: number) => ['upload-queue', userId] as const,
};

const LOCAL = { staleTime: Infinity, retry: false, networkMode: 'always' } as const;

/** The upload the runner is sending now, shared with the list (one runner per page). */
export interface QueueActivity {
  id: number;
  progress: number;
}

let activity: QueueActivity | null = null;
const activityListeners = new Set<() => void>();

function setActivity(next: QueueActivity | null): void {
  activity = next;
  for (const listener of activityListeners) listener();
}

export function useQueueActivity(): QueueActivity | null {
  return useSyncExternalStore(
    (onChange) => {
      activityListeners.add(onChange);
      return () => activityListeners.delete(onChange);
    },
    () => activity,
    () => null,
  );
}

export function useQueuedUploads(userId: number | null) {
  return useQuery({
    queryKey: uploadQueueKeys.all(userId ?? 0),
    queryFn: () => listQueuedUploads(userId ?? 0),
    enabled: userId !== null,
    ...LOCAL,
  });
}

export function useRemoveQueuedUpload(userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: number) => removeQueuedUpload(userId ?? 0, id),
    onSettled: () => client.invalidateQueries({ queryKey: uploadQueueKeys.all(userId ?? 0) }),
  });
}

export interface UploadQueueRunnerOptions {
  userId: number;
  tokens: UploadTokenSource;
  keepLocalCopy?: KeepLocalCopy | undefined;
  /** Seams for tests: the real ones load tus-js-client and ask the device. */
  start?: (options: StartUploadOptions) => Promise<UploadHandle>;
  environment?: UploadEnvironment;
}

/** Uploads the user's waiting videos, one after another, whenever the connection allows. */
export function useUploadQueueRunner({ userId, tokens, keepLocalCopy, start = startVideoUpload, environment }: UploadQueueRunnerOptions): void {
  const client = useQueryClient();
  const latest = useRef({ tokens, keepLocalCopy, start, environment });
  latest.current = { tokens, keepLocalCopy, start, environment };

  useEffect(() => {
    let stopped = false;
    let running = false;
    let handle: UploadHandle | null = null;
    const device = latest.current.environment ?? appEnvironment();
    const refresh = () => client.invalidateQueries({ queryKey: uploadQueueKeys.all(userId) });

    const drain = async (): Promise<void> => {
      if (running || stopped) return;
      running = true;
      try {
        const preferences = device.preferences();
        const decision = uploadDecision({ native: device.native, preferences, connection: await device.connection() });
        const next = nextQueuedUpload(await listQueuedUploads(userId), decision);
        const entry = next && (await getQueuedUpload(userId, next.id));
        if (!entry || stopped) {
          running = false;
          return;
        }
        const file = new File([entry.file], entry.fileName, { type: entry.mimeType });
        const { tokens: currentTokens, keepLocalCopy: keep, start: startUpload } = latest.current;
        const finish = async (work: Promise<unknown>) => {
          await work.catch(() => undefined);
          setActivity(null);
          handle = null;
          running = false;
          await refresh();
        };
        setActivity({ id: entry.id, progress: 0 });
        handle = await startUpload({
          file,
          metadata: entry.metadata,
          tokens: currentTokens,
          onProgress: (sent, total) => setActivity({ id: entry.id, progress: uploadPercent(sent, total) }),
          onSuccess: ({ videoId }) => {
            if (keep && videoId !== null && shouldKeepLocalCopy({ native: device.native, preferences })) {
              void keep({ videoId, courseId: entry.courseId, title: entry.title, file }).catch(() => undefined);
            }
            void client.invalidateQueries({ queryKey: videoKeys.lists() });
            void finish(removeQueuedUpload(userId, entry.id)).then(() => drain());
          },
          onError: (code) => {
            // A network failure waits for the next connection; a refusal stays, with its reason.
            void finish(isNetworkFailure(code) ? Promise.resolve() : markQueuedUploadFailed(userId, entry.id, code));
          },
        });
      } catch {
        setActivity(null);
        running = false;
      }
    };

    void drain();
    const stopWatching = device.watch(() => void drain());
    return () => {
      stopped = true;
      stopWatching();
      // Leaving pauses the upload; the entry stays queued and starts over next time.
      void handle?.abort();
      setActivity(null);
    };
  }, [userId, client]);
}
