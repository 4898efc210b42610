// A reminder taken after its moment is dropped, not sent (docs/messaging.md#states): decided when the worker
// takes it, so it holds whatever kept it queued (downtime, retries). Which texts are late is the bookings'
// rule (bookings/late-reminders.ts), given to the worker by app.ts: the outbox sits below bookings.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { OutboxRow } from './sms-outbox.repository';
import { smsOutbox } from './sms-outbox.schema';

/** Why a text must not be sent at `now`, or null when it may go. */
export type LateReason = (
  db: Db,
  text: { bookingId: string | null; template: string; dueAt: Date | null; toPhone: string },
  now: Date,
) => Promise<string | null>;

/** True when `text`, just claimed, is too late and was marked `cancelled` with the reason in `last_error`. */
export async function dropIfLate(
  db: Db,
  text: OutboxRow,
  now: Date,
  lateReason: LateReason,
): Promise<boolean> {
  const reason = await lateReason(db, text, now);
  if (!reason) return false;
  // Undo what the claim wrote, as no try was made: its count, and on a first take the choice of WhatsApp.
  const firstTake = text.attempts === 1 && text.fallbackAt === null;
  await db
    .update(smsOutbox)
    .set({
      status: 'cancelled',
      lastError: reason,
      attempts: text.attempts - 1,
      channel: firstTake ? 'sms' : text.channel,
    })
    .where(and(eq(smsOutbox.id, text.id), eq(smsOutbox.status, 'queued')));
  return true;
}
