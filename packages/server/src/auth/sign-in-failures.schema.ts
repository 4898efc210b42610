import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_failures_account_idx').on(table.account, table.createdAt),
    index('sign_in_failures_ip_idx').on(table.ip, table.createdAt),
    index('sign_in_failures_created_at_idx').on(table.createdAt),
  ],
);
