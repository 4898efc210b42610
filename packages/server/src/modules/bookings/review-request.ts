// The review request (issue 27): the customer is asked to rate the mehendi 48 hours after it was completed,
// when the stain has darkened, and never in India's quiet hours (the reminders' rule, shared).
import { REVIEW_RULES, myBookingLink, outOfQuietHours } from '@mehendi/shared';
import type { OutgoingText } from '../sms-outbox';
import type { BookingRow } from './bookings.repository';
import { customerText } from './booking-texts';

/** When the request for a booking completed at `completedAt` is due. */
export function reviewRequestDueAt(completedAt: Date): Date {
  return outOfQuietHours(new Date(completedAt.getTime() + REVIEW_RULES.requestDelayMs));
}

/** The request text, in the booking's language, due 48 hours after `completedAt` (out of quiet hours). */
export function reviewRequestText(booking: BookingRow, completedAt: Date, origin: string): OutgoingText {
  return {
    ...customerText(booking, 'customerReviewRequest', { link: myBookingLink(origin, booking.id) }),
    dueAt: reviewRequestDueAt(completedAt),
  };
}
