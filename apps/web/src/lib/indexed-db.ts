// One IndexedDB database of this device, opened once and shared by every call (the offline videos and the
// upload queue each keep one). No library: the stores use the plain IndexedDB API; only opening is shared.

export interface IndexedDbSpec {
  name: string;
  version: number;
  /** Creates the stores and indexes of a new (or older) database. */
  upgrade: (database: IDBDatabase) => void;
  /** The error a caller sees when the device keeps no IndexedDB (missing, blocked or refused). */
  unavailable: () => Error;
}

/** A function that answers the open database, opening it on first use and again after another tab upgraded it. */
export function indexedDbOpener({ name, version, upgrade, unavailable }: IndexedDbSpec): () => Promise<IDBDatabase> {
  let opened: Promise<IDBDatabase> | null = null;
  return () => {
    if (typeof indexedDB === 'undefined') return Promise.reject(unavailable());
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, version);
      request.onupgradeneeded = () => upgrade(request.result);
      request.onsuccess = () => {
        const database = request.result;
        // Another tab upgrading the database closes this connection; the next call opens it again.
        database.onversionchange = () => {
          database.close();
          opened = null;
        };
        resolve(database);
      };
      request.onerror = () => {
        opened = null;
        reject(unavailable());
      };
    });
    return opened;
  };
}
