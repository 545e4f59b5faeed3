// The offline upload queue's rules (spec offline-video-upload-modal, issue 19): an upload that may not start
// now (offline, or wifi-only away from Wi-Fi) waits on the device; the oldest waiting one goes first once the
// connection allows; a refusal (a bad title, no right to upload) stays as failed, a network failure waits
// for the next connection. Pure, no storage here.
import type { UploadDecision } from './upload-preferences.ts';

/** What the queue shows of a waiting upload (the file lies beside it in the store). */
export interface QueuedUploadSummary {
  id: number;
  userId: number;
  courseId: number;
  title: string;
  /** The tus Upload-Metadata the upload will carry (og_id, timestamp of the moment it was queued, …). */
  metadata: Record<string, string>;
  fileName: string;
  mimeType: string;
  size: number;
  /** ISO date-time it was queued. */
  queuedAt: string;
  /** The problem code of a refused upload; null while it waits. */
  error: string | null;
}

/** Whether a picked video waits in the queue instead of uploading: only when it may not start now. */
export function shouldQueueUpload(decision: UploadDecision): boolean {
  return !decision.start;
}

/** Failures the network caused: the upload waits for the next connection instead of failing. */
export function isNetworkFailure(code: string): boolean {
  return code === 'NETWORK_ERROR' || code === 'UPLOAD_FAILED';
}

/** Oldest first; the same moment by id, so the order never jumps. */
export function sortQueuedUploads<T extends Pick<QueuedUploadSummary, 'queuedAt' | 'id'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.id - b.id);
}

/** The upload to start now: none unless the connection allows; then the oldest that was not refused. */
export function nextQueuedUpload<T extends Pick<QueuedUploadSummary, 'queuedAt' | 'id' | 'error'>>(entries: readonly T[], decision: UploadDecision): T | null {
  if (!decision.start) return null;
  return sortQueuedUploads(entries).find((entry) => entry.error === null) ?? null;
}
