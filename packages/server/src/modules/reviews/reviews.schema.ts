import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '@mehendi/shared';
import { artists } from '../artists/artists.schema';
import { customerBookings } from '../bookings/bookings.schema';

/** One stored photo of a review: both sizes' served paths and storage keys. */
export interface StoredReviewPhoto {
  imagePath: string;
  thumbPath: string;
  keys: string[];
}

// One review per booking (the unique booking id decides a race of two posts). The booking's verified number
// is kept so the per-number limit and "delete my data" find the reviews; the artist so a profile's reviews
// are read without the booking.
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => customerBookings.id, { onDelete: 'cascade' }),
    loginNumber: text('login_number').notNull(),
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    text: text('text').notNull().default(''),
    photos: jsonb('photos').$type<StoredReviewPhoto[]>().notNull().default([]),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    // The last moderation: which admin (their e-mail, kept if the account goes), when and why.
    moderatedBy: text('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderationReason: text('moderation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_artist_status_idx').on(table.artistId, table.status),
    index('reviews_login_number_idx').on(table.loginNumber, table.createdAt),
    index('reviews_status_idx').on(table.status, table.createdAt),
    // The candidates' ratings (bookings/candidates.ts): every artist's published stars, grouped, read from
    // the index alone.
    index('reviews_published_stars_idx')
      .on(table.artistId, table.stars)
      .where(sql`${table.status} = 'published'`),
  ],
);
