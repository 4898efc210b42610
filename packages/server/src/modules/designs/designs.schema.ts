import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_VARIETIES, SIDERS_TYPES } from '@mehendi/shared';

// Columns of a stored photo (both sizes), the same in both catalogue tables; fresh builders per table.
const imageColumns = () => ({
  publicId: text('public_id').unique(),
  imageKey: text('image_key').notNull(),
  imagePath: text('image_path').notNull().unique(),
  thumbKey: text('thumb_key').notNull(),
  thumbPath: text('thumb_path').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  thumbWidth: integer('thumb_width').notNull(),
  thumbHeight: integer('thumb_height').notNull(),
});

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
