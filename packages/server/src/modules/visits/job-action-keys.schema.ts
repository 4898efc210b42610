import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { artists } from '../artists/artists.schema';

// "On my way" and "Done" tapped on a phone without a connection are sent later, perhaps twice (a retry, a
// second tab): each carries the id the phone made (Idempotency-Key), kept here with the first answer, so the
// step runs once and a repeat gets that answer again (docs/pages.md#the-app). `status` is null while the
// first request is still running.
export const jobActionKeys = pgTable('job_action_keys', {
  key: uuid('key').primaryKey(),
  artistId: uuid('artist_id')
    .notNull()
    .references(() => artists.id, { onDelete: 'cascade' }),
  bookingId: uuid('booking_id').notNull(),
  action: text('action').notNull(),
  status: integer('status'),
  answer: jsonb('answer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
