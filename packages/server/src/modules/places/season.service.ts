// The owner's season view (docs/bookings.md#the-season-view): for each day of a month and each slot, the
// bookings holding a place, the places left (counted by places.ts, as the public availability counts them)
// and the waiting list. Three reads for the whole month: the approved artists, the bookings holding its
// days and those waiting for them.
import { and, eq, sql } from 'drizzle-orm';
import { TIME_SLOTS, daysOfMonth, toUtcMidnight, type SeasonAnswer, type SeasonQuery } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { approvedArtistWeeks } from '../artists';
import { customerBookings } from '../bookings/bookings.schema';
import { heldOn, placesOfDays } from './places.service';

interface Booked {
  days: readonly string[];
  slot: string;
}

/** The waitlisted bookings on one of `days`. */
async function waitingOn(db: Db, days: readonly string[]): Promise<Booked[]> {
  const stored = JSON.stringify(days.map(toUtcMidnight));
  const rows = await db
    .select({ dates: customerBookings.selectedDates, slot: customerBookings.selectedTime })
    .from(customerBookings)
    .where(
      and(
        eq(customerBookings.status, 'waitlisted'),
        sql`${customerBookings.selectedDates} ?| array(select jsonb_array_elements_text(${stored}::jsonb))`,
      ),
    );
  return rows.map((row) => ({ days: row.dates.map((date) => date.slice(0, 10)), slot: row.slot }));
}

/** How many of `bookings` are on `date` in `slot`. */
const countOn = (bookings: readonly Booked[], date: string, slot: string) =>
  bookings.reduce((sum, one) => sum + (one.slot === slot && one.days.includes(date) ? 1 : 0), 0);

export async function seasonOf(
  deps: { db: Db },
  query: SeasonQuery,
  now = new Date(),
): Promise<SeasonAnswer> {
  const days = daysOfMonth(query.month);
  const artists = await approvedArtistWeeks(deps.db);
  const held = await heldOn(deps.db, days);
  const waiting = await waitingOn(deps.db, days);
  const places = placesOfDays(days, { artists, held }, query.variety ?? null, now);
  return {
    month: query.month,
    requestsOnly: artists.length === 0,
    days: places.map((day) => ({
      date: day.date,
      open: day.open,
      slots: TIME_SLOTS.map((slot, index) => ({
        slot,
        held: countOn(held, day.date, slot),
        places: day.slots[index]!.places,
        waiting: countOn(waiting, day.date, slot),
        usual: day.slots[index]!.usual,
        standing: day.slots[index]!.standing,
      })),
    })),
  };
}
