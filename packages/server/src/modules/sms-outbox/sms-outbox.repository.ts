import { and, asc, count, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SmsRecipient, SmsState, SmsTemplateKey } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { smsOutbox } from './sms-outbox.schema';

export type OutboxRow = typeof smsOutbox.$inferSelect;

export interface OutgoingText {
  /** What the text is about: it is deleted with that booking or application. */
  bookingId?: string;
  artistId?: string;
  recipient: SmsRecipient;
  toPhone: string;
  template: SmsTemplateKey;
  language: string;
  body: string;
  /** When it may go out; now when absent (a later due time: the review request, issue 27). */
  nextAttemptAt?: Date;
}

/** Call inside the transaction of the change that causes the texts, so both land or neither. */
export async function enqueueTexts(db: Db, texts: readonly OutgoingText[]): Promise<void> {
  if (texts.length === 0) return;
  await db.insert(smsOutbox).values([...texts]);
}

/**
 * Takes the oldest due text and hides it from every worker for `leaseMs` (its attempt counted), in one
 * statement: two workers never take the same text. A worker that dies after this leaves the text to be
 * taken again when the lease ends, so a crash may resend that one text, never lose it.
 */
export async function claimDueText(db: Db, leaseMs: number): Promise<OutboxRow | null> {
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, 'queued'), lte(smsOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(smsOutbox.nextAttemptAt), asc(smsOutbox.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(smsOutbox)
    .set({
      attempts: sql`${smsOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(smsOutbox.id, due))
    .returning();
  return row ?? null;
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(eq(smsOutbox.id, id));
}

/** After a failed try: again after `retryInMs`, or `failed` for good when `retryInMs` is null. */
export async function markFailedTry(
  db: Db,
  id: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(smsOutbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval` },
    )
    .where(eq(smsOutbox.id, id));
}

export async function textsOfBookings(db: Db, bookingIds: readonly string[]): Promise<OutboxRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(smsOutbox)
    .where(inArray(smsOutbox.bookingId, [...bookingIds]))
    .orderBy(asc(smsOutbox.createdAt));
}

/** A condition on a booking: at least one of its texts is in `state`. */
export function hasTextOfState(bookingId: PgColumn, state: SmsState): SQL {
  return sql`exists (select 1 from ${smsOutbox} where ${smsOutbox.bookingId} = ${bookingId} and ${smsOutbox.status} = ${state})`;
}

export async function countFailedTexts(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(smsOutbox).where(eq(smsOutbox.status, 'failed'));
  return row?.value ?? 0;
}
