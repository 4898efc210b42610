import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CustomerBooking } from '@mehendi/shared';
import { loadArtists, loadBookings } from '../../src/db/bulk-load';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

// A search's pages are read tier by tier (the number typed exactly, names starting with it, the rest;
// bookings.repository.ts searchPage), its export in one ranked order (streamBookings): the pages, one
// after another, must be that same order.
describe(`search pages in ranked order (${DB})`, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    await loadArtists(t.database.db, 20);
    await loadBookings(t.database.db, 600);
    // A name with "Priya" inside it, not at its start, and, for the number, a booking made long ago by
    // 9580164128 and a newer one that only names that number in its venue.
    await t.database.db.execute(sql`
      insert into customer_bookings (full_name, contact_number, login_number, selected_dates, selected_time,
        mehendi_variety, price_range, selected_designs, include_siders, venue_address, created_at)
      values
        ('Anita Priyadarshini', '9000000001', '9000000001', '["2026-12-01T00:00:00.000Z"]', '9 AM', 'Bridal',
          '1000-2000', '[]', false, 'Pune', now()),
        ('Old Customer', '9000000002', '9580164128', '["2026-12-01T00:00:00.000Z"]', '9 AM', 'Bridal',
          '1000-2000', '[]', false, 'Pune', now() - interval '400 days'),
        ('New Customer', '9000000003', '9000000003', '["2026-12-01T00:00:00.000Z"]', '9 AM', 'Bridal',
          '1000-2000', '[]', false, 'Flat 9580164128, Pune', now())`);
  });
  afterAll(() => t.close());

  async function pages(q: string, pageSize: number) {
    const ids: string[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const answer = (
        await t.app.inject({
          url: `/api/customers/all?q=${encodeURIComponent(q)}&page=${page}&pageSize=${pageSize}`,
          headers: { authorization: admin },
        })
      ).json<{ items: CustomerBooking[]; total: number }>();
      total = answer.total;
      ids.push(...answer.items.map((booking) => booking._id));
      if (answer.items.length < pageSize) return { ids, total };
    }
  }

  async function exported(q: string) {
    const response = await t.app.inject({
      url: `/api/customers/export.csv?q=${encodeURIComponent(q)}`,
      headers: { authorization: admin },
    });
    return response.body
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.replace(/^\uFEFF/, '').slice(0, 36));
  }

  it('pages through names starting with the search first, then the rest, newest first in each', async () => {
    const { ids, total } = await pages('Priya', 7);
    expect(ids.length).toBeGreaterThan(14);
    expect(total).toBe(ids.length);
    expect(ids).toEqual(await exported('Priya'));
    const list = (
      await t.app.inject({
        url: `/api/customers/all?q=Priya&page=1&pageSize=100`,
        headers: { authorization: admin },
      })
    ).json<{ items: CustomerBooking[] }>().items;
    const starts = list.map((booking) => booking.fullName.toLowerCase().startsWith('priya'));
    expect(starts.indexOf(false)).toBe(list.length - 1);
    expect(list.at(-1)!.fullName).toBe('Anita Priyadarshini');
  });

  it('lists the number typed exactly first, though older, then where it is only part of the text', async () => {
    const { ids, total } = await pages('9580164128', 1);
    expect(total).toBe(2);
    expect(ids).toEqual(await exported('9580164128'));
    const first = (
      await t.app.inject({
        url: `/api/customers/all?q=95801-64128&page=1&pageSize=1`,
        headers: { authorization: admin },
      })
    ).json<{ items: CustomerBooking[] }>().items;
    expect(first.map((booking) => booking.fullName)).toEqual(['Old Customer']);
  });
});
