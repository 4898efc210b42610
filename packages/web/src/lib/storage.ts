// Browser-stored items (docs/data.md#stored-in-the-browser). Guards read them for navigation only; the server
// enforces every rule. Storage can be unavailable (private mode, quota): then reads give nothing and writes
// are skipped.

export const STORAGE_KEYS = {
  bookingDetails: 'bookingDetails',
  customerBookingConfirmed: 'customerBookingConfirmed',
  customerLoggedIn: 'customerLoggedIn',
  artistFormSubmitted: 'artistFormSubmitted',
  loginNumber: 'loginNumber',
  phoneSession: 'phoneSession',
  // The booking form as typed, before it is confirmed (docs/pages.md: a reload loses nothing).
  bookingFormDraft: 'bookingFormDraft',
  // A booked date the server found full after phone login (docs/bookings.md#places-and-availability).
  bookingFullDate: 'bookingFullDate',
  // The customer asked to join the waiting list with the kept booking (docs/bookings.md#waiting-list).
  bookingWaitlist: 'bookingWaitlist',
  // The artist the customer asked for from a profile (docs/pages.md#artist-profiles), until the booking is sent.
  preferredArtist: 'preferredArtist',
} as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

export function readItem(key: StorageKey): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    // Nothing to do: the flow still works for this page view.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    // As above.
  }
}

/** Flags are stored as the string 'true' (docs/data.md#stored-in-the-browser). */
export function readFlag(key: StorageKey): boolean {
  return readItem(key) === 'true';
}

export function setFlag(key: StorageKey): void {
  writeItem(key, 'true');
}

export function readJson(key: StorageKey): unknown {
  const text = readItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}
