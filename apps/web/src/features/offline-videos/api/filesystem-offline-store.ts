// Videos kept for offline viewing on the native app (issue 19): files in the app's private data directory
// through Capacitor's Filesystem, one folder per user (`offline-videos/<userId>/`), each video as its file
// (`<videoId>.mp4`, …, so the WebView's local server names its type) beside a small JSON entry with what the
// list shows. The entry is written last, so a file cut short (a full device) is never listed. The plugin is
// handed in (the facade imports it lazily; tests use its web implementation or a double).
import type { OfflineVideoSummary } from '../utils/offline-video-rules.ts';
import { OFFLINE_STORAGE_FULL, OFFLINE_STORAGE_UNAVAILABLE, OfflineStoreError, type KeptOfflineVideo, type OfflineVideoEntry, type OfflineVideoStore } from './offline-store-types.ts';

/** The part of `@capacitor/filesystem` this store uses (`D` is its Directory enum). */
export interface OfflineFilesystem<D> {
  writeFile(options: { path: string; data: string; directory: D; recursive?: boolean }): Promise<unknown>;
  appendFile(options: { path: string; data: string; directory: D }): Promise<void>;
  readFile(options: { path: string; directory: D }): Promise<{ data: string | Blob }>;
  readdir(options: { path: string; directory: D }): Promise<{ files: readonly { name: string; type: 'file' | 'directory' }[] }>;
  deleteFile(options: { path: string; directory: D }): Promise<void>;
  rmdir(options: { path: string; directory: D; recursive?: boolean }): Promise<void>;
  getUri(options: { path: string; directory: D }): Promise<{ uri: string }>;
}

const ROOT = 'offline-videos';
/** Bytes per write over the bridge: a multiple of 3, so the base64 pieces join into the whole file. */
export const FILE_CHUNK_BYTES = 3 * 1024 * 1024;

interface StoredEntry extends OfflineVideoSummary {
  fileName: string;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

function base64ToText(base64: string): string {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new TextDecoder().decode(bytes);
}

async function blobText(data: string | Blob): Promise<string> {
  return typeof data === 'string' ? base64ToText(data) : data.text();
}

/** The file's extension by its type: the WebView's local server serves the file by it. */
export function offlineFileExtension(mimeType: string): string {
  switch (mimeType.split(';', 1)[0]?.trim().toLowerCase()) {
    case 'video/quicktime':
      return '.mov';
    case 'video/webm':
      return '.webm';
    case 'video/x-m4v':
      return '.m4v';
    case 'video/3gpp':
      return '.3gp';
    default:
      return '.mp4';
  }
}

function isStoredEntry(value: unknown): value is StoredEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.videoId === 'number' &&
    typeof entry.courseId === 'number' &&
    typeof entry.title === 'string' &&
    (entry.duration === null || typeof entry.duration === 'number') &&
    typeof entry.size === 'number' &&
    typeof entry.mimeType === 'string' &&
    typeof entry.savedAt === 'string' &&
    typeof entry.fileName === 'string' &&
    /^\d+\.[a-z0-9]+$/.test(entry.fileName)
  );
}

function summaryOf(entry: StoredEntry): OfflineVideoSummary {
  const { videoId, courseId, title, duration, size, mimeType, savedAt } = entry;
  return { videoId, courseId, title, duration, size, mimeType, savedAt };
}

/** `chunkBytes` (a multiple of 3) is a seam for tests; the app writes FILE_CHUNK_BYTES per call. */
export function createFilesystemOfflineStore<D>(fs: OfflineFilesystem<D>, directory: D, chunkBytes: number = FILE_CHUNK_BYTES): OfflineVideoStore {
  const folder = (userId: number) => `${ROOT}/${userId}`;
  const at = (userId: number, name: string) => `${folder(userId)}/${name}`;
  const quietly = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch {
      // Already gone.
    }
  };

  async function readEntry(userId: number, videoId: number): Promise<StoredEntry | null> {
    try {
      const { data } = await fs.readFile({ path: at(userId, `${videoId}.json`), directory });
      const parsed: unknown = JSON.parse(await blobText(data));
      return isStoredEntry(parsed) && parsed.videoId === videoId ? parsed : null;
    } catch {
      return null;
    }
  }

  async function writeFileInChunks(path: string, file: Blob): Promise<void> {
    for (let start = 0; start === 0 || start < file.size; start += chunkBytes) {
      const data = bytesToBase64(new Uint8Array(await file.slice(start, start + chunkBytes).arrayBuffer()));
      if (start === 0) await fs.writeFile({ path, data, directory, recursive: true });
      else await fs.appendFile({ path, data, directory });
    }
  }

  async function put(entry: OfflineVideoEntry): Promise<void> {
    const { userId, file, ...rest } = entry;
    const previous = await readEntry(userId, entry.videoId);
    const fileName = `${entry.videoId}${offlineFileExtension(entry.mimeType)}`;
    const path = at(userId, fileName);
    try {
      await writeFileInChunks(path, file);
    } catch {
      await quietly(fs.deleteFile({ path, directory }));
      throw new OfflineStoreError(OFFLINE_STORAGE_FULL);
    }
    const stored: StoredEntry = { ...summaryOf({ ...rest, fileName }), fileName };
    const json = bytesToBase64(new TextEncoder().encode(JSON.stringify(stored)));
    try {
      await fs.writeFile({ path: at(userId, `${entry.videoId}.json`), data: json, directory, recursive: true });
    } catch {
      await quietly(fs.deleteFile({ path, directory }));
      throw new OfflineStoreError(OFFLINE_STORAGE_FULL);
    }
    if (previous && previous.fileName !== fileName) await quietly(fs.deleteFile({ path: at(userId, previous.fileName), directory }));
  }

  async function list(userId: number): Promise<OfflineVideoSummary[]> {
    let names: string[];
    try {
      const { files } = await fs.readdir({ path: folder(userId), directory });
      names = files.filter((file) => file.type === 'file' && /^\d+\.json$/.test(file.name)).map((file) => file.name);
    } catch {
      // No folder yet: nothing kept.
      return [];
    }
    const entries = await Promise.all(names.map((name) => readEntry(userId, Number(name.replace(/\.json$/, '')))));
    return entries.filter((entry): entry is StoredEntry => entry !== null).map(summaryOf);
  }

  async function get(userId: number, videoId: number): Promise<KeptOfflineVideo | null> {
    const entry = await readEntry(userId, videoId);
    if (!entry) return null;
    try {
      const { uri } = await fs.getUri({ path: at(userId, entry.fileName), directory });
      return { ...summaryOf(entry), uri };
    } catch {
      throw new OfflineStoreError(OFFLINE_STORAGE_UNAVAILABLE);
    }
  }

  async function remove(userId: number, videoId: number): Promise<void> {
    const entry = await readEntry(userId, videoId);
    // The entry goes first: a file left behind is never listed, an entry without its file would be.
    await quietly(fs.deleteFile({ path: at(userId, `${videoId}.json`), directory }));
    if (entry) await quietly(fs.deleteFile({ path: at(userId, entry.fileName), directory }));
  }

  async function removeUser(userId: number): Promise<void> {
    await quietly(fs.rmdir({ path: folder(userId), directory, recursive: true }));
  }

  return { put, list, get, remove, removeUser };
}
