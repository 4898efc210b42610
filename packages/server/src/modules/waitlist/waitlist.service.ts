// The waiting list (docs/bookings.md#waiting-list): a booking made for a full date waits, holding no place;
// when a place opens it is offered to the first waiting booking that fits, held for WAITLIST_HOLD_MINUTES,
// and the customer accepts it (→ new) or it expires (→ back of the line, the next one is offered).
//
// Every process runs the offers and the sweep; each acts once without a lease of its own: offers are made
// by one pass of the line at a time, under its lock, the places' day locks and each waiting row's lock
// (status re-read), and an expiry claims its rows with FOR UPDATE SKIP LOCKED and re-checks their status,
// as the SMS outbox claims its texts.
import { and, asc, eq, lt, lte, ne, or, sql } from 'drizzle-orm';
import { MESSAGES, formatTime, isPastDate, myBookingLink } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { enqueueTexts } from '../sms-outbox';
import { type BookingRow, customerText } from '../bookings';
import { customerBookings } from '../bookings/bookings.schema';
import {
  Refused,
  entry,
  lockedBooking,
  run,
  saveStep,
  type LifecycleDeps,
  type LifecycleResult,
  type Owner,
} from '../bookings/lifecycle.service';
import { placedInLine } from '../places/places.service';
import { readOwnerSettings } from '../settings';

export interface WaitlistDeps {
  db: Db;
  /** WAITLIST_HOLD_MINUTES */
  holdMinutes: number;
  /** PUBLIC_URL's origin: the offer text links to My bookings. */
  origin: string;
}

/**
 * Offers every open place to the waiting list, the longest waiting first (waitlistedAt, then id): each
 * waiting booking whose days all have a place now becomes `offered`, holds its place until now +
 * holdMinutes, and its customer is texted, all in one transaction that one pass at a time runs
 * (placedInLine). Answers how many were offered.
 */
export async function offerOpenPlaces(deps: WaitlistDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const waiting = await tx
      .select()
      .from(customerBookings)
      .where(eq(customerBookings.status, 'waitlisted'))
      .orderBy(asc(customerBookings.waitlistedAt), asc(customerBookings.id));
    // A booking whose first day has come can no longer be served; it stays as it is for the console.
    const servable = waiting.filter((row) => !row.selectedDates.some((date) => isPastDate(date, now)));
    const placed = await placedInLine(tx, servable);
    const expiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
    let offered = 0;
    for (const candidate of placed) {
      // Read again under its row lock: its customer may have cancelled it since the list was read.
      const [locked] = await tx
        .select()
        .from(customerBookings)
        .where(and(eq(customerBookings.id, candidate.id), eq(customerBookings.status, 'waitlisted')))
        .for('update');
      if (!locked) continue;
      const step = entry('system', 'waitlisted', 'offered', { offerExpiresAt: expiresAt.toISOString() });
      const saved = await saveStep(tx, locked, step, { offerExpiresAt: expiresAt });
      const link = myBookingLink(deps.origin, saved.id);
      const offer = customerText(saved, 'customerOffered', (language) => ({
        time: formatTime(expiresAt, language),
        link,
      }));
      await enqueueTexts(tx, [offer]);
      offered += 1;
    }
    return offered;
  });
}

/**
 * Every offer past its expiry goes back to the waiting list, at the end of the line (waitlistedAt = now);
 * rows another process is expiring are skipped. Answers how many expired.
 */
export async function expireOffers(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(customerBookings)
      .where(and(eq(customerBookings.status, 'offered'), lte(customerBookings.offerExpiresAt, now)))
      .orderBy(asc(customerBookings.offerExpiresAt), asc(customerBookings.id))
      .for('update', { skipLocked: true });
    for (const row of due) {
      // offerExpiresAt stays: a late "Confirm" is then told the offer expired.
      await saveStep(tx, row, entry('system', 'offered', 'waitlisted', { note: 'offer expired' }), {
        waitlistedAt: now,
      });
    }
    return due.length;
  });
}

/** offered → new, by its customer, while the offer holds; 409 once it has expired. */
export function acceptOffer(deps: LifecycleDeps, bookingId: string, owner: Owner): Promise<LifecycleResult> {
  const now = deps.clock.now();
  return run(deps, async (tx) => {
    const booking = await lockedBooking(tx, bookingId, owner);
    const holds = booking.offerExpiresAt !== null && booking.offerExpiresAt > now;
    if (booking.status === 'offered' && holds) {
      // Then offered to an artist like a new booking (docs/bookings.md#offers-to-artists).
      const offering = (await readOwnerSettings(tx)).autoOffers;
      const row = await saveStep(tx, booking, entry('customer', 'offered', 'new'), {
        offerExpiresAt: null,
        ...(offering ? { assignmentState: 'offering' as const } : {}),
      });
      return { row, texts: [] };
    }
    if (booking.status === 'offered' || (booking.status === 'waitlisted' && booking.offerExpiresAt))
      throw new Refused(409, MESSAGES.offerExpired);
    throw new Refused(409, MESSAGES.transitionNotAllowed);
  });
}

/**
 * A waiting booking's place in line (1 for the first): the waiting bookings for the same slot on any of its
 * days that joined before it, plus one.
 */
export async function waitlistPosition(db: Db, row: BookingRow): Promise<number> {
  const at = row.waitlistedAt ?? row.createdAt;
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerBookings)
    .where(
      and(
        eq(customerBookings.status, 'waitlisted'),
        eq(customerBookings.selectedTime, row.selectedTime),
        ne(customerBookings.id, row.id),
        sql`${customerBookings.selectedDates} ?| array(select jsonb_array_elements_text(${JSON.stringify(row.selectedDates)}::jsonb))`,
        or(
          lt(customerBookings.waitlistedAt, at),
          and(eq(customerBookings.waitlistedAt, at), lt(customerBookings.id, row.id)),
        ),
      ),
    );
  return (ahead?.n ?? 0) + 1;
}
