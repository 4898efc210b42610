// A team booking's seats (docs/bookings.md#team-bookings): made with the booking, read with its artists'
// names for every answer that shows the team.
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SeatRole, SeatState } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists/artists.schema';
import type { BookingRow } from '../bookings/bookings.schema';
import { bookingSeats } from './seats.schema';

/** A seat with what the answers show of its artist. */
export interface SeatOfBooking {
  bookingId: string;
  seat: number;
  role: SeatRole;
  state: SeatState;
  artistId: string | null;
  artistName: string | null;
  artistNumber: string | null;
}

/** The seats of a new team booking, all open: one per bride first (the bridal seats), then the guests'. */
export async function createSeats(
  tx: Db,
  booking: Pick<BookingRow, 'id' | 'brides' | 'teamSize'>,
): Promise<void> {
  const bridal = Math.min(booking.brides, booking.teamSize);
  await tx.insert(bookingSeats).values(
    Array.from({ length: booking.teamSize }, (_, seat) => ({
      bookingId: booking.id,
      seat,
      role: seat < bridal ? ('bridal' as const) : ('guests' as const),
    })),
  );
}

/** The seats of `bookingIds`, in seat order, with their artists' names and numbers. */
export async function seatsOf(db: Db, bookingIds: readonly string[]): Promise<SeatOfBooking[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingSeats.bookingId,
      seat: bookingSeats.seat,
      role: bookingSeats.role,
      state: bookingSeats.state,
      artistId: bookingSeats.artistId,
      artistName: artists.fullName,
      artistNumber: artists.whatsappNumber,
    })
    .from(bookingSeats)
    .leftJoin(artists, eq(artists.id, bookingSeats.artistId))
    .where(inArray(bookingSeats.bookingId, [...bookingIds]))
    .orderBy(asc(bookingSeats.bookingId), asc(bookingSeats.seat));
}

/** The seats of one booking, locked until the transaction ends (taken after the booking's row lock). */
export async function lockedSeatsOf(tx: Db, bookingId: string) {
  return tx
    .select()
    .from(bookingSeats)
    .where(eq(bookingSeats.bookingId, bookingId))
    .orderBy(asc(bookingSeats.seat))
    .for('update');
}

/** `bookingId` is a team booking `artistId` holds an accepted seat of (My work, their calendar). */
export function seatedIn(bookingId: AnyColumn, artistId: string): SQL {
  return sql`${bookingId} in (select s.booking_id from booking_seats s where s.artist_id = ${artistId} and s.state = 'accepted')`;
}

/** A seat nobody holds or is asked for. */
export const isOpenSeat = (seat: { state: SeatState }) => seat.state === 'open';

/** The seat is offered to `artistId` (made with the offer, under the booking's row lock). */
export async function offerSeat(tx: Db, bookingId: string, seat: number, artistId: string): Promise<void> {
  await tx
    .update(bookingSeats)
    .set({ state: 'offered', artistId })
    .where(and(eq(bookingSeats.bookingId, bookingId), eq(bookingSeats.seat, seat)));
}

/** An offer of a seat ended unanswered or declined: the seat is open again, unless taken meanwhile. */
export async function reopenSeat(
  tx: Db,
  offer: { bookingId: string; seat: number | null; artistId: string },
): Promise<void> {
  if (offer.seat === null) return;
  await tx
    .update(bookingSeats)
    .set({ state: 'open', artistId: null })
    .where(
      and(
        eq(bookingSeats.bookingId, offer.bookingId),
        eq(bookingSeats.seat, offer.seat),
        eq(bookingSeats.state, 'offered'),
        eq(bookingSeats.artistId, offer.artistId),
      ),
    );
}
