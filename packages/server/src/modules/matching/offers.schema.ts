import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { OFFER_ANSWERS, OFFER_DECLINE_REASONS } from '@mehendi/shared';
import { artists } from '../artists/artists.schema';
import { customerBookings } from '../bookings/bookings.schema';

// Offers to artists (docs/bookings.md#offers-to-artists): one artist asked for one booking, until it
// expires; answered once. The database keeps an artist to one offer per booking and a booking to one open
// offer, so two processes offering at once cannot ask twice.
export const artistOffers = pgTable(
  'artist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => customerBookings.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    // The one-tap link's secret, as SHA-256 (a copy of the database opens no offer).
    tokenHash: text('token_hash').notNull().unique(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answer: text('answer', { enum: OFFER_ANSWERS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // When the artist first saw it (My work or its link): an offer pushed to the phone is texted only if
    // not opened within PUSH_FALLBACK_MINUTES (docs/messaging.md#push).
    openedAt: timestamp('opened_at', { withTimezone: true }),
    reason: text('reason', { enum: OFFER_DECLINE_REASONS }),
    note: text('note'),
    // A team booking's seat this offer is for (booking_seats.seat); null for one artist's booking.
    seat: integer('seat'),
  },
  (table) => [
    uniqueIndex('artist_offers_booking_artist_idx').on(table.bookingId, table.artistId),
    uniqueIndex('artist_offers_one_open_idx')
      .on(table.bookingId)
      .where(sql`${table.answer} is null`),
    // The sweep's read of offers past their time, and an artist's open offers.
    index('artist_offers_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.answer} is null`),
    // Fairness and the month's figures: an artist's offers by time.
    index('artist_offers_artist_time_idx').on(table.artistId, table.offeredAt),
  ],
);

export type OfferRow = typeof artistOffers.$inferSelect;
