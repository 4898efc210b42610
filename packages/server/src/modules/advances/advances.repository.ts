import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  advanceNote,
  bookingReference,
  upiPayLink,
  type AdvanceStatus,
  type BookingAdvance,
  type BookingHistoryEntry,
  type AdvanceTerms,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { customerBookings, type BookingRow } from '../bookings/bookings.schema';
import { bookingAdvances } from './advances.schema';

/** The booking an advance is for, read from bookings' table (bookings sits above advances: docs/decisions.md). */
export async function bookingOf(db: Db, id: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(customerBookings).where(eq(customerBookings.id, id)).limit(1);
  return row ?? null;
}

export type AdvanceRow = typeof bookingAdvances.$inferSelect;

// Only an advance still to pay carries the link; one claimed waits for the owner's check.
const PAYABLE: readonly AdvanceStatus[] = ['due'];

/** The API record of an advance (the booking record's `advance`). */
export function toAdvance(row: AdvanceRow, terms: AdvanceTerms, bookingStatus: string): BookingAdvance {
  const reference = bookingReference(row.bookingId);
  return {
    amount: row.amount,
    status: row.status,
    utr: row.utr,
    upiLink:
      PAYABLE.includes(row.status) && (bookingStatus === 'confirmed' || bookingStatus === 'new')
        ? upiPayLink(terms.payee, row.amount, reference, advanceNote(reference))
        : null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    note: row.note,
    refundUtr: row.refundUtr,
    refundHours: terms.refundHours,
  };
}

export async function advancesOf(db: Db, bookingIds: readonly string[]): Promise<AdvanceRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(bookingAdvances)
    .where(inArray(bookingAdvances.bookingId, [...bookingIds]));
}

export async function lockedAdvance(tx: Db, bookingId: string): Promise<AdvanceRow | null> {
  const [row] = await tx
    .select()
    .from(bookingAdvances)
    .where(eq(bookingAdvances.bookingId, bookingId))
    .for('update');
  return row ?? null;
}

export async function insertAdvance(tx: Db, bookingId: string, amount: number, now: Date): Promise<void> {
  await tx
    .insert(bookingAdvances)
    .values({ bookingId, amount, status: 'due', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

export async function updateAdvance(
  tx: Db,
  bookingId: string,
  changes: Partial<Omit<AdvanceRow, 'bookingId' | 'createdAt'>> & { updatedAt: Date },
): Promise<AdvanceRow> {
  const [row] = await tx
    .update(bookingAdvances)
    .set(changes)
    .where(eq(bookingAdvances.bookingId, bookingId))
    .returning();
  if (!row) throw new Error('advance vanished under its row lock');
  return row;
}

/** Whether another booking's advance holds `utr` (claimed or received). */
export async function utrTaken(tx: Db, utr: string, bookingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ bookingId: bookingAdvances.bookingId })
    .from(bookingAdvances)
    .where(eq(bookingAdvances.utr, utr))
    .limit(1);
  return row !== undefined && row.bookingId !== bookingId;
}

/** The booking's history gets the advance's step; its own status stays. */
export async function appendAdvanceStep(tx: Db, bookingId: string, step: BookingHistoryEntry): Promise<void> {
  await tx
    .update(customerBookings)
    .set({ history: sql`${customerBookings.history} || ${JSON.stringify([step])}::jsonb` })
    .where(eq(customerBookings.id, bookingId));
}

/** Claimed advances for the owner's check, oldest claim first, with their booking's name and reference. */
export async function claimedAdvances(db: Db) {
  return db
    .select({
      bookingId: bookingAdvances.bookingId,
      fullName: customerBookings.fullName,
      loginNumber: customerBookings.loginNumber,
      amount: bookingAdvances.amount,
      utr: bookingAdvances.utr,
      claimedAt: bookingAdvances.claimedAt,
      status: bookingAdvances.status,
    })
    .from(bookingAdvances)
    .innerJoin(customerBookings, eq(customerBookings.id, bookingAdvances.bookingId))
    .where(inArray(bookingAdvances.status, ['claimed', 'refund_due']))
    .orderBy(bookingAdvances.claimedAt);
}

/**
 * The overview's figures: advances received since `monthStart` (whatever became of them later), and every
 * claim waiting for the owner's check and every refund still owed.
 */
export async function advanceFigures(db: Db, monthStart: Date) {
  const sumOf = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({
        count: count(),
        amount: sql<number>`coalesce(sum(${bookingAdvances.amount}), 0)::int`,
      })
      .from(bookingAdvances)
      .where(where);
    return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
  };
  return {
    receivedThisMonth: await sumOf(and(gte(bookingAdvances.receivedAt, monthStart))),
    claimed: await sumOf(eq(bookingAdvances.status, 'claimed')),
    refundsDue: await sumOf(eq(bookingAdvances.status, 'refund_due')),
  };
}
