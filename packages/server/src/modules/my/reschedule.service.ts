// Moving a booking to other dates or another slot (docs/bookings.md#rescheduling): the customer's own, new
// or confirmed, before the cancellation cut-off, where the new time has a place. A confirmed booking keeps
// its artist when they are free then, else it goes back to new; the artist is texted either way. The old
// place is freed after the commit (places.changed() offers it to the waiting list).
import {
  MESSAGES,
  canCustomerReschedule,
  isPastDate,
  isTooFarAhead,
  noPlaceMessage,
  type MyReschedule,
} from '@mehendi/shared';
import type { HeldPerNumber } from '../../config';
import { artistText, lockBookingsOf } from '../bookings';
import { heldLimitRefusal } from '../bookings/bookings.service';
import {
  Refused,
  entry,
  findArtist,
  lockedBooking,
  run,
  saveStep,
  type LifecycleDeps,
  type LifecycleResult,
  type Owner,
} from '../bookings/lifecycle.service';
import { artistFreeFor, firstDayWithoutPlace } from '../places/places.service';

const days = (dates: readonly string[]) => dates.map((date) => date.slice(0, 10));

export function rescheduleBooking(
  deps: LifecycleDeps,
  bookingId: string,
  owner: Owner,
  next: MyReschedule,
  heldPerNumber: HeldPerNumber,
): Promise<LifecycleResult> {
  const now = deps.clock.now();
  return run(deps, async (tx) => {
    // The number's lock before the booking's row, in the order a new booking and a deletion take them.
    if (owner.loginNumber) await lockBookingsOf(tx, owner.loginNumber);
    const booking = await lockedBooking(tx, bookingId, owner);
    if (booking.status !== 'new' && booking.status !== 'confirmed')
      throw new Refused(409, MESSAGES.transitionNotAllowed);
    if (!canCustomerReschedule(booking, now)) throw new Refused(409, MESSAGES.rescheduleTooLate);
    // A team's artists each agreed to its days: the owner moves it (docs/bookings.md#team-bookings).
    if (booking.teamSize > 1) throw new Refused(409, MESSAGES.teamCannotMove);
    if (next.selectedDates.some((date) => isPastDate(date, now)))
      throw new Refused(400, MESSAGES.pastDate, 'selectedDates');
    if (next.selectedDates.some((date) => isTooFarAhead(date, now)))
      throw new Refused(400, MESSAGES.tooFarAhead, 'selectedDates');
    // More days than before count against what the number may hold (docs/security.md#what-one-number-can-hold).
    const overLimit = await heldLimitRefusal(
      tx,
      heldPerNumber,
      booking.loginNumber,
      next.selectedDates.length,
      booking.id,
    );
    if (overLimit && next.selectedDates.length > booking.selectedDates.length)
      throw new Refused(429, overLimit);
    const moved = { ...next, mehendiVariety: booking.mehendiVariety };
    // The booking's own place is not in its way (it moves out of it).
    const full = await firstDayWithoutPlace(tx, moved, booking.id);
    if (full) throw new Refused(409, noPlaceMessage(full, next.selectedTime), 'selectedDates');

    const artist =
      booking.status === 'confirmed' && booking.artistId ? await findArtist(tx, booking.artistId) : null;
    const keeps = artist !== null && (await artistFreeFor(tx, artist.id, moved, { except: booking.id }));
    const step = entry('customer', booking.status, keeps ? 'confirmed' : 'new', {
      moved: {
        from: { dates: days(booking.selectedDates), slot: booking.selectedTime },
        to: { dates: days(next.selectedDates), slot: next.selectedTime },
      },
      ...(keeps ? { artistId: artist.id } : {}),
    });
    const row = await saveStep(tx, booking, step, {
      selectedDates: next.selectedDates,
      selectedTime: next.selectedTime,
      artistId: keeps ? artist.id : null,
    });
    // The artist hears of the new time, or that the job (at its old time) is no longer theirs.
    const texts = artist
      ? [
          keeps
            ? artistText(row, artist, 'artistJobMoved')
            : artistText(booking, artist, 'artistJobCancelled'),
        ]
      : [];
    return { row, texts };
  });
}
