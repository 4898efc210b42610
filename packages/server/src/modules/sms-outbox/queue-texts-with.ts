import { randomUUID } from 'node:crypto';
import type { WithSubqueryWithoutSelection } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { BookingText, OutgoingText } from './sms-outbox.repository';
import { smsOutbox } from './sms-outbox.schema';

/**
 * Texts queued as a part of another statement of the transaction (a WITH of it: one round trip fewer on a
 * booking's path, docs/speed.md#load-figure), with what was queued as textsOfBookings would read it back.
 * Their ids are made here; `createdAt` is the transaction's time (read from a row it wrote, whose default
 * is `now()`), so they are stored as enqueueTexts stores them. For texts to customers and the owner only:
 * an artist's text may take more than its row (enqueueTexts).
 */
export function queueTextsWith(
  db: Db,
  texts: readonly OutgoingText[],
  createdAt: Date,
): { insert: WithSubqueryWithoutSelection<'queued_texts'> | null; queued: BookingText[] } {
  if (texts.some((text) => text.recipient === 'artist')) {
    throw new Error("queueTextsWith queues no artist's text: use enqueueTexts");
  }
  const rows = texts.map((text) => ({
    ...text,
    id: randomUUID(),
    createdAt,
    ...(text.dueAt ? { nextAttemptAt: text.dueAt } : {}),
  }));
  const queued = rows.map((row) => ({
    id: row.id,
    bookingId: row.bookingId ?? null,
    recipient: row.recipient,
    template: row.template,
    channel: 'sms' as const,
    status: 'queued' as const,
    attempts: 0,
    createdAt,
    dueAt: row.dueAt ?? null,
  }));
  if (rows.length === 0) return { insert: null, queued };
  // getSQL(): the insert itself, not wrapped in brackets as a subquery (WITH … AS ((insert …)) is no SQL).
  return { insert: db.$with('queued_texts', {}).as(db.insert(smsOutbox).values(rows).getSQL()), queued };
}
