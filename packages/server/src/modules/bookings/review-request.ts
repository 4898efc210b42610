// The review request (issue 27): the customer is asked to rate the mehendi 48 hours after it was completed,
// when the stain has darkened, and never at night in India.
import { REVIEW_RULES } from '@mehendi/shared';
import type { OutgoingText } from '../sms-outbox';
import type { BookingRow } from './bookings.repository';
import { customerText } from './booking-texts';

const INDIA_OFFSET_MS = 330 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Texts that are not urgent go out between these hours, India time. */
export const DAYTIME_HOURS = { from: 8, until: 21 } as const;

/** `at`, or the next 08:00 India time when `at` falls outside 08:00–21:00 there. */
export function withinIndianDaytime(at: Date): Date {
  const local = new Date(at.getTime() + INDIA_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= DAYTIME_HOURS.from && hour < DAYTIME_HOURS.until) return at;
  const morning = new Date(local);
  morning.setUTCHours(DAYTIME_HOURS.from, 0, 0, 0);
  if (hour >= DAYTIME_HOURS.until) morning.setTime(morning.getTime() + 24 * HOUR_MS);
  return new Date(morning.getTime() - INDIA_OFFSET_MS);
}

/** When the request for a booking completed at `completedAt` is due. */
export function reviewRequestDueAt(completedAt: Date): Date {
  return withinIndianDaytime(new Date(completedAt.getTime() + REVIEW_RULES.requestDelayMs));
}

/** The request text, in the booking's language, due 48 hours after `completedAt` (in daytime). */
export function reviewRequestText(booking: BookingRow, completedAt: Date): OutgoingText {
  return {
    ...customerText(booking, 'customerReviewRequest', {}),
    nextAttemptAt: reviewRequestDueAt(completedAt),
  };
}
