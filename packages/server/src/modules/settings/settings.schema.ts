import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The owner's settings made in the console (docs/api.md#settings), one row per setting; a setting without
// a row has its default (ownerSettings in settings.repository.ts).
export const ownerSettings = pgTable('owner_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
