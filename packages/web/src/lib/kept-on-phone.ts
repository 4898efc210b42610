// What the installed app keeps on the phone between visits (docs/pages.md#the-app): a few records under
// names, in IndexedDB (localStorage holds only short strings and blocks the page while it writes). A
// dozen lines instead of a library: get, put and delete in one store are all the app needs.
const DATABASE = 'mehendi-app';
const STORE = 'kept';

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
  return opened;
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const request = work(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

/** The record kept under `name`, or undefined (also when the browser keeps nothing, as in private mode). */
export async function keptOnPhone<T>(name: string): Promise<T | undefined> {
  try {
    return await inStore<T | undefined>('readonly', (store) => store.get(name));
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `name`; a browser that keeps nothing simply does not. */
export async function keepOnPhone(name: string, value: unknown): Promise<void> {
  try {
    await inStore('readwrite', (store) => store.put(value, name));
  } catch {
    // Nothing kept: offline, the page says it has nothing saved.
  }
}

export async function forgetOnPhone(name: string): Promise<void> {
  try {
    await inStore('readwrite', (store) => store.delete(name));
  } catch {
    // Nothing was kept.
  }
}
