import { bigint, boolean, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ARTIST_STATUSES, JOB_TERMS } from '@mehendi/shared';

/** One stored design photo of an application: the served path, the browser's name, the storage keys. */
export interface StoredArtistDesign {
  filename: string;
  originalname: string;
  keys: string[];
}

export const artists = pgTable(
  'artists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull().unique(),
    fullName: text('full_name').notNull(),
    whatsappNumber: text('whatsapp_number').notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    jobTerm: text('job_term', { enum: JOB_TERMS }).notNull(),
    mehendiVarieties: jsonb('mehendi_varieties').$type<string[]>().notNull(),
    availabilityTimeRange: text('availability_time_range').notNull(),
    uploadedDesigns: jsonb('uploaded_designs').$type<StoredArtistDesign[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ARTIST_STATUSES }).notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    language: text('language'),
    // The public profile (docs/pages.md#artist-profiles): off until the artist switches it on; the slug is
    // made the first time and kept, so a link already shared keeps working.
    profilePublic: boolean('profile_public').notNull().default(false),
    profileSlug: text('profile_slug').unique(),
    // Offers to artists (docs/bookings.md#offers-to-artists): the owner's weight in fairness (0 never
    // offered automatically, 1 the default, up to 5) and the artist's own "confirm jobs that fit my week".
    offerWeight: smallint('offer_weight').notNull().default(1),
    autoAccept: boolean('auto_accept').notNull().default(false),
  },
  // The console's list in its order (read backwards: newest first), and its search by any part of a name.
  (table) => [
    index('artists_newest_idx').on(table.createdAt, table.id),
    index('artists_full_name_trgm_idx').using('gin', table.fullName.op('gin_trgm_ops')),
  ],
);

// One row per application sent, by verified phone: the per-phone daily limit counts these rows (the
// artists table keeps only the latest application of each phone).
export const artistSubmissions = pgTable(
  'artist_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('artist_submissions_phone_idx').on(table.phone, table.createdAt)],
);
