import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_VARIETIES, SIDERS_TYPES } from '@mehendi/shared';
import { imageColumns } from '../../images/image-columns';

// The catalogue's two shelves (docs/data.md): the same photo columns, grouped by variety and price range
// for mehendi designs and by type for siders designs.
export const designs = pgTable('designs', {
  id: uuid('id').primaryKey().defaultRandom(),
  variety: text('variety', { enum: BOOKING_VARIETIES }).notNull(),
  priceRange: text('price_range').notNull(),
  ...imageColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sidersDesigns = pgTable('siders_designs', {
  id: uuid('id').primaryKey().defaultRandom(),
  sidersType: text('siders_type', { enum: SIDERS_TYPES }).notNull(),
  ...imageColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
