// Filling a team booking's seat (docs/bookings.md#team-bookings): an artist accepting a seat's offer, or
// the owner filling or changing a seat in the console. Decided as an assignment is: the artist's lock,
// then the booking's row, then its seats, and the artist free on every date as the place rule counts.
// The booking is confirmed with its lead (the first seat's artist) once every seat is taken.
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES, firstNameOf, type Actor } from '@mehendi/shared';
import type { Db } from '../../db/database';
import type { ArtistRow } from '../artists';
import type { BookingRow } from '../bookings';
import {
  Refused,
  confirmedWith,
  entry,
  findArtist,
  lockAssignmentsOf,
  lockedBooking,
  saveStep,
  type LifecycleDeps,
} from '../bookings/lifecycle.service';
import { artistText, bookingText } from '../bookings';
import { artistOffers } from './offers.schema';
import { artistFreeFor } from '../places/places.service';
import type { OutgoingText } from '../sms-outbox';
import { LEAD_SEAT, bookingSeats, lockedSeatsOf } from '../team';

/** A team artist's job text: the date, the slot, the team's size and the lead to call. */
export function teamJobText(booking: BookingRow, artist: ArtistRow, lead: ArtistRow): OutgoingText {
  const to = { recipient: 'artist' as const, phone: artist.phone, language: artist.language };
  return bookingText(booking, to, 'artistTeamJob', () => ({
    size: String(booking.teamSize),
    artist: firstNameOf(lead.fullName),
    contact: lead.whatsappNumber,
  }));
}

/**
 * Confirms a team booking whose every seat is taken, with its lead (the first seat's artist): the
 * customer and the lead are texted as for one artist's booking (the lead has the customer's number), each
 * other artist the team's size and the lead's name and number.
 */
export async function confirmTeam(
  tx: Db,
  deps: Pick<LifecycleDeps, 'clock' | 'advances' | 'origin'>,
  booking: BookingRow,
  seats: readonly { seat: number; artistId: string | null }[],
  by: Actor,
  note: string,
): Promise<{ row: BookingRow; texts: OutgoingText[] }> {
  const leadId = seats.find((seat) => seat.seat === LEAD_SEAT)?.artistId ?? null;
  const lead = leadId === null ? null : await findArtist(tx, leadId);
  if (!lead) throw new Refused(409, MESSAGES.artistNotFree);
  const confirmed = await confirmedWith(tx, deps, booking, lead, by, { note });
  const others: OutgoingText[] = [];
  for (const seat of seats)
    if (seat.artistId !== null && seat.artistId !== leadId) {
      const member = await findArtist(tx, seat.artistId);
      if (member) others.push(teamJobText(confirmed.row, member, lead));
    }
  return { row: confirmed.row, texts: [...confirmed.texts, ...others] };
}

/**
 * Gives seat `seatNo` of team booking `bookingId` to `artistId`: by an accepted offer (`fromOffer`) or
 * by the owner (who may also change a taken seat; an open offer for it is withdrawn). 409 when the artist
 * already has another seat of it or is not free; the last seat taken confirms the booking.
 */
export async function takeSeat(
  tx: Db,
  deps: Pick<LifecycleDeps, 'clock' | 'advances' | 'origin'>,
  bookingId: string,
  seatNo: number,
  artistId: string,
  by: Actor,
  fromOffer?: { note: string },
): Promise<{ row: BookingRow; texts: OutgoingText[] }> {
  await lockAssignmentsOf(tx, artistId);
  const booking = await lockedBooking(tx, bookingId);
  if (booking.status !== 'new' && booking.status !== 'confirmed')
    throw new Refused(409, MESSAGES.transitionNotAllowed);
  const seats = await lockedSeatsOf(tx, booking.id);
  const target = seats.find((seat) => seat.seat === seatNo);
  if (!target) throw new Refused(400, MESSAGES.chooseSeat, 'seat');
  if (target.state === 'accepted' && target.artistId === artistId)
    throw new Refused(409, MESSAGES.alreadyAssigned);
  if (seats.some((seat) => seat.seat !== seatNo && seat.artistId === artistId && seat.state === 'accepted'))
    throw new Refused(409, MESSAGES.alreadyInTeam);
  const artist = await findArtist(tx, artistId);
  if (!artist) throw new Refused(404, MESSAGES.notFound);
  if (artist.status !== 'approved') throw new Refused(400, MESSAGES.artistNotApproved);
  // Free on every date beside their other jobs (this booking's other seats are other artists').
  const free = await artistFreeFor(tx, artistId, booking, { except: booking.id, anyVariety: by === 'admin' });
  if (!free) throw new Refused(409, MESSAGES.artistNotFree);

  const now = deps.clock.now();
  const previous =
    target.state === 'accepted' && target.artistId !== null ? await findArtist(tx, target.artistId) : null;
  // The owner filling a seat ends the open offer for it; an artist offered another seat of this booking
  // keeps theirs only if it is not the one taken here.
  if (!fromOffer)
    await tx
      .update(artistOffers)
      .set({ answer: 'withdrawn', answeredAt: now })
      .where(
        and(
          eq(artistOffers.bookingId, booking.id),
          eq(artistOffers.seat, seatNo),
          isNull(artistOffers.answer),
        ),
      );
  await tx
    .update(bookingSeats)
    .set({ artistId, state: 'accepted', acceptedAt: now })
    .where(and(eq(bookingSeats.bookingId, booking.id), eq(bookingSeats.seat, seatNo)));
  const filled = seats.map((seat) =>
    seat.seat === seatNo ? { ...seat, artistId, state: 'accepted' as const } : seat,
  );
  const leadId = filled.find((seat) => seat.seat === LEAD_SEAT)?.artistId ?? null;
  const complete = filled.every((seat) => seat.state === 'accepted' && seat.artistId !== null);
  const note = `${fromOffer ? fromOffer.note : 'seat filled'}: seat ${seatNo + 1} of ${booking.teamSize} (${target.role})`;

  if (booking.status === 'new' && complete) return confirmTeam(tx, deps, booking, filled, by, note);

  const step = entry(by, booking.status, booking.status, {
    note,
    artistId,
    ...(fromOffer ? { offer: 'accepted' as const } : {}),
  });
  // A new lead on a confirmed booking becomes its artist (reminders, the day of the visit).
  const newLead = booking.status === 'confirmed' && seatNo === LEAD_SEAT;
  const row = await saveStep(tx, booking, step, newLead ? { artistId } : {});
  if (booking.status !== 'confirmed') return { row, texts: [] };
  // A seat changed after the confirmation: the new artist is told the job, the former one that it ended.
  const texts: OutgoingText[] = [];
  if (previous) texts.push(artistText(row, previous, 'artistJobCancelled'));
  const lead = newLead || leadId === null ? artist : await findArtist(tx, leadId);
  texts.push(newLead || !lead ? artistText(row, artist, 'artistJob') : teamJobText(row, artist, lead));
  return { row, texts };
}
