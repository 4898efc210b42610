// How the console words a team booking's seats (issue 47, docs/bookings.md#team-bookings): pure functions
// of the records and `t`, so each wording is tested without a page.
import type { BookingTeam, CustomerBooking, TeamSeat } from '@mehendi/shared';
import type { TFunction } from '../../../i18n';

/** A booking's team; absent from a server before teams (then no team). */
export function bookingTeamOf(booking: CustomerBooking): BookingTeam | null {
  return booking.team ?? null;
}

/** "4 of 7 artists confirmed" */
export function teamConfirmedText(t: TFunction, team: BookingTeam): string {
  return t('team.confirmed', { confirmed: team.confirmed, needed: team.artistsNeeded });
}

/** "Seat 1 · Bride" */
export function seatLabel(t: TFunction, seat: TeamSeat): string {
  return t('team.seatLabel', { number: seat.seat + 1, role: t(`team.roles.${seat.role}`) });
}

/**
 * Who holds a seat: "Open", "Offered to Asha Patil", "Accepted: Asha Patil". `names` are the approved
 * artists' full names by id; the seat's first name when the artist is not among them.
 */
export function seatHolderText(
  t: TFunction,
  seat: TeamSeat,
  names: ReadonlyMap<string, string> | undefined,
): string {
  if (seat.state === 'open' || !seat.artistId) return t('team.states.open');
  const name = names?.get(seat.artistId) ?? seat.firstName ?? '';
  return t(`team.states.${seat.state}`, { name });
}

/** The seat an assignment of the team starts on: the one asked for, else the first open one, else none. */
export function firstSeat(team: BookingTeam, asked: number | null): number | null {
  if (asked !== null && team.seats.some((seat) => seat.seat === asked)) return asked;
  return team.seats.find((seat) => seat.state === 'open')?.seat ?? null;
}

/**
 * Why an artist cannot take `chosen`, when they hold a seat of the team: another seat (an artist holds at
 * most one), or this one already accepted. An artist offered this very seat can be given it.
 */
export function heldSeatText(
  t: TFunction,
  team: BookingTeam,
  artistId: string,
  chosen: number | null,
): string | null {
  const held = team.seats.find((seat) => seat.artistId === artistId && seat.state !== 'open');
  if (!held || (held.seat === chosen && held.state === 'offered')) return null;
  return held.seat === chosen ? t('team.holdsThisSeat') : t('team.holdsSeat', { seat: seatLabel(t, held) });
}
