// What every offline video store keeps and answers (IndexedDB in the browser, the device's files on native),
// and the store's error codes. Types and errors only, so both stores and the facade share them without a loop.
import type { OfflineVideoSummary } from '../utils/offline-video-rules.ts';

/** A video to keep: what the list shows, for whom, and the file. */
export interface OfflineVideoEntry extends OfflineVideoSummary {
  userId: number;
  file: Blob;
}

/** A kept video as read back: the file itself (browser) or where it lies on the device (native). */
export type KeptOfflineVideo = OfflineVideoSummary & ({ file: Blob; uri?: undefined } | { uri: string; file?: undefined });

export interface OfflineVideoStore {
  /** Keeps (or replaces) a video for the user. */
  put(entry: OfflineVideoEntry): Promise<void>;
  /** The user's kept videos, without their files. */
  list(userId: number): Promise<OfflineVideoSummary[]>;
  /** One kept video with its file; null when the user has not kept it. */
  get(userId: number, videoId: number): Promise<KeptOfflineVideo | null>;
  remove(userId: number, videoId: number): Promise<void>;
  /** Everything the user kept on this device (at sign-out). */
  removeUser(userId: number): Promise<void>;
}

/** The store's refusal to take a file (quota, a full device), as the error code the screens translate. */
export const OFFLINE_STORAGE_FULL = 'OFFLINE_STORAGE_FULL';
/** This device keeps no offline data (IndexedDB missing or blocked, e.g. some private windows). */
export const OFFLINE_STORAGE_UNAVAILABLE = 'OFFLINE_STORAGE_UNAVAILABLE';

export class OfflineStoreError extends Error {
  constructor(readonly code: typeof OFFLINE_STORAGE_FULL | typeof OFFLINE_STORAGE_UNAVAILABLE) {
    super(code);
    this.name = 'OfflineStoreError';
  }
}
