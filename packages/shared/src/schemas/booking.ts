// POST /api/customers/add: the booking the customer confirmed (docs/rules-and-messages.md#validation),
// validated alike in the browser and on the server.
import { z } from 'zod';
import {
  BOOKING_VARIETIES,
  isOneOf,
  LANGUAGES,
  SIDERS_LENGTHS,
  SIDERS_TYPES,
  TIME_SLOTS,
} from '../catalogue';
import { parseCalendarDay, toUtcMidnight } from '../calendar';
import { MAX_GUESTS } from '../estimate';
import { MESSAGES } from '../messages';
import { MAX_BRIDES, artistsNeeded, type TeamTimes } from '../team-size';
import {
  evenWithOtherErrors,
  FIELD_LIMITS,
  indianMobile,
  personName,
  pincode,
  priceRangeFits,
  unique,
} from './common';

const bookingDate = () =>
  z
    .string({ error: MESSAGES.invalidDate })
    .refine((text) => parseCalendarDay(text) !== undefined, { error: MESSAGES.invalidDate, abort: true })
    .overwrite(toUtcMidnight);

const designPath = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(FIELD_LIMITS.designPathLength, message);

// Built on first use (z.lazy): the pages import this module at start-up, and building a Zod schema is
// main-thread work a phone pays before the page answers taps (docs/pages.md).
export const bookingSchema = z.lazy(() =>
  z
    .object(
      {
        fullName: personName(MESSAGES.invalidFullName, 2),
        contactNumber: indianMobile(MESSAGES.invalidContactNumber),
        // Stored as UTC midnights, once each, in calendar order. Past dates are judged by isPastDate.
        selectedDates: z
          .array(bookingDate(), { error: MESSAGES.atLeastOneDate })
          .min(1, MESSAGES.atLeastOneDate)
          .max(FIELD_LIMITS.bookingDates, MESSAGES.tooManyDates)
          .overwrite((dates) => unique(dates).sort()),
        selectedTime: z.enum(TIME_SLOTS, { error: MESSAGES.selectTimeRange }),
        mehendiVariety: z.enum(BOOKING_VARIETIES, { error: MESSAGES.selectVariety }),
        // Checked against the variety below: choosing a variety does not reset the price range.
        priceRange: z
          .string({ error: MESSAGES.selectPriceRange })
          .trim()
          .min(1, MESSAGES.selectPriceRange)
          .max(FIELD_LIMITS.designPathLength, MESSAGES.selectPriceRange),
        selectedDesigns: z
          .array(designPath(MESSAGES.atLeastOneDesign), { error: MESSAGES.atLeastOneDesign })
          .min(1, MESSAGES.atLeastOneDesign)
          .overwrite(unique),
        includeSiders: z.boolean({ error: MESSAGES.selectSidersType }).default(false),
        // Siders fields only matter when siders are included, so leftovers never fail a booking: anything
        // unusable becomes "none" and the refinement below asks for it when it is needed.
        sidersType: z.enum(SIDERS_TYPES).nullable().catch(null).default(null),
        sidersDesigns: z
          .array(designPath(MESSAGES.atLeastOneSidersDesign))
          .overwrite(unique)
          .catch([])
          .default([]),
        // The visit's place and size (docs/api.md). The form always sends the venue; a client from before
        // it sends neither field and the booking is kept with the venue unknown (null).
        venueAddress: z
          .string({ error: MESSAGES.invalidVenueAddress })
          .trim()
          .min(10, MESSAGES.invalidVenueAddress)
          .max(FIELD_LIMITS.addressLength, MESSAGES.addressTooLong)
          .nullable()
          .default(null),
        venuePincode: pincode(MESSAGES.invalidPincode).nullable().default(null),
        guestCount: z
          .number({ error: MESSAGES.invalidGuestCount })
          .int(MESSAGES.invalidGuestCount)
          .min(0, MESSAGES.invalidGuestCount)
          .max(MAX_GUESTS, MESSAGES.invalidGuestCount)
          .default(0),
        // The brides or main people (issue 47): with the guests they size the team. Absent from a client
        // before teams, whose booking is one artist's as it always was (teamSizeOf).
        brides: z
          .number({ error: MESSAGES.invalidBrides })
          .int(MESSAGES.invalidBrides)
          .min(0, MESSAGES.invalidBrides)
          .max(MAX_BRIDES, MESSAGES.invalidBrides)
          .optional(),
        // Required with siders (refinement below), as for the type.
        sidersLength: z.enum(SIDERS_LENGTHS).nullable().catch(null).default(null),
        // The page's language, for the texts sent later; absent or unknown from old clients (then English).
        language: z.enum(LANGUAGES).nullable().catch(null).default(null),
        // Join the waiting list when a date is full (docs/bookings.md#waiting-list); ignored otherwise.
        waitlist: z.boolean().optional().catch(undefined),
        // "Book with this artist" (docs/bookings.md#a-preferred-artist): a wish, checked on the server.
        preferredArtistId: z.string().uuid().optional(),
        // Sent by old drafts; the server takes the verified number from the phone session instead.
        loginNumber: z.string().optional().catch(undefined),
      },
      { error: MESSAGES.fixValidationErrors },
    )
    .superRefine((booking, ctx) => {
      const raw: Record<string, unknown> = booking;
      if (!priceRangeFits(raw.mehendiVariety, raw.priceRange)) {
        ctx.addIssue({ code: 'custom', path: ['priceRange'], message: MESSAGES.selectPriceRange });
      }
      if (raw.includeSiders !== true) return;
      if (!isOneOf(SIDERS_TYPES, raw.sidersType)) {
        ctx.addIssue({ code: 'custom', path: ['sidersType'], message: MESSAGES.selectSidersType });
      }
      // Deliberately also refused from clients that predate the length: the price depends on it.
      if (!isOneOf(SIDERS_LENGTHS, raw.sidersLength)) {
        ctx.addIssue({ code: 'custom', path: ['sidersLength'], message: MESSAGES.selectSidersLength });
      }
      if (!Array.isArray(raw.sidersDesigns) || raw.sidersDesigns.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['sidersDesigns'], message: MESSAGES.atLeastOneSidersDesign });
      }
    }, evenWithOtherErrors)
    // Without siders, nothing about siders is kept (unchecking siders clears the type, docs/product.md#flows).
    .overwrite((booking) =>
      booking.includeSiders
        ? booking
        : { ...booking, sidersType: null, sidersLength: null, sidersDesigns: [] },
    ),
);

/** Guests a booking could have before teams: a client that sends no brides sends at most these. */
const GUESTS_BEFORE_TEAMS = 50;

/**
 * The artists a booking needs (docs/bookings.md#team-bookings): sized from its brides and guests, or one
 * for a client from before teams (no brides sent, at most 50 guests), whose booking behaves as it did.
 */
export function teamSizeOf(booking: Pick<Booking, 'brides' | 'guestCount'>, times?: TeamTimes): number {
  if (isFromBeforeTeams(booking)) return 1;
  return artistsNeeded({ brides: booking.brides ?? 1, guestCount: booking.guestCount }, times);
}

/** A booking as a client from before teams sends it: one artist's, whatever the team times are. */
export function isFromBeforeTeams(booking: Pick<Booking, 'brides' | 'guestCount'>): boolean {
  return booking.brides === undefined && booking.guestCount <= GUESTS_BEFORE_TEAMS;
}

/** What the browser keeps as its draft and posts. */
export type BookingInput = z.input<typeof bookingSchema>;
/** A valid booking, normalised. */
export type Booking = z.output<typeof bookingSchema>;
