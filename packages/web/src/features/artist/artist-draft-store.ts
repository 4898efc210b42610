// The artist's form and design files wait in IndexedDB between the confirm and the verified phone, so a
// reload (or the phone's browser being evicted from memory while reading the SMS) loses nothing.
import { phoneStore } from '../../lib/phone-store';

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

/** `artist`: confirmed and waiting for the verified phone; `artistTyped`: the form as it is being filled. */
export type ArtistDraftKey = 'artist' | 'artistTyped';

const drafts = phoneStore('mehendi-market', 'drafts');

export function saveArtistDraft(draft: ArtistDraft, key: ArtistDraftKey = 'artist'): Promise<unknown> {
  return drafts.put(key, draft);
}

/** The kept draft, or null when there is none (or storage is unavailable). */
export async function readArtistDraft(key: ArtistDraftKey = 'artist'): Promise<ArtistDraft | null> {
  try {
    const stored = await drafts.get<unknown>(key);
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
    await drafts.delete('artist');
    await drafts.delete('artistTyped');
  } catch {
    // Nothing kept, nothing to clear.
  }
}
