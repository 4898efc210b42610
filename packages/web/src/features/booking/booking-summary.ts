import {
  bookingReference,
  firstNameOf,
  venueText,
  type CustomerBooking,
  type Estimate,
} from '@mehendi/shared';
import type { ShownEstimate } from '../../lib/estimate-text';

/** What the thank-you page repeats of a stored booking; carried in the navigation state. */
export interface BookingSummary {
  reference: string;
  dates: string[];
  time: string;
  variety: string;
  priceRange: string;
  /** The server's estimate, the one that was stored (null for a booking without one). */
  estimate: ShownEstimate | null;
  /** The venue as one text; absent in a page state written before the venue was carried. */
  venue?: string | null;
  /**
   * Offers to artists (docs/bookings.md#offers-to-artists): the artist's first name when the booking was
   * confirmed at once, or whether an artist is being found; absent from an older page state.
   */
  confirmedWith?: string | null;
  findingArtist?: boolean;
  /** The first name of the artist the customer asked for ("Book with …"); absent without a wish. */
  wish?: string | null;
}

export function summarise(booking: CustomerBooking): BookingSummary {
  return {
    reference: bookingReference(booking._id),
    dates: booking.selectedDates.map((date) => date.slice(0, 10)),
    time: booking.selectedTime,
    variety: booking.mehendiVariety,
    priceRange: booking.priceRange,
    estimate: booking.estimate,
    venue: venueText(booking.venueAddress, booking.venuePincode),
    confirmedWith:
      booking.status === 'confirmed' && booking.artist ? firstNameOf(booking.artist.fullName) : null,
    findingArtist: booking.status === 'new' && booking.assignment?.state === 'offering',
    wish: booking.preferredArtistFirstName,
  };
}

export function isBookingSummary(value: unknown): value is BookingSummary {
  if (typeof value !== 'object' || value === null) return false;
  const raw = value as Record<string, unknown>;
  return (
    typeof raw.reference === 'string' &&
    Array.isArray(raw.dates) &&
    raw.dates.every((date) => typeof date === 'string') &&
    typeof raw.time === 'string' &&
    typeof raw.variety === 'string' &&
    typeof raw.priceRange === 'string' &&
    (raw.estimate === null || isEstimate(raw.estimate)) &&
    (raw.venue === undefined || raw.venue === null || typeof raw.venue === 'string') &&
    (raw.confirmedWith === undefined ||
      raw.confirmedWith === null ||
      typeof raw.confirmedWith === 'string') &&
    (raw.findingArtist === undefined || typeof raw.findingArtist === 'boolean') &&
    (raw.wish === undefined || raw.wish === null || typeof raw.wish === 'string')
  );
}

function isEstimate(value: unknown): value is Estimate {
  if (typeof value !== 'object' || value === null) return false;
  const { min, max } = value as Record<string, unknown>;
  return typeof min === 'number' && typeof max === 'number';
}
