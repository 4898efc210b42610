// The CSV export's read (docs/speed.md#a-season-of-bookings): only what the file shows (CsvBooking,
// bookings-csv.ts), with the assigned artist's name and the advance joined in, as one JSON array per row.
// PGlite decodes one text several times faster than twenty columns, no field is mapped one by one, no
// batch needs a second query, and the histories, design lists and search texts are never read.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  estimateOverDays,
  indianDay,
  isOneOf,
  LANGUAGES,
  type AdvanceTerms,
  type BookingListQuery,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { inBatches, orderOf } from '../../db/keyset';
import { artists } from '../artists';
import { bookingAdvances, type AdvanceRow } from '../advances';
import type { CsvBooking } from './bookings-csv';
import { bookingListOrder, bookingListWhere, type BookingRow } from './bookings.repository';
import { customerBookings as booking } from './bookings.schema';

/** A row's values as its JSON array gives them back, by the name each has in BOOKING_FIELDS. */
interface BookingValues {
  id: string;
  // JSON's timestamp (microseconds, an offset): Date.parse reads it, as csvTime does.
  createdAt: string;
  fullName: string;
  contactNumber: string;
  loginNumber: string;
  selectedDates: string[];
  selectedTime: string;
  mehendiVariety: string;
  priceRange: string;
  includeSiders: boolean;
  sidersType: BookingRow['sidersType'];
  sidersLength: BookingRow['sidersLength'];
  venueAddress: string | null;
  venuePincode: string | null;
  guestCount: number;
  estimateMin: number | null;
  estimateMax: number | null;
  status: BookingRow['status'];
  language: string | null;
  cancelReason: string | null;
  artistName: string | null;
}

// The columns each row's array starts with, in this order; named once, so the row reads back by name.
const BOOKING_FIELDS: Record<keyof BookingValues, PgColumn> = {
  id: booking.id,
  createdAt: booking.createdAt,
  fullName: booking.fullName,
  contactNumber: booking.contactNumber,
  loginNumber: booking.loginNumber,
  selectedDates: booking.selectedDates,
  selectedTime: booking.selectedTime,
  mehendiVariety: booking.mehendiVariety,
  priceRange: booking.priceRange,
  includeSiders: booking.includeSiders,
  sidersType: booking.sidersType,
  sidersLength: booking.sidersLength,
  venueAddress: booking.venueAddress,
  venuePincode: booking.venuePincode,
  guestCount: booking.guestCount,
  estimateMin: booking.estimateMin,
  estimateMax: booking.estimateMax,
  status: booking.status,
  language: booking.language,
  cancelReason: booking.cancelReason,
  artistName: artists.fullName,
};
const BOOKING_NAMES = Object.keys(BOOKING_FIELDS) as (keyof BookingValues)[];

// Only with the advance terms of UPI_VPA: without them no advance is shown (as withDetails).
const ADVANCE_FIELDS = [
  bookingAdvances.bookingId,
  bookingAdvances.amount,
  bookingAdvances.status,
  bookingAdvances.utr,
  bookingAdvances.receivedAt,
  bookingAdvances.refundUtr,
];
type AdvanceFields = [
  bookingId: string | null,
  amount: number,
  status: AdvanceRow['status'],
  utr: string | null,
  receivedAt: string | null,
  refundUtr: string | null,
];

/**
 * A row's array (BOOKING_FIELDS, then ADVANCE_FIELDS with the advance terms) as the file shows it: the
 * values of the API record (toCustomerBooking, toAdvance), only those the columns read.
 */
function csvBookingOf(values: unknown[], terms: AdvanceTerms | null): CsvBooking {
  const named = Object.fromEntries(
    BOOKING_NAMES.map((name, i) => [name, values[i]]),
  ) as unknown as BookingValues;
  // The rest are shown as they are read (CsvBooking's names).
  const { id, estimateMin, estimateMax, language, artistName, ...asRead } = named;
  const advance = terms ? (values.slice(BOOKING_NAMES.length) as AdvanceFields) : null;
  return {
    ...asRead,
    _id: id,
    estimate:
      estimateMin !== null && estimateMax !== null
        ? estimateOverDays({ min: estimateMin, max: estimateMax }, asRead.selectedDates)
        : null,
    language: isOneOf(LANGUAGES, language) ? language : null,
    artist: artistName === null ? null : { fullName: artistName },
    advance: advance && advance[0] !== null ? advanceOf(advance) : null,
  };
}

function advanceOf([, amount, status, utr, receivedAt, refundUtr]: AdvanceFields): CsvBooking['advance'] {
  return { amount, status, utr, receivedAt, refundUtr };
}

const jsonArray = (fields: (SQL | PgColumn)[]) =>
  sql<string>`json_build_array(${sql.join(fields, sql`, `)})::text`;

/**
 * Every filtered booking as the CSV file shows it, in the list's order, read in batches one after another
 * (keyset): an export of the whole table holds one batch at a time and each batch costs the same.
 */
export async function* streamCsvBookings(
  db: Db,
  query: BookingListQuery,
  terms: AdvanceTerms | null,
  batchSize = 500,
): AsyncGenerator<CsvBooking[]> {
  const keys = bookingListOrder(query, indianDay(new Date()));
  // The keys' values close each row's array, for the next batch to start after the last row.
  const keyFields = keys.map((key) => sql`(${key.expr})::text`);
  const fields = [...Object.values(BOOKING_FIELDS), ...(terms ? ADVANCE_FIELDS : []), ...keyFields];
  const read = async (after: SQL | undefined, limit: number) => {
    const withArtist = db
      .select({ row: jsonArray(fields) })
      .from(booking)
      .leftJoin(artists, eq(artists.id, booking.artistId))
      .$dynamic();
    const joined = terms
      ? withArtist.leftJoin(bookingAdvances, eq(bookingAdvances.bookingId, booking.id))
      : withArtist;
    const rows: { row: string }[] = await joined
      .where(and(bookingListWhere(query), after))
      .orderBy(...orderOf(keys))
      .limit(limit);
    const last = rows.at(-1);
    if (!last) return rows;
    // Only the last row's keys are read here (the next batch starts after it).
    const keyValues = (JSON.parse(last.row) as string[]).slice(-keys.length);
    rows[rows.length - 1] = {
      ...last,
      ...Object.fromEntries(keyValues.map((value, i) => [`key${i}`, value])),
    };
    return rows;
  };
  for await (const rows of inBatches(keys, read, batchSize)) {
    yield rows.map(({ row }) => csvBookingOf(JSON.parse(row) as unknown[], terms));
  }
}
