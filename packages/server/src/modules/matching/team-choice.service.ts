// The customer's answer to a team short of artists (docs/bookings.md#short-of-artists): go ahead with the
// artists confirmed (the team and the guests it serves made smaller, the estimate with them, and the
// booking confirmed with its lead), or cancel (as a cancellation of a booking not yet confirmed: no
// advance has been asked, so none is lost).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MESSAGES, estimateDay, type TeamChoice } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { refuse, success } from '../../http/outcome';
import { customerBookings, type BookingRow } from '../bookings';
import {
  Refused,
  cancelBooking,
  lockedBooking,
  run,
  type LifecycleDeps,
  type LifecycleResult,
} from '../bookings/lifecycle.service';
import { artistOffers } from './offers.schema';
import { readOwnerSettings } from '../settings';
import { bookingSeats, lockedSeatsOf, reducedFunction } from '../team';
import { confirmTeam } from './seats.service';

/** Whether `booking` waits for its customer's answer to a team short of artists. */
export const awaitsTeamChoice = (booking: BookingRow) =>
  booking.teamSize > 1 &&
  booking.teamShortAt !== null &&
  booking.teamChoice === null &&
  booking.status === 'new';

/** The cancellation's reason, in the customer's text and the history. */
const TEAM_SHORT_REASON = 'not enough artists were free for the team';

export async function chooseForTeam(
  deps: LifecycleDeps,
  loginNumber: string,
  bookingId: string,
  choice: TeamChoice,
): Promise<LifecycleResult> {
  if (choice === 'cancel') {
    // Checked first under no lock; cancelBooking re-reads the booking under its own (a booking cancelled
    // meanwhile is a 409 there).
    const [row] = await deps.db.select().from(customerBookings).where(eq(customerBookings.id, bookingId));
    if (!row || row.loginNumber !== loginNumber) return refuse(404, MESSAGES.notFound);
    if (!awaitsTeamChoice(row)) return refuse(409, MESSAGES.noTeamChoice);
    const cancelled = await cancelBooking(deps, bookingId, 'customer', TEAM_SHORT_REASON, { loginNumber });
    if (!cancelled.ok) return cancelled;
    const [answered] = await deps.db
      .update(customerBookings)
      .set({ teamChoice: 'cancel' })
      .where(eq(customerBookings.id, bookingId))
      .returning();
    return success(answered!);
  }
  return run(deps, async (tx) => goAhead(tx, deps, loginNumber, bookingId));
}

async function goAhead(tx: Db, deps: LifecycleDeps, loginNumber: string, bookingId: string) {
  const booking = await lockedBooking(tx, bookingId, { loginNumber });
  if (!awaitsTeamChoice(booking)) throw new Refused(409, MESSAGES.noTeamChoice);
  const seats = await lockedSeatsOf(tx, booking.id);
  const kept = seats.filter((seat) => seat.state === 'accepted' && seat.artistId !== null);
  // Nobody to go ahead with: only cancelling is left.
  if (kept.length === 0) throw new Refused(409, MESSAGES.noTeamChoice);
  const { teamTimes } = await readOwnerSettings(tx);
  const reduced = reducedFunction(booking, kept.length, teamTimes);
  const perDay = estimateDay({ ...booking, guestCount: reduced.guestCount });
  // The seats left open go, with any offer still out for them; the kept ones are numbered again from the
  // lead's (the bridal seats stay first).
  await tx
    .update(artistOffers)
    .set({ answer: 'withdrawn', answeredAt: deps.clock.now() })
    .where(and(eq(artistOffers.bookingId, booking.id), isNull(artistOffers.answer)));
  await tx.delete(bookingSeats).where(eq(bookingSeats.bookingId, booking.id));
  const renumbered = kept.map((seat, index) => ({ ...seat, seat: index }));
  await tx.insert(bookingSeats).values(renumbered);
  const [smaller] = await tx
    .update(customerBookings)
    .set({
      teamSize: kept.length,
      guestCount: reduced.guestCount,
      estimateMin: perDay?.min ?? null,
      estimateMax: perDay?.max ?? null,
      teamChoice: 'go_ahead',
    })
    .where(inArray(customerBookings.id, [booking.id]))
    .returning();
  const note = `going ahead with ${kept.length} of ${booking.teamSize} artists, ${reduced.guestCount} guests`;
  return confirmTeam(tx, deps, smaller!, renumbered, 'customer', note);
}
