import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SMS_CHANNELS, SMS_RECIPIENTS, SMS_STATES } from '@mehendi/shared';
import { artists } from '../artists/artists.schema';
import { customerBookings } from '../bookings/bookings.schema';

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => customerBookings.id, { onDelete: 'cascade' }),
    // A text about an application (its review, the owner's alert) goes with the artist, as a booking's
    // texts go with the booking.
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    recipient: text('recipient', { enum: SMS_RECIPIENTS }).notNull(),
    toPhone: text('to_phone').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: SMS_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A reminder's time (docs/bookings.md#reminders): it is not sent before. Null for a text sent at once.
    // Kept apart from nextAttemptAt, which the claim's lease and the retries move.
    dueAt: timestamp('due_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // The placeholders' values by name (smsVariables): what MSG91 and WhatsApp fill their registered
    // template with. Null for a text queued before they were kept: it goes by its body (docs/messaging.md).
    variables: jsonb('variables').$type<Record<string, string>>(),
    // WhatsApp first when configured; a text WhatsApp refused (or left without a receipt) turns to `sms`
    // once and is sent again by SMS. The channel never turns back, so a text goes at most once more.
    channel: text('channel', { enum: SMS_CHANNELS }).notNull().default('sms'),
    // The gateway's id of the message sent (MSG91's request id, WhatsApp's wamid), which receipts name.
    providerMessageId: text('provider_message_id'),
    // When the last receipt (delivered, read, failed) arrived.
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    // When WhatsApp gave way to SMS (refused, failed receipt, or no receipt in WHATSAPP_FALLBACK_MINUTES):
    // a text falls back once; the worker never offers it to WhatsApp again.
    fallbackAt: timestamp('fallback_at', { withTimezone: true }),
    // Why WhatsApp gave way (its refusal, the failed receipt, no receipt): kept after the SMS is sent.
    fallbackReason: text('fallback_reason'),
    // When the text failed for good: the overview counts today's.
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('sms_outbox_provider_message_id_idx').on(table.providerMessageId),
    // The WhatsApp texts still waiting for a receipt, which the worker checks every poll for the fallback.
    index('sms_outbox_whatsapp_waiting_idx')
      .on(table.sentAt)
      .where(sql`${table.channel} = 'whatsapp' and ${table.status} = 'sent'`),
  ],
);
