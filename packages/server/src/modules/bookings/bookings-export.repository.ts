// The CSV export's read (docs/speed.md#a-season-of-bookings): only what the file shows (bookings-csv.ts),
// with the assigned artist and the advance joined in, as one JSON array per row. PGlite decodes one text
// several times faster than twenty columns, no field is mapped one by one, and no batch needs a second
// query; the histories, design lists and search texts are never read.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { indianDay, type AdvanceTerms, type BookingListQuery, type CustomerBooking } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { inBatches, orderOf } from '../../db/keyset';
import { artists } from '../artists';
import { bookingAdvances, toAdvance, type AdvanceRow } from '../advances';
import {
  bookingListOrder,
  bookingListWhere,
  toCustomerBooking,
  type BookingRow,
} from './bookings.repository';
import { customerBookings as booking } from './bookings.schema';

const BOOKING_FIELDS = [
  booking.id,
  booking.createdAt,
  booking.fullName,
  booking.contactNumber,
  booking.loginNumber,
  booking.selectedDates,
  booking.selectedTime,
  booking.mehendiVariety,
  booking.priceRange,
  booking.sidersType,
  booking.includeSiders,
  booking.venueAddress,
  booking.venuePincode,
  booking.guestCount,
  booking.sidersLength,
  booking.estimateMin,
  booking.estimateMax,
  booking.language,
  booking.status,
  booking.artistId,
  booking.cancelReason,
  booking.preferredArtistId,
  artists.fullName,
  artists.whatsappNumber,
];
type BookingFields = [
  id: string,
  createdAt: string,
  fullName: string,
  contactNumber: string,
  loginNumber: string,
  selectedDates: string[],
  selectedTime: string,
  mehendiVariety: string,
  priceRange: string,
  sidersType: BookingRow['sidersType'],
  includeSiders: boolean,
  venueAddress: string | null,
  venuePincode: string | null,
  guestCount: number,
  sidersLength: BookingRow['sidersLength'],
  estimateMin: number | null,
  estimateMax: number | null,
  language: string | null,
  status: BookingRow['status'],
  artistId: string | null,
  cancelReason: string | null,
  preferredArtistId: string | null,
  artistName: string | null,
  artistWhatsapp: string | null,
];

// Only with the advance terms of UPI_VPA: without them no advance is shown (as withDetails).
const ADVANCE_FIELDS = [
  bookingAdvances.bookingId,
  bookingAdvances.amount,
  bookingAdvances.status,
  bookingAdvances.utr,
  bookingAdvances.claimedAt,
  bookingAdvances.receivedAt,
  bookingAdvances.note,
  bookingAdvances.refundUtr,
  bookingAdvances.refundedAt,
  bookingAdvances.createdAt,
  bookingAdvances.updatedAt,
];
type AdvanceFields = [
  bookingId: string | null,
  amount: number,
  status: AdvanceRow['status'],
  utr: string | null,
  claimedAt: string | null,
  receivedAt: string | null,
  note: string | null,
  refundUtr: string | null,
  refundedAt: string | null,
  createdAt: string,
  updatedAt: string,
];

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The booking of one row's array (BOOKING_FIELDS), the columns the file does not show left empty. */
function bookingOf(fields: BookingFields): BookingRow {
  const [
    id,
    createdAt,
    fullName,
    contactNumber,
    loginNumber,
    selectedDates,
    selectedTime,
    mehendiVariety,
    priceRange,
    sidersType,
    includeSiders,
    venueAddress,
    venuePincode,
    guestCount,
    sidersLength,
    estimateMin,
    estimateMax,
    language,
    status,
    artistId,
    cancelReason,
    preferredArtistId,
  ] = fields;
  return {
    id,
    createdAt: new Date(createdAt),
    fullName,
    contactNumber,
    loginNumber,
    selectedDates,
    selectedTime,
    mehendiVariety,
    priceRange,
    sidersType,
    includeSiders,
    venueAddress,
    venuePincode,
    guestCount,
    sidersLength,
    estimateMin,
    estimateMax,
    language,
    status,
    artistId,
    cancelReason,
    preferredArtistId,
    selectedDesigns: [],
    sidersDesigns: [],
    imageKeys: [],
    history: [],
    searchText: '',
    waitlistedAt: null,
    offerExpiresAt: null,
    startCode: null,
    startCodeFailures: 0,
    onMyWayOn: null,
  };
}

function advanceOf(fields: AdvanceFields): AdvanceRow | null {
  const [bookingId, amount, status, utr, claimedAt, receivedAt, note, refundUtr, refundedAt] = fields;
  if (bookingId === null) return null;
  return {
    bookingId,
    amount,
    status,
    utr,
    claimedAt: dateOrNull(claimedAt),
    receivedAt: dateOrNull(receivedAt),
    note,
    refundUtr,
    refundedAt: dateOrNull(refundedAt),
    createdAt: new Date(fields[9]),
    updatedAt: new Date(fields[10]),
  };
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
): AsyncGenerator<CustomerBooking[]> {
  const keys = bookingListOrder(query, indianDay(new Date()));
  // The keys' values close each row's array, for the next batch to start after the last row.
  const keyFields = keys.map((key) => sql`(${key.expr})::text`);
  const fields = [...BOOKING_FIELDS, ...(terms ? ADVANCE_FIELDS : []), ...keyFields];
  const read = async (after: SQL | undefined, limit: number) => {
    const withArtist = db
      .select({ row: jsonArray(fields) })
      .from(booking)
      .leftJoin(artists, eq(artists.id, booking.artistId))
      .$dynamic();
    const joined = terms
      ? withArtist.leftJoin(bookingAdvances, eq(bookingAdvances.bookingId, booking.id))
      : withArtist;
    const rows = await joined
      .where(and(bookingListWhere(query), after))
      .orderBy(...orderOf(keys))
      .limit(limit);
    return rows.map(({ row }) => {
      const values = JSON.parse(row) as unknown[];
      const keyValues = values.splice(values.length - keys.length);
      return { ...Object.fromEntries(keyValues.map((value, i) => [`key${i}`, value])), values };
    });
  };
  for await (const rows of inBatches(keys, read, batchSize)) {
    yield rows.map(({ values }) => {
      const fields = values as BookingFields;
      const row = bookingOf(fields);
      const advance = terms ? advanceOf(values.slice(BOOKING_FIELDS.length) as AdvanceFields) : null;
      const [artistName, whatsappNumber] = fields.slice(22) as [string | null, string | null];
      return toCustomerBooking(row, {
        artist:
          row.artistId && artistName !== null
            ? { _id: row.artistId, fullName: artistName, whatsappNumber: whatsappNumber ?? '' }
            : null,
        advance: advance && terms ? toAdvance(advance, terms, row.status) : null,
        // Not in the file: the texts a booking caused and the first name of the artist asked for.
        messages: [],
        preferredArtistFirstName: null,
      });
    });
  }
}
