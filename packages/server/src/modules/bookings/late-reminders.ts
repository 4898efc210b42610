// A reminder never arrives after its moment (docs/bookings.md#reminders). The outbox asks this when it takes a
// reminder to send, so the rule holds however late the text is (downtime, retries, a slow queue).
import { IST_OFFSET_MS, reminderTimes, slotInstant } from '@mehendi/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { reminderKindOf } from './booking-reminders';
import { customerBookings } from './bookings.schema';

/**
 * Why `text` must not be sent at `now`, or null when it may go: its visit has begun, or it is an
 * evening-before reminder ("tomorrow") and the visit's day has come in India. Texts that are not one of
 * the booking's reminders are not judged here.
 */
export async function lateReminderReason(
  db: Db,
  text: { bookingId: string | null; template: string; dueAt: Date | null },
  now: Date,
): Promise<string | null> {
  const kind = reminderKindOf(text.template);
  if (!kind || !text.bookingId || !text.dueAt) return null;
  const [booking] = await db
    .select({ selectedDates: customerBookings.selectedDates, selectedTime: customerBookings.selectedTime })
    .from(customerBookings)
    .where(eq(customerBookings.id, text.bookingId));
  if (!booking) return null;
  // Which booked day it is about: the one whose reminder of this kind falls at its due time.
  const dueAt = text.dueAt.getTime();
  const reminder = reminderTimes(booking.selectedDates, booking.selectedTime, new Date(0)).find(
    (time) => time.kind === kind && time.dueAt.getTime() === dueAt,
  );
  if (!reminder) return null;
  const { day } = reminder;
  if (now >= slotInstant(day, booking.selectedTime, 'start'))
    return `Not sent: the visit of ${day} had begun before the reminder could go`;
  const visitDayBegins = Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS;
  if (kind === 'tomorrow' && now.getTime() >= visitDayBegins)
    return `Not sent: the visit's day ${day} had come, and the reminder says "tomorrow"`;
  return null;
}
