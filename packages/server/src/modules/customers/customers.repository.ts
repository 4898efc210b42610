import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { CustomerBooking } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { customerBookings } from './customers.schema';

export type BookingRow = typeof customerBookings.$inferSelect;
export type NewBookingRow = typeof customerBookings.$inferInsert;

/** The API record (docs/data.md); the storage keys stay on the server. */
export function toCustomerBooking(row: BookingRow): CustomerBooking {
  return {
    _id: row.id,
    fullName: row.fullName,
    contactNumber: row.contactNumber,
    loginNumber: row.loginNumber,
    selectedDates: row.selectedDates,
    selectedTime: row.selectedTime,
    mehendiVariety: row.mehendiVariety,
    priceRange: row.priceRange,
    selectedDesigns: row.selectedDesigns,
    sidersType: row.sidersType,
    sidersDesigns: row.sidersDesigns,
    includeSiders: row.includeSiders,
    createdAt: row.createdAt.toISOString(),
  };
}

// Advisory lock namespace (any constant, the same in every process): one lock per verified phone.
const BOOKING_PHONE_LOCK = 724_31_005;

/** Serialises bookings of one phone until the transaction ends, so two at once cannot both pass the limit. */
export async function lockBookingsOf(tx: Db, loginNumber: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_PHONE_LOCK}, hashtext(${loginNumber}))`);
}

/** How many bookings `loginNumber` made since `since`. */
export async function countBookingsSince(db: Db, loginNumber: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(customerBookings)
    .where(and(eq(customerBookings.loginNumber, loginNumber), gt(customerBookings.createdAt, since)));
  return row?.value ?? 0;
}

export async function insertBooking(db: Db, values: NewBookingRow): Promise<BookingRow> {
  const [row] = await db.insert(customerBookings).values(values).returning();
  if (!row) throw new Error('insert into customer_bookings returned no row');
  return row;
}

export async function listBookings(db: Db): Promise<BookingRow[]> {
  return db
    .select()
    .from(customerBookings)
    .orderBy(desc(customerBookings.createdAt), desc(customerBookings.id));
}

/** Deletes the booking and returns what it was, or null when there was none. */
export async function deleteBooking(db: Db, id: string): Promise<BookingRow | null> {
  const [row] = await db.delete(customerBookings).where(eq(customerBookings.id, id)).returning();
  return row ?? null;
}
