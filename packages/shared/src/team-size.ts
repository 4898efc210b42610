/**
 * How many artists a function needs (issue 47, docs/bookings.md#team-bookings): the bridal designs and the
 * guests' simple ones, in minutes of work, shared among artists who each have the function's hours. One
 * function, so the booking form's live figure and the server's seats never disagree.
 */

/** The owner-adjustable times (settings); these are the defaults. */
export interface TeamTimes {
  /** One bride's (or main person's) design. */
  bridalMinutes: number;
  /** One guest's simple design on both hands. */
  guestMinutes: number;
  /** What one artist gives a function. */
  functionMinutes: number;
}

export const TEAM_TIMES: TeamTimes = { bridalMinutes: 180, guestMinutes: 12, functionMinutes: 240 };
/** The guests a team booking may have (one artist’s booking keeps MAX_GUESTS of estimate.ts). */
export const MAX_TEAM_GUESTS = 300;
export const MAX_BRIDES = 3;

export interface FunctionSize {
  /** Brides or main people, 0 to MAX_BRIDES. */
  brides: number;
  guestCount: number;
}

/** The minutes of work of a function. */
export function workMinutes({ brides, guestCount }: FunctionSize, times: TeamTimes = TEAM_TIMES): number {
  return brides * times.bridalMinutes + guestCount * times.guestMinutes;
}

/**
 * The artists a function needs: its work shared in `functionMinutes` each, and never fewer than the brides
 * (each bride has an artist of her own); at least one. One means no team: a booking as ever.
 */
export function artistsNeeded(size: FunctionSize, times: TeamTimes = TEAM_TIMES): number {
  return Math.max(1, size.brides, Math.ceil(workMinutes(size, times) / times.functionMinutes));
}
