import type { CustomerBooking } from '@mehendi/shared';
import { toCsv } from '../../http/csv';

const HEADER = [
  'Booking ID',
  'Booked at',
  'Full name',
  'Contact number',
  'Verified phone',
  'Dates',
  'Time',
  'Variety',
  'Price range',
  'Siders',
  'Status',
  'Artist',
  'Language',
  'Cancel reason',
];

/** The bookings as the CSV the console's Export button downloads (times in Asia/Kolkata). */
export function bookingsCsv(bookings: readonly CustomerBooking[]): string {
  const when = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return toCsv(
    HEADER,
    bookings.map((booking) => [
      booking._id,
      when.format(new Date(booking.createdAt)),
      booking.fullName,
      booking.contactNumber,
      booking.loginNumber,
      booking.selectedDates.map((date) => date.slice(0, 10)).join(' '),
      booking.selectedTime,
      booking.mehendiVariety,
      booking.priceRange,
      booking.includeSiders ? (booking.sidersType ?? '') : '',
      booking.status,
      booking.artist?.fullName ?? '',
      booking.language ?? '',
      booking.cancelReason ?? '',
    ]),
  );
}
