import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PushPayload } from '@mehendi/shared';
import { admins } from '../../auth/auth.schema';
import { artists } from '../artists/artists.schema';
import { customerBookings } from '../bookings/bookings.schema';

// A browser that takes pushes (docs/messaging.md#push): an artist's or an admin's, one row per endpoint.
// Deleted with its owner, or when the push service answers 404/410 (the browser dropped it).
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The last push the service took: a subscription never reached stays null.
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [
    check('push_subscriptions_one_owner', sql`(${table.artistId} is null) <> (${table.adminId} is null)`),
    index('push_subscriptions_artist_idx').on(table.artistId),
  ],
);

// The push channel of the durable outbox: one row per push and subscription, written in the transaction
// of the change, claimed by one worker at a time (FOR UPDATE SKIP LOCKED and a lease, as sms_outbox).
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => customerBookings.id, { onDelete: 'cascade' }),
    // What it is about (artistOffer, artistJob…), for the log and the tests.
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    // The push service keeps an undelivered push this long; an offer's push lives as long as the offer.
    ttlSeconds: integer('ttl_seconds').notNull(),
    urgency: text('urgency', { enum: ['very-low', 'low', 'normal', 'high'] }).notNull(),
    // A newer push of the same topic replaces an undelivered older one at the push service.
    topic: text('topic'),
    // Not sent after this: an offer's push is worthless once the offer has ended.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'expired'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('push_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
  ],
);
