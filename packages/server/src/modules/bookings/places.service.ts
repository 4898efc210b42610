// The one place the server decides where a booking fits (docs/bookings.md#places-and-availability): read
// the approved artists and the bookings holding the days, count with places.ts. The public availability
// and a new booking's check both come through here.
import { and, inArray, ne, sql } from 'drizzle-orm';
import {
  TIME_SLOTS,
  daysBetween,
  isPastDate,
  isTooFarAhead,
  toUtcMidnight,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type BookingStatus,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { lockUntilCommit } from '../../db/transaction-lock';
import { approvedArtistWeeks } from '../artists';
import { customerBookings } from './bookings.schema';
import { placesOn, type HeldBooking, type WorkingArtist } from './places';

/**
 * The statuses whose bookings hold their place: waiting for an artist, confirmed, and offered to its
 * customer from the waiting list (held until the offer expires); a booking on the waiting list holds none.
 */
export const PLACE_HOLDING_STATUSES = [
  'new',
  'confirmed',
  'offered',
] as const satisfies readonly BookingStatus[];

interface PlaceFacts {
  artists: WorkingArtist[];
  held: HeldBooking[];
}

/**
 * The approved artists and every booking holding one of `days` ('YYYY-MM-DD'), but `except` (a booking
 * being moved, whose own place is not in its way).
 */
async function readPlaceFacts(db: Db, days: readonly string[], except?: string): Promise<PlaceFacts> {
  const artists = await approvedArtistWeeks(db);
  if (artists.length === 0 || days.length === 0) return { artists, held: [] };
  // Booking dates are stored as UTC midnights ('2026-12-05T00:00:00.000Z').
  const stored = JSON.stringify(days.map(toUtcMidnight));
  const rows = await db
    .select({
      dates: customerBookings.selectedDates,
      slot: customerBookings.selectedTime,
      variety: customerBookings.mehendiVariety,
      artistId: customerBookings.artistId,
    })
    .from(customerBookings)
    .where(
      and(
        inArray(customerBookings.status, [...PLACE_HOLDING_STATUSES]),
        except === undefined ? undefined : ne(customerBookings.id, except),
        sql`${customerBookings.selectedDates} ?| array(select jsonb_array_elements_text(${stored}::jsonb))`,
      ),
    );
  const held = rows.map((row) => ({
    days: row.dates.map((date) => date.slice(0, 10)),
    slot: row.slot,
    variety: row.variety,
    artistId: row.artistId,
  }));
  return { artists, held };
}

/** What a booking asks a place for. */
export interface PlaceSought {
  selectedDates: readonly string[];
  selectedTime: string;
  mehendiVariety: string;
}

const daysOf = (booking: PlaceSought) =>
  [...new Set(booking.selectedDates.map((date) => date.slice(0, 10)))].sort();

// Advisory lock namespace (any constant, the same in every process): one lock per booked day.
const PLACES_LOCK = 724_31_024;

/**
 * The first of a new booking's days without a place for its slot and variety, or null when every day has
 * one. Locks the days until the transaction ends (in calendar order, so two bookings never wait on each
 * other), so of two bookings for a day's last place one is stored and the other finds the day full. A
 * business that has approved no artist yet takes every booking as a request: null.
 */
export async function firstDayWithoutPlace(
  tx: Db,
  booking: PlaceSought,
  except?: string,
): Promise<string | null> {
  const days = daysOf(booking);
  for (const day of days) await lockUntilCommit(tx, PLACES_LOCK, day);
  const { artists, held } = await readPlaceFacts(tx, days, except);
  if (artists.length === 0) return null;
  const wanted = { slot: booking.selectedTime, variety: booking.mehendiVariety };
  return days.find((day) => placesOn(day, artists, held, wanted) < 1) ?? null;
}

/**
 * Whether `artistId` (approved) can take `booking` on every one of its days, its other confirmed jobs
 * counted: the places of that one artist. Call after firstDayWithoutPlace in the same transaction (the days
 * are locked). `except` is the booking being moved.
 */
export async function artistFreeFor(
  tx: Db,
  artistId: string,
  booking: PlaceSought,
  except?: string,
): Promise<boolean> {
  const days = daysOf(booking);
  const { artists, held } = await readPlaceFacts(tx, days, except);
  const artist = artists.filter((one) => one.id === artistId);
  if (artist.length === 0) return false;
  const own = held.filter((one) => one.artistId === artistId);
  const wanted = { slot: booking.selectedTime, variety: booking.mehendiVariety };
  return days.every((day) => placesOn(day, artist, own, wanted) >= 1);
}

/**
 * The public availability: for each day from `from` to `to`, the places of the three slots and of 'Any
 * Time'. Days a booking may not be made for (past, beyond the horizon) have none.
 */
export async function availabilityOf(
  deps: { db: Db },
  query: AvailabilityQuery,
  now = new Date(),
): Promise<AvailabilityAnswer> {
  const days = daysBetween(query.from, query.to);
  const open = days.filter((day) => !isPastDate(day, now) && !isTooFarAhead(day, now));
  const { artists, held } = await readPlaceFacts(deps.db, open);
  const requestsOnly = artists.length === 0;
  const variety = query.variety ?? null;
  return {
    requestsOnly,
    days: days.map((date) => ({
      date,
      slots: TIME_SLOTS.map((slot) => ({
        slot,
        places: requestsOnly || !open.includes(date) ? 0 : placesOn(date, artists, held, { slot, variety }),
      })),
    })),
  };
}
