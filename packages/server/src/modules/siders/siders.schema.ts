import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SIDERS_TYPES } from '@mehendi/shared';
import { imageColumns } from '../../images/image-columns';

export const sidersDesigns = pgTable('siders_designs', {
  id: uuid('id').primaryKey().defaultRandom(),
  sidersType: text('siders_type', { enum: SIDERS_TYPES }).notNull(),
  ...imageColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
