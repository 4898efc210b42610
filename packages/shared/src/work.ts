// Bookings as jobs (docs/rules-and-messages.md): statuses, the lifecycle's allowed steps, time-slot
// overlap and the booking-variety → artist-variety mapping. Plain data and pure functions only.
import { z } from 'zod';
import type { ArtistVariety, TimeSlot } from './catalogue';
import { ADVANCE_STATUSES } from './upi';

export const BOOKING_STATUSES = [
  'new',
  'confirmed',
  'completed',
  'cancelled',
  'waitlisted',
  'offered',
  // The artist entered the customer's start code at the door (docs/bookings.md#the-day-of-the-visit).
  'in_progress',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Bookings not yet finished: they may be cancelled, and a customer's data is kept while one is open. */
export const OPEN_BOOKING_STATUSES = [
  'new',
  'confirmed',
  'waitlisted',
  'offered',
] as const satisfies readonly BookingStatus[];

/**
 * Bookings whose artist is booked for them: confirmed, or started at the door. An artist's jobs, the
 * calendars and the clash check count both.
 */
export const ASSIGNED_BOOKING_STATUSES = [
  'confirmed',
  'in_progress',
] as const satisfies readonly BookingStatus[];

export const ARTIST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ArtistStatus = (typeof ARTIST_STATUSES)[number];

/**
 * The bookings list's narrowings beside status and search, each a query parameter with its one value
 * (docs/api.md#lists-and-pages): a booked day in the next 7 days (the overview's "next 7 days": today and
 * the six days after it, Indian calendar days), and a text that failed for good.
 */
export const BOOKING_LIST_NARROWINGS = {
  within: ['next7Days'],
  texts: ['failed'],
  assignment: ['needs_owner'],
} as const;
/** How many Indian calendar days, today included, `within=next7Days` covers. */
export const NEXT_DAYS = 7;

export const ACTORS = ['admin', 'customer', 'artist', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

export const SMS_RECIPIENTS = ['customer', 'artist', 'owner'] as const;
export type SmsRecipient = (typeof SMS_RECIPIENTS)[number];

/**
 * `sent`: the gateway took it; `delivered` and `read` (WhatsApp only): the provider's receipt said so;
 * `cancelled`: a reminder its booking no longer needs (cancelled, handed back, moved), never sent.
 */
export const SMS_STATES = ['queued', 'sent', 'delivered', 'read', 'failed', 'cancelled'] as const;
export type SmsState = (typeof SMS_STATES)[number];

/** How a text travels (docs/messaging.md): WhatsApp first when configured, SMS otherwise or after it. */
export const SMS_CHANNELS = ['sms', 'whatsapp'] as const;
export type SmsChannel = (typeof SMS_CHANNELS)[number];

export const bookingHistoryEntrySchema = z.object({
  at: z.iso.datetime({ offset: true }),
  by: z.enum(ACTORS),
  from: z.enum(BOOKING_STATUSES),
  to: z.enum(BOOKING_STATUSES),
  note: z.string().optional(),
  /** The artist assigned by this step (confirm and re-assign). */
  artistId: z.string().optional(),
  /** A reschedule: the dates ('YYYY-MM-DD') and slot before and after. */
  moved: z
    .object({
      from: z.object({ dates: z.array(z.string()), slot: z.string() }),
      to: z.object({ dates: z.array(z.string()), slot: z.string() }),
    })
    .optional(),
  /** An offer to the waiting list: until when the place is held (ISO). */
  offerExpiresAt: z.string().optional(),
  /** An admin completed a confirmed job whose start code was never entered. */
  neverStarted: z.literal(true).optional(),
  /**
   * A step of an offer to an artist (docs/bookings.md#offers-to-artists), with the artist in `artistId`:
   * offered, accepted (the confirmation itself), declined, expired, not_free (no longer free when
   * accepting), or needs_owner (the owner is asked).
   */
  offer: z.enum(['offered', 'accepted', 'declined', 'expired', 'not_free', 'needs_owner']).optional(),
  /**
   * A step of the booking's advance (issue 28): the booking's status stays (from = to); the advance's new
   * status, its amount and the UTR the step concerns.
   */
  advance: z
    .object({
      status: z.enum(ADVANCE_STATUSES),
      amount: z.number().int(),
      utr: z.string().optional(),
    })
    .optional(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/**
 * Every step the lifecycle allows: new → confirmed (assign), confirmed → confirmed (re-assign),
 * confirmed → new (the artist gives the job back, or a reschedule to a time the artist is not free),
 * confirmed → completed, and new or confirmed →
 * cancelled. The waiting list (docs/bookings.md#waiting-list): waitlisted → offered (a place opened),
 * offered → new (accepted) or back to waitlisted (expired); both may be cancelled. The day of the visit:
 * confirmed → in_progress (the artist entered the start code), in_progress → completed; an in-progress job
 * is no longer cancelled, handed back or moved (the artist is at the door). Completed and cancelled are
 * final.
 */
const ALLOWED_STEPS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['confirmed', 'new', 'in_progress', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
  waitlisted: ['offered', 'cancelled'],
  offered: ['new', 'waitlisted', 'cancelled'],
  in_progress: ['completed'],
};

export function canMove(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED_STEPS[from].includes(to);
}

const ANY_TIME: TimeSlot = 'Any Time From Morning Till Night';

/** Whether two bookings' slots share any hour: 'any time' overlaps every slot, the others only themselves. */
export function slotsOverlap(a: string, b: string): boolean {
  return a === b || a === ANY_TIME || b === ANY_TIME;
}

/** Whether an artist available in `artistSlot` covers a booking's `bookingSlot`. */
export function slotCovers(artistSlot: string, bookingSlot: string): boolean {
  return artistSlot === ANY_TIME || artistSlot === bookingSlot;
}

/** The artist variety that does a booking's variety: 'Bridal (Engagement)' is the artists' 'Engagement'. */
export function artistVarietyFor(bookingVariety: string): ArtistVariety | string {
  return bookingVariety === 'Bridal (Engagement)' ? 'Engagement' : bookingVariety;
}

/** 0 same pincode, 1 same first three digits (same postal district), 2 anything else. */
export function pincodeDistance(a: string, b: string): 0 | 1 | 2 {
  if (a === b) return 0;
  return a.slice(0, 3) === b.slice(0, 3) ? 1 : 2;
}

/** At most this many rows per page of the admin lists. */
export const MAX_PAGE_SIZE = 100;

/** The highest page number a list accepts (a million pages of the largest size is far beyond any list). */
export const MAX_PAGE = 1_000_000;
