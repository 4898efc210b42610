// Shapes of the HTTP answers (docs/api.md, docs/decisions.md §1): records carry `_id`, lists are JSON arrays.
import { bookingAdvanceSchema } from './upi';
import { assignmentSchema } from './matching';
import { bookingTeamSchema } from './team';
import { z } from 'zod';
import { BOOKING_VARIETIES, JOB_TERMS, LANGUAGES, SIDERS_LENGTHS, SIDERS_TYPES } from './catalogue';
import { bookingEstimateSchema } from './estimate';
import { artistAvailabilityRecordSchema } from './schemas/availability';
import { notificationSubjectSchema } from './notifications';
import {
  ARTIST_STATUSES,
  BOOKING_STATUSES,
  SMS_RECIPIENTS,
  SMS_CHANNELS,
  SMS_STATES,
  bookingHistoryEntrySchema,
} from './work';

/**
 * The one error shape of the whole API. `error` is a sentence a person can act on (usually a MESSAGES
 * value); `fields` maps a payload field to its message when the input was at fault.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

const isoDateTime = z.iso.datetime({ offset: true });
const dimension = z.number().int().nonnegative();

// imagePath is the zoom size and thumbPath the grid size; their sizes let grids reserve space.
export const designSchema = z.object({
  _id: z.string(),
  imagePath: z.string(),
  // Image-host id for remote deletion; older images have none.
  publicId: z.string().nullable(),
  thumbPath: z.string(),
  width: dimension,
  height: dimension,
  thumbWidth: dimension,
  thumbHeight: dimension,
});
export type Design = z.infer<typeof designSchema>;

export const sidersDesignSchema = designSchema.extend({ sidersType: z.enum(SIDERS_TYPES) });
export type SidersDesign = z.infer<typeof sidersDesignSchema>;

export const artistSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  whatsappNumber: z.string(),
  address: z.string(),
  pincode: z.string(),
  jobTerm: z.enum(JOB_TERMS),
  mehendiVarieties: z.array(z.string()),
  availability: z.object({ timeRange: z.string() }),
  uploadedDesigns: z.array(z.object({ filename: z.string(), originalname: z.string() })),
  // The verified phone the application was sent from.
  phone: z.string(),
  createdAt: isoDateTime,
  // Review (docs/rules-and-messages.md): only approved artists are given work.
  status: z.enum(ARTIST_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedAt: isoDateTime.nullable(),
  /** The language of the artist's form; their texts use it (English when null). */
  language: z.string().nullable(),
  /** The address of the artist's public profile ('/artists/priya-1a2b3c4d') while it is shown, else null. */
  publicProfile: z.string().nullable(),
});
export type Artist = z.infer<typeof artistSchema>;

// Catalogue values stay plain strings: a booking keeps what was chosen even if the catalogue changes.
export const customerBookingSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  contactNumber: z.string(),
  // The verified phone of the session that posted the booking.
  loginNumber: z.string(),
  selectedDates: z.array(isoDateTime),
  selectedTime: z.string(),
  mehendiVariety: z.string(),
  priceRange: z.string(),
  selectedDesigns: z.array(z.string()),
  sidersType: z.enum(SIDERS_TYPES).nullable(),
  sidersDesigns: z.array(z.string()),
  includeSiders: z.boolean(),
  createdAt: isoDateTime,
  // Null for bookings stored before the form asked for them (docs/data.md).
  venueAddress: z.string().nullable(),
  venuePincode: z.string().nullable(),
  guestCount: z.number().int(),
  /** Brides or main people (1 for bookings made before teams). Absent from a server before it. */
  brides: z.number().int().optional(),
  /** A team booking's seats and progress (docs/bookings.md#team-bookings); null for one artist's. */
  team: bookingTeamSchema.nullable().optional(),
  sidersLength: z.enum(SIDERS_LENGTHS).nullable(),
  // Every booked day together, and one day's figure (docs/bookings.md).
  estimate: bookingEstimateSchema.nullable(),
  /** The page language the booking was made in; the customer's texts use it (English when null). */
  language: z.enum(LANGUAGES).nullable(),
  status: z.enum(BOOKING_STATUSES),
  history: z.array(bookingHistoryEntrySchema),
  /**
   * The artist the customer asked for ("Book with this artist"), and their first name to show; null when
   * none was asked for (or the artist's record is gone).
   */
  preferredArtistId: z.string().nullable(),
  preferredArtistFirstName: z.string().nullable(),
  /** The assigned artist while confirmed or completed. */
  artist: z.object({ _id: z.string(), fullName: z.string(), whatsappNumber: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
  /** The advance asked by UPI (issue 28); null without UPI_VPA or before the first confirmation. */
  advance: bookingAdvanceSchema.nullable(),
  /**
   * Offers to artists (docs/bookings.md#offers-to-artists): an artist is being asked, or the owner must
   * choose; null when neither (assigned, settled, or offers are off). Absent from a server before it.
   */
  assignment: assignmentSchema.nullable().optional(),
  /**
   * What the booking's phone number holds now (docs/security.md#what-one-number-can-hold): its bookings
   * holding a place and their booked days. Absent from a server before it.
   */
  heldByNumber: z.object({ bookings: z.number().int(), days: z.number().int() }).optional(),
  /** The texts this booking caused, oldest first, with where each one is. */
  messages: z.array(
    z.object({
      _id: z.string(),
      recipient: z.enum(SMS_RECIPIENTS),
      template: z.string(),
      /** The channel it went (or goes) by: WhatsApp, or SMS (also after WhatsApp refused it). */
      channel: z.enum(SMS_CHANNELS),
      status: z.enum(SMS_STATES),
      attempts: z.number().int(),
      createdAt: isoDateTime,
      /** A reminder's time (docs/bookings.md#reminders); null for a text sent at once. */
      dueAt: isoDateTime.nullable(),
    }),
  ),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  /** Null for a notification stored before subjects were kept; its English message is all there is. */
  subject: notificationSubjectSchema.nullable(),
  /** The booking or application it is about, which the console opens from it; null when none. */
  record: z
    .object({ type: z.enum(['booking', 'artist']), id: z.string() })
    .nullable()
    .optional(),
  createdAt: isoDateTime,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// The home screen footer's owner contact (docs/product.md), configured on the server.
export const publicConfigSchema = z.object({
  contactName: z.string(),
  contactPhone: z.string(),
  supportEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** One page of an admin list (GET …/all with status, q, page or pageSize). */
export function pageSchemaOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** Why a candidate cannot take the booking: off that day, not working that weekday or slot, fully booked. */
export const CANDIDATE_UNFREE_REASONS = ['dayOff', 'notWorking', 'full'] as const;

/**
 * How many candidates the console is given, best first (docs/bookings.md#places-and-availability): enough
 * to choose from; with thousands of artists the rest would only slow the answer. The artist the customer
 * asked for is added when she ranks lower.
 */
export const CANDIDATES_LISTED = 50;

/** GET /api/customers/{id}/candidates: approved artists ranked for the booking (CANDIDATES_LISTED). */
export const candidateSchema = z.object({
  artist: artistSchema.omit({ uploadedDesigns: true }),
  offersVariety: z.boolean(),
  available: z.boolean(),
  /** 0 same pincode, 1 same first three digits, 2 further. */
  distance: z.number().int(),
  busy: z.boolean(),
  /** The confirmed booking that clashes, when busy. */
  clash: z
    .object({
      _id: z.string(),
      fullName: z.string(),
      selectedDates: z.array(isoDateTime),
      selectedTime: z.string(),
    })
    .nullable(),
  /**
   * Whether the artist can take the booking on every one of its days (their working week, days off and
   * most jobs a day, as the place rule counts): only a free artist can be chosen.
   */
  free: z.boolean(),
  /** The first of the booking's days the artist cannot take it, and why; null when free. */
  unavailable: z
    .object({
      date: z.string().describe("'YYYY-MM-DD'"),
      reason: z.enum(CANDIDATE_UNFREE_REASONS),
    })
    .nullable(),
  /** Days of the artist's other jobs in the weeks of the booking's days (fewest ranks first). */
  weekJobs: z.number().int(),
  /** Published reviews only: the average stars to one decimal and how many; null without any. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  /** The artist the customer asked for (the booking's `preferredArtistId`), ranked first when free. */
  preferred: z.boolean(),
  /**
   * The slots the artist works each weekday, as they saved them in My work (or their application's
   * answer every day until they do): what the console shows, not the application's "Any Time".
   */
  weekly: artistAvailabilityRecordSchema.shape.weekly,
});
export type Candidate = z.infer<typeof candidateSchema>;

/** GET /api/admin/overview: what an owner checks every morning. */
/**
 * How many designs one variety's price range has (GET /api/design-counts, every range of every variety):
 * the booking form shows a range without designs as "No designs yet" and the console's overview warns of it.
 */
export const designCountSchema = z.object({
  variety: z.enum(BOOKING_VARIETIES),
  priceRange: z.string(),
  designs: z.number().int(),
});
export type DesignCount = z.infer<typeof designCountSchema>;

const advanceFigureSchema = z.object({ count: z.number().int(), amount: z.number().int() });

export const overviewSchema = z.object({
  newBookings: z.number().int(),
  confirmedNext7Days: z.number().int(),
  pendingArtists: z.number().int(),
  failedMessages: z.number().int(),
  /** New bookings no artist took automatically: the owner must choose ("Needs you"). */
  needsOwner: z.number().int(),
  /** Texts that failed today (Indian day), on any channel, counted by when they were made. */
  failedTextsToday: z.number().int(),
  /** Bookings on the waiting list (waiting for a place to open). */
  waitlisted: z.number().int(),
  /** The price ranges with no design yet, which customers cannot choose. */
  emptyPriceRanges: z.array(designCountSchema.pick({ variety: true, priceRange: true })),
  /**
   * Advances by UPI (issue 28), null without UPI_VPA: received this month (India's calendar month), claims
   * waiting for the owner's check and refunds owed, each as a count and rupees.
   */
  advances: z
    .object({
      receivedThisMonth: advanceFigureSchema,
      claimed: advanceFigureSchema,
      refundsDue: advanceFigureSchema,
    })
    .nullable(),
});
export type Overview = z.infer<typeof overviewSchema>;
