import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadArtists, loadBookings } from '../../src/db/bulk-load';
import { sessions } from '../../src/auth/auth.schema';
import { hashToken, newToken } from '../../src/auth/tokens';
import { artists } from '../../src/modules/artists';
import { customerBookings } from '../../src/modules/bookings';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 26 item 6: at a season's size (100,000 bookings, 5,000 artists) no console read plans a sequential
// scan of customer_bookings. PostgreSQL only: its planner's choices at this size are what production gets
// (PGlite's load of 100,000 rows would take most of a minute of the suite's budget).
const BOOKINGS = 100_000;

interface Plan {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: Plan[];
}

/** The indexes a plan reads (as `Index Name`), anywhere in it. */
function indexesOf(plan: Plan & { 'Index Name'?: string }): string[] {
  return [
    ...(plan['Index Name'] ? [plan['Index Name']] : []),
    ...(plan.Plans ?? []).flatMap((child) => indexesOf(child)),
  ];
}

function seqScansOfBookings(plan: Plan): number {
  const here = plan['Node Type'] === 'Seq Scan' && plan['Relation Name'] === 'customer_bookings' ? 1 : 0;
  return here + (plan.Plans ?? []).reduce((sum, child) => sum + seqScansOfBookings(child), 0);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('query plans at 100,000 bookings (PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  // Every statement the server sends while a read is answered (pg's one entry for queries, patched below).
  const sent: { text: string; values: unknown[] }[] = [];
  const originalQuery = pg.Client.prototype.query;

  async function session(role: 'customer' | 'artist', phone: string) {
    const token = newToken();
    await t.database.db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), role, phone, expiresAt: new Date(Date.now() + 3_600_000) });
    return `Bearer ${token}`;
  }

  beforeAll(async () => {
    // No waiting-list sweep: its transaction would hold the table while the load rebuilds the indexes.
    t = await createTestApp({}, { waitlistSweepMs: 0 });
    admin = await t.adminAuth();
    await loadArtists(t.database.db, 5000);
    await loadBookings(t.database.db, BOOKINGS);
    await t.database.db.execute(sql`vacuum analyze`);
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
      const text = typeof first === 'string' ? first : first?.text;
      // drizzle passes { text } and the values as the second argument; pg's pool, (text, values, callback).
      const values = typeof first === 'string' ? second : (first?.values ?? second);
      if (typeof text === 'string') sent.push({ text, values: Array.isArray(values) ? values : [] });
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  }, 180_000);
  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await t?.close();
  });

  it('reads no console page by a sequential scan of customer_bookings', async () => {
    const db = t.database.db;
    const [someone] = await db
      .select({
        phone: customerBookings.loginNumber,
        id: customerBookings.id,
        name: customerBookings.fullName,
      })
      .from(customerBookings)
      .where(eq(customerBookings.status, 'new'))
      .limit(1);
    const [job] = await db
      .select({ phone: artists.phone })
      .from(customerBookings)
      .innerJoin(artists, eq(artists.id, customerBookings.artistId))
      .where(and(eq(customerBookings.status, 'confirmed')))
      .limit(1);
    const customer = await session('customer', someone!.phone);
    const artist = await session('artist', job!.phone);
    const lastName = someone!.name.split(' ').at(-1)!;
    const spaced = `${someone!.phone.slice(0, 5)} ${someone!.phone.slice(5)}`;
    const statuses = ['new', 'confirmed', 'completed', 'cancelled', 'waitlisted'];
    const lastPage = async (filter: string) => {
      const response = await t.app.inject({
        url: `/api/customers/all?pageSize=20${filter}`,
        headers: { authorization: admin },
      });
      return Math.ceil(response.json<{ total: number }>().total / 20);
    };
    const reads: [string, string][] = [
      ['/api/customers/all?page=1&pageSize=20', admin],
      [`/api/customers/all?page=${await lastPage('')}&pageSize=20`, admin],
      ['/api/customers/all?page=2500&pageSize=20', admin],
    ];
    for (const status of statuses) {
      reads.push([`/api/customers/all?status=${status}&page=1`, admin]);
      reads.push([`/api/customers/all?status=${status}&page=${await lastPage(`&status=${status}`)}`, admin]);
    }
    reads.push(
      [`/api/customers/all?q=${encodeURIComponent(lastName)}&page=1`, admin],
      [`/api/customers/all?q=${encodeURIComponent(spaced)}&page=1`, admin],
      ['/api/customers/all?q=Jayanagar&page=1', admin],
      ['/api/customers/all?q=560012&page=1', admin],
      ['/api/admin/overview', admin],
      [`/api/customers/all?id=${someone!.id}&page=1`, admin],
      ['/api/my/bookings', customer],
      ['/api/my/jobs', artist],
      [`/api/customers/${someone!.id}/candidates`, admin],
    );

    const scans: string[] = [];
    const candidatesIndexes: string[] = [];
    let explained = 0;
    for (const [url, authorization] of reads) {
      sent.length = 0;
      const response = await t.app.inject({ url, headers: { authorization } });
      expect(response.statusCode, url).toBe(200);
      const statements = sent.filter(
        ({ text }) => /customer_bookings/.test(text) && /^\s*select/i.test(text),
      );
      expect(statements.length, url).toBeGreaterThan(0);
      for (const { text, values } of statements) {
        const rows = await t.database.withConnection((connection) =>
          connection.query<{ 'QUERY PLAN': [{ Plan: Plan }] }>(`explain (format json) ${text}`, values),
        );
        explained++;
        const plan = rows[0]!['QUERY PLAN'][0].Plan;
        if (seqScansOfBookings(plan)) scans.push(`${url}: ${text}`);
        if (url.endsWith('/candidates')) candidatesIndexes.push(...indexesOf(plan));
      }
    }
    expect(explained).toBeGreaterThanOrEqual(reads.length);
    expect(scans).toEqual([]);
    // The week's jobs come from the partial index of place-holding bookings (bookings.schema.ts), whose
    // statuses must stay those of PLACE_HOLDING_STATUSES for PostgreSQL to use it.
    expect(candidatesIndexes).toContain('customer_bookings_artist_held_dates_idx');
  }, 120_000);
});
