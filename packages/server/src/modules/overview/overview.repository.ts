import { and, count, eq } from 'drizzle-orm';
import { IST_OFFSET_MS, indianDay, type Overview } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import { bookedInNextDays, countByStatus, customerBookings } from '../bookings';
import { countFailedTexts } from '../sms-outbox';

async function countWhere(
  db: Db,
  table: typeof customerBookings | typeof artists,
  where: ReturnType<typeof and>,
) {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** Each card opens the list of what it counts (docs/pages.md); "next 7 days" is that list's own condition. */
export async function readOverview(
  db: Db,
  now: Date,
): Promise<Omit<Overview, 'emptyPriceRanges' | 'advances'>> {
  // Today is India's calendar day: from its midnight in India.
  const todayStarted = new Date(Date.parse(`${indianDay(now)}T00:00:00.000Z`) - IST_OFFSET_MS);
  return {
    // Maintained by triggers (bookings.repository.ts countByStatus), so the card never counts the table.
    newBookings: await countByStatus(db, 'new'),
    confirmedNext7Days: await countWhere(
      db,
      customerBookings,
      and(eq(customerBookings.status, 'confirmed'), bookedInNextDays()),
    ),
    needsOwner: await countWhere(db, customerBookings, eq(customerBookings.assignmentState, 'needs_owner')),
    pendingArtists: await countWhere(db, artists, eq(artists.status, 'pending')),
    failedMessages: await countFailedTexts(db),
    failedTextsToday: await countFailedTexts(db, todayStarted),
    waitlisted: await countByStatus(db, 'waitlisted'),
  };
}
