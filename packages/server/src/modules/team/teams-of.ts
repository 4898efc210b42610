import { groupBy, type BookingTeam } from '@mehendi/shared';
import type { Db } from '../../db/database';
import type { BookingRow } from '../bookings/bookings.schema';
import { readOwnerSettings } from '../settings';
import { seatsOf } from './seats.repository';
import { bookingTeamOf } from './team-view';

/** The teams of the team bookings among `rows` (one read of their seats), by booking id. */
export async function teamsOf(db: Db, rows: readonly BookingRow[]): Promise<Map<string, BookingTeam>> {
  const teamRows = rows.filter((row) => row.teamSize > 1);
  if (teamRows.length === 0) return new Map();
  // One after the other: `db` may be a transaction's one connection.
  const seats = await seatsOf(
    db,
    teamRows.map((row) => row.id),
  );
  const settings = await readOwnerSettings(db);
  const seatsByBooking = groupBy(seats, (seat) => seat.bookingId);
  return new Map(
    teamRows.map((row) => [
      row.id,
      bookingTeamOf(row, seatsByBooking.get(row.id) ?? [], settings.teamTimes)!,
    ]),
  );
}
