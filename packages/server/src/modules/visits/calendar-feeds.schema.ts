import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../auth/auth.schema';
import { artists } from '../artists/artists.schema';

// A private calendar subscription address (docs/bookings.md#calendar-subscriptions): one per artist or
// admin; only the secret's SHA-256 is kept, so the database does not hold a working address. Asking again
// replaces the hash, which ends the old address.
export const calendarFeeds = pgTable('calendar_feeds', {
  id: uuid('id').primaryKey().defaultRandom(),
  artistId: uuid('artist_id')
    .unique()
    .references(() => artists.id, { onDelete: 'cascade' }),
  adminId: uuid('admin_id')
    .unique()
    .references(() => admins.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
