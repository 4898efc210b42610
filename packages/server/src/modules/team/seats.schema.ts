import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SEAT_ROLES, SEAT_STATES } from '@mehendi/shared';
import { artists } from '../artists/artists.schema';
import { customerBookings } from '../bookings/bookings.schema';

// A team booking's seats (docs/bookings.md#team-bookings), made with the booking: the bridal seats first,
// then the guests'. An artist holds at most one seat of a booking (the unique index), and a seat's artist
// is the one offered it or holding it.
export const bookingSeats = pgTable(
  'booking_seats',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => customerBookings.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    role: text('role', { enum: SEAT_ROLES }).notNull(),
    state: text('state', { enum: SEAT_STATES }).notNull().default('open'),
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.seat] }),
    uniqueIndex('booking_seats_one_per_artist_idx').on(table.bookingId, table.artistId),
    // An artist's team jobs (My work, their calendar, what they are free for).
    index('booking_seats_artist_idx').on(table.artistId),
  ],
);

export type SeatRow = typeof bookingSeats.$inferSelect;
