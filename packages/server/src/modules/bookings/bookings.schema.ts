import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  ASSIGNMENT_STATES,
  BOOKING_STATUSES,
  NEEDS_OWNER_REASONS,
  SIDERS_LENGTHS,
  SIDERS_TYPES,
  TEAM_CHOICES,
  type BookingHistoryEntry,
} from '@mehendi/shared';
import { artists } from '../artists/artists.schema';

export const customerBookings = pgTable(
  'customer_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    loginNumber: text('login_number').notNull(),
    selectedDates: jsonb('selected_dates').$type<string[]>().notNull(),
    selectedTime: text('selected_time').notNull(),
    mehendiVariety: text('mehendi_variety').notNull(),
    priceRange: text('price_range').notNull(),
    selectedDesigns: jsonb('selected_designs').$type<string[]>().notNull(),
    sidersType: text('siders_type', { enum: SIDERS_TYPES }),
    sidersDesigns: jsonb('siders_designs').$type<string[]>().notNull().default([]),
    includeSiders: boolean('include_siders').notNull(),
    imageKeys: jsonb('image_keys').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    venueAddress: text('venue_address'),
    venuePincode: text('venue_pincode'),
    guestCount: integer('guest_count').notNull().default(0),
    sidersLength: text('siders_length', { enum: SIDERS_LENGTHS }),
    // One booked day's estimate; answers give it times the days (docs/bookings.md).
    estimateMin: integer('estimate_min'),
    estimateMax: integer('estimate_max'),
    language: text('language'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('new'),
    history: jsonb('history').$type<BookingHistoryEntry[]>().notNull().default([]),
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    // The waiting list (docs/bookings.md#waiting-list): when the booking joined the line (again, after an
    // expired offer), which orders it; and until when an offered place is held.
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    // The day of the visit (docs/bookings.md#the-day-of-the-visit): the 4-digit code the customer gives the
    // artist at the door (shown to the customer, so kept as it is; never in the console or to the artist),
    // the wrong codes entered so far, and the India day the customer was last told "on my way".
    startCode: text('start_code'),
    startCodeFailures: integer('start_code_failures').notNull().default(0),
    onMyWayOn: text('on_my_way_on'),
    // What the console's search looks in (docs/speed.md#a-season-of-bookings): the name first (so "starts
    // with" is a prefix of this), then the venue, pincode and both numbers, lower-cased, one per line (so a
    // search never matches across two of them). One trigram index serves it, and a case-sensitive LIKE on
    // it costs a fraction of five ILIKEs (which lower-case every row's text as they go; PGlite ran them at
    // 2 seconds for 30,000 rows).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(full_name || chr(10) || coalesce(venue_address, '') || chr(10) || coalesce(venue_pincode, '') || chr(10) || contact_number || chr(10) || login_number)`,
      ),
    // The artist the customer asked for ("Book with this artist", docs/bookings.md#a-preferred-artist): a
    // wish the candidates rank first when free, not an assignment; forgotten if the artist's row goes.
    preferredArtistId: uuid('preferred_artist_id').references(() => artists.id, { onDelete: 'set null' }),
    // Offers to artists (docs/bookings.md#offers-to-artists): 'offering' while artists are asked one after
    // another, 'needs_owner' when the owner must choose (and why); null when the owner assigns by hand or
    // the booking is settled.
    assignmentState: text('assignment_state', { enum: ASSIGNMENT_STATES }),
    assignmentReason: text('assignment_reason', { enum: NEEDS_OWNER_REASONS }),
    // A team booking (docs/bookings.md#team-bookings): the brides (or main people) and the artists the
    // function needs, sized when it was made; 1 is one artist's booking, with no seats. The seats are in
    // booking_seats. 48 hours before, a team still missing seats is flagged (when, and how many short)
    // and the customer answers go ahead or cancel.
    brides: integer('brides').notNull().default(1),
    teamSize: integer('team_size').notNull().default(1),
    teamShortAt: timestamp('team_short_at', { withTimezone: true }),
    teamShortBy: integer('team_short_by'),
    teamChoice: text('team_choice', { enum: TEAM_CHOICES }),
  },
  // The console's reads at a season's size (docs/speed.md#a-season-of-bookings): pages in the list's order
  // (read backwards: newest first), per status tab; an artist's jobs, done ones too (a customer's own list
  // has customer_bookings_login_number_idx, written by hand in 0006); a trigram index for the search,
  // which finds any part of a name, number, venue or pincode (search_text); and the booked days, for "booked on a day"
  // and "in the next 7 days" (containment of a day, `@>`).
  (table) => [
    // The matching sweep's read of the bookings still to be offered, and the console's "Needs you".
    index('customer_bookings_assignment_idx')
      .on(table.assignmentState, table.createdAt)
      .where(sql`${table.assignmentState} is not null`),
    index('customer_bookings_newest_idx').on(table.createdAt, table.id),
    index('customer_bookings_status_newest_idx').on(table.status, table.createdAt, table.id),
    index('customer_bookings_artist_jobs_idx').on(table.artistId, table.status),
    index('customer_bookings_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // Names starting with the search (a search's second tier): a range of this index. The trigram index
    // would hand back every row with those letters anywhere (a venue a quarter of the bookings share).
    index('customer_bookings_search_text_prefix_idx').on(table.searchText.op('text_pattern_ops')),
    // A search typed as a whole number lists the bookings of that number first (login numbers have
    // customer_bookings_login_number_idx).
    index('customer_bookings_contact_number_idx').on(table.contactNumber),
    index('customer_bookings_selected_dates_idx').using('gin', table.selectedDates.op('jsonb_path_ops')),
    // The booked days of the bookings that hold an artist's place (PLACE_HOLDING_STATUSES, with an
    // artist): the candidates' read of a week's jobs (places.service.ts artistJobsOn). With only the index
    // above, PostgreSQL narrowed the week's bookings with bitmaps of every open and every assigned booking
    // (17 ms at 100,000 bookings; 6 ms with this one).
    index('customer_bookings_artist_held_dates_idx')
      .using('gin', table.selectedDates.op('jsonb_path_ops'))
      .where(
        sql`${table.status} in ('new', 'confirmed', 'in_progress', 'offered') and ${table.artistId} is not null`,
      ),
    // The team bookings not yet confirmed, whose seated artists hold them (docs/bookings.md#team-bookings).
    index('customer_bookings_team_held_dates_idx')
      .using('gin', table.selectedDates.op('jsonb_path_ops'))
      .where(
        sql`${table.status} in ('new', 'confirmed', 'in_progress', 'offered') and ${table.artistId} is null and ${table.teamSize} > 1`,
      ),
  ],
);

export type BookingRow = typeof customerBookings.$inferSelect;
export type NewBookingRow = typeof customerBookings.$inferInsert;

// How many bookings have each status, kept by triggers on customer_bookings in the statement that changes
// them (migration season_status_counts), so a tab's count and the list's total never count the table.
// Each status's count is split over 16 shards (by a hash of the booking's id) so bookings made at once
// seldom wait for one another's row; a count is the sum of its shards.
export const bookingStatusCounts = pgTable(
  'booking_status_counts',
  {
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    bookings: bigint('bookings', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.shard] })],
);

// One row per booking made, for the per-number booking limit (BOOKING_LIMITS.perPhone): only the number's
// keyed hash (app.phoneHash) and the time, so a customer deleting their data (and with it their
// bookings) does not reset the limit. Housekeeping deletes rows older than the limit's window.
export const bookingLimitEvents = pgTable(
  'booking_limit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phoneHash: text('phone_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('booking_limit_events_phone_hash_idx').on(table.phoneHash, table.createdAt)],
);
