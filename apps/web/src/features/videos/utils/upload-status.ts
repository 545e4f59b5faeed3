// The web upload's status machine (spec §3 "Upload status", §4): UPLOADING shows progress, UPLOADED sets
// it to 100, FAILED (ERROR in the native flow) sets 0 and shows the error popup. Pure, no tus here.
import { VIDEO_UPLOAD_RETRIES } from '@campus/shared';

export type UploadPhase = 'IDLE' | 'UPLOADING' | 'UPLOADED' | 'FAILED';

export interface UploadState {
  status: UploadPhase;
  /** Whole percent, 0..100; 100 only once UPLOADED. */
  progress: number;
  /** The video the finished upload became (the final PATCH's Video-Id header, or GET /video-uploads). */
  videoId: number | null;
  /** Error code of the failure (translated as errors.<code>). */
  error: string | null;
}

export type UploadEvent =
  | { type: 'start' }
  | { type: 'progress'; bytesSent: number; bytesTotal: number }
  | { type: 'success'; videoId: number | null }
  | { type: 'video'; videoId: number }
  | { type: 'error'; code: string }
  | { type: 'reset' };

export const INITIAL_UPLOAD_STATE: UploadState = { status: 'IDLE', progress: 0, videoId: null, error: null };

/** Percent of bytes sent; while uploading it stays below 100 (100 means the server has the whole file). */
export function uploadPercent(bytesSent: number, bytesTotal: number): number {
  if (!Number.isFinite(bytesSent) || !Number.isFinite(bytesTotal) || bytesTotal <= 0 || bytesSent <= 0) return 0;
  return Math.min(99, Math.floor((bytesSent / bytesTotal) * 100));
}

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return { status: 'UPLOADING', progress: 0, videoId: null, error: null };
    case 'progress':
      if (state.status !== 'UPLOADING') return state;
      // Progress never goes backwards (a retried chunk re-reports from the server's offset).
      return { ...state, progress: Math.max(state.progress, uploadPercent(event.bytesSent, event.bytesTotal)) };
    case 'success':
      if (state.status !== 'UPLOADING') return state;
      return { status: 'UPLOADED', progress: 100, videoId: event.videoId, error: null };
    case 'video':
      if (state.status !== 'UPLOADED') return state;
      return { ...state, videoId: event.videoId };
    case 'error':
      if (state.status !== 'UPLOADING') return state;
      return { status: 'FAILED', progress: 0, videoId: null, error: event.code };
    case 'reset':
      return INITIAL_UPLOAD_STATE;
  }
}

/** Delays (ms) between tus attempts: one per automatic retry (spec §9: 3 retries). */
export function uploadRetryDelays(retries: number = VIDEO_UPLOAD_RETRIES): number[] {
  const steps = [1000, 3000, 5000, 10000, 20000];
  return Array.from({ length: Math.max(0, retries) }, (_, index) => steps[Math.min(index, steps.length - 1)] ?? 20000);
}

/**
 * Whether tus should try again after a failed request: 401 after the token was renewed; otherwise the
 * tus default (network errors and 5xx, 409 and 423; other 4xx are final answers such as 413 or 415).
 */
export function shouldRetryUpload(status: number | undefined): boolean {
  if (status === undefined || status === 0) return true;
  if (status === 401) return true;
  if (status === 409 || status === 423) return true;
  return !(status >= 400 && status < 500);
}

/** The error code of a failed tus request: the problem+json body's code, else by status. */
export function uploadErrorCode(status: number | undefined, body: string | undefined): string {
  if (body) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed === 'object' && parsed !== null && 'code' in parsed && typeof parsed.code === 'string' && parsed.code) {
        return parsed.code;
      }
    } catch {
      // Not JSON: fall through to the status.
    }
  }
  if (status === 413) return 'VIDEO_TOO_LARGE';
  if (status === 415) return 'VIDEO_TYPE_NOT_ALLOWED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === undefined || status === 0) return 'NETWORK_ERROR';
  return 'UPLOAD_FAILED';
}

/** The upload id is the last segment of the tus upload URL (…/upload_session/{uploadId}). */
export function uploadIdFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop();
  return last && /^[A-Za-z0-9_-]+$/.test(last) ? last : null;
}

/** The tus Upload-Metadata of spec §3 (og_id, timestamp) and the contract (title, assignment, topics, file). */
export function uploadMetadata(input: {
  courseId: number;
  title: string;
  assignmentId: number | null;
  topicIds: readonly number[];
  file: { name: string; type: string };
  now: number;
}): Record<string, string> {
  const metadata: Record<string, string> = {
    og_id: String(input.courseId),
    timestamp: String(Math.floor(input.now / 1000)),
    title: input.title.trim(),
    filename: input.file.name,
    filetype: input.file.type || 'application/octet-stream',
  };
  if (input.assignmentId !== null) metadata.assignment = String(input.assignmentId);
  if (input.topicIds.length > 0) metadata.topics = input.topicIds.join(',');
  return metadata;
}
