// The day of the visit (docs/bookings.md#the-day-of-the-visit): the artist starts the job at the door with
// the customer's start code, and tells the customer they are on their way. Each is one transaction under
// the booking's row lock; a wrong code is counted in it too, so five wrong tries lock starting even when
// they arrive at once.
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ASSIGNED_BOOKING_STATUSES,
  MESSAGES,
  START_CODE_MAX_FAILURES,
  indianDay,
  isBookedDay,
  firstNameOf,
  type Notification,
} from '@mehendi/shared';
import { refuse, success, type Outcome } from '../../http/outcome';
import type { Db } from '../../db/database';
import { enqueueTexts } from '../sms-outbox';
import { aboutBooking, insertNotification } from '../notifications';
import { cancelRemindersOfDay, customerText, type BookingRow } from '../bookings';
import { customerBookings } from '../bookings/bookings.schema';
import {
  Refused,
  entry,
  findArtist,
  lockedBooking,
  saveStep,
  type LifecycleDeps,
} from '../bookings/lifecycle.service';

export interface DayOfVisitDeps extends LifecycleDeps {
  /** Told after the commit of each notification for the admins. */
  notifier: { publish(notification: Notification): void };
}

type StartAnswer =
  | { kind: 'started'; row: BookingRow; notification: Notification }
  | { kind: 'wrong'; notification: Notification | null }
  | { kind: 'locked' };

function sameCode(entered: string, stored: string | null): boolean {
  if (stored === null || entered.length !== stored.length) return false;
  return timingSafeEqual(Buffer.from(entered), Buffer.from(stored));
}

async function notificationAbout(
  tx: Db,
  kind: 'jobStarted' | 'startLocked',
  booking: BookingRow,
  artistId: string,
): Promise<Notification> {
  const artist = await findArtist(tx, artistId);
  return insertNotification(
    tx,
    {
      kind,
      name: booking.fullName,
      variety: booking.mehendiVariety,
      dates: booking.selectedDates.map((date) => date.slice(0, 10)),
      artist: artist?.fullName ?? '',
    },
    aboutBooking(booking.id),
  );
}

/**
 * confirmed → in_progress when `code` is the booking's start code, on one of its booked days (India's
 * calendar), by its assigned artist; admins are told, and the day's queued reminders are cancelled (later
 * booked days keep theirs). A wrong code is 400 and counted; from the fifth the
 * start is locked (423) and admins are told once.
 */
export async function startJob(
  deps: DayOfVisitDeps,
  bookingId: string,
  artistId: string,
  code: string,
  now = deps.clock.now(),
): Promise<Outcome<BookingRow>> {
  let answer: StartAnswer;
  try {
    answer = await deps.db.transaction(async (tx): Promise<StartAnswer> => {
      const booking = await lockedBooking(tx, bookingId, { artistId });
      if (booking.status !== 'confirmed') throw new Refused(409, MESSAGES.transitionNotAllowed);
      if (!isBookedDay(booking, now)) throw new Refused(409, MESSAGES.notABookedDay);
      if (booking.startCodeFailures >= START_CODE_MAX_FAILURES) return { kind: 'locked' };
      if (!sameCode(code, booking.startCode)) {
        const failures = booking.startCodeFailures + 1;
        await tx
          .update(customerBookings)
          .set({ startCodeFailures: failures })
          .where(eq(customerBookings.id, booking.id));
        const locked = failures >= START_CODE_MAX_FAILURES;
        return {
          kind: 'wrong',
          notification: locked ? await notificationAbout(tx, 'startLocked', booking, artistId) : null,
        };
      }
      const row = await saveStep(tx, booking, entry('artist', booking.status, 'in_progress'), {});
      await cancelRemindersOfDay(tx, row, indianDay(now));
      return { kind: 'started', row, notification: await notificationAbout(tx, 'jobStarted', row, artistId) };
    });
  } catch (error) {
    if (error instanceof Refused) return refuse(error.status, error.message);
    throw error;
  }
  switch (answer.kind) {
    case 'locked':
      return refuse(423, MESSAGES.startCodeLocked);
    case 'wrong':
      if (answer.notification) deps.notifier.publish(answer.notification);
      return refuse(400, MESSAGES.startCodeWrong, { field: 'code' });
    case 'started':
      deps.notifier.publish(answer.notification);
      await deps.places?.changed();
      return success(answer.row);
  }
}

/**
 * Texts the customer (in their language) that the assigned artist is on the way: confirmed or in
 * progress, on a booked day, once per India day.
 */
export async function sayOnMyWay(
  deps: LifecycleDeps,
  bookingId: string,
  artistId: string,
  now = deps.clock.now(),
): Promise<Outcome<BookingRow>> {
  const today = indianDay(now);
  let row: BookingRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const booking = await lockedBooking(tx, bookingId, { artistId });
      if (!(ASSIGNED_BOOKING_STATUSES as readonly string[]).includes(booking.status))
        throw new Refused(409, MESSAGES.transitionNotAllowed);
      if (!isBookedDay(booking, now)) throw new Refused(409, MESSAGES.notABookedDay);
      if (booking.onMyWayOn === today) throw new Refused(409, MESSAGES.onMyWayAlreadySent);
      const [updated] = await tx
        .update(customerBookings)
        .set({ onMyWayOn: today })
        .where(eq(customerBookings.id, booking.id))
        .returning();
      const artist = await findArtist(tx, artistId);
      if (!updated || !artist) throw new Error('booking or artist vanished under the row lock');
      await enqueueTexts(tx, [
        customerText(updated, 'customerOnMyWay', { artist: firstNameOf(artist.fullName) }),
      ]);
      return updated;
    });
  } catch (error) {
    if (error instanceof Refused) return refuse(error.status, error.message);
    throw error;
  }
  deps.onTextsQueued?.();
  return success(row);
}
