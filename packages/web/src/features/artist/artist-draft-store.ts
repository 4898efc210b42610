// The artist's form and design files wait in IndexedDB between the confirm and the verified phone, so a
// reload (or the phone's browser being evicted from memory while reading the SMS) loses nothing.

/** The form as typed; files are kept as File objects (Blobs with their names), which IndexedDB stores. */
export interface ArtistDraft {
  fullName: string;
  whatsappNumber: string;
  address: string;
  pincode: string;
  jobTerm: string;
  mehendiVarieties: string[];
  availabilityTime: string;
  files: File[];
}

export const EMPTY_ARTIST_DRAFT: ArtistDraft = {
  fullName: '',
  whatsappNumber: '',
  address: '',
  pincode: '',
  jobTerm: '',
  mehendiVarieties: [],
  availabilityTime: '',
  files: [],
};

const DB_NAME = 'mehendi-market';
const STORE = 'drafts';
/** `artist`: confirmed and waiting for the verified phone; `artistTyped`: the form as it is being filled. */
export type ArtistDraftKey = 'artist' | 'artistTyped';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  } finally {
    db.close();
  }
}

export function saveArtistDraft(draft: ArtistDraft, key: ArtistDraftKey = 'artist'): Promise<unknown> {
  return run('readwrite', (store) => store.put(draft, key));
}

/** The kept draft, or null when there is none (or storage is unavailable). */
export async function readArtistDraft(key: ArtistDraftKey = 'artist'): Promise<ArtistDraft | null> {
  try {
    const stored = await run<unknown>('readonly', (store) => store.get(key));
    if (typeof stored !== 'object' || stored === null) return null;
    const draft = { ...EMPTY_ARTIST_DRAFT, ...(stored as Partial<ArtistDraft>) };
    return {
      ...draft,
      files: Array.isArray(draft.files) ? draft.files.filter((file) => file instanceof Blob) : [],
    };
  } catch {
    return null;
  }
}

/** Both the confirmed and the typed draft: the application is stored on the server. */
export async function clearArtistDraft(): Promise<void> {
  try {
    await run('readwrite', (store) => store.delete('artist'));
    await run('readwrite', (store) => store.delete('artistTyped'));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
