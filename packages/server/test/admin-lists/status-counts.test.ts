import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { BOOKING_STATUSES } from '@mehendi/shared';
import { loadArtists, loadBookings } from '../../src/db/bulk-load';
import { countByStatus, customerBookings } from '../../src/modules/bookings';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

// The tabs' counts and the list's total come from booking_status_counts, which triggers keep in step with
// customer_bookings (issue 26): they must equal a count of the table after every kind of change, also
// when changes run at once or roll back.
describe(`bookings per status, kept by triggers (${DB})`, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    await loadArtists(t.database.db, 20);
    await loadBookings(t.database.db, 400);
  });
  afterAll(() => t.close());

  async function counted(): Promise<Record<string, number>> {
    const rows = await t.database.db
      .select({ status: customerBookings.status, value: count() })
      .from(customerBookings)
      .groupBy(customerBookings.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.value]));
  }

  async function expectCountsRight() {
    const actual = await counted();
    for (const status of BOOKING_STATUSES)
      expect(await countByStatus(t.database.db, status), status).toBe(actual[status] ?? 0);
    const all = Object.values(actual).reduce((sum, value) => sum + value, 0);
    expect(await countByStatus(t.database.db)).toBe(all);
    return { actual, all };
  }

  const idsOf = async (status: string, limit: number) =>
    (
      await t.database.db
        .select({ id: customerBookings.id })
        .from(customerBookings)
        .where(eq(customerBookings.status, status as 'new'))
        .limit(limit)
    ).map((row) => row.id);

  it('answers the tabs and the total from the counts, equal to the table', async () => {
    const { actual, all } = await expectCountsRight();
    const page = async (filter: string) =>
      (
        await t.app.inject({
          url: `/api/customers/all?pageSize=20${filter}`,
          headers: { authorization: admin },
        })
      ).json<{ total: number }>().total;
    expect(await page('')).toBe(all);
    expect(await page('&status=new')).toBe(actual.new);
    expect(await page('&status=confirmed')).toBe(actual.confirmed);
    expect(await page('&status=offered')).toBe(0);
    const overview = await t.app.inject({ url: '/api/admin/overview', headers: { authorization: admin } });
    expect(overview.json<{ newBookings: number }>().newBookings).toBe(actual.new);
  });

  it('follows inserts, status changes, other updates and deletes', async () => {
    const db = t.database.db;
    await loadBookings(db, 50, { from: 1000 });
    await db
      .update(customerBookings)
      .set({ status: 'confirmed' })
      .where(inArray(customerBookings.id, await idsOf('new', 7)));
    // An update that leaves the status as it was changes no count.
    await db.update(customerBookings).set({ guestCount: sql`${customerBookings.guestCount} + 1` });
    await db.delete(customerBookings).where(inArray(customerBookings.id, await idsOf('cancelled', 5)));
    await expectCountsRight();
  });

  it('leaves the counts as they were when the change rolls back', async () => {
    const before = await expectCountsRight();
    const ids = await idsOf('new', 3);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx
          .update(customerBookings)
          .set({ status: 'cancelled' })
          .where(inArray(customerBookings.id, ids));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await expectCountsRight()).actual).toEqual(before.actual);
  });

  it('stays exact while many changes run at once', async () => {
    const db = t.database.db;
    const ids = [...(await idsOf('new', 40)), ...(await idsOf('confirmed', 40))];
    // Two statements a transaction take the counters' rows in either order: PostgreSQL may end one of two
    // such transactions as a deadlock (40P01), which a client retries; the counts must stay exact anyway.
    const retried = async (work: () => Promise<void>): Promise<void> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await work();
        } catch (error) {
          const failed = error as { code?: string; cause?: { code?: string } };
          const code = failed.cause?.code ?? failed.code;
          if (code !== '40P01' || attempt === 5) throw error;
        }
      }
    };
    await Promise.all(
      ids.map((id, i) =>
        retried(() =>
          db.transaction(async (tx) => {
            await tx
              .update(customerBookings)
              .set({ status: i % 2 ? 'cancelled' : 'completed' })
              .where(eq(customerBookings.id, id));
            // And a new booking, a copy of this one.
            if (i % 4 === 0) {
              await tx.execute(sql`
              insert into customer_bookings (full_name, contact_number, login_number, selected_dates,
                selected_time, mehendi_variety, price_range, selected_designs, include_siders)
              select full_name, contact_number, login_number, selected_dates, selected_time, mehendi_variety,
                price_range, selected_designs, include_siders
              from customer_bookings where id = ${id}`);
            }
          }),
        ),
      ),
    );
    await expectCountsRight();
  });
});
