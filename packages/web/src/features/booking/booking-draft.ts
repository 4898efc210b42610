import {
  isOneOf,
  isPastDate,
  isTooFarAhead,
  LANGUAGES,
  MAX_BRIDES,
  MAX_TEAM_GUESTS,
  SIDERS_LENGTHS,
  type Language,
  type SidersLength,
  type SidersType,
} from '@mehendi/shared';
import { fieldErrors, bookingSchema, MESSAGES, noPlaceOf, teamShortOf } from '@mehendi/shared';
import { readFlag, readJson, removeItem, setFlag, writeJson } from '../../lib/storage';

/** The booking form's state; dates are 'YYYY-MM-DD'. Stored as `bookingDetails` once confirmed. */
export interface BookingDraft {
  fullName: string;
  contactNumber: string;
  selectedDates: string[];
  selectedTime: string;
  mehendiVariety: string;
  priceRange: string;
  selectedDesigns: string[];
  includeSiders: boolean;
  sidersType: SidersType | null;
  sidersDesigns: string[];
  venueAddress: string;
  venuePincode: string;
  guestCount: number;
  /** Brides or main people, 0 to MAX_BRIDES (issue 47): with the guests they size the team. */
  brides: number;
  sidersLength: SidersLength | null;
  /** The page's language when the booking was confirmed; posted with it for later messages. */
  language?: Language;
}

export const EMPTY_DRAFT: BookingDraft = {
  fullName: '',
  contactNumber: '',
  selectedDates: [],
  selectedTime: '',
  mehendiVariety: '',
  priceRange: '',
  selectedDesigns: [],
  includeSiders: false,
  sidersType: null,
  sidersDesigns: [],
  venueAddress: '',
  venuePincode: '',
  guestCount: 0,
  brides: 1,
  sidersLength: null,
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown, max: number, otherwise: number): number =>
  typeof value === 'number' && Number.isInteger(value) ? Math.min(Math.max(value, 0), max) : otherwise;

/** The confirmed booking kept for phone login, tolerating anything an older version or a hand edit left. */
export function readBookingDraft(
  key: 'bookingDetails' | 'bookingFormDraft' = 'bookingDetails',
): BookingDraft | null {
  const stored = readJson(key);
  if (typeof stored !== 'object' || stored === null) return null;
  const raw = stored as Record<string, unknown>;
  return {
    fullName: text(raw.fullName),
    contactNumber: text(raw.contactNumber),
    selectedDates: strings(raw.selectedDates).map((date) => date.slice(0, 10)),
    selectedTime: text(raw.selectedTime),
    mehendiVariety: text(raw.mehendiVariety),
    priceRange: text(raw.priceRange),
    selectedDesigns: strings(raw.selectedDesigns),
    includeSiders: raw.includeSiders === true,
    sidersType: raw.sidersType === 'arabic' || raw.sidersType === 'indian' ? raw.sidersType : null,
    sidersDesigns: strings(raw.sidersDesigns),
    venueAddress: text(raw.venueAddress),
    venuePincode: text(raw.venuePincode),
    guestCount: whole(raw.guestCount, MAX_TEAM_GUESTS, 0),
    // A draft kept before team bookings had one bride (or main person).
    brides: whole(raw.brides, MAX_BRIDES, 1),
    sidersLength: isOneOf(SIDERS_LENGTHS, raw.sidersLength) ? raw.sidersLength : null,
    ...(isOneOf(LANGUAGES, raw.language) ? { language: raw.language } : {}),
  };
}

/**
 * Kept locally until the phone is verified (docs/product.md#flows): `bookingDetails` and
 * `customerBookingConfirmed`, with the page's language for the booking.
 */
export function saveConfirmedBooking(draft: BookingDraft, language: Language): void {
  writeJson('bookingDetails', { ...draft, language });
  setFlag('customerBookingConfirmed');
  removeItem('bookingWaitlist');
}

/**
 * The form's "Join the waiting list" (a date found full): the booking is kept as confirmed, to be posted
 * after phone login with `waitlist: true` (docs/bookings.md#waiting-list).
 */
export function saveWaitlistBooking(draft: BookingDraft, language: Language): void {
  saveConfirmedBooking(draft, language);
  setFlag('bookingWaitlist');
}

/** Whether the kept booking is to join the waiting list. */
export function joinsWaitlist(): boolean {
  return readFlag('bookingWaitlist');
}

/** The form as typed, kept on every change so a reload or a discarded tab loses nothing. */
export function saveTypedBooking(draft: BookingDraft): void {
  writeJson('bookingFormDraft', draft);
}

/**
 * What the form starts from: the latest typing, else a confirmed booking (after Back on phone login); null
 * when this browser kept neither (the empty form).
 */
export function readKeptDraft(): BookingDraft | null {
  return readBookingDraft('bookingFormDraft') ?? readBookingDraft();
}

/**
 * A date the server found without a place after phone login (409, docs/bookings.md#places-and-availability):
 * its message, and the day, slot and variety it was full for; for a team booking (issue 47) the artists
 * free there, too few while the form's team needs more.
 */
export interface FullDate {
  message: string;
  day: string;
  slot: string;
  variety: string;
  free?: number;
}

/** Keeps the server's no-place message for the form the customer goes back to. */
export function keepFullDate(
  message: string,
  draft: Pick<BookingDraft, 'selectedTime' | 'mehendiVariety'>,
): void {
  const place = noPlaceOf(message) ?? teamShortOf(message);
  if (place)
    writeJson('bookingFullDate', {
      message,
      day: place.day,
      slot: draft.selectedTime,
      variety: draft.mehendiVariety,
      ...('free' in place ? { free: place.free } : {}),
    });
}

export function readFullDate(): FullDate | null {
  const stored = readJson('bookingFullDate');
  if (typeof stored !== 'object' || stored === null) return null;
  const { message, day, slot, variety, free } = stored as Record<string, unknown>;
  if (![message, day, slot, variety].every((value) => typeof value === 'string')) return null;
  return { message, day, slot, variety, ...(typeof free === 'number' ? { free } : {}) } as FullDate;
}

/** Once the booking is stored on the server, nothing of it stays in the browser. */
export function clearBookingDraft(): void {
  removeItem('bookingFullDate');
  removeItem('bookingFormDraft');
  removeItem('bookingDetails');
  removeItem('customerBookingConfirmed');
  removeItem('bookingWaitlist');
}

/**
 * Whether the form still asks for the date the server found without a place (`full`): that day in that
 * slot and variety, and for a team too few artists free there (`needed`, the form's team size).
 */
export function stillAsksFullDate(
  draft: Pick<BookingDraft, 'selectedDates' | 'selectedTime' | 'mehendiVariety'>,
  full: FullDate | null,
  needed = 1,
): full is FullDate {
  return (
    full !== null &&
    draft.selectedDates.includes(full.day) &&
    draft.selectedTime === full.slot &&
    draft.mehendiVariety === full.variety &&
    (full.free === undefined || needed > full.free)
  );
}

/**
 * English messages per field (docs/rules-and-messages.md#validation), from the same schema the server uses,
 * plus the past-date rule, and the server's no-place answer while the draft still asks for that day in that
 * slot and variety (`full`; a team's while it needs more than were free, `needed`).
 */
export function validateBooking(
  draft: BookingDraft,
  today = new Date(),
  full: FullDate | null = null,
  needed = 1,
): Record<string, string> {
  const result = bookingSchema.safeParse(draft);
  const errors = result.success ? {} : fieldErrors(result.error);
  if (!errors.selectedDates && draft.selectedDates.some((date) => isPastDate(date, today))) {
    errors.selectedDates = MESSAGES.pastDate;
  } else if (!errors.selectedDates && draft.selectedDates.some((date) => isTooFarAhead(date, today))) {
    errors.selectedDates = MESSAGES.tooFarAhead;
  } else if (!errors.selectedDates && stillAsksFullDate(draft, full, needed)) {
    errors.selectedDates = full.message;
  }
  return errors;
}
