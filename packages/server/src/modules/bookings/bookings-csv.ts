import type { BookingAdvance, CustomerBooking } from '@mehendi/shared';
import { csvStream, csvTime, type CsvColumn } from '../../http/csv';

/**
 * What the file shows of a booking: the fields of the API record its columns read, so a CustomerBooking is
 * one, and the export builds only these (bookings-export.repository.ts).
 */
export type CsvBooking = Pick<
  CustomerBooking,
  | '_id'
  | 'createdAt'
  | 'fullName'
  | 'contactNumber'
  | 'loginNumber'
  | 'selectedDates'
  | 'selectedTime'
  | 'mehendiVariety'
  | 'priceRange'
  | 'includeSiders'
  | 'sidersType'
  | 'sidersLength'
  | 'venueAddress'
  | 'venuePincode'
  | 'guestCount'
  | 'estimate'
  | 'status'
  | 'language'
  | 'cancelReason'
> & {
  artist: { fullName: string } | null;
  advance: Pick<BookingAdvance, 'amount' | 'status' | 'utr' | 'receivedAt' | 'refundUtr'> | null;
};

const COLUMNS: readonly CsvColumn<CsvBooking>[] = [
  ['Booking ID', (booking) => booking._id],
  ['Booked at', (booking) => csvTime(booking.createdAt)],
  ['Full name', (booking) => booking.fullName],
  ['Contact number', (booking) => booking.contactNumber],
  ['Verified phone', (booking) => booking.loginNumber],
  ['Dates', (booking) => booking.selectedDates.map((date) => date.slice(0, 10)).join(' ')],
  ['Time', (booking) => booking.selectedTime],
  ['Variety', (booking) => booking.mehendiVariety],
  ['Price range', (booking) => booking.priceRange],
  ['Siders', (booking) => (booking.includeSiders ? booking.sidersType : '')],
  ['Arm length', (booking) => (booking.includeSiders ? booking.sidersLength : '')],
  ['Venue address', (booking) => booking.venueAddress],
  ['Venue pincode', (booking) => booking.venuePincode],
  ['Guests', (booking) => booking.guestCount],
  ['Estimate min (₹)', (booking) => booking.estimate?.min],
  ['Estimate max (₹)', (booking) => booking.estimate?.max],
  ['Status', (booking) => booking.status],
  ['Artist', (booking) => booking.artist?.fullName],
  ['Language', (booking) => booking.language ?? 'en'],
  ['Cancel reason', (booking) => booking.cancelReason],
  // The advance by UPI (issue 28): empty without UPI_VPA or before the first confirmation.
  ['Advance (₹)', (booking) => booking.advance?.amount],
  ['Advance status', (booking) => booking.advance?.status],
  ['Advance UTR', (booking) => booking.advance?.utr],
  [
    'Advance received at',
    (booking) => (booking.advance?.receivedAt ? csvTime(booking.advance.receivedAt) : ''),
  ],
  ['Refund UTR', (booking) => booking.advance?.refundUtr],
];

/** The bookings as the CSV the console's Export button downloads (times in Asia/Kolkata), streamed batch by batch. */
export function bookingsCsv(batches: AsyncIterable<readonly CsvBooking[]>): AsyncGenerator<string> {
  return csvStream(COLUMNS, batches);
}
