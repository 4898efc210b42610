// A team booking's seats and what each side sees of them (issue 47, docs/bookings.md#team-bookings): one
// booking served by several artists, the bridal seat first. A booking needing one artist has no team
// (`team: null` in every answer) and behaves as before teams.
import { z } from 'zod';
import { MESSAGES } from './messages';
import { MAX_BRIDES, TEAM_TIMES, type TeamTimes } from './team-size';

export const SEAT_ROLES = ['bridal', 'guests'] as const;
export type SeatRole = (typeof SEAT_ROLES)[number];
export const SEAT_STATES = ['open', 'offered', 'accepted'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

/** The customer's answer when the team is short 48 hours before (docs/bookings.md#short-of-artists). */
export const TEAM_CHOICES = ['go_ahead', 'cancel'] as const;
export type TeamChoice = (typeof TEAM_CHOICES)[number];

/** How long before the visit a team still missing seats is flagged to the owner and the customer. */
export const TEAM_SHORT_HOURS = 48;

/** One seat, as the owner and the customer see it (the artist's first name only for the customer). */
export const teamSeatSchema = z.object({
  /** 0, 1, …: the bridal seats first. */
  seat: z.number().int().min(0),
  role: z.enum(SEAT_ROLES),
  state: z.enum(SEAT_STATES),
  /** The artist offered or holding the seat; null while open. */
  artistId: z.string().nullable(),
  firstName: z.string().nullable(),
});
export type TeamSeat = z.infer<typeof teamSeatSchema>;

/** A team booking's team on its record (GET /api/customers/{id}, /api/customers/all, /api/my/bookings). */
export const bookingTeamSchema = z.object({
  artistsNeeded: z.number().int().min(2),
  brides: z.number().int().min(0).max(MAX_BRIDES),
  seats: z.array(teamSeatSchema),
  /** Seats accepted so far: "4 of 7 artists confirmed". */
  confirmed: z.number().int().min(0),
  /**
   * Flagged 48 hours before with seats still open: how many artists short; null when not flagged (or
   * full since).
   */
  shortBy: z.number().int().min(1).nullable(),
  /** The customer's answer to the flag; null until given. */
  choice: z.enum(TEAM_CHOICES).nullable(),
  /**
   * Going ahead with the artists confirmed: the guests they serve in the function's hours and that
   * smaller function's estimate; null while the team is not short.
   */
  reduced: z
    .object({ guestCount: z.number().int().min(0), estimate: z.object({ min: z.number(), max: z.number() }) })
    .nullable(),
});
export type BookingTeam = z.infer<typeof bookingTeamSchema>;

/** A team job as one of its artists sees it (GET /api/my/jobs): who does what and whom to call. */
export const jobTeamSchema = z.object({
  artistsNeeded: z.number().int().min(2),
  myRole: z.enum(SEAT_ROLES),
  /** Whether the signed-in artist is the lead (the bridal artist, else the first seat's). */
  iAmLead: z.boolean(),
  /** The lead's first name and number, for coordinating; null while the lead's seat is open. */
  lead: z.object({ firstName: z.string(), whatsappNumber: z.string() }).nullable(),
  /** The other artists who accepted, first names and roles. */
  others: z.array(z.object({ firstName: z.string(), role: z.enum(SEAT_ROLES), lead: z.boolean() })),
});
export type JobTeam = z.infer<typeof jobTeamSchema>;

/** POST /api/my/bookings/{id}/team-choice */
export const teamChoiceSchema = z.object(
  { choice: z.enum(TEAM_CHOICES, { error: MESSAGES.chooseTeamChoice }) },
  { error: MESSAGES.chooseTeamChoice },
);

/** GET /api/team-times (public) and the owner's settings: the times the team is sized from. */
const minutes = () =>
  z
    .number({ error: MESSAGES.invalidTeamMinutes })
    .int(MESSAGES.invalidTeamMinutes)
    .min(1, MESSAGES.invalidTeamMinutes)
    .max(720, MESSAGES.invalidTeamMinutes);
export const teamTimesSchema = z.object(
  { bridalMinutes: minutes(), guestMinutes: minutes(), functionMinutes: minutes() },
  { error: MESSAGES.invalidTeamMinutes },
);

/**
 * The guests the artists confirmed serve in the function's hours once the brides are done, at most the
 * guests asked for: what "go ahead with fewer" means in numbers.
 */
export function guestsServed(
  artists: number,
  { brides, guestCount }: { brides: number; guestCount: number },
  times: TeamTimes = TEAM_TIMES,
): number {
  const left = artists * times.functionMinutes - brides * times.bridalMinutes;
  return Math.max(0, Math.min(guestCount, Math.floor(left / times.guestMinutes)));
}
