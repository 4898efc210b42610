import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_VARIETIES } from '@mehendi/shared';
import { imageColumns } from '../../images/image-columns';

export const designs = pgTable('designs', {
  id: uuid('id').primaryKey().defaultRandom(),
  variety: text('variety', { enum: BOOKING_VARIETIES }).notNull(),
  priceRange: text('price_range').notNull(),
  ...imageColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
