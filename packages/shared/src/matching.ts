// Offers to artists (docs/bookings.md#offers-to-artists, DESIGN §9): the shapes both sides share and the
// offer's time, which stops during the quiet hours so nobody is asked to answer at night.
import { z } from 'zod';
import { SEAT_ROLES, teamTimesSchema } from './team';
import { QUIET_HOURS } from './reminders';
import { IST_OFFSET_MS } from './my-records';
import { bookingEstimateSchema } from './estimate';

/** Why an artist declined an offer; 'other' carries a note. */
export const OFFER_DECLINE_REASONS = ['busy', 'too_far', 'not_my_style', 'other'] as const;
export type OfferDeclineReason = (typeof OFFER_DECLINE_REASONS)[number];

/**
 * How an offer ended: accepted, declined, expired (nobody answered in time), withdrawn (the owner assigned
 * by hand, or the booking was cancelled or moved) or not_free (accepted when the artist was no longer free).
 */
export const OFFER_ANSWERS = ['accepted', 'declined', 'expired', 'withdrawn', 'not_free'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

/** A booking in matching: an artist is being asked, or the owner must choose (too many misses, too close). */
export const ASSIGNMENT_STATES = ['offering', 'needs_owner'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** Why the owner is asked. */
export const NEEDS_OWNER_REASONS = ['rounds', 'too_close', 'no_candidate', 'team_short'] as const;
export type NeedsOwnerReason = (typeof NEEDS_OWNER_REASONS)[number];

/** The settings' defaults (ARTIST_OFFER_MINUTES, ARTIST_OFFER_ROUNDS, ARTIST_OFFERS_OPEN_MAX). */
export const ARTIST_OFFER_DEFAULTS = { minutes: 30, rounds: 3, openMax: 2 } as const;
/** An offer is never shorter than this, however close the visit. */
export const ARTIST_OFFER_MIN_MINUTES = 5;
/** A visit closer than this goes to the owner rather than to another round of offers. */
export const OWNER_ONLY_HOURS = 6;
/** An artist's weight in fairness: 0 is never offered automatically, 1 the default, 5 the most. */
export const OFFER_WEIGHT_MAX = 5;

const MINUTE_MS = 60_000;

/** Minutes since India's midnight of `at`. */
function indiaMinuteOfDay(at: number): number {
  const local = new Date(at + IST_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60;
}

function inQuietHours(at: number): boolean {
  const minute = indiaMinuteOfDay(at);
  return minute >= QUIET_HOURS.from * 60 || minute < QUIET_HOURS.to * 60;
}

/** The next 08:00 India time at or after `at` (which is in the quiet hours). */
function quietHoursEnd(at: number): number {
  const minute = indiaMinuteOfDay(at);
  const untilEnd =
    minute >= QUIET_HOURS.from * 60 ? 24 * 60 - minute + QUIET_HOURS.to * 60 : QUIET_HOURS.to * 60 - minute;
  return at + Math.round(untilEnd * MINUTE_MS);
}

/**
 * When an offer made at `now` expires: `minutes` (ARTIST_OFFER_MINUTES) or a tenth of the time left to the
 * visit when that is shorter, never under ARTIST_OFFER_MIN_MINUTES, counted only outside the quiet hours
 * (21:00–08:00 India time): an offer of 30 minutes made at 20:50 expires at 08:20.
 */
export function artistOfferExpiry(now: Date, visitStart: Date, minutes: number): Date {
  const tenth = (visitStart.getTime() - now.getTime()) / 10;
  let left = Math.max(ARTIST_OFFER_MIN_MINUTES * MINUTE_MS, Math.min(minutes * MINUTE_MS, tenth));
  let at = now.getTime();
  if (inQuietHours(at)) at = quietHoursEnd(at);
  for (;;) {
    const quietFrom = nextQuietStart(at);
    if (at + left <= quietFrom) return new Date(at + left);
    left -= quietFrom - at;
    at = quietHoursEnd(quietFrom);
  }
}

/** The next 21:00 India time after `at` (which is outside the quiet hours). */
function nextQuietStart(at: number): number {
  return at + Math.round((QUIET_HOURS.from * 60 - indiaMinuteOfDay(at)) * MINUTE_MS);
}

/** The India-time calendar month of `at`: its first instant and the next month's. */
export function indiaMonth(at: Date): { from: Date; to: Date } {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const from = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST_OFFSET_MS;
  const to = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - IST_OFFSET_MS;
  return { from: new Date(from), to: new Date(to) };
}

const isoDateTime = z.iso.datetime({ offset: true });

/** A booking's matching, on its record (null when the owner assigns by hand or it is settled). */
export const assignmentSchema = z.object({
  state: z.enum(ASSIGNMENT_STATES),
  /** The artist being asked (null when the owner is). */
  artistId: z.string().nullable(),
  offerExpiresAt: isoDateTime.nullable(),
  /** How many artists have been asked so far (1 for the first). */
  round: z.number().int(),
  /** Why the owner is asked, when they are. */
  reason: z.enum(NEEDS_OWNER_REASONS).nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/**
 * An offer as the artist sees it (My work, the one-tap page): the job without the customer's name, number
 * or address; the area is the locality and pincode.
 */
export const artistOfferSchema = z.object({
  bookingId: z.string(),
  selectedDates: z.array(isoDateTime),
  selectedTime: z.string(),
  mehendiVariety: z.string(),
  locality: z.string().nullable(),
  pincode: z.string().nullable(),
  guestCount: z.number().int(),
  includeSiders: z.boolean(),
  estimate: bookingEstimateSchema.nullable(),
  offeredAt: isoDateTime,
  expiresAt: isoDateTime,
  /** open until answered; then how it ended. */
  state: z.enum(['open', ...OFFER_ANSWERS]),
  /** The artist's first name, to greet them on the one-tap page. */
  artistFirstName: z.string(),
  /** The artist's language (the one-tap page opens in it). */
  language: z.string().nullable(),
  /** A seat of a team booking (docs/bookings.md#team-bookings): its role and the team's size; else null. */
  team: z
    .object({ artistsNeeded: z.number().int(), role: z.enum(SEAT_ROLES) })
    .nullable()
    .optional(),
});
export type ArtistOffer = z.infer<typeof artistOfferSchema>;

export const offerDeclineSchema = z
  .object({
    reason: z.enum(OFFER_DECLINE_REASONS, { error: 'Please choose why you decline.' }),
    note: z.string().trim().max(300, 'Please keep the note under 300 characters.').optional(),
  })
  .refine((body) => body.reason !== 'other' || (body.note ?? '').length > 0, {
    message: 'Please say why in a few words.',
    path: ['note'],
  });
export type OfferDecline = z.infer<typeof offerDeclineSchema>;

/** An artist's offers this month (India time): shown to the owner and to the artist; it ranks nobody. */
export const offerStatsSchema = z.object({
  offered: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  expired: z.number().int(),
  /** Answered (accepted or declined) of those that could be answered, 0–1; null before any offer. */
  responseRate: z.number().nullable(),
});
export type OfferStats = z.infer<typeof offerStatsSchema>;

/** PUT /api/my/preferences */
export const artistPreferencesSchema = z.object({ autoAccept: z.boolean() });
export type ArtistPreferences = z.infer<typeof artistPreferencesSchema>;

/** PUT /api/artists/{id}/offer-weight */
export const offerWeightSchema = z.object({
  weight: z
    .number({ error: 'Please give a weight from 0 to 5.' })
    .int('Please give a whole number from 0 to 5.')
    .min(0, 'Please give a weight from 0 to 5.')
    .max(OFFER_WEIGHT_MAX, 'Please give a weight from 0 to 5.'),
});

/** GET/PUT /api/admin/settings: the owner's switches. */
export const ownerSettingsSchema = z.object({
  /** Offer new bookings to artists automatically (default on; off: the owner assigns every booking). */
  autoOffers: z.boolean(),
  /** The times a team is sized from (docs/bookings.md#team-bookings). */
  teamTimes: teamTimesSchema,
});
export type OwnerSettings = z.infer<typeof ownerSettingsSchema>;
/** PUT /api/admin/settings: the team times may be left out (a console from before teams). */
export const ownerSettingsUpdateSchema = ownerSettingsSchema.extend({
  teamTimes: teamTimesSchema.optional(),
});
export type OwnerSettingsUpdate = z.infer<typeof ownerSettingsUpdateSchema>;

/** GET /api/customers/{id}/assignment: every candidate in order with the facts that ranked them, and every offer. */
export const assignmentExplanationSchema = z.object({
  assignment: assignmentSchema.nullable(),
  candidates: z.array(
    z.object({
      artistId: z.string(),
      fullName: z.string(),
      free: z.boolean(),
      /** Why not free: off that day, not working the slot or day, fully booked, a clashing job. */
      notFree: z.enum(['dayOff', 'notWorking', 'full', 'clash']).nullable(),
      preferred: z.boolean(),
      offersVariety: z.boolean(),
      distance: z.number().int(),
      rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
      /** Accepted jobs this India-time month. */
      monthJobs: z.number().int(),
      /** Jobs counted for fairness: this month's plus the calibration. */
      counted: z.number(),
      /** Their weighted share of this month's accepted jobs. */
      share: z.number(),
      weight: z.number().int(),
      /** Jobs counted as if had (joined or back from days off this month), else 0. */
      calibration: z.number(),
      lastOfferedAt: isoDateTime.nullable(),
      openOffers: z.number().int(),
      autoAccept: z.boolean(),
      /** Why this artist is not offered the booking automatically, when not. */
      skipped: z.enum(['notFree', 'weightZero', 'declined', 'alreadyOffered', 'tooManyOpen']).nullable(),
    }),
  ),
  offers: z.array(
    z.object({
      artistId: z.string(),
      fullName: z.string(),
      round: z.number().int(),
      offeredAt: isoDateTime,
      expiresAt: isoDateTime,
      state: z.enum(['open', ...OFFER_ANSWERS]),
      answeredAt: isoDateTime.nullable(),
      reason: z.enum(OFFER_DECLINE_REASONS).nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type AssignmentExplanation = z.infer<typeof assignmentExplanationSchema>;
