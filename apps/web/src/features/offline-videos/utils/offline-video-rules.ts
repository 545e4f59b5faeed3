// Offline videos (spec `offline-videos`, `offline-video-player`; issue 19): which videos can be kept on this
// device, whether there is room for one, and the order of the list. Pure, no storage here.
import type { Video } from '@campus/shared';

/** What the offline list shows of a kept video (the bytes live beside it in the store). */
export interface OfflineVideoSummary {
  videoId: number;
  courseId: number;
  title: string;
  /** Seconds, when the server knew them. */
  duration: number | null;
  /** Bytes of the kept file. */
  size: number;
  mimeType: string;
  /** ISO date-time the video was kept. */
  savedAt: string;
}

/** Room left free on the device after a save (the browser's own data, other apps): 50 MiB. */
export const OFFLINE_STORAGE_RESERVE_BYTES = 50 * 1024 * 1024;

/** A video can be kept once it is ready and the server hands out its playable file. */
export function canKeepOffline(video: Pick<Video, 'status' | 'playerURL'>): boolean {
  return video.status === 'ready' && video.playerURL !== null;
}

/**
 * Whether `bytes` more fit into this origin's storage (`navigator.storage.estimate()`), keeping the reserve
 * free. Without an estimate (older browsers) the save is tried and the store's own refusal counts.
 */
export function hasRoomFor(bytes: number, estimate: { quota?: number; usage?: number } | null): boolean {
  if (!estimate || estimate.quota === undefined || estimate.usage === undefined) return true;
  return estimate.quota - estimate.usage - OFFLINE_STORAGE_RESERVE_BYTES >= bytes;
}

/** Newest first; the same moment by title, so the order never jumps. */
export function sortOfflineVideos<T extends Pick<OfflineVideoSummary, 'savedAt' | 'title'>>(videos: readonly T[]): T[] {
  return [...videos].sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.title.localeCompare(b.title));
}

/** The file the offline player plays: the server's MIME type, mp4 when it named none. */
export function playableType(mimeType: string): string {
  return /^video\/[\w.+-]+$/.test(mimeType) ? mimeType : 'video/mp4';
}
