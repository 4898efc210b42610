// A store of records in IndexedDB, the browser's storage for what a phone keeps between visits
// (localStorage holds only short strings and blocks the page while it writes): the artist's form and its
// photos until the phone is verified (features/artist/artist-draft-store.ts), the installed app's records
// (kept-on-phone.ts). A few lines instead of a library: get, put and delete in one store are all they need.

/** One object store of records kept under names; each call rejects when the browser keeps nothing. */
export interface PhoneStore {
  get<T>(name: string): Promise<T | undefined>;
  put(name: string, value: unknown): Promise<void>;
  delete(name: string): Promise<void>;
}

const opened = new Map<string, Promise<IDBDatabase>>();

function database(name: string, store: string): Promise<IDBDatabase> {
  let db = opened.get(name);
  if (!db) {
    db = new Promise((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    });
    // A refusal is not kept: the next call asks again (the browser may allow it then).
    db.catch(() => opened.delete(name));
    opened.set(name, db);
  }
  return db;
}

/** The store `store` of the database `name` (one store a database, made at its first opening). */
export function phoneStore(name: string, store: string): PhoneStore {
  // Settled when the transaction is complete, so a write is kept once the promise resolves.
  async function run<T>(mode: IDBTransactionMode, work: (objects: IDBObjectStore) => IDBRequest): Promise<T> {
    const db = await database(name, store);
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(store, mode);
      const request = work(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  }
  return {
    get: (key) => run('readonly', (objects) => objects.get(key)),
    put: (key, value) => run('readwrite', (objects) => objects.put(value, key)),
    delete: (key) => run('readwrite', (objects) => objects.delete(key)),
  };
}
