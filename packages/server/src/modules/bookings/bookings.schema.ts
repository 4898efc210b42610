import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, SIDERS_LENGTHS, SIDERS_TYPES, type BookingHistoryEntry } from '@mehendi/shared';
import { artists } from '../artists';

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
    // The artist the customer asked for ("Book with this artist", docs/bookings.md#a-preferred-artist): a
    // wish the candidates rank first when free, not an assignment; forgotten if the artist's row goes.
    preferredArtistId: uuid('preferred_artist_id').references(() => artists.id, { onDelete: 'set null' }),
  },
  // The console's reads at a season's size (docs/speed.md#a-season-of-bookings): pages in the list's order
  // (read backwards: newest first), per status tab; an artist's jobs, done ones too (a customer's own list
  // has customer_bookings_login_number_idx, written by hand in 0006); and trigram indexes for the search,
  // which finds any part of a name, number, venue or pincode.
  (table) => [
    index('customer_bookings_newest_idx').on(table.createdAt, table.id),
    index('customer_bookings_status_newest_idx').on(table.status, table.createdAt, table.id),
    index('customer_bookings_artist_jobs_idx').on(table.artistId, table.status),
    index('customer_bookings_full_name_trgm_idx').using('gin', table.fullName.op('gin_trgm_ops')),
    index('customer_bookings_contact_number_trgm_idx').using('gin', table.contactNumber.op('gin_trgm_ops')),
    index('customer_bookings_login_number_trgm_idx').using('gin', table.loginNumber.op('gin_trgm_ops')),
    index('customer_bookings_venue_address_trgm_idx').using('gin', table.venueAddress.op('gin_trgm_ops')),
    index('customer_bookings_venue_pincode_trgm_idx').using('gin', table.venuePincode.op('gin_trgm_ops')),
  ],
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
