import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SMS_RECIPIENTS, SMS_STATES } from '@mehendi/shared';
import { artists } from '../artists';
import { customerBookings } from '../bookings';

export const smsOutbox = pgTable('sms_outbox', {
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
});
