import { bigint, boolean, check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DayOff, WeeklySlots } from '@mehendi/shared';
import { artists } from './artists.schema';

// When an artist works (docs/bookings.md#places-and-availability). An artist without a row works as their
// application said (defaultAvailability), so approved artists need to do nothing.
export const artistAvailability = pgTable(
  'artist_availability',
  {
    artistId: uuid('artist_id')
      .primaryKey()
      .references(() => artists.id, { onDelete: 'cascade' }),
    weekly: jsonb('weekly').$type<WeeklySlots>().notNull(),
    daysOff: jsonb('days_off').$type<DayOff[]>().notNull().default([]),
    maxJobsPerDay: integer('max_jobs_per_day').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('artist_availability_max_jobs', sql`${table.maxJobsPerDay} between 1 and 3`)],
);

// One row, whose version triggers bump in every statement that changes artists or artist_availability
// (migration 20261127035844_artist_roster_version), in the same transaction: a process keeps the approved
// artists as the candidates rank them while the version it read them at is still the database's
// (availability.repository.ts approvedArtistsRanked).
export const artistRosterVersion = pgTable('artist_roster_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});
