// The owner's team times as the Settings card edits them (docs/bookings.md#team-bookings): minutes for a
// bride and a guest, hours for an artist at a function, checked before they are sent.
import { artistsNeeded, type TeamTimes } from '@mehendi/shared';

/** What the card's three boxes hold, as typed. */
export interface TeamTimesDraft {
  bridalMinutes: string;
  guestMinutes: string;
  functionHours: string;
}

/** The largest any time may be (teamTimesSchema's limit): 720 minutes, 12 hours. */
export const MAX_TEAM_MINUTES = 720;

export function draftOf(times: TeamTimes): TeamTimesDraft {
  return {
    bridalMinutes: String(times.bridalMinutes),
    guestMinutes: String(times.guestMinutes),
    // Hours as the owner thinks of them; 250 minutes shows as 4.17.
    functionHours: String(Math.round((times.functionMinutes / 60) * 100) / 100),
  };
}

/** A box that is not a whole number of minutes from 1 to 720 (hours: a number of hours giving that). */
export type TeamTimesErrors = Partial<Record<keyof TeamTimesDraft, 'minutes' | 'hours'>>;

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
const inRange = (minutes: number) => Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_TEAM_MINUTES;

/** The times to send, or which boxes are wrong. */
export function readTeamTimes(draft: TeamTimesDraft): { times: TeamTimes } | { errors: TeamTimesErrors } {
  const bridalMinutes = number(draft.bridalMinutes);
  const guestMinutes = number(draft.guestMinutes);
  const functionMinutes = Math.round(number(draft.functionHours) * 60);
  const errors: TeamTimesErrors = {};
  if (!inRange(bridalMinutes)) errors.bridalMinutes = 'minutes';
  if (!inRange(guestMinutes)) errors.guestMinutes = 'minutes';
  if (!inRange(functionMinutes)) errors.functionHours = 'hours';
  return Object.keys(errors).length > 0
    ? { errors }
    : { times: { bridalMinutes, guestMinutes, functionMinutes } };
}

/** The card's example, live as the owner types: the artists a bride and 120 guests need with these times. */
export const EXAMPLE_GUESTS = 120;
export function exampleArtists(times: TeamTimes): number {
  return artistsNeeded({ brides: 1, guestCount: EXAMPLE_GUESTS }, times);
}
