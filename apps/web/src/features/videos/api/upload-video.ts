// The resumable upload (tus 1.0.0 at /api/rest/upload_session, contract-videos.md) through tus-js-client,
// loaded only when an upload starts or the modal looks for pending uploads (dynamic import; it stays
// out of every route chunk). Bearer token per request, renewed before the start and after a 401; three
// automatic retries (spec §9); the fingerprint in localStorage lets a reloaded page resume.
import type { HttpRequest, HttpResponse, HttpStack, PreviousUpload, Upload } from 'tus-js-client';
import { apiClient } from '../../../lib/api-client.ts';
import { shouldRetryUpload, uploadErrorCode, uploadIdFromUrl, uploadRetryDelays } from '../utils/upload-status.ts';
import { getVideoUpload } from './get-video-upload.ts';
import { ResumeCheckStack } from './resume-check-stack.ts';

/** Where the upload gets its token: the session's current one, and a renewed one after a refusal. */
export interface UploadTokenSource {
  current(): Promise<string | null>;
  renew(rejectedToken: string): Promise<string | null>;
}

export interface PendingUpload {
  /** localStorage key of the fingerprint entry. */
  key: string;
  title: string;
  fileName: string;
  size: number | null;
  created: string;
}

export interface StartUploadOptions {
  file: File;
  metadata: Record<string, string>;
  tokens: UploadTokenSource;
  onProgress(bytesSent: number, bytesTotal: number): void;
  /** The server has the whole file; videoId from the Video-Id header or GET /video-uploads/{id}. */
  onSuccess(result: { videoId: number | null; uploadId: string | null }): void;
  /** After the automatic retries: the problem code (VIDEO_TOO_LARGE, VIDEO_TYPE_NOT_ALLOWED, …). */
  onError(code: string): void;
  /** Chunks in bytes; the default sends 8 MiB per PATCH. */
  chunkSize?: number;
  /** tus's HTTP stack; the browser's by default (tests hand in a fake tus server). */
  httpStack?: HttpStack;
}

export interface UploadHandle {
  /** Whether the upload picked up where an earlier page left off. */
  resumed: boolean;
  abort(): Promise<void>;
}

const loadTus = () => import('tus-js-client');

export function uploadEndpoint(): string {
  const base = apiClient.getBaseUrl().replace(/\/+$/, '');
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(base) ? base : `${window.location.origin}${base.startsWith('/') ? '' : '/'}${base}`;
  return `${absolute}/upload_session`;
}

function videoIdFrom(response: HttpResponse | undefined): number | null {
  const header = response?.getHeader('Video-Id') ?? response?.getHeader('video-id');
  return header && /^[1-9]\d*$/.test(header) ? Number(header) : null;
}

export async function startVideoUpload(options: StartUploadOptions): Promise<UploadHandle> {
  const tus = await loadTus();
  let rejectedToken: string | null = null;
  let sentToken: string | null = null;
  let videoId: number | null = null;

  const upload: Upload = new tus.Upload(options.file, {
    endpoint: uploadEndpoint(),
    metadata: options.metadata,
    retryDelays: uploadRetryDelays(),
    chunkSize: options.chunkSize ?? 8 * 1024 * 1024,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // The resume check retries a 401 with a renewed token itself (tus would start the file over).
    httpStack: new ResumeCheckStack(options.httpStack ?? new tus.DefaultHttpStack({}), async (refusedToken) => {
      const renewed = await options.tokens.renew(refusedToken);
      if (renewed) sentToken = renewed;
      return renewed;
    }),
    async onBeforeRequest(req: HttpRequest) {
      const token = rejectedToken === null ? await options.tokens.current() : await options.tokens.renew(rejectedToken);
      rejectedToken = null;
      sentToken = token;
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onAfterResponse(_req: HttpRequest, res: HttpResponse) {
      if (res.getStatus() === 401) rejectedToken = sentToken;
      videoId = videoIdFrom(res) ?? videoId;
    },
    onShouldRetry(error) {
      const status = error.originalResponse?.getStatus();
      // A 401 is worth one more try only when a token was sent and can be renewed.
      if (status === 401) return rejectedToken !== null;
      return shouldRetryUpload(status);
    },
    onProgress: (sent, total) => options.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => {
      const uploadId = uploadIdFromUrl(upload.url);
      const known = videoIdFrom(lastResponse) ?? videoId;
      if (known !== null || uploadId === null) {
        options.onSuccess({ videoId: known, uploadId });
        return;
      }
      // A resumed upload that was already complete ends with a HEAD: ask the server which video it became.
      getVideoUpload(uploadId)
        .then((state) => options.onSuccess({ videoId: state.videoId, uploadId }))
        .catch(() => options.onSuccess({ videoId: null, uploadId }));
    },
    onError: (error) => {
      const detailed = 'originalResponse' in error ? error.originalResponse : undefined;
      const response = detailed ?? undefined;
      options.onError(uploadErrorCode(response?.getStatus(), response?.getBody()));
    },
  });

  const previous = await upload.findPreviousUploads();
  const resumable = previous.find((entry) => entry.uploadUrl !== null);
  if (resumable) upload.resumeFromPreviousUpload(resumable);
  upload.start();
  return { resumed: resumable !== undefined, abort: () => upload.abort(false) };
}

function pendingFrom(entry: PreviousUpload): PendingUpload {
  return {
    key: entry.urlStorageKey,
    title: entry.metadata.title ?? '',
    fileName: entry.metadata.filename ?? '',
    size: entry.size,
    created: entry.creationTime,
  };
}

/** Uploads of this browser that an earlier page started and did not finish (for this endpoint). */
export async function findPendingUploads(): Promise<PendingUpload[]> {
  const tus = await loadTus();
  if (!tus.canStoreURLs) return [];
  const all = await tus.defaultOptions.urlStorage.findAllUploads();
  return all.filter((entry) => entry.uploadUrl !== null).map(pendingFrom);
}

export async function discardPendingUpload(key: string): Promise<void> {
  const tus = await loadTus();
  await tus.defaultOptions.urlStorage.removeUpload(key);
}
