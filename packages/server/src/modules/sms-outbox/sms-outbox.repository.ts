import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Language, SmsChannel, SmsRecipient, SmsState, SmsTemplateKey } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { keptStatement, placeholderSql } from '../../db/kept-statement';
import { enqueuePush, pushOfArtistText, textFailedPush } from '../push';
import { smsOutbox } from './sms-outbox.schema';
import { countTextsFailed, countWhatsAppFallbacks } from '../../metrics/registry';

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
  /** The placeholders' values by name (smsVariables of the same values): what MSG91 and WhatsApp send. */
  variables: Record<string, string>;
  /** Not sent before this time (a reminder, docs/bookings.md#reminders; the review request); absent, at once. */
  dueAt?: Date;
}

/**
 * Call inside the transaction of the change that causes the texts, so both land or neither. An artist's
 * text of a job confirmed, moved or cancelled also goes by push to their browsers (docs/messaging.md#push).
 */
export async function enqueueTexts(db: Db, texts: readonly OutgoingText[]): Promise<void> {
  if (texts.length === 0) return;
  await db
    .insert(smsOutbox)
    .values(texts.map((text) => (text.dueAt ? { ...text, nextAttemptAt: text.dueAt } : text)));
  for (const text of texts) {
    const push = pushOfArtistText(text);
    if (push) await enqueuePush(db, { artistPhone: text.toPhone }, push);
  }
}

/** The owner's browsers told of texts that failed for good, in the owner's language. */
async function pushFailedTexts(
  db: Db,
  failed: readonly { bookingId: string | null; artistId: string | null }[],
  ownerLanguage: Language,
): Promise<void> {
  for (const text of failed) await enqueuePush(db, 'admins', textFailedPush(text, ownerLanguage));
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
export async function claimDueText(
  db: Db,
  leaseMs: number,
  now: Date,
  /** The templates WhatsApp sends: a text of one, taken for the first time, goes by WhatsApp. */
  whatsappTemplates: readonly string[] = [],
  /**
   * The text the worker sent last, recorded sent by this same statement (a WITH of it): a round trip fewer
   * a text under load (docs/speed.md#load-figure). Both or neither are stored.
   */
  sent?: SentText,
): Promise<OutboxRow | null> {
  const [row] = await takeDueText(
    db,
    {
      // `now` is the app's clock (src/clock.ts), not the database's: a test that moves it makes a reminder due.
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      ...(sent
        ? { sentId: sent.id, sentAt: sent.sentAt.toISOString(), providerMessageId: sent.providerMessageId }
        : {}),
    },
    { recordsSent: sent !== undefined, whatsappTemplates },
  );
  return row ?? null;
}

// The worker's take, built once a shape (db/kept-statement.ts): with or without the text sent last, and
// with the templates WhatsApp sends (the same in a process).
const takeDueText = keptStatement<
  Record<string, unknown>,
  OutboxRow[],
  { recordsSent: boolean; whatsappTemplates: readonly string[] }
>((db, { recordsSent, whatsappTemplates }) => {
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, 'queued'), lte(smsOutbox.nextAttemptAt, sql.placeholder('now'))))
    .orderBy(asc(smsOutbox.nextAttemptAt), asc(smsOutbox.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const marked = recordsSent
    ? [
        db.$with('marked_sent', {}).as(
          markSentStatement(db, {
            id: placeholderSql('sentId'),
            sentAt: placeholderSql('sentAt'),
            providerMessageId: placeholderSql('providerMessageId'),
          }).getSQL(),
        ),
      ]
    : [];
  return (marked.length ? db.with(...marked) : db)
    .update(smsOutbox)
    .set({
      attempts: sql`${smsOutbox.attempts} + 1`,
      nextAttemptAt: placeholderSql('leaseUntil'),
      // Chosen once, at the first take: a text that fell back to SMS (fallbackAt) or was already tried by
      // SMS keeps its channel, so it never goes by WhatsApp again.
      ...(whatsappTemplates.length > 0
        ? {
            channel: sql`case when ${and(
              eq(smsOutbox.attempts, 0),
              isNull(smsOutbox.fallbackAt),
              isNotNull(smsOutbox.variables),
              inArray(smsOutbox.template, [...whatsappTemplates]),
            )} then 'whatsapp' else ${smsOutbox.channel} end`,
          }
        : {}),
    })
    .where(inArray(smsOutbox.id, due))
    .returning();
});

/** A text the gateway (or WhatsApp) took: when, and the id it gave. */
export interface SentText {
  id: string;
  sentAt: Date;
  providerMessageId: string | null;
}

/** Records a text sent; its values may be a kept statement's placeholders (takeDueText). */
function markSentStatement(
  db: Db,
  { id, sentAt, providerMessageId }: { [K in keyof SentText]: SentText[K] | SQL },
) {
  return db
    .update(smsOutbox)
    .set({ status: 'sent', sentAt, lastError: null, providerMessageId })
    .where(eq(smsOutbox.id, id));
}

export async function markSent(db: Db, text: SentText): Promise<void> {
  await markSentStatement(db, text);
}

/** What turns a WhatsApp text to SMS: queued again at once on the SMS channel, its tries counted anew. */
function fallbackChange(reason: string, now: Date) {
  return {
    channel: 'sms' as const,
    status: 'queued' as const,
    fallbackAt: now,
    attempts: 0,
    nextAttemptAt: now,
    providerMessageId: null,
    lastError: reason,
    fallbackReason: reason,
  };
}

/**
 * WhatsApp refused the text (or its receipt said failed): it goes by SMS. Only a text still on WhatsApp
 * changes, so a refusal and a late receipt together still make one SMS.
 */
export async function fallBackToSms(db: Db, id: string, reason: string, now: Date): Promise<boolean> {
  const changed = await db
    .update(smsOutbox)
    .set(fallbackChange(reason, now))
    .where(and(eq(smsOutbox.id, id), eq(smsOutbox.channel, 'whatsapp')))
    .returning({ id: smsOutbox.id });
  countWhatsAppFallbacks('refused', changed.length);
  return changed.length > 0;
}

/** WhatsApp texts sent `waitMs` ago or longer without a delivered or read receipt go by SMS; how many. */
export async function fallBackUnreceipted(db: Db, waitMs: number, now: Date): Promise<number> {
  const changed = await db
    .update(smsOutbox)
    .set(fallbackChange(`No WhatsApp receipt within ${Math.round(waitMs / 60_000)} minutes`, now))
    .where(
      and(
        eq(smsOutbox.channel, 'whatsapp'),
        eq(smsOutbox.status, 'sent'),
        lte(smsOutbox.sentAt, new Date(now.getTime() - waitMs)),
      ),
    )
    .returning({ id: smsOutbox.id });
  countWhatsAppFallbacks('no_receipt', changed.length);
  return changed.length;
}

export interface Receipt {
  channel: SmsChannel;
  providerMessageId: string;
  state: 'delivered' | 'read' | 'failed';
  /** Why it failed, as the provider says it. */
  reason?: string;
}

/**
 * A provider's delivery receipt (docs/messaging.md#receipts): `sent` → `delivered` → `read`, never back; a
 * failed SMS is `failed` with the reason, a failed WhatsApp text goes by SMS. Unknown ids change nothing.
 * Returns whether a text changed.
 */
export async function applyReceipt(
  db: Db,
  receipt: Receipt,
  now: Date,
  /** OWNER_ALERT_LANGUAGE: a failed SMS is pushed to the owner in it. */
  ownerLanguage: Language,
): Promise<boolean> {
  const text = and(
    eq(smsOutbox.providerMessageId, receipt.providerMessageId),
    eq(smsOutbox.channel, receipt.channel),
  );
  const reason = (receipt.reason ?? 'failed').slice(0, 200);
  let changed: { id: string }[];
  if (receipt.state === 'failed' && receipt.channel === 'whatsapp') {
    changed = await db
      .update(smsOutbox)
      .set({ ...fallbackChange(`WhatsApp: ${reason}`, now), receiptAt: now })
      .where(and(text, inArray(smsOutbox.status, ['sent', 'delivered'])))
      .returning({ id: smsOutbox.id });
    countWhatsAppFallbacks('failed_receipt', changed.length);
  } else if (receipt.state === 'failed') {
    changed = await db.transaction(async (tx) => {
      const failed = await tx
        .update(smsOutbox)
        .set({ status: 'failed', lastError: reason, failedAt: now, receiptAt: now })
        .where(and(text, eq(smsOutbox.status, 'sent')))
        .returning({ id: smsOutbox.id, bookingId: smsOutbox.bookingId, artistId: smsOutbox.artistId });
      await pushFailedTexts(tx, failed, ownerLanguage);
      return failed;
    });
    countTextsFailed(receipt.channel, changed.length);
  } else {
    const before: SmsState[] = receipt.state === 'read' ? ['sent', 'delivered'] : ['sent'];
    changed = await db
      .update(smsOutbox)
      .set({ status: receipt.state, receiptAt: now })
      .where(and(text, inArray(smsOutbox.status, before)))
      .returning({ id: smsOutbox.id });
  }
  return changed.length > 0;
}

/**
 * After a failed try: again after `retryInMs`, or `failed` for good when `retryInMs` is null, and then
 * pushed to the owner (in `ownerLanguage`) in the same transaction.
 */
export async function markFailedTry(
  db: Db,
  id: string,
  error: string,
  retryInMs: number | null,
  now: Date,
  ownerLanguage: Language,
): Promise<void> {
  if (retryInMs !== null) {
    await db
      .update(smsOutbox)
      .set({ lastError: error, nextAttemptAt: new Date(now.getTime() + retryInMs) })
      .where(eq(smsOutbox.id, id));
    return;
  }
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(smsOutbox)
      .set({ status: 'failed', lastError: error, failedAt: now })
      .where(eq(smsOutbox.id, id))
      .returning({ bookingId: smsOutbox.bookingId, artistId: smsOutbox.artistId });
    await pushFailedTexts(tx, failed, ownerLanguage);
  });
  countTextsFailed('sms');
}

/** A booking's text as its record lists it: what was sent to whom, and how far it got. */
export type BookingText = Pick<
  OutboxRow,
  'id' | 'bookingId' | 'recipient' | 'template' | 'channel' | 'status' | 'attempts' | 'createdAt' | 'dueAt'
>;

/** The texts of `bookingIds`, oldest first: only the columns a record shows (not the bodies or variables). */
export async function textsOfBookings(db: Db, bookingIds: readonly string[]): Promise<BookingText[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      id: smsOutbox.id,
      bookingId: smsOutbox.bookingId,
      recipient: smsOutbox.recipient,
      template: smsOutbox.template,
      channel: smsOutbox.channel,
      status: smsOutbox.status,
      attempts: smsOutbox.attempts,
      createdAt: smsOutbox.createdAt,
      dueAt: smsOutbox.dueAt,
    })
    .from(smsOutbox)
    .where(inArray(smsOutbox.bookingId, [...bookingIds]))
    .orderBy(asc(smsOutbox.createdAt));
}

/** A condition on a booking: at least one of its texts is in `state`. */
export function hasTextOfState(bookingId: PgColumn, state: SmsState): SQL {
  return sql`exists (select 1 from ${smsOutbox} where ${smsOutbox.bookingId} = ${bookingId} and ${smsOutbox.status} = ${state})`;
}

export async function countFailedTexts(db: Db, since?: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, 'failed'), since ? gte(smsOutbox.failedAt, since) : undefined));
  return row?.value ?? 0;
}
