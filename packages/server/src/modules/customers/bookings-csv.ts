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
  'Arm length',
  'Venue address',
  'Venue pincode',
  'Guests',
  'Estimate min (₹)',
  'Estimate max (₹)',
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
      booking.includeSiders ? (booking.sidersLength ?? '') : '',
      booking.venueAddress ?? '',
      booking.venuePincode ?? '',
      String(booking.guestCount),
      booking.estimate ? String(booking.estimate.min) : '',
      booking.estimate ? String(booking.estimate.max) : '',
      booking.status,
      booking.artist?.fullName ?? '',
      booking.language ?? 'en',
      booking.cancelReason ?? '',
    ]),
  );
}
