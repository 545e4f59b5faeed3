// Keeping a video for offline viewing: its playable file (the signed playerURL the player streams) is read
// whole, with progress, checked against the room left on the device, and stored for the signed-in user.
import type { Video } from '@campus/shared';
import { hasRoomFor } from '../utils/offline-video-rules.ts';
import { OFFLINE_STORAGE_FULL, OfflineStoreError, putOfflineVideo } from './offline-video-store.ts';

/** The file could not be fetched (offline, or the link expired): try again from the player. */
export const OFFLINE_DOWNLOAD_FAILED = 'OFFLINE_DOWNLOAD_FAILED';

export class OfflineDownloadError extends Error {
  readonly code = OFFLINE_DOWNLOAD_FAILED;
  constructor(readonly status: number | null) {
    super(`offline download failed${status === null ? '' : ` (${status})`}`);
    this.name = 'OfflineDownloadError';
  }
}

export interface KeepOfflineOptions {
  userId: number;
  video: Pick<Video, 'id' | 'courseId' | 'title' | 'duration' | 'playerURL'>;
  /** Bytes read so far, and the whole size when the server named it. */
  onProgress?(loaded: number, total: number | null): void;
  signal?: AbortSignal;
  /** The browser's storage estimate (tests hand in their own). */
  estimate?: () => Promise<{ quota?: number; usage?: number } | null>;
}

async function storageEstimate(): Promise<{ quota?: number; usage?: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  try {
    return await navigator.storage.estimate();
  } catch {
    return null;
  }
}

async function readWhole(response: Response, total: number | null, onProgress: KeepOfflineOptions['onProgress']): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'video/mp4';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    onProgress?.(loaded, total);
  }
  return new Blob(parts as BlobPart[], { type });
}

export async function keepVideoOffline({ userId, video, onProgress, signal, estimate = storageEstimate }: KeepOfflineOptions): Promise<void> {
  if (!video.playerURL) throw new OfflineDownloadError(null);
  let response: Response;
  try {
    response = await fetch(video.playerURL, { signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OfflineDownloadError(null);
  }
  if (!response.ok) throw new OfflineDownloadError(response.status);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (total !== null && !hasRoomFor(total, await estimate())) throw new OfflineStoreError(OFFLINE_STORAGE_FULL);
  let file: Blob;
  try {
    file = await readWhole(response, total, onProgress);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OfflineDownloadError(null);
  }
  if (total === null && !hasRoomFor(file.size, await estimate())) throw new OfflineStoreError(OFFLINE_STORAGE_FULL);
  await putOfflineVideo({
    userId,
    videoId: video.id,
    courseId: video.courseId,
    title: video.title,
    duration: video.duration,
    size: file.size,
    mimeType: file.type || 'video/mp4',
    savedAt: new Date().toISOString(),
    file,
  });
}

export interface KeepUploadedCopyOptions {
  userId: number;
  /** The video the upload became, and the file it was made from (picked or recorded on this device). */
  upload: { videoId: number; courseId: number; title: string; file: Blob };
  estimate?: () => Promise<{ quota?: number; usage?: number } | null>;
}

/** keep_videos (spec §3, native): the file just uploaded stays on the device for offline viewing. */
export async function keepUploadedCopy({ userId, upload, estimate = storageEstimate }: KeepUploadedCopyOptions): Promise<void> {
  if (!hasRoomFor(upload.file.size, await estimate())) throw new OfflineStoreError(OFFLINE_STORAGE_FULL);
  await putOfflineVideo({
    userId,
    videoId: upload.videoId,
    courseId: upload.courseId,
    title: upload.title,
    duration: null,
    size: upload.file.size,
    mimeType: upload.file.type || 'video/mp4',
    savedAt: new Date().toISOString(),
    file: upload.file,
  });
}
