// The product's fixed vocabulary (docs/rules-and-messages.md#constants). Plain data only: schemas and UIs
// derive from it.

/** Narrows `value` to a member of an `as const` tuple. */
export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === 'string' && values.includes(value);
}

// Hindi is 'hi' (a valid BCP 47 tag); the original app's 'hn' is only accepted as a legacy stored setting
// (docs/decisions.md §2).
export const LANGUAGES = ['en', 'mr', 'kn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

const LEGACY_LANGUAGE_CODES: Readonly<Record<string, Language>> = { hn: 'hi' };

/** Maps a stored setting or browser tag ('hn', 'hi-IN', 'MR') to a supported language, else English. */
export function normaliseLanguage(code: string | null | undefined): Language {
  const primary = (code ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const mapped = Object.hasOwn(LEGACY_LANGUAGE_CODES, primary) ? LEGACY_LANGUAGE_CODES[primary] : primary;
  return isOneOf(LANGUAGES, mapped) ? mapped : DEFAULT_LANGUAGE;
}

export const BOOKING_VARIETIES = [
  'Bridal',
  'Bridal (Engagement)',
  'Munj',
  'Baby Shower',
  'Karwachauth',
] as const;
export type BookingVariety = (typeof BOOKING_VARIETIES)[number];

export const ARTIST_VARIETIES = [
  'Bridal',
  'Engagement',
  'Karwachauth',
  'Munj',
  'Baby Shower',
  'Siders',
] as const;
export type ArtistVariety = (typeof ARTIST_VARIETIES)[number];

// Rupees; the strings themselves are stored with designs and bookings, so they never change spelling.
const SMALL_OCCASION_RANGES = ['800-1500', '1600-2500', '2600-3500'] as const;

export const PRICE_RANGES_BY_VARIETY: Readonly<Record<BookingVariety, readonly string[]>> = {
  Bridal: ['2000-3000', '3000-4000', '4000-5000'],
  'Bridal (Engagement)': ['800-1500', '1600-2200', '2500-3000', '3100-4000'],
  Munj: SMALL_OCCASION_RANGES,
  'Baby Shower': SMALL_OCCASION_RANGES,
  Karwachauth: SMALL_OCCASION_RANGES,
};

const NO_PRICE_RANGES: readonly string[] = [];

/** The price ranges offered for a variety; empty for an unknown one. */
export function priceRangesFor(variety: string): readonly string[] {
  return isOneOf(BOOKING_VARIETIES, variety) ? PRICE_RANGES_BY_VARIETY[variety] : NO_PRICE_RANGES;
}

export function isPriceRangeOf(variety: string, range: string): boolean {
  return priceRangesFor(variety).includes(range);
}

export const TIME_SLOTS = [
  'Morning to Afternoon (11:00 AM to 4:00 PM)',
  'Afternoon to Evening (4:00 PM to 9:00 PM)',
  'Late Evening (9:00 PM onwards)',
  'Any Time From Morning Till Night',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const SIDERS_TYPES = ['arabic', 'indian'] as const;
export type SidersType = (typeof SIDERS_TYPES)[number];

// Arm lengths in display order, so price tables can be rendered from data.
export const SIDERS_LENGTHS = ['palm', 'wrist', 'threeQuarter', 'full'] as const;
export type SidersLength = (typeof SIDERS_LENGTHS)[number];

/** Rupees per arm length (docs/rules-and-messages.md#constants). */
export const SIDERS_PRICES = {
  arabic: { palm: 70, wrist: 90, threeQuarter: 120, full: 150 },
  indian: { palm: 100, wrist: 120, threeQuarter: 160, full: 220 },
} as const satisfies Record<SidersType, Record<SidersLength, number>>;

export const JOB_TERMS = ['Part-time', 'Full-time'] as const;
export type JobTerm = (typeof JOB_TERMS)[number];

export const ROLES = ['admin', 'artist', 'customer'] as const;
export type Role = (typeof ROLES)[number];

// The roles that sign in by phone code; admins use email and password.
export const PHONE_ROLES = ['customer', 'artist'] as const;
export type PhoneRole = (typeof PHONE_ROLES)[number];

export const OTP_LENGTH = 6;
export const PHONE_MIN_LENGTH = 10;

/** The largest photo upload the server reads (bytes); the browser resizes bigger photos before sending. */
export const PHOTO_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/**
 * Where a catalogue photo sits (docs/data.md): a mehendi variety and price range, or a siders type. The
 * server stores and the admin console shows both shelves the same way; only this differs.
 */
export type CatalogueShelf =
  | { kind: 'designs'; variety: BookingVariety; priceRange: string }
  | { kind: 'siders'; sidersType: SidersType };
