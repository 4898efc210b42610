// Admin requests that run the work (docs/api.md): review, status, assign and the list filters.
import { z } from 'zod';
import { ARTIST_STATUSES, BOOKING_LIST_NARROWINGS, BOOKING_STATUSES, MAX_PAGE, MAX_PAGE_SIZE } from '../work';
import { MESSAGES } from '../messages';
import { parseCalendarDay } from '../calendar';

const note = z.string({ error: MESSAGES.invalidNote }).trim().max(500, MESSAGES.invalidNote).optional();

/** PATCH /api/artists/{id}/review: a rejection needs a note. */
export const artistReviewSchema = z
  .object(
    { status: z.enum(['approved', 'rejected'], { error: MESSAGES.invalidReviewStatus }), note },
    { error: MESSAGES.invalidReviewStatus },
  )
  .refine((body) => body.status !== 'rejected' || (body.note ?? '') !== '', {
    path: ['note'],
    error: MESSAGES.rejectionNeedsNote,
  });
export type ArtistReview = z.infer<typeof artistReviewSchema>;

/** POST /api/customers/{id}/status: a cancellation needs a reason. */
export const bookingStatusChangeSchema = z
  .object(
    {
      status: z.enum(['completed', 'cancelled'], { error: MESSAGES.invalidBookingStatus }),
      reason: note,
    },
    { error: MESSAGES.invalidBookingStatus },
  )
  .refine((body) => body.status !== 'cancelled' || (body.reason ?? '') !== '', {
    path: ['reason'],
    error: MESSAGES.cancelNeedsReason,
  });
export type BookingStatusChange = z.infer<typeof bookingStatusChangeSchema>;

export const assignArtistSchema = z.object(
  {
    artistId: z.uuid({ error: MESSAGES.notFound }),
    /** A team booking's seat to fill or change (docs/bookings.md#team-bookings); required for a team. */
    seat: z
      .number({ error: MESSAGES.chooseSeat })
      .int(MESSAGES.chooseSeat)
      .min(0, MESSAGES.chooseSeat)
      .optional(),
  },
  { error: MESSAGES.notFound },
);

// A number typed into the address bar: '1e20', '1.5', '0' or a repeated parameter (`page=1&page=2`, which
// arrives as a list) is refused with the field's message.
const positiveInt = (max: number) => z.coerce.number({ error: MESSAGES.invalidPage }).int().min(1).max(max);

function listQuery<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    status: z.enum(statuses, { error: MESSAGES.invalidListFilter }).optional(),
    q: z.string({ error: MESSAGES.invalidSearch }).trim().max(100, MESSAGES.invalidSearch).optional(),
    page: positiveInt(MAX_PAGE).optional(),
    pageSize: positiveInt(MAX_PAGE_SIZE).optional(),
    /** One record by id (a notification opens the booking or application it is about). */
    id: z.uuid({ error: MESSAGES.notFound }).optional(),
    /** Bookings only: 'firstDate' lists by first booked day, upcoming first. */
    sort: z.enum(['newest', 'firstDate'], { error: MESSAGES.invalidListFilter }).optional(),
  });
}

export const bookingListQuerySchema = listQuery(BOOKING_STATUSES).extend({
  /** 'next7Days': a booked day is today or in the six days after it (India's calendar). */
  within: z.enum(BOOKING_LIST_NARROWINGS.within, { error: MESSAGES.invalidListFilter }).optional(),
  /** 'failed': at least one of the booking's texts failed for good. */
  texts: z.enum(BOOKING_LIST_NARROWINGS.texts, { error: MESSAGES.invalidListFilter }).optional(),
  /** 'needs_owner': matching handed the booking to the owner (the console's "Needs you"). */
  assignment: z.enum(BOOKING_LIST_NARROWINGS.assignment, { error: MESSAGES.invalidListFilter }).optional(),
  /** 'YYYY-MM-DD': the bookings that have this day among their dates (the season view opens a day). */
  date: z
    .string({ error: MESSAGES.invalidDate })
    .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseCalendarDay(text) !== undefined, {
      error: MESSAGES.invalidDate,
    })
    .optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
export const artistListQuerySchema = listQuery(ARTIST_STATUSES);
export type ArtistListQuery = z.infer<typeof artistListQuerySchema>;
