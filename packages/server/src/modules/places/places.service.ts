// The one place the server decides where a booking fits (docs/bookings.md#places-and-availability): read
// the approved artists and the bookings holding the days, count with places.ts. The public availability
// and a new booking's check both come through here.
import { and, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ASSIGNED_BOOKING_STATUSES,
  CANDIDATE_UNFREE_REASONS,
  artistVarietyFor,
  groupBy,
  slotsOverlap,
  type Candidate,
  TIME_SLOTS,
  WEEKDAYS,
  WORK_SLOTS,
  daysBetween,
  dayStanding,
  type DayStanding,
  isDayOff,
  isOneOf,
  weekdayOf,
  workingSlotsOn,
  type WorkSlot,
  isPastDate,
  isTooFarAhead,
  toUtcMidnight,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type BookingStatus,
  type TimeSlot,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { lockUntilCommit } from '../../db/transaction-lock';
import { approvedArtistWeeks } from '../artists';
import { customerBookings } from '../bookings/bookings.schema';
import { placesOn, type HeldBooking, type WorkingArtist } from './places';

/**
 * The statuses whose bookings hold their place: waiting for an artist, confirmed, started at the door (in
 * progress, like confirmed), and offered to its customer from the waiting list (held until the offer
 * expires); a booking on the waiting list holds none.
 */
export const PLACE_HOLDING_STATUSES = [
  'new',
  'confirmed',
  'in_progress',
  'offered',
] as const satisfies readonly BookingStatus[];

export interface PlaceFacts {
  artists: WorkingArtist[];
  held: HeldBooking[];
}

/**
 * The artists holding a team booking's accepted seats (docs/bookings.md#team-bookings), as a JSON array;
 * null for one artist's booking.
 */
const seatedArtists = sql<
  string[] | null
>`(case when ${customerBookings.teamSize} > 1 then (select coalesce(json_agg(s.artist_id), '[]') from booking_seats s where s.booking_id = ${customerBookings.id} and s.state = 'accepted') end)`;

/**
 * The places one booking holds: one, with its artist; a team booking one per seat, with the artist who
 * accepted it or none (to be matched). A team's lead is among its seats, so booking.artistId is not counted
 * again.
 */
function placesHeldBy(
  booking: Omit<HeldBooking, 'artistId'>,
  artistId: string | null,
  teamSize: number,
  seated: readonly string[] | null,
): HeldBooking[] {
  if (teamSize <= 1 || seated === null) return [{ ...booking, artistId }];
  return Array.from({ length: teamSize }, (_, seat) => ({ ...booking, artistId: seated[seat] ?? null }));
}

/** Every booking holding one of `days` ('YYYY-MM-DD'), but `except` (a booking being moved). */
export async function heldOn(db: Db, days: readonly string[], except?: string): Promise<HeldBooking[]> {
  if (days.length === 0) return [];
  // Booking dates are stored as UTC midnights ('2026-12-05T00:00:00.000Z').
  const stored = JSON.stringify(days.map(toUtcMidnight));
  const rows = await db
    .select({
      dates: customerBookings.selectedDates,
      slot: customerBookings.selectedTime,
      variety: customerBookings.mehendiVariety,
      artistId: customerBookings.artistId,
      teamSize: customerBookings.teamSize,
      seated: seatedArtists,
    })
    .from(customerBookings)
    .where(
      and(
        inArray(customerBookings.status, [...PLACE_HOLDING_STATUSES]),
        except === undefined ? undefined : ne(customerBookings.id, except),
        sql`${customerBookings.selectedDates} ?| array(select jsonb_array_elements_text(${stored}::jsonb))`,
      ),
    );
  return rows.flatMap((row) =>
    placesHeldBy(
      { days: row.dates.map((date) => date.slice(0, 10)), slot: row.slot, variety: row.variety },
      row.artistId,
      row.teamSize,
      row.seated,
    ),
  );
}

/**
 * A booking is on one of `days` ('YYYY-MM-DD' or stored UTC midnights): one containment per day, which a GIN
 * index of the booked days answers (`?|` needs jsonb_ops; containment works with jsonb_path_ops too).
 */
export function bookedOnAnyOf(days: readonly string[]): SQL {
  return or(
    ...days.map(
      (day) =>
        sql`${customerBookings.selectedDates} @> ${JSON.stringify([toUtcMidnight(day.slice(0, 10))])}::jsonb`,
    ),
  )!;
}

/** An artist's job as the candidates weigh it: what holds the place, and what a clash shows of it. */
interface ArtistJob extends HeldBooking {
  id: string;
  fullName: string;
  /** As stored (UTC midnights). */
  selectedDates: string[];
  status: BookingStatus;
}

/**
 * The bookings with an artist holding one of `days` ('YYYY-MM-DD'), but `except`: what the candidates
 * count against each artist. As heldOn, less the bookings left to be matched, and answered as one row of
 * JSON (a week of a season is thousands of bookings: one text decodes several times faster than rows).
 */
async function artistJobsOn(db: Db, days: readonly string[], except?: string): Promise<ArtistJob[]> {
  if (days.length === 0) return [];
  // Two reads, each on its own partial index: the bookings with an artist, and the team bookings not yet
  // confirmed (no lead yet) whose seated artists already hold them.
  // One after the other: `db` may be a transaction's one connection.
  const assigned = await jobsWhere(db, days, isNotNull(customerBookings.artistId), except);
  const teams = await jobsWhere(
    db,
    days,
    and(isNull(customerBookings.artistId), sql`${customerBookings.teamSize} > 1`)!,
    except,
  );
  return [...assigned, ...teams];
}

async function jobsWhere(db: Db, days: readonly string[], which: SQL, except?: string): Promise<ArtistJob[]> {
  const [found] = await db
    .select({
      list: sql<string>`coalesce(json_agg(json_build_array(${customerBookings.selectedDates},
        ${customerBookings.selectedTime}, ${customerBookings.mehendiVariety}, ${customerBookings.artistId},
        ${customerBookings.id}, ${customerBookings.fullName}, ${customerBookings.status}, ${seatedArtists})), '[]')::text`,
    })
    .from(customerBookings)
    .where(
      and(
        inArray(customerBookings.status, [...PLACE_HOLDING_STATUSES]),
        which,
        except === undefined ? undefined : ne(customerBookings.id, except),
        bookedOnAnyOf(days),
      ),
    );
  type Row = [string[], string, string, string | null, string, string, BookingStatus, string[] | null];
  return (JSON.parse(found?.list ?? '[]') as Row[]).flatMap(
    ([selectedDates, slot, variety, artistId, id, fullName, status, seated]) =>
      (seated ?? (artistId === null ? [] : [artistId])).map((artist) => ({
        days: selectedDates.map((date) => date.slice(0, 10)),
        slot,
        variety,
        artistId: artist,
        id,
        fullName,
        selectedDates,
        status,
      })),
  );
}

/**
 * The approved artists and every booking holding one of `days` ('YYYY-MM-DD'), but `except` (a booking
 * being moved, whose own place is not in its way).
 */
async function readPlaceFacts(db: Db, days: readonly string[], except?: string): Promise<PlaceFacts> {
  const artists = await approvedArtistWeeks(db);
  if (artists.length === 0) return { artists, held: [] };
  return { artists, held: await heldOn(db, days, except) };
}

/** What a booking asks a place for. */
export interface PlaceSought {
  selectedDates: readonly string[];
  selectedTime: string;
  mehendiVariety: string;
  /** The places it holds on each day: a team booking's artists (docs/bookings.md#team-bookings); 1 if absent. */
  teamSize?: number;
}

const daysOf = (booking: PlaceSought) =>
  [...new Set(booking.selectedDates.map((date) => date.slice(0, 10)))].sort();

// Advisory lock namespace (any constant, the same in every process): one lock per booked day.
const PLACES_LOCK = 724_31_024;

/**
 * Locks `days` ('YYYY-MM-DD', sorted) until the transaction ends, in calendar order so two changes never
 * wait on each other; taking a day again in the same transaction is harmless.
 */
async function lockDays(tx: Db, days: readonly string[]): Promise<void> {
  for (const day of days) await lockUntilCommit(tx, PLACES_LOCK, day);
}

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
  const { full, closed } = await placesFor(tx, booking, except);
  return full ?? closed;
}

/**
 * firstDayWithoutPlace's answer (`full`), and whether the business has approved no artist yet
 * (`requestsOnly`: every booking is a request for the owner, and nobody can be offered it).
 */
export async function placesFor(
  tx: Db,
  booking: PlaceSought,
  except?: string,
  /** False when the transaction has just read that no artist is approved (numberStanding): not read again. */
  artistsApproved = true,
): Promise<{
  full: string | null;
  closed: string | null;
  /** The places free on the full day, or usual on the closed one (a team's "4 of 7 artists are free"). */
  free: number;
  requestsOnly: boolean;
}> {
  const days = daysOf(booking);
  // With no approved artist yet, bookings are requests and there is nothing to count: they wait on no
  // day's lock (bench:bookings, all on one day, went from about 500 to 180 a second while they did). The
  // artists are read once, before the locks: saving an availability takes no day lock either.
  if (!artistsApproved) return { full: null, closed: null, free: 0, requestsOnly: true };
  const artists = await approvedArtistWeeks(tx);
  if (artists.length === 0) return { full: null, closed: null, free: 0, requestsOnly: true };
  const wanted = { slot: booking.selectedTime, variety: booking.mehendiVariety };
  const needed = booking.teamSize ?? 1;
  // A day with fewer artists working the slot and variety than the booking needs, even with nothing booked:
  // not one to wait for.
  const usual = days.map((day) => ({ day, places: placesOn(day, artists, [], wanted) }));
  const closed = usual.find((one) => one.places < needed);
  if (closed) return { full: null, closed: closed.day, free: closed.places, requestsOnly: false };
  await lockDays(tx, days);
  const held = await heldOn(tx, days, except);
  const left = days.map((day) => ({ day, places: placesOn(day, artists, held, wanted) }));
  const full = left.find((one) => one.places < needed);
  return { full: full?.day ?? null, closed: null, free: full?.places ?? 0, requestsOnly: false };
}

// Advisory lock (one key): a pass of the waiting list at a time, in every process.
const WAITLIST_PASS_LOCK = 724_31_025;

/**
 * Of `waiting` (bookings on the waiting list, in line order), those that a place can be given to now, each
 * counted as holding its place for the ones after it. Takes the pass's lock and then every one of their days'
 * locks (in calendar order, as a booking does) and reads the places once, so the line is served in order
 * against one state of the bookings: a place a cancellation opens mid-pass is never given to a later
 * booking because an earlier one was looked at before it opened (the cancellation's own pass, which waits
 * for this one, serves the line from the top).
 */
export async function placedInLine<T extends PlaceSought>(tx: Db, waiting: readonly T[]): Promise<T[]> {
  if (waiting.length === 0) return [];
  await lockUntilCommit(tx, WAITLIST_PASS_LOCK, 'waiting list');
  const days = [...new Set(waiting.flatMap(daysOf))].sort();
  await lockDays(tx, days);
  const { artists, held } = await readPlaceFacts(tx, days);
  if (artists.length === 0) return [...waiting];
  // Each day's bookings, and its places for a slot and variety counted once and again only after a booking
  // of the line is placed on that day: a long line waiting for full days costs a count per day and slot,
  // not one per booking over every day's bookings (thousands waiting among 70,000 bookings held the thread
  // for minutes, docs/speed.md#seventh-pass-statements-built-once-issue-48).
  const heldByDay = new Map<string, HeldBooking[]>(days.map((day) => [day, []]));
  for (const booking of held) for (const day of booking.days) heldByDay.get(day)?.push(booking);
  const counted = new Map<string, Map<string, number>>();
  const placesLeft = (day: string, wanted: { slot: string; variety: string }) => {
    const ofDay = counted.get(day) ?? counted.set(day, new Map()).get(day)!;
    const key = `${wanted.slot}|${wanted.variety}`;
    let places = ofDay.get(key);
    if (places === undefined) ofDay.set(key, (places = placesOn(day, artists, heldByDay.get(day)!, wanted)));
    return places;
  };
  const placed: T[] = [];
  for (const booking of waiting) {
    const own = daysOf(booking);
    const wanted = { slot: booking.selectedTime, variety: booking.mehendiVariety };
    const needed = booking.teamSize ?? 1;
    if (!own.every((day) => placesLeft(day, wanted) >= needed)) continue;
    placed.push(booking);
    const seat: HeldBooking = { days: own, slot: wanted.slot, variety: wanted.variety, artistId: null };
    for (const day of own) {
      for (let one = 0; one < needed; one++) heldByDay.get(day)!.push(seat);
      counted.delete(day);
    }
  }
  return placed;
}

/** Why an artist cannot take a booking on a day: off, not working that weekday or slot, or fully booked. */
export type Unfree = (typeof CANDIDATE_UNFREE_REASONS)[number];

/** Why `artist` cannot take one more `wanted` booking on `day` beside `own` (their own jobs), or null. */
function unfreeOn(
  day: string,
  artist: WorkingArtist,
  own: readonly HeldBooking[],
  wanted: { slot: string; variety: string | null },
): Unfree | null {
  if (isDayOff(artist.availability.daysOff, day)) return 'dayOff';
  const works = workingSlotsOn(artist.availability, day);
  const slotWorked = (WORK_SLOTS as readonly string[]).includes(wanted.slot)
    ? works.includes(wanted.slot as WorkSlot)
    : works.length > 0;
  if (!slotWorked) return 'notWorking';
  // No job of theirs that day: a slot they work is a place (most jobs a day is at least 1), if they offer
  // the variety asked for, as placesOn counts. Most of a season's 5,000 artists are so on any one day,
  // and the candidates ask about every one of them.
  const offered = wanted.variety === null || artist.varieties.includes(artistVarietyFor(wanted.variety));
  if (offered && !own.some((job) => job.days.includes(day))) return null;
  return placesOn(day, [artist], own, wanted) >= 1 ? null : 'full';
}

/**
 * Whether `artistId` (approved) can take `booking` on every one of its days, its other confirmed jobs
 * counted: the places of that one artist, decided under the days' locks (taken here if the transaction
 * has not yet). `except` is the booking itself or the one being moved; `anyVariety` leaves the variety
 * out, as the console's candidates do (an assignment may give a booking to an artist of another variety).
 */
export async function artistFreeFor(
  tx: Db,
  artistId: string,
  booking: PlaceSought,
  { except, anyVariety = false }: { except?: string; anyVariety?: boolean } = {},
): Promise<boolean> {
  const days = daysOf(booking);
  await lockDays(tx, days);
  const { artists, held } = await readPlaceFacts(tx, days, except);
  const artist = artists.find((one) => one.id === artistId);
  if (!artist) return false;
  const own = held.filter((one) => one.artistId === artistId);
  const wanted = { slot: booking.selectedTime, variety: anyVariety ? null : booking.mehendiVariety };
  return days.every((day) => unfreeOn(day, artist, own, wanted) === null);
}

/** How one approved artist stands for a booking (the console's candidates). */
export interface ArtistFit {
  /** The first of the booking's days the artist cannot take it, and why; null when free on all of them. */
  unfree: { date: string; reason: Unfree } | null;
  /** The artist's confirmed or started job on one of the booking's days in a slot overlapping its own. */
  clash: Clash | null;
  /** Days of the artist's other jobs in the weeks (Monday to Sunday) of the booking's days. */
  weekJobs: number;
}

type Clash = NonNullable<Candidate['clash']>;

/** The days, Monday to Sunday, of the weeks holding `days`. */
function weeksOf(days: readonly string[]): string[] {
  const all = new Set<string>();
  for (const day of days) {
    const monday = Date.parse(`${day}T00:00:00Z`) - WEEKDAYS.indexOf(weekdayOf(day)) * 86_400_000;
    for (let i = 0; i < 7; i++) all.add(new Date(monday + i * 86_400_000).toISOString().slice(0, 10));
  }
  return [...all].sort();
}

/**
 * For each of `artists` (the approved ones, read by the caller with what it shows of them), whether they
 * can take `booking` on every one of its days, counted as artistFreeFor counts (any variety: the
 * candidates rank the variety apart), the job of theirs it would clash with, and their jobs those weeks,
 * all from one read of the weeks' jobs. `except` is the booking itself.
 */
export async function artistFits(
  db: Db,
  booking: PlaceSought,
  artists: readonly WorkingArtist[],
  except?: string,
): Promise<Map<string, ArtistFit>> {
  const days = daysOf(booking);
  const week = weeksOf(days);
  const held = artists.length === 0 ? [] : await artistJobsOn(db, week, except);
  // Each artist's own jobs, grouped once: filtering the weeks' bookings per artist was 5,000 × thousands.
  const jobsOf = groupBy(held, (job) => job.artistId);
  const wanted = { slot: booking.selectedTime, variety: null };
  return new Map(
    artists.map((artist) => {
      const own = jobsOf.get(artist.id) ?? [];
      let unfree: ArtistFit['unfree'] = null;
      for (const date of days) {
        const reason = unfreeOn(date, artist, own, wanted);
        if (reason) {
          unfree = { date, reason };
          break;
        }
      }
      const clashing = own.find(
        (job) =>
          isOneOf(ASSIGNED_BOOKING_STATUSES, job.status) &&
          job.days.some((day) => days.includes(day)) &&
          slotsOverlap(job.slot, booking.selectedTime),
      );
      const clash = clashing
        ? {
            _id: clashing.id,
            fullName: clashing.fullName,
            selectedDates: clashing.selectedDates,
            selectedTime: clashing.slot,
          }
        : null;
      const weekJobs = own.reduce((sum, job) => sum + job.days.filter((d) => week.includes(d)).length, 0);
      return [artist.id, { unfree, clash, weekJobs }];
    }),
  );
}

/** The places of the four slots on each of `days`, from facts read once (availabilityOf, the season view). */
export interface DayPlaces {
  date: string;
  /** Whether the day may be booked (not past, within the horizon); a day that may not has no places. */
  open: boolean;
  slots: { slot: TimeSlot; places: number; usual: number; standing: DayStanding }[];
}

export function placesOfDays(
  days: readonly string[],
  facts: PlaceFacts,
  variety: string | null,
  now: Date,
  requestsOnly = facts.artists.length === 0,
  /** The artists a team booking needs (1: one artist's booking): the standing counts teams that fit. */
  team = 1,
): DayPlaces[] {
  return days.map((date) => {
    const open = !isPastDate(date, now) && !isTooFarAhead(date, now);
    return {
      date,
      open,
      slots: TIME_SLOTS.map((slot) => {
        // While bookings are requests every day takes them; a day not open has nothing to count.
        if (requestsOnly) return { slot, places: 0, usual: 0, standing: 'open' as const };
        if (!open) return { slot, places: 0, usual: 0, standing: 'closed' as const };
        const places = placesOn(date, facts.artists, facts.held, { slot, variety });
        // The day's places with nothing booked tell a day nobody works from a booked-out one.
        const usual = placesOn(date, facts.artists, [], { slot, variety });
        return { slot, places, usual, standing: dayStanding(places, usual, team) };
      }),
    };
  });
}

/**
 * The public availability: for each day from `from` to `to`, the places of the three slots and of 'Any
 * Time', of every approved artist or of the one asked for. Days a booking may not be made for (past,
 * beyond the horizon) have none.
 */
export async function availabilityOf(
  deps: { db: Db },
  query: AvailabilityQuery,
  now = new Date(),
): Promise<AvailabilityAnswer> {
  const days = daysBetween(query.from, query.to);
  const open = days.filter((day) => !isPastDate(day, now) && !isTooFarAhead(day, now));
  const facts = await readPlaceFacts(deps.db, open);
  // One artist asked for: her places alone, against her own jobs (as artistFreeFor counts them).
  const counted = query.artist
    ? {
        artists: facts.artists.filter((artist) => artist.id === query.artist),
        held: facts.held.filter((booking) => booking.artistId === query.artist),
      }
    : facts;
  const requestsOnly = facts.artists.length === 0;
  return {
    requestsOnly,
    days: placesOfDays(days, counted, query.variety ?? null, now, requestsOnly, query.team).map(
      ({ date, slots }) => ({
        date,
        slots,
      }),
    ),
  };
}
