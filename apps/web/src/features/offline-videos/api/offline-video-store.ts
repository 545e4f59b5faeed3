// The offline videos' store as the pages use it (issue 19): IndexedDB in the browser, the device's files
// through Capacitor's Filesystem on native (Directory.Data, one folder per user). The plugin is imported
// lazily, on native only.
import { isNativePlatform } from '../../../lib/platform.ts';
import type { OfflineVideoSummary } from '../utils/offline-video-rules.ts';
import { createFilesystemOfflineStore } from './filesystem-offline-store.ts';
import { indexedDbOfflineStore } from './indexeddb-offline-store.ts';
import type { KeptOfflineVideo, OfflineVideoEntry, OfflineVideoStore } from './offline-store-types.ts';

export { OFFLINE_STORAGE_FULL, OFFLINE_STORAGE_UNAVAILABLE, OfflineStoreError, type KeptOfflineVideo, type OfflineVideoEntry } from './offline-store-types.ts';

let chosen: Promise<OfflineVideoStore> | null = null;

async function nativeStore(): Promise<OfflineVideoStore> {
  const { Directory, Filesystem } = await import('@capacitor/filesystem');
  return createFilesystemOfflineStore(Filesystem, Directory.Data);
}

/** This device's store: chosen once per page. */
function store(): Promise<OfflineVideoStore> {
  chosen ??= isNativePlatform() ? nativeStore() : Promise.resolve(indexedDbOfflineStore);
  return chosen;
}

/** Keeps (or replaces) a video for the user. */
export async function putOfflineVideo(entry: OfflineVideoEntry): Promise<void> {
  return (await store()).put(entry);
}

/** The user's kept videos, without their files. */
export async function listOfflineVideos(userId: number): Promise<OfflineVideoSummary[]> {
  return (await store()).list(userId);
}

/** One kept video with its file (browser) or its place on the device (native); null when not kept. */
export async function getOfflineVideo(userId: number, videoId: number): Promise<KeptOfflineVideo | null> {
  return (await store()).get(userId, videoId);
}

export async function deleteOfflineVideo(userId: number, videoId: number): Promise<void> {
  return (await store()).remove(userId, videoId);
}

/** Everything the user kept on this device (at sign-out). */
export async function removeUserOfflineVideos(userId: number): Promise<void> {
  return (await store()).removeUser(userId);
}

/** The address a <video> plays a native file by (Capacitor's local server; `@capacitor/core` loaded lazily). */
export async function nativeFileSrc(uri: string): Promise<string> {
  const { Capacitor } = await import('@capacitor/core');
  return Capacitor.convertFileSrc(uri);
}
