// Links in texts to the page where the person acts (issue 44), made from PUBLIC_URL's origin.
import { bookingReference } from './my-records';

/**
 * My bookings, scrolled to the booking's card (its id is the booking's reference): where the customer pays
 * the advance, confirms a waiting-list place, finds the start code or rates the visit.
 */
export function myBookingLink(origin: string, bookingId: string): string {
  return `${origin}/my-bookings#${bookingReference(bookingId)}`;
}
