import { and, asc, count, desc, eq, getTableColumns, gt, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import {
  estimateOverDays,
  groupBy,
  indianDay,
  isOneOf,
  LANGUAGES,
  NEXT_DAYS,
  OPEN_BOOKING_STATUSES,
  toUtcMidnight,
  firstNameOf,
  type BookingEstimate,
  type BookingListQuery,
  type CustomerBooking,
  type AdvanceTerms,
  type Assignment,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { listFilter, readWindow } from '../../db/list-filter';
import { likePrefix, phoneDigits } from '../../db/like-pattern';
import { inBatches, keyValues, orderOf, reversed, type SortKey } from '../../db/keyset';
import { artists } from '../artists';
import { hasTextOfState, textsOfBookings, type BookingText } from '../sms-outbox';
import { advancesOf, toAdvance, type AdvanceRow } from '../advances';
import { bookingLimitEvents, bookingStatusCounts, customerBookings } from './bookings.schema';
import { artistOffers } from '../matching/offers.schema';
import type { BookingRow, NewBookingRow } from './bookings.schema';
import type { PageWindow } from '../../http/paging';
import { lockUntilCommit } from '../../db/transaction-lock';
import { columnsSet, keptStatement, placeholdersFor } from '../../db/kept-statement';
import { seatedIn, teamsOf } from '../team';

// The admin list's filter (docs/api.md#lists-and-pages): `q` searches the name, the venue and its pincode,
// the phone numbers (all in search_text, with a trigram index: bookings.schema.ts) and the booking reference.
const BOOKING_LIST_FILTER = {
  id: customerBookings.id,
  status: customerBookings.status,
  search: [customerBookings.fullName, customerBookings.venueAddress, customerBookings.venuePincode],
  phones: [customerBookings.contactNumber, customerBookings.loginNumber],
  reference: customerBookings.id,
  searchText: customerBookings.searchText,
};

/** Names starting with `q`: search_text starts with the lower-cased name. */
const nameStartsWith = (q: string) => sql`${customerBookings.searchText} like lower(${likePrefix(q.trim())})`;

export type { BookingRow, NewBookingRow } from './bookings.schema';

export type BookingDetails = Pick<
  CustomerBooking,
  'artist' | 'messages' | 'preferredArtistFirstName' | 'advance' | 'heldByNumber' | 'assignment' | 'team'
>;
const NO_DETAILS: BookingDetails = {
  artist: null,
  messages: [],
  preferredArtistFirstName: null,
  advance: null,
};

/** The API record (docs/data.md) with the lifecycle's fields; the storage keys stay on the server. */
export function toCustomerBooking(row: BookingRow, details: BookingDetails = NO_DETAILS): CustomerBooking {
  return {
    _id: row.id,
    fullName: row.fullName,
    contactNumber: row.contactNumber,
    loginNumber: row.loginNumber,
    selectedDates: row.selectedDates,
    selectedTime: row.selectedTime,
    mehendiVariety: row.mehendiVariety,
    priceRange: row.priceRange,
    selectedDesigns: row.selectedDesigns,
    sidersType: row.sidersType,
    sidersDesigns: row.sidersDesigns,
    includeSiders: row.includeSiders,
    createdAt: row.createdAt.toISOString(),
    venueAddress: row.venueAddress,
    venuePincode: row.venuePincode,
    guestCount: row.guestCount,
    brides: row.brides,
    team: null,
    sidersLength: row.sidersLength,
    estimate: estimateOf(row),
    language: isOneOf(LANGUAGES, row.language) ? row.language : null,
    status: row.status,
    history: row.history,
    cancelReason: row.cancelReason,
    preferredArtistId: row.preferredArtistId,
    ...details,
  };
}

/** The stored day's estimate over every booked day (null for a booking made before estimates). */
export function estimateOf(row: BookingRow): BookingEstimate | null {
  return row.estimateMin !== null && row.estimateMax !== null
    ? estimateOverDays({ min: row.estimateMin, max: row.estimateMax }, row.selectedDates)
    : null;
}

/** A text a booking caused, as its answers list it (`messages`). */
export function messageOf(text: BookingText): CustomerBooking['messages'][number] {
  return {
    _id: text.id,
    recipient: text.recipient,
    template: text.template,
    channel: text.channel,
    status: text.status,
    attempts: text.attempts,
    createdAt: text.createdAt.toISOString(),
    dueAt: text.dueAt?.toISOString() ?? null,
  };
}

/**
 * The bookings with their assigned artist, the first name of the artist asked for, the state of each
 * text they caused and their advance (only with the advance terms of UPI_VPA: without them no advance is
 * shown).
 */
export async function withDetails(
  db: Db,
  rows: readonly BookingRow[],
  terms: AdvanceTerms | null = null,
): Promise<CustomerBooking[]> {
  const ids = rows.map((row) => row.id);
  const artistIds = [
    ...new Set(rows.flatMap((row) => [row.artistId, row.preferredArtistId].filter((id) => id !== null))),
  ];
  const named = artistIds.length
    ? await db
        .select({ _id: artists.id, fullName: artists.fullName, whatsappNumber: artists.whatsappNumber })
        .from(artists)
        .where(inArray(artists.id, artistIds))
    : [];
  const sent = await textsOfBookings(db, ids);
  const advances = terms ? await advancesOf(db, ids) : [];
  const held = await heldByNumbers(db, [...new Set(rows.map((row) => row.loginNumber))]);
  const assignments = await assignmentsOf(db, rows);
  const teams = await teamsOf(db, rows);
  // Looked up by id: a batch of 500 bookings searched its texts and artists once per booking before.
  const artistById = new Map(named.map((artist) => [artist._id, artist]));
  const textsOf = groupBy(sent, (text) => text.bookingId);
  const advanceOf = new Map(advances.map((advance) => [advance.bookingId, advance]));
  return rows.map((row) => {
    const preferred = row.preferredArtistId ? artistById.get(row.preferredArtistId) : undefined;
    return toCustomerBooking(row, {
      advance: terms ? advanceFor(advanceOf.get(row.id), row, terms) : null,
      artist: (row.artistId && artistById.get(row.artistId)) || null,
      preferredArtistFirstName: preferred ? firstNameOf(preferred.fullName) : null,
      heldByNumber: held.get(row.loginNumber) ?? { bookings: 0, days: 0 },
      assignment: assignments.get(row.id) ?? null,
      messages: (textsOf.get(row.id) ?? []).map(messageOf),
      team: teams.get(row.id) ?? null,
    });
  });
}

/**
 * The matching of the bookings in it (docs/bookings.md#offers-to-artists): the open offer's artist, expiry
 * and round while an artist is asked; the reason while the owner is.
 */
async function assignmentsOf(db: Db, rows: readonly BookingRow[]): Promise<Map<string, Assignment>> {
  const matched = rows.filter((row) => row.assignmentState !== null);
  if (matched.length === 0) return new Map();
  const offers = await db
    .select({
      bookingId: artistOffers.bookingId,
      artistId: artistOffers.artistId,
      expiresAt: artistOffers.expiresAt,
      round: artistOffers.round,
      answer: artistOffers.answer,
    })
    .from(artistOffers)
    .where(
      inArray(
        artistOffers.bookingId,
        matched.map((row) => row.id),
      ),
    );
  const offersOf = groupBy(offers, (offer) => offer.bookingId);
  return new Map(
    matched.map((row) => {
      const made = offersOf.get(row.id) ?? [];
      const open = made.find((offer) => offer.answer === null);
      const assignment: Assignment = {
        state: row.assignmentState!,
        artistId: open?.artistId ?? null,
        offerExpiresAt: open?.expiresAt.toISOString() ?? null,
        round: made.length,
        reason: row.assignmentReason,
      };
      return [row.id, assignment];
    }),
  );
}

/** The full name of `id` if it is an approved artist (a booking's preferred artist must be one), or null. */
export async function approvedArtistName(db: Db, id: string): Promise<string | null> {
  const [found] = await db
    .select({ fullName: artists.fullName })
    .from(artists)
    .where(and(eq(artists.id, id), eq(artists.status, 'approved')))
    .limit(1);
  return found?.fullName ?? null;
}

function advanceFor(advance: AdvanceRow | undefined, row: BookingRow, terms: AdvanceTerms) {
  return advance ? toAdvance(advance, terms, row.status) : null;
}

export async function findBooking(db: Db, id: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(customerBookings).where(eq(customerBookings.id, id)).limit(1);
  return row ?? null;
}

/**
 * A booked day is today or one of the days after it, up to `NEXT_DAYS` days in all (India's calendar, the
 * clock tests move): the overview's count and the list's `within=next7Days` are the same bookings. Booked
 * days are stored as UTC midnights (docs/data.md), so this is "contains one of these days", which the
 * booked days' index answers.
 */
export function bookedInNextDays(now: Date = new Date()): SQL {
  const today = Date.parse(`${indianDay(now)}T00:00:00.000Z`);
  const days = Array.from({ length: NEXT_DAYS }, (_, i) => new Date(today + i * 86_400_000).toISOString());
  return sql`(${sql.join(
    days.map((day) => sql`${customerBookings.selectedDates} @> ${JSON.stringify([day])}::jsonb`),
    sql` or `,
  )})`;
}

/** The filter of the admin list and its export. */
export function bookingListWhere(query: BookingListQuery): SQL | undefined {
  return and(
    listFilter(query, BOOKING_LIST_FILTER),
    query.within === 'next7Days' ? bookedInNextDays() : undefined,
    query.texts === 'failed' ? hasTextOfState(customerBookings.id, 'failed') : undefined,
    query.assignment === 'needs_owner' ? eq(customerBookings.assignmentState, 'needs_owner') : undefined,
    // Booked days are stored as UTC midnights (docs/data.md).
    query.date === undefined
      ? undefined
      : sql`${customerBookings.selectedDates} @> ${JSON.stringify([toUtcMidnight(query.date)])}::jsonb`,
  );
}

/**
 * The admin list's order: newest first, or by first booked day (upcoming first, then past; `today` in
 * India's calendar), with the id last so every row has one place.
 */
export function bookingListOrder(query: BookingListQuery, today: string): SortKey[] {
  const newestFirst: SortKey[] = [
    { expr: customerBookings.createdAt, direction: 'desc', type: 'timestamptz' },
    { expr: customerBookings.id, direction: 'desc', type: 'uuid' },
  ];
  if (query.q && query.sort !== 'firstDate') return [...searchRanks(query.q), ...newestFirst];
  if (query.sort !== 'firstDate') return newestFirst;
  const firstDay = sql`coalesce(${customerBookings.selectedDates} ->> 0, '')`;
  return [
    { expr: sql`(${firstDay} < ${today})`, direction: 'asc', type: 'boolean' },
    { expr: firstDay, direction: 'asc', type: 'text' },
    ...newestFirst,
  ];
}

/** A search's best matches first: the number typed exactly (its digits), then names starting with it. */
function searchRanks(q: string): SortKey[] {
  const digits = phoneDigits(q);
  const exactNumber = digits
    ? sql`(${customerBookings.loginNumber} = ${digits} or ${customerBookings.contactNumber} = ${digits})`
    : sql`false`;
  return [
    { expr: sql`not ${exactNumber}`, direction: 'asc', type: 'boolean' },
    { expr: sql`not (${nameStartsWith(q)})`, direction: 'asc', type: 'boolean' },
  ];
}

/**
 * One page of the filtered bookings: newest first, or by first booked day (upcoming first, then past). A page
 * past the middle is read from the list's other end, so the last page costs what the first does. A search's
 * page is read tier by tier (searchPage); the total of the whole list or one status tab comes from the
 * maintained counts (countByStatus), never from counting the table.
 */
export async function listBookingsPage(
  db: Db,
  query: BookingListQuery,
  page: PageWindow,
): Promise<{ rows: BookingRow[]; total: number }> {
  const where = bookingListWhere(query);
  const keys = bookingListOrder(query, indianDay(new Date()));
  const read = (order: SortKey[]) =>
    db
      .select()
      .from(customerBookings)
      .where(where)
      .orderBy(...orderOf(order));
  const counted = db.select({ value: count() }).from(customerBookings).where(where);
  if (!page) return readWindow(read(keys), null, counted);
  if (query.q && query.sort !== 'firstDate') return searchPage(db, query.q, where, page);
  const total = onlyByStatus(query) ? await countByStatus(db, query.status) : await countOf(counted);
  if (page.offset + page.limit / 2 <= total / 2) {
    return { rows: await read(keys).limit(page.limit).offset(page.offset), total };
  }
  const fromEnd = Math.max(0, total - page.offset - page.limit);
  const limit = Math.max(0, Math.min(page.limit, total - page.offset));
  const rows = limit ? await read(reversed(keys)).limit(limit).offset(fromEnd) : [];
  return { rows: rows.reverse(), total };
}

async function countOf(counted: PromiseLike<{ value: number }[]>): Promise<number> {
  const [row] = await counted;
  return row?.value ?? 0;
}

/** Whether nothing but (at most) a status filters the list, so its total is a maintained count. */
function onlyByStatus(query: BookingListQuery): boolean {
  return (
    !query.id &&
    !query.q &&
    query.within === undefined &&
    query.texts === undefined &&
    query.assignment === undefined &&
    query.date === undefined
  );
}

/**
 * How many bookings have `status` (every booking without one), from booking_status_counts, which triggers
 * keep in step with customer_bookings in the same statement: exact, and a read of at most a few dozen rows.
 */
export async function countByStatus(db: Db, status?: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<string | null>`sum(${bookingStatusCounts.bookings})` })
    .from(bookingStatusCounts)
    .where(status === undefined ? undefined : eq(bookingStatusCounts.status, status));
  return Number(row?.value ?? 0);
}

// A search counts its matches exactly up to this many (25 pages of 20); past it, the total is the
// planner's estimate, so a search matching a quarter of the table does not count 25,000 rows each time.
export const SEARCH_COUNT_LIMIT = 500;

/**
 * One page of a search, in its ranked order (searchRanks): the tiers (the number typed exactly, names
 * starting with it, the rest) are read one after another, each newest first with only as many rows as the
 * page still needs, so the planner can walk the newest-first index while the matches are many and use the
 * trigram indexes while they are few. Deep pages read the rows before them (search pages stay shallow).
 */
async function searchPage(
  db: Db,
  q: string,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: BookingRow[]; total: number }> {
  const digits = phoneDigits(q);
  const exactNumber = digits
    ? or(eq(customerBookings.loginNumber, digits), eq(customerBookings.contactNumber, digits))
    : undefined;
  const namePrefix = nameStartsWith(q);
  const tiers = [
    ...(exactNumber ? [exactNumber] : []),
    and(exactNumber && not(exactNumber), namePrefix),
    and(exactNumber && not(exactNumber), not(namePrefix)),
  ];
  const rows: BookingRow[] = [];
  let skip = page.offset;
  for (const tier of tiers) {
    const wanted = skip + page.limit - rows.length;
    if (wanted <= skip) break;
    const read = await db
      .select()
      .from(customerBookings)
      .where(and(where, tier))
      .orderBy(desc(customerBookings.createdAt), desc(customerBookings.id))
      .limit(wanted);
    rows.push(...read.slice(skip));
    skip = Math.max(0, skip - read.length);
  }
  return { rows, total: await countSearch(db, where) };
}

/** The matches of a search: exact up to SEARCH_COUNT_LIMIT, the planner's estimate past it. */
async function countSearch(db: Db, where: SQL | undefined): Promise<number> {
  // A new builder each time: a builder's methods change it.
  const matches = () =>
    db
      .select({ one: sql`1` })
      .from(customerBookings)
      .where(where);
  const [capped] = await db
    .select({ value: count() })
    // Newest first, so the planner walks the newest-first index (many matches) or the trigram index
    // (few), never the whole table.
    .from(
      matches()
        .orderBy(desc(customerBookings.createdAt))
        .limit(SEARCH_COUNT_LIMIT + 1)
        .as('capped'),
    );
  const exact = capped?.value ?? 0;
  if (exact <= SEARCH_COUNT_LIMIT) return exact;
  const { rows } = (await db.execute(sql`explain (format json) ${matches()}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }[];
  };
  const plan = rows[0]?.['QUERY PLAN'];
  const estimate = (typeof plan === 'string' ? JSON.parse(plan) : plan)?.[0]?.Plan?.['Plan Rows'] ?? 0;
  return Math.max(SEARCH_COUNT_LIMIT + 1, Math.round(estimate));
}

/**
 * Every filtered booking with its details, in the list's order, read in batches one after another (keyset),
 * so the whole list holds one batch at a time and each batch costs the same (the CSV export reads less:
 * bookings-export.repository.ts).
 */
export async function* streamBookings(
  db: Db,
  query: BookingListQuery,
  terms: AdvanceTerms | null = null,
  batchSize = 500,
): AsyncGenerator<CustomerBooking[]> {
  const where = bookingListWhere(query);
  const keys = bookingListOrder(query, indianDay(new Date()));
  const batches = inBatches(
    keys,
    (after, limit) =>
      db
        .select({ ...getTableColumns(customerBookings), ...keyValues(keys) })
        .from(customerBookings)
        .where(and(where, after))
        .orderBy(...orderOf(keys))
        .limit(limit),
    batchSize,
  );
  for await (const rows of batches) yield withDetails(db, rows, terms);
}

// Advisory lock namespace (any constant, the same in every process): one lock per verified phone.
const BOOKING_PHONE_LOCK = 724_31_005;

/** Serialises bookings of one phone until the transaction ends, so two at once cannot both pass the limit. */
export async function lockBookingsOf(tx: Db, loginNumber: string): Promise<void> {
  await lockUntilCommit(tx, BOOKING_PHONE_LOCK, loginNumber);
}

/**
 * The statuses whose bookings count towards what one number holds (docs/security.md#what-one-number-can-hold):
 * waiting for an artist, confirmed, or a place offered from the waiting list. A visit under way is
 * nearly over, and one on the waiting list holds nothing.
 */
export const HELD_BY_NUMBER_STATUSES = ['new', 'confirmed', 'offered'] as const;

export interface HeldByNumber {
  bookings: number;
  days: number;
}

/** How many bookings each of `loginNumbers` holds a place with, and their booked days together. */
async function heldByNumbers(
  db: Db,
  loginNumbers: readonly string[],
  except?: string,
): Promise<Map<string, HeldByNumber>> {
  if (loginNumbers.length === 0) return new Map();
  const rows = await db
    .select({
      loginNumber: customerBookings.loginNumber,
      bookings: count(),
      days: sql<number>`sum(jsonb_array_length(${customerBookings.selectedDates}))::int`,
    })
    .from(customerBookings)
    .where(
      and(
        inArray(customerBookings.loginNumber, [...loginNumbers]),
        inArray(customerBookings.status, [...HELD_BY_NUMBER_STATUSES]),
        except ? not(eq(customerBookings.id, except)) : undefined,
      ),
    )
    .groupBy(customerBookings.loginNumber);
  return new Map(rows.map((row) => [row.loginNumber, { bookings: row.bookings, days: Number(row.days) }]));
}

/** What `loginNumber` holds, but the booking `except` (one being moved). */
export async function heldByNumber(db: Db, loginNumber: string, except?: string): Promise<HeldByNumber> {
  return (await heldByNumbers(db, [loginNumber], except)).get(loginNumber) ?? { bookings: 0, days: 0 };
}

export async function insertBooking(db: Db, values: NewBookingRow): Promise<BookingRow> {
  const [row] = await db.insert(customerBookings).values(values).returning();
  if (!row) throw new Error('insert into customer_bookings returned no row');
  return row;
}

/** Where a number stands when it books: what its limit counts and what it holds (heldByNumber). */
export interface NumberStanding {
  /** Bookings made since the limit's window began: the larger of its limit events and stored bookings. */
  madeSince: number;
  held: HeldByNumber;
  /** Whether any artist is approved (without one, every booking is a request: placesFor). */
  artistsApproved: boolean;
}

// A booking's own statements, built once (db/kept-statement.ts): the number's standing, and the booking
// with its limit event.
const standingOfNumber = keptStatement<
  { loginNumber: string; phoneHash: string; since: string },
  { events: number; made: number; heldBookings: number; heldDays: number; artistsApproved: boolean }[]
>((db) => {
  const ofNumber = eq(customerBookings.loginNumber, sql.placeholder('loginNumber'));
  const held = and(ofNumber, inArray(customerBookings.status, [...HELD_BY_NUMBER_STATUSES]));
  return db
    .select({
      events: sql<number>`(select count(*) from ${bookingLimitEvents} where ${and(
        eq(bookingLimitEvents.phoneHash, sql.placeholder('phoneHash')),
        gt(bookingLimitEvents.createdAt, sql.placeholder('since')),
      )})::int`,
      made: sql<number>`(select count(*) from ${customerBookings} where ${and(
        ofNumber,
        gt(customerBookings.createdAt, sql.placeholder('since')),
      )})::int`,
      heldBookings: sql<number>`(select count(*) from ${customerBookings} where ${held})::int`,
      heldDays: sql<number>`(select coalesce(sum(jsonb_array_length(${customerBookings.selectedDates})), 0)
        from ${customerBookings} where ${held})::int`,
      artistsApproved: sql<boolean>`exists (select 1 from ${artists} where ${eq(artists.status, 'approved')})`,
    })
    .from(sql`(select 1) as one`);
});

/**
 * How many bookings the number made since `since` (the limit: its limit events, which a deletion of the
 * customer's data leaves in place, and its stored bookings, for those made before the events were kept),
 * what it holds (heldByNumber) and whether any artist is approved, in one statement: one round trip
 * instead of three on a booking's path (docs/speed.md#load-figure).
 */
export async function numberStanding(
  db: Db,
  number: { loginNumber: string; phoneHash: string },
  since: Date,
): Promise<NumberStanding> {
  const [row] = await standingOfNumber(db, { ...number, since: since.toISOString() });
  if (!row) throw new Error('numberStanding returned no row');
  return {
    madeSince: Math.max(row.events, row.made),
    held: { bookings: row.heldBookings, days: row.heldDays },
    artistsApproved: row.artistsApproved,
  };
}

// The columns a booking is inserted with vary (waiting list or not, in matching or not): each set is a
// shape of its own, with a placeholder per column.
const bookingWithEvent = keptStatement<Record<string, unknown>, BookingRow[], readonly string[]>(
  (db, columns) => {
    const counted = db.$with('counted', {}).as(
      db
        .insert(bookingLimitEvents)
        .values({
          phoneHash: sql.placeholder('eventPhoneHash'),
          createdAt: sql.placeholder('eventCreatedAt'),
        })
        .getSQL(),
    );
    return db
      .with(counted)
      .insert(customerBookings)
      .values(placeholdersFor(columns) as unknown as NewBookingRow)
      .returning();
  },
);

/**
 * A new booking and its limit event in one statement (the event in a WITH of the booking's insert): both
 * are stored, or neither.
 */
export async function insertBookingWithEvent(
  db: Db,
  values: NewBookingRow,
  event: { phoneHash: string; createdAt: Date },
): Promise<BookingRow> {
  const [row] = await bookingWithEvent(
    db,
    { ...values, eventPhoneHash: event.phoneHash, eventCreatedAt: event.createdAt },
    columnsSet(values),
  );
  if (!row) throw new Error('insert into customer_bookings returned no row');
  return row;
}

/** Deletes the booking and returns what it was, or null when there was none. */
export async function deleteBooking(db: Db, id: string): Promise<BookingRow | null> {
  const [row] = await db.delete(customerBookings).where(eq(customerBookings.id, id)).returning();
  return row ?? null;
}

// The first booked day, for "upcoming first" lists: days still to come by date, then past ones.
const firstBookedDay = sql`(${customerBookings.selectedDates} ->> 0)`;
const upcomingFirst = [
  sql`${firstBookedDay} < to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`,
  asc(firstBookedDay),
  desc(customerBookings.createdAt),
];

/** The bookings of a verified number (a customer's own page), upcoming first. */
export async function listBookingsOf(db: Db, loginNumber: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(customerBookings)
    .where(eq(customerBookings.loginNumber, loginNumber))
    .orderBy(...upcomingFirst);
}

/**
 * The jobs given to an artist (confirmed, in progress or done), upcoming first; with the team bookings
 * they took a seat of (docs/bookings.md#team-bookings), also while the rest of the team is being found.
 * Two reads, each on its own index (an OR of the two had PostgreSQL scan every booking).
 */
export async function listJobsOf(db: Db, artistId: string): Promise<BookingRow[]> {
  const own = await db
    .select()
    .from(customerBookings)
    .where(
      and(
        eq(customerBookings.artistId, artistId),
        inArray(customerBookings.status, ['confirmed', 'in_progress', 'completed']),
      ),
    )
    .orderBy(...upcomingFirst);
  const seated = await db
    .select()
    .from(customerBookings)
    .where(
      and(
        seatedIn(customerBookings.id, artistId),
        inArray(customerBookings.status, ['new', 'confirmed', 'in_progress', 'completed']),
      ),
    );
  const more = seated.filter((row) => row.artistId !== artistId);
  if (more.length === 0) return own;
  // As upcomingFirst orders them: days still to come by date, then past ones; newest first on a tie.
  const today = indianDay(new Date());
  const key = (row: BookingRow) => {
    const first = row.selectedDates[0]?.slice(0, 10) ?? '';
    return [first < today ? 1 : 0, first, -row.createdAt.getTime()] as const;
  };
  return [...own, ...more].sort((a, b) => {
    const [pa, fa, ca] = key(a);
    const [pb, fb, cb] = key(b);
    return pa - pb || fa.localeCompare(fb) || ca - cb;
  });
}

/**
 * Deletes a number's finished (completed or cancelled) bookings under the per-phone booking lock, or
 * none while one is still open (new, confirmed, on the waiting list or offered; then null). Returns the deleted rows.
 */
export async function deleteFinishedBookingsOf(tx: Db, loginNumber: string): Promise<BookingRow[] | null> {
  await lockBookingsOf(tx, loginNumber);
  const [open] = await tx
    .select({ id: customerBookings.id })
    .from(customerBookings)
    .where(
      and(
        eq(customerBookings.loginNumber, loginNumber),
        // An in-progress visit is not finished either, though it can no longer be cancelled.
        inArray(customerBookings.status, [...OPEN_BOOKING_STATUSES, 'in_progress']),
      ),
    )
    .limit(1)
    .for('update');
  if (open) return null;
  return tx.delete(customerBookings).where(eq(customerBookings.loginNumber, loginNumber)).returning();
}
