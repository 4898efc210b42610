import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Artist, CustomerBooking, Design, Notification } from '@mehendi/shared';
import { csvCell } from '../../src/http/csv';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import { applyAsArtist, approve, daysFromToday, postBooking } from '../bookings/work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Rows of a CSV with quoted cells (no embedded line breaks in these fixtures). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) =>
        m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'),
      ),
    )
    .map((cells) => cells.slice(0, -1));
}

describe(`admin lists: search, paging and CSV (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  let bookings: CustomerBooking[];

  beforeAll(async () => {
    t = await createTestApp({ SMS_OUTBOX_POLL_MS: '50' });
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    bookings = [];
    for (const [fullName, days] of [
      ['आशा पाटील', 9],
      ['सुनीता जोशी', 2],
      ['मीरा देशपांडे', 5],
    ] as const) {
      bookings.push(
        await postBooking(t, design, {
          fullName,
          selectedDates: [daysFromToday(days)],
          language: 'mr',
          venueAddress: '12 Tilak Road, Sadashiv Peth',
          venuePincode: '411030',
          guestCount: 3,
        }),
      );
    }
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${bookings[0]!._id}/status`,
      headers: { authorization: admin },
      payload: { status: 'cancelled', reason: '=cmd|/C calc!A0' },
    });
    expect(cancelled.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const get = (url: string, authorization: string | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('answers a plain array, newest first, without filters (as before)', async () => {
    const response = await get('/api/customers/all');
    expect(response.statusCode).toBe(200);
    const list = response.json<CustomerBooking[]>();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((booking) => booking.fullName)).toEqual(['मीरा देशपांडे', 'सुनीता जोशी', 'आशा पाटील']);
  });

  it('filters by status and by any part of the name or phone, in pages', async () => {
    const byStatus = (await get('/api/customers/all?status=new')).json<{
      items: CustomerBooking[];
      total: number;
    }>();
    expect(byStatus.total).toBe(2);
    expect(byStatus.items.map((booking) => booking.status)).toEqual(['new', 'new']);
    const byName = (await get(`/api/customers/all?q=${encodeURIComponent('जोशी')}`)).json<{
      items: CustomerBooking[];
    }>();
    expect(byName.items.map((booking) => booking.fullName)).toEqual(['सुनीता जोशी']);
    const byPhone = (await get(`/api/customers/all?q=${bookings[2]!.loginNumber.slice(-6)}`)).json<{
      items: CustomerBooking[];
    }>();
    expect(byPhone.items.map((booking) => booking._id)).toEqual([bookings[2]!._id]);
    const wildcard = (await get('/api/customers/all?q=%25')).json<{ total: number }>();
    expect(wildcard.total).toBe(0);

    const page2 = (await get('/api/customers/all?page=2&pageSize=2')).json<{
      items: CustomerBooking[];
      total: number;
      page: number;
      pageSize: number;
    }>();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((booking) => booking.fullName)).toEqual(['आशा पाटील']);
  });

  it('opens one record by id, as a notification does, and the notification names it', async () => {
    const notifications = (await get('/api/notifications')).json<Notification[]>();
    const about = notifications.find((notice) => notice.subject?.kind === 'newBooking')?.record;
    expect(about).toEqual({ type: 'booking', id: expect.any(String) });
    expect(bookings.map((booking) => booking._id)).toContain(about!.id);
    const one = (await get(`/api/customers/all?id=${about!.id}`)).json<CustomerBooking[]>();
    expect(one.map((booking) => booking._id)).toEqual([about!.id]);
    const paged = (await get(`/api/customers/all?id=${about!.id}&page=1`)).json<{ total: number }>();
    expect(paged.total).toBe(1);
    // An id of nothing lists nothing; a malformed one is refused.
    const none = await get('/api/customers/all?id=00000000-0000-4000-8000-000000000000');
    expect(none.json()).toEqual([]);
    expect((await get('/api/customers/all?id=42')).statusCode).toBe(400);
    expect((await get('/api/artists/all?id=42')).statusCode).toBe(400);
  });

  it('sorts by first date, upcoming first', async () => {
    const list = (await get('/api/customers/all?sort=firstDate')).json<CustomerBooking[]>();
    expect(list.map((booking) => booking.fullName)).toEqual(['सुनीता जोशी', 'मीरा देशपांडे', 'आशा पाटील']);
  });

  it('refuses a page size over 100 and an unknown status with 400', async () => {
    expect((await get('/api/customers/all?pageSize=101')).statusCode).toBe(400);
    expect((await get('/api/customers/all?status=lost')).statusCode).toBe(400);
    expect((await get('/api/artists/all?page=0')).statusCode).toBe(400);
  });

  it('exports the bookings as a CSV Excel opens: BOM, 3 rows and a header, formulas neutralised', async () => {
    const response = await get('/api/customers/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRows(response.body);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('Full name');
    const reason = rows[0]!.indexOf('Cancel reason');
    const name = rows[0]!.indexOf('Full name');
    expect(rows.slice(1).map((row) => row[name])).toEqual(['मीरा देशपांडे', 'सुनीता जोशी', 'आशा पाटील']);
    expect(rows[3]![reason]).toBe("'=cmd|/C calc!A0");
    // The booking's place, size and estimate as stored (₹2,000–3,000 plus 3 guests at ₹300–500).
    const column = (title: string) => rows[0]!.indexOf(title);
    expect(rows[3]![column('Venue address')]).toBe('12 Tilak Road, Sadashiv Peth');
    expect(rows[3]![column('Venue pincode')]).toBe('411030');
    expect(rows[3]![column('Guests')]).toBe('3');
    expect([rows[3]![column('Estimate min (₹)')], rows[3]![column('Estimate max (₹)')]]).toEqual([
      String(bookings[0]!.estimate!.min),
      String(bookings[0]!.estimate!.max),
    ]);
    expect(bookings[0]!.estimate).toMatchObject({ min: 2900, max: 4500, days: 1 });
    expect(rows[3]![column('Language')]).toBe('mr');
    const filtered = csvRows((await get('/api/customers/export.csv?status=cancelled')).body);
    expect(filtered).toHaveLength(2);
  });

  it('sends the export compressed as the client accepts (Brotli, gzip or none), the same file each way', async () => {
    const as = async (acceptEncoding: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/customers/export.csv',
        headers: { authorization: admin, 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['vary']).toContain('accept-encoding');
      return response;
    };
    const plain = await as('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await as('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await as('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(csvRows(plain.body)).toHaveLength(4);
    // The plain list of old clients streams the same way.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/customers/all',
      headers: { authorization: admin, 'accept-encoding': 'br' },
    });
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString())).toHaveLength(3);
  });

  it('lists, filters and exports artists the same way; both exports need an admin', async () => {
    const pending = await applyAsArtist(t, { fullName: 'कविता शिंदे' });
    await approve(t, admin, await applyAsArtist(t, { fullName: 'Lata Naik' }));
    const plain = (await get('/api/artists/all')).json<Artist[]>();
    expect(plain.map((artist) => artist.fullName)).toEqual(['Lata Naik', 'कविता शिंदे']);
    const page = (await get('/api/artists/all?status=pending')).json<{ items: Artist[]; total: number }>();
    expect(page.items.map((artist) => artist._id)).toEqual([pending._id]);
    const rows = csvRows((await get('/api/artists/export.csv?q=%E0%A4%95%E0%A4%B5%E0%A4%BF')).body);
    expect(rows.slice(1).map((row) => row[2])).toEqual(['कविता शिंदे']);
    expect((await get('/api/artists/export.csv', null)).statusCode).toBe(401);
    expect((await get('/api/customers/export.csv', null)).statusCode).toBe(401);
  });

  it('neutralises every formula start (=, +, -, @, tab, carriage return) and quotes separators', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('आशा')).toBe('आशा');
  });

  it('narrows to a booked day in the next 7 days, as the overview counts them; the export follows', async () => {
    // Today and the six days after it: day 6 is in, day 7 is not (the cancelled booking is on day 9).
    const edgeIn = await postBooking(t, design, { fullName: 'Edge Six', selectedDates: [daysFromToday(6)] });
    await postBooking(t, design, { fullName: 'Edge Seven', selectedDates: [daysFromToday(7)] });
    const artist = await approve(t, admin, await applyAsArtist(t, { fullName: 'Week Artist' }));
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${edgeIn._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: artist._id },
    });
    expect(assigned.statusCode).toBe(200);

    const names = async (query: string) =>
      (await get(`/api/customers/all?page=1&${query}`))
        .json<{ items: CustomerBooking[] }>()
        .items.map((booking) => booking.fullName);
    expect(await names('within=next7Days')).toEqual(['Edge Six', 'मीरा देशपांडे', 'सुनीता जोशी']);
    expect(await names('within=next7Days&status=confirmed')).toEqual(['Edge Six']);
    const overview = (await get('/api/admin/overview')).json<{ confirmedNext7Days: number }>();
    expect(overview.confirmedNext7Days).toBe(1);
    const rows = csvRows((await get('/api/customers/export.csv?within=next7Days&status=new')).body);
    expect(rows.slice(1).map((row) => row[rows[0]!.indexOf('Full name')])).toEqual([
      'मीरा देशपांडे',
      'सुनीता जोशी',
    ]);
    // No text failed here; a value the list does not know is refused.
    expect(await names('texts=failed')).toEqual([]);
    expect((await get('/api/customers/all?within=tomorrow')).statusCode).toBe(400);
    expect((await get('/api/customers/all?texts=sent')).statusCode).toBe(400);
  });
});
