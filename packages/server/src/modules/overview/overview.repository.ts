import { and, count, eq, sql } from 'drizzle-orm';
import type { Overview } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import { customerBookings } from '../bookings';
import { countFailedTexts } from '../sms-outbox';

async function countWhere(
  db: Db,
  table: typeof customerBookings | typeof artists,
  where: ReturnType<typeof and>,
) {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** "Next 7 days" are today and the six days after it, Indian calendar days. */
export async function readOverview(db: Db): Promise<Omit<Overview, 'emptyPriceRanges'>> {
  const today = sql`(now() at time zone 'Asia/Kolkata')::date`;
  const inWeek = sql`exists (
    select 1 from jsonb_array_elements_text(${customerBookings.selectedDates}) as day
    where (day::timestamptz at time zone 'UTC')::date between ${today} and ${today} + 6)`;
  return {
    newBookings: await countWhere(db, customerBookings, eq(customerBookings.status, 'new')),
    confirmedNext7Days: await countWhere(
      db,
      customerBookings,
      and(eq(customerBookings.status, 'confirmed'), inWeek),
    ),
    pendingArtists: await countWhere(db, artists, eq(artists.status, 'pending')),
    failedMessages: await countFailedTexts(db),
  };
}
