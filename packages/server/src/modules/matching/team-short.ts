// A team short of artists (docs/bookings.md#short-of-artists): 48 hours before the visit, a team booking
// still missing seats goes to the owner ("Needs you": short by k) and the customer is texted to choose in
// My bookings: go ahead with the artists confirmed, or cancel without losing the advance. Each booking is
// flagged once, by whichever process's sweep claims its row.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { TEAM_SHORT_HOURS, myBookingLink } from '@mehendi/shared';
import { customerBookings, customerText } from '../bookings';
import { enqueueTexts } from '../sms-outbox';
import { enqueuePush } from '../push';
import { acceptedSeats, seatsOf } from '../team';
import { toOwner, visitStartOf, type MatchingDeps } from './offers.service';

/** Flags the team bookings within TEAM_SHORT_HOURS of their visit that still miss seats; answers how many. */
export async function flagShortTeams(deps: MatchingDeps): Promise<number> {
  const now = deps.clock.now();
  // Team bookings are few: the new ones not yet flagged are read and their visits compared here.
  const open = await deps.db
    .select({
      id: customerBookings.id,
      selectedDates: customerBookings.selectedDates,
      selectedTime: customerBookings.selectedTime,
    })
    .from(customerBookings)
    .where(
      and(
        gt(customerBookings.teamSize, 1),
        eq(customerBookings.status, 'new'),
        isNull(customerBookings.teamShortAt),
      ),
    );
  const due = open.filter((booking) => {
    const left = visitStartOf(booking).getTime() - now.getTime();
    return left > 0 && left <= TEAM_SHORT_HOURS * 3600_000;
  });
  let flagged = 0;
  for (const { id } of due) if (await flagOne(deps, id, now)) flagged += 1;
  return flagged;
}

async function flagOne(deps: MatchingDeps, bookingId: string, now: Date): Promise<boolean> {
  const step = await deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(customerBookings)
      .where(
        and(
          eq(customerBookings.id, bookingId),
          eq(customerBookings.status, 'new'),
          isNull(customerBookings.teamShortAt),
        ),
      )
      .for('update', { skipLocked: true });
    if (!booking) return null;
    const confirmed = acceptedSeats(await seatsOf(tx, [booking.id])).length;
    if (confirmed >= booking.teamSize) return null;
    const [flagged] = await tx
      .update(customerBookings)
      .set({ teamShortAt: now, teamShortBy: booking.teamSize - confirmed })
      .where(eq(customerBookings.id, booking.id))
      .returning();
    // The owner as for a booking no artist took: "Needs you", the live notice, a text and a push.
    const owner = await toOwner(tx, deps, flagged!, 'team_short');
    const customer = customerText(flagged!, 'customerTeamShort', () => ({
      confirmed: String(confirmed),
      size: String(booking.teamSize),
      link: myBookingLink(deps.origin, booking.id),
    }));
    await enqueueTexts(tx, [...owner.texts, customer]);
    for (const { to, push } of owner.pushes ?? []) await enqueuePush(tx, to, push);
    return owner;
  });
  if (!step) return false;
  deps.onTextsQueued?.();
  if (step.notice) deps.notifier?.publish(step.notice);
  return true;
}
