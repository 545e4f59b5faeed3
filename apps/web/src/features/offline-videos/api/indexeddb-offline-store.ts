// Videos kept for offline viewing in this browser: IndexedDB (the file as a Blob beside what the list shows).
// Each entry belongs to the signed-in user who kept it, so a shared device lists only one's own, and sign-out
// removes them. The native shell keeps files with Capacitor's Filesystem instead (filesystem-offline-store.ts);
// offline-video-store.ts picks one.
import { indexedDbOpener } from '../../../lib/indexed-db.ts';
import type { OfflineVideoSummary } from '../utils/offline-video-rules.ts';
import { OFFLINE_STORAGE_FULL, OFFLINE_STORAGE_UNAVAILABLE, OfflineStoreError, type OfflineVideoEntry, type OfflineVideoStore } from './offline-store-types.ts';

const DATABASE = 'campus-offline-videos';
const VERSION = 1;
const STORE = 'videos';
const BY_USER = 'byUser';

const openDatabase = indexedDbOpener({
  name: DATABASE,
  version: VERSION,
  upgrade: (database) => {
    const store = database.createObjectStore(STORE, { keyPath: ['userId', 'videoId'] });
    store.createIndex(BY_USER, 'userId');
  },
  unavailable: () => new OfflineStoreError(OFFLINE_STORAGE_UNAVAILABLE),
});

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () =>
      reject(transaction.error?.name === 'QuotaExceededError' ? new OfflineStoreError(OFFLINE_STORAGE_FULL) : (transaction.error ?? new Error('IndexedDB transaction aborted')));
    transaction.onerror = () => undefined;
  });
}

async function transaction(mode: IDBTransactionMode): Promise<{ store: IDBObjectStore; done: Promise<void> }> {
  const database = await openDatabase();
  const tx = database.transaction(STORE, mode);
  return { store: tx.objectStore(STORE), done: finished(tx) };
}

function summaryOf(entry: OfflineVideoEntry): OfflineVideoSummary {
  const { videoId, courseId, title, duration, size, mimeType, savedAt } = entry;
  return { videoId, courseId, title, duration, size, mimeType, savedAt };
}

/** Keeps (or replaces) a video for the user. */
async function put(entry: OfflineVideoEntry): Promise<void> {
  const { store, done } = await transaction('readwrite');
  store.put(entry);
  await done;
}

/** The user's kept videos, without their files. */
async function list(userId: number): Promise<OfflineVideoSummary[]> {
  const { store, done } = await transaction('readonly');
  const entries = await settle(store.index(BY_USER).getAll(IDBKeyRange.only(userId)) as IDBRequest<OfflineVideoEntry[]>);
  await done;
  return entries.map(summaryOf);
}

/** One kept video with its file; null when the user has not kept it. */
async function get(userId: number, videoId: number): Promise<OfflineVideoEntry | null> {
  const { store, done } = await transaction('readonly');
  const entry = await settle(store.get([userId, videoId]) as IDBRequest<OfflineVideoEntry | undefined>);
  await done;
  return entry ?? null;
}

async function remove(userId: number, videoId: number): Promise<void> {
  const { store, done } = await transaction('readwrite');
  store.delete([userId, videoId]);
  await done;
}

/** Everything the user kept on this device (at sign-out). */
async function removeUser(userId: number): Promise<void> {
  const { store, done } = await transaction('readwrite');
  const keys = await settle(store.index(BY_USER).getAllKeys(IDBKeyRange.only(userId)));
  for (const key of keys) store.delete(key);
  await done;
}

export const indexedDbOfflineStore: OfflineVideoStore = { put, list, get, remove, removeUser };
