import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, SIDERS_LENGTHS, SIDERS_TYPES, type BookingHistoryEntry } from '@mehendi/shared';
import { artists } from '../artists';

export const customerBookings = pgTable('customer_bookings', {
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
});
