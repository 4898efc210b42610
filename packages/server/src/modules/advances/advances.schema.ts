import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ADVANCE_STATUSES } from '@mehendi/shared';
import { customerBookings } from '../bookings/bookings.schema';

// The advance of one confirmed booking (issue 28, docs/bookings.md#advances), asked only while UPI_VPA is
// set. `utr` is the customer's payment reference while claimed or received: unique across bookings, so one
// payment cannot be claimed twice (the index decides a race of two claims); a claim the owner did not find
// gives its UTR up. Deleted with its booking.
export const bookingAdvances = pgTable(
  'booking_advances',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => customerBookings.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ADVANCE_STATUSES }).notNull().default('due'),
    utr: text('utr'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    // The owner's last note (why a claimed payment was not found, or about a refund).
    note: text('note'),
    refundUtr: text('refund_utr'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('booking_advances_utr_idx')
      .on(table.utr)
      .where(sql`${table.utr} is not null`),
    // The console's list of claims to check, and the overview's counts of the month.
    index('booking_advances_status_idx').on(table.status, table.updatedAt),
  ],
);
