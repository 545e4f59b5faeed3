// The offline upload queue on this device (issue 19): IndexedDB, each entry the picked or recorded file with
// its title, tus metadata and course, for the user who queued it.
import { indexedDbOpener } from '../../../lib/indexed-db.ts';
import { sortQueuedUploads, type QueuedUploadSummary } from '../utils/upload-queue-rules.ts';

export interface QueuedUpload extends QueuedUploadSummary {
  file: Blob;
}

/** The device keeps no data for the queue (IndexedDB missing, blocked or full). */
export const UPLOAD_QUEUE_UNAVAILABLE = 'UPLOAD_QUEUE_UNAVAILABLE';

export class UploadQueueError extends Error {
  readonly code = UPLOAD_QUEUE_UNAVAILABLE;
  constructor() {
    super(UPLOAD_QUEUE_UNAVAILABLE);
    this.name = 'UploadQueueError';
  }
}

const DATABASE = 'campus-upload-queue';
const VERSION = 1;
const STORE = 'uploads';
const BY_USER = 'byUser';

const openDatabase = indexedDbOpener({
  name: DATABASE,
  version: VERSION,
  upgrade: (database) => {
    const store = database.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    store.createIndex(BY_USER, 'userId');
  },
  unavailable: () => new UploadQueueError(),
});

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | null): Promise<T | undefined> {
  const database = await openDatabase();
  const tx = database.transaction(STORE, mode);
  const request = work(tx.objectStore(STORE));
  return new Promise<T | undefined>((resolve, reject) => {
    tx.oncomplete = () => resolve(request?.result);
    tx.onabort = () => reject(new UploadQueueError());
    tx.onerror = () => undefined;
  });
}

function summaryOf({ file: _file, ...summary }: QueuedUpload): QueuedUploadSummary {
  return summary;
}

async function entriesOf(userId: number): Promise<QueuedUpload[]> {
  return ((await run('readonly', (store) => store.index(BY_USER).getAll(IDBKeyRange.only(userId)))) ?? []) as QueuedUpload[];
}

/** Keeps a picked or recorded video on the device until it can upload; answers its queue id. */
export async function addQueuedUpload(entry: Omit<QueuedUpload, 'id' | 'error'>): Promise<number> {
  const key = await run('readwrite', (store) => store.add({ ...entry, error: null }));
  return Number(key);
}

/** The user's waiting uploads, oldest first, without their files. */
export async function listQueuedUploads(userId: number): Promise<QueuedUploadSummary[]> {
  return sortQueuedUploads((await entriesOf(userId)).map(summaryOf));
}

/** One waiting upload with its file; null when it is not (or no longer) queued for the user. */
export async function getQueuedUpload(userId: number, id: number): Promise<QueuedUpload | null> {
  const entry = (await run('readonly', (store) => store.get(id))) as QueuedUpload | undefined;
  return entry && entry.userId === userId ? entry : null;
}

/** The server refused it: it stays, with the code, until the user removes it. */
export async function markQueuedUploadFailed(userId: number, id: number, code: string): Promise<void> {
  const entry = await getQueuedUpload(userId, id);
  if (!entry) return;
  await run('readwrite', (store) => store.put({ ...entry, error: code }));
}

/** Uploaded, or removed by the user. */
export async function removeQueuedUpload(userId: number, id: number): Promise<void> {
  const entry = await getQueuedUpload(userId, id);
  if (entry) await run('readwrite', (store) => store.delete(id));
}

/** Everything the user left waiting on this device (at sign-out). */
export async function removeUserQueuedUploads(userId: number): Promise<void> {
  const entries = await entriesOf(userId);
  await run('readwrite', (store) => {
    for (const entry of entries) store.delete(entry.id);
    return null;
  });
}
