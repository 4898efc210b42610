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
  /** Not sent before this time (a reminder, docs/bookings.md#reminders; the review request); absent, at once. */
  dueAt?: Date;
}

/** Call inside the transaction of the change that causes the texts, so both land or neither. */
export async function enqueueTexts(db: Db, texts: readonly OutgoingText[]): Promise<void> {
  if (texts.length === 0) return;
  await db
    .insert(smsOutbox)
    .values(texts.map((text) => (text.dueAt ? { ...text, nextAttemptAt: text.dueAt } : text)));
}

/** The booking's texts of `templates` still queued, for the caller to keep or cancel (under its lock). */
export async function queuedTextsOf(
  db: Db,
  bookingId: string,
  templates: readonly string[],
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.bookingId, bookingId),
        eq(smsOutbox.status, 'queued'),
        inArray(smsOutbox.template, [...templates]),
      ),
    );
}

/** Queued texts no longer wanted (a reminder of a booking cancelled or moved): never sent. */
export async function cancelTexts(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(smsOutbox)
    .set({ status: 'cancelled' })
    .where(and(inArray(smsOutbox.id, [...ids]), eq(smsOutbox.status, 'queued')));
}

/**
 * Takes the oldest due text and hides it from every worker for `leaseMs` (its attempt counted), in one
 * statement: two workers never take the same text. A worker that dies after this leaves the text to be
 * taken again when the lease ends, so a crash may resend that one text, never lose it.
 */
export async function claimDueText(db: Db, leaseMs: number, now: Date): Promise<OutboxRow | null> {
  // `now` is the app's clock (src/clock.ts), not the database's: a test that moves it makes a reminder due.
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, 'queued'), lte(smsOutbox.nextAttemptAt, now)))
    .orderBy(asc(smsOutbox.nextAttemptAt), asc(smsOutbox.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(smsOutbox)
    .set({
      attempts: sql`${smsOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(smsOutbox.id, due))
    .returning();
  return row ?? null;
}

export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(smsOutbox.id, id));
}

/** After a failed try: again after `retryInMs`, or `failed` for good when `retryInMs` is null. */
export async function markFailedTry(
  db: Db,
  id: string,
  error: string,
  retryInMs: number | null,
  now: Date,
): Promise<void> {
  await db
    .update(smsOutbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: new Date(now.getTime() + retryInMs) },
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
