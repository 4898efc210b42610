// A customer's own bookings and an artist's own jobs (docs/pages.md "My bookings", "My work"): the cancel
// cut-off, the hours of each time slot in India, and the shapes of /api/my/*.
import { z } from 'zod';
import { SIDERS_LENGTHS, SIDERS_TYPES, TIME_SLOTS, type TimeSlot } from './catalogue';
import { bookingEstimateSchema } from './estimate';
import { parseCalendarDay, toUtcMidnight } from './calendar';
import { MESSAGES } from './messages';
import { FIELD_LIMITS } from './schemas/common';
import { bookingAdvanceSchema } from './upi';
import { bookingTeamSchema, jobTeamSchema } from './team';
import { BOOKING_STATUSES, OPEN_BOOKING_STATUSES } from './work';

/** A customer may cancel online while the first booked slot starts more than this many hours from now. */
export const CANCEL_CUTOFF_HOURS = 24;

/**
 * The hours (Asia/Kolkata, 24-hour clock) each slot covers, for calendars and the cancel cut-off. "Late
 * evening" runs to midnight; "any time" is the working day from 9 in the morning to 10 at night.
 */
export const SLOT_HOURS: Readonly<Record<TimeSlot, { start: number; end: number }>> = {
  'Morning to Afternoon (11:00 AM to 4:00 PM)': { start: 11, end: 16 },
  'Afternoon to Evening (4:00 PM to 9:00 PM)': { start: 16, end: 21 },
  'Late Evening (9:00 PM onwards)': { start: 21, end: 24 },
  'Any Time From Morning Till Night': { start: 9, end: 22 },
};

function hoursOf(slot: string): { start: number; end: number } {
  return (TIME_SLOTS as readonly string[]).includes(slot)
    ? SLOT_HOURS[slot as TimeSlot]
    : SLOT_HOURS['Any Time From Morning Till Night'];
}

/** India's offset from UTC: one all year (no daylight saving). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instant a slot starts (or ends) on a booked day ('YYYY-MM-DD…'), in Asia/Kolkata. */
export function slotInstant(day: string, slot: string, edge: 'start' | 'end'): Date {
  const hours = hoursOf(slot)[edge];
  const midnightUtc = Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`);
  return new Date(midnightUtc + hours * 60 * 60 * 1000 - IST_OFFSET_MS);
}

/** Today's calendar day in India, 'YYYY-MM-DD'. */
export function indianDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

type Schedule = { status: string; selectedDates: readonly string[]; selectedTime: string };

/** Whether the first booked slot starts more than the cut-off (CANCEL_CUTOFF_HOURS) from now. */
function beforeCutoff(booking: Schedule, now: Date): boolean {
  const first = [...booking.selectedDates].sort()[0];
  if (!first) return false;
  return (
    slotInstant(first, booking.selectedTime, 'start').getTime() - now.getTime() >
    CANCEL_CUTOFF_HOURS * 60 * 60 * 1000
  );
}

/**
 * Whether the customer may still cancel online: new, confirmed, on the waiting list or offered a place,
 * first slot beyond the cut-off.
 */
export function canCustomerCancel(booking: Schedule, now: Date): boolean {
  return (OPEN_BOOKING_STATUSES as readonly string[]).includes(booking.status) && beforeCutoff(booking, now);
}

/** Whether the customer may still move the booking online: new or confirmed, before the same cut-off. */
export function canCustomerReschedule(booking: Schedule, now: Date): boolean {
  return (booking.status === 'new' || booking.status === 'confirmed') && beforeCutoff(booking, now);
}

/**
 * Whether the assigned artist may mark the job done: started at the door (in progress), and the last booked
 * day has come.
 */
export function canArtistComplete(
  booking: { status: string; selectedDates: readonly string[] },
  now: Date,
): boolean {
  const last = [...booking.selectedDates].sort().at(-1);
  return booking.status === 'in_progress' && last !== undefined && indianDay(now) >= last.slice(0, 10);
}

/** Whether today (India's calendar) is one of the booking's days: the day of the visit. */
export function isBookedDay(booking: { selectedDates: readonly string[] }, now: Date): boolean {
  const today = indianDay(now);
  return booking.selectedDates.some((date) => date.slice(0, 10) === today);
}

/** Wrong start codes after which starting is locked until an admin steps in. */
export const START_CODE_MAX_FAILURES = 5;

/** The first booked day, 'YYYY-MM-DD'. */
export function firstBookedDay(booking: { selectedDates: readonly string[] }): string | undefined {
  return [...booking.selectedDates].sort()[0]?.slice(0, 10);
}

/**
 * Whether the admin may complete a booking: confirmed (a job that never started) or in progress, and its
 * first booked day has come (India time).
 */
export function canAdminComplete(
  booking: { status: string; selectedDates: readonly string[] },
  now: Date,
): boolean {
  const first = firstBookedDay(booking);
  return (
    (booking.status === 'confirmed' || booking.status === 'in_progress') &&
    first !== undefined &&
    indianDay(now) >= first
  );
}

const reason = (message: string) => z.string({ error: message }).trim().max(500, MESSAGES.invalidNote);

/** POST /api/my/bookings/{id}/cancel: the reason is optional, and so is the body. */
export const myCancelSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ reason: reason(MESSAGES.invalidNote).optional() }, { error: MESSAGES.invalidRequest }),
);
export type MyCancel = z.infer<typeof myCancelSchema>;

/** POST /api/my/bookings/{id}/reschedule: the new dates and slot, checked as the booking form checks them. */
export const myRescheduleSchema = z.object(
  {
    selectedDates: z
      .array(
        z
          .string({ error: MESSAGES.invalidDate })
          .refine((text) => parseCalendarDay(text) !== undefined, {
            error: MESSAGES.invalidDate,
            abort: true,
          })
          .overwrite(toUtcMidnight),
        { error: MESSAGES.atLeastOneDate },
      )
      .min(1, MESSAGES.atLeastOneDate)
      .max(FIELD_LIMITS.bookingDates, MESSAGES.tooManyDates)
      .overwrite((dates) => [...new Set(dates)].sort()),
    selectedTime: z.enum(TIME_SLOTS, { error: MESSAGES.selectTimeRange }),
  },
  { error: MESSAGES.invalidRequest },
);
export type MyReschedule = z.infer<typeof myRescheduleSchema>;

/** POST /api/my/jobs/{id}/decline: the artist says why the job goes back. */
export const myDeclineSchema = z.object(
  { reason: reason(MESSAGES.declineNeedsReason).min(1, MESSAGES.declineNeedsReason) },
  { error: MESSAGES.declineNeedsReason },
);
export type MyDecline = z.infer<typeof myDeclineSchema>;

/** POST /api/my/jobs/{id}/start: the customer's 4-digit start code. */
export const myStartSchema = z.object(
  {
    code: z
      .string({ error: MESSAGES.startCodeFormat })
      .trim()
      .regex(/^\d{4}$/, MESSAGES.startCodeFormat),
  },
  { error: MESSAGES.startCodeFormat },
);
export type MyStart = z.infer<typeof myStartSchema>;

/** POST /api/my/calendar-link and /api/admin/calendar-link: the private subscription address. */
export const calendarLinkSchema = z.object({ url: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/** A short reference a customer or artist can quote on the phone: the start of the record's id, upper case. */
export function bookingReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

const bookedWork = {
  _id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  fullName: z.string(),
  selectedDates: z.array(z.string()),
  selectedTime: z.string(),
  mehendiVariety: z.string(),
  priceRange: z.string(),
  selectedDesigns: z.array(z.string()),
  includeSiders: z.boolean(),
  sidersType: z.enum(SIDERS_TYPES).nullable(),
  sidersDesigns: z.array(z.string()),
  sidersLength: z.enum(SIDERS_LENGTHS).nullable(),
  guestCount: z.number().int(),
  /** Brides or main people (1 for bookings made before teams). Absent from a server before it. */
  brides: z.number().int().optional(),
  /** Every booked day's estimate (null for a booking made before estimates). */
  estimate: bookingEstimateSchema.nullable(),
};

/** One of the customer's own bookings (GET /api/my/bookings). */
export const myBookingSchema = z.object({
  ...bookedWork,
  createdAt: z.string(),
  cancelReason: z.string().nullable(),
  venueAddress: z.string().nullable(),
  venuePincode: z.string().nullable(),
  /**
   * New and an artist is being found for it (docs/bookings.md#offers-to-artists): "Finding your artist".
   * Absent from a server before it.
   */
  findingArtist: z.boolean().optional(),
  /** Once confirmed: the artist's first name and WhatsApp number. */
  artist: z.object({ firstName: z.string(), whatsappNumber: z.string() }).nullable(),
  canCancel: z.boolean(),
  /** New or confirmed, before the cut-off: "Change date" (POST …/reschedule). */
  canReschedule: z.boolean(),
  /**
   * On the waiting list: the place in line, 1 for the first (docs/bookings.md#waiting-list); null
   * otherwise.
   */
  waitlistPosition: z.number().int().min(1).nullable(),
  /** Offered a place: until when it is held (ISO); null otherwise. */
  offerExpiresAt: z.string().nullable(),
  /**
   * While confirmed: the 4-digit code the customer gives the artist at the door
   * (docs/bookings.md#the-day-of-the-visit); null otherwise.
   */
  startCode: z.string().nullable(),
  /** The artist she asked for ("Book with this artist") and their first name; null when none. */
  preferredArtistId: z.string().nullable(),
  preferredArtistFirstName: z.string().nullable(),
  /**
   * The advance to pay by UPI and where it is (issue 28, docs/bookings.md#advances); null without UPI_VPA
   * or before the booking is confirmed.
   */
  advance: bookingAdvanceSchema.nullable(),
  /**
   * A team booking's progress and seats, and the choice to make when it is short (docs/bookings.md#team-bookings);
   * null for one artist's booking. Absent from a server before it.
   */
  team: bookingTeamSchema.nullable().optional(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** One job of the signed-in artist (GET /api/my/jobs). */
export const myJobSchema = z.object({
  ...bookedWork,
  contactNumber: z.string(),
  venueAddress: z.string().nullable(),
  venuePincode: z.string().nullable(),
  canComplete: z.boolean(),
  /** Confirmed, today is a booked day and the start code is not locked: "Start the job" (POST …/start). */
  canStart: z.boolean(),
  /** Five wrong start codes: the team has been told (423 until an admin steps in). */
  startLocked: z.boolean(),
  /** Confirmed or in progress, today is a booked day and the customer was not told yet today. */
  canSayOnMyWay: z.boolean(),
  /** A team job: the artist's role, the lead and the others (docs/bookings.md#team-bookings); else null. */
  team: jobTeamSchema.nullable().optional(),
});
export type MyJob = z.infer<typeof myJobSchema>;

/**
 * Where the visit is, as one text for a card, a calendar's LOCATION or a shared message: the address as
 * typed, then the pincode ('12 Tilak Road, Pune – 411030'). Null for a booking made before the venue was
 * asked.
 */
export function venueText(address: string | null, pincode: string | null): string | null {
  if (!address) return null;
  return pincode ? `${address} – ${pincode}` : address;
}
