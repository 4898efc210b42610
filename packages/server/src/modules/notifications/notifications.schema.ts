import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationSubject } from '@mehendi/shared';

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  message: text('message').notNull(),
  subject: jsonb('subject').$type<NotificationSubject>(),
  read: boolean('read').notNull().default(false),
  // Added by the sign_in_failures_and_abuse_limits migration: 'artist:<id>', so repeated updates merge into one unread notification.
  about: text('about'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
