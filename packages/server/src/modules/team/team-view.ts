// What each side sees of a team booking's seats (docs/bookings.md#team-bookings): the owner and the
// customer the seats and the progress, an artist of the team who else is on it and whom to call.
import {
  estimateDay,
  estimateOverDays,
  firstNameOf,
  guestsServed,
  type BookingTeam,
  type JobTeam,
  type TeamTimes,
} from '@mehendi/shared';
import type { BookingRow } from '../bookings/bookings.schema';
import type { SeatOfBooking } from './seats.repository';

/** The lead is the first seat's artist: the bridal artist when there is a bride (bridal seats come first). */
export const LEAD_SEAT = 0;

/** Seats accepted so far. */
export const acceptedSeats = (seats: readonly SeatOfBooking[]) =>
  seats.filter((seat) => seat.state === 'accepted' && seat.artistId !== null);

/** The booking's team as its record shows it, or null for one artist's booking. */
export function bookingTeamOf(
  row: BookingRow,
  seats: readonly SeatOfBooking[],
  times: TeamTimes,
): BookingTeam | null {
  if (row.teamSize <= 1) return null;
  const confirmed = acceptedSeats(seats).length;
  const short = row.teamShortAt !== null && confirmed < row.teamSize ? row.teamSize - confirmed : null;
  return {
    artistsNeeded: row.teamSize,
    brides: row.brides,
    seats: seats.map((seat) => ({
      seat: seat.seat,
      role: seat.role,
      state: seat.state,
      artistId: seat.artistId,
      firstName: seat.artistName === null ? null : firstNameOf(seat.artistName),
    })),
    confirmed,
    shortBy: short,
    choice: row.teamChoice,
    reduced: short === null ? null : reducedFunction(row, confirmed, times),
  };
}

/** Going ahead with `artists`: the guests they serve in the function's hours and that function's estimate. */
export function reducedFunction(
  row: BookingRow,
  artists: number,
  times: TeamTimes,
): { guestCount: number; estimate: { min: number; max: number } } {
  const guestCount = guestsServed(artists, row, times);
  const perDay = estimateDay({ ...row, guestCount });
  const whole = perDay ? estimateOverDays(perDay, row.selectedDates) : { min: 0, max: 0 };
  return { guestCount, estimate: { min: whole.min, max: whole.max } };
}

/** A team job as `artistId` (holding one of its accepted seats) sees it, or null for one artist's job. */
export function jobTeamOf(
  row: BookingRow,
  seats: readonly SeatOfBooking[],
  artistId: string,
): JobTeam | null {
  if (row.teamSize <= 1) return null;
  const accepted = acceptedSeats(seats);
  const mine = accepted.find((seat) => seat.artistId === artistId);
  const lead = accepted.find((seat) => seat.seat === LEAD_SEAT);
  return {
    artistsNeeded: row.teamSize,
    myRole: mine?.role ?? 'guests',
    iAmLead: lead?.artistId === artistId,
    lead:
      lead && lead.artistName !== null && lead.artistNumber !== null
        ? { firstName: firstNameOf(lead.artistName), whatsappNumber: lead.artistNumber }
        : null,
    others: accepted
      .filter((seat) => seat.artistId !== artistId && seat.artistName !== null)
      .map((seat) => ({
        firstName: firstNameOf(seat.artistName!),
        role: seat.role,
        lead: seat.seat === LEAD_SEAT,
      })),
  };
}
