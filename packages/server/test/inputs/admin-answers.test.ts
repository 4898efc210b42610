import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { bookingReference, type CustomerBooking, type Design } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { csvCell } from '../../src/http/csv';
import { uploadDesign } from '../bookings/catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

// Issue 23, item 8: answers with personal data are never cached, the socket.io polling answers carry the
// security headers, CSV cells with a separator are neutralised, and phone numbers typed with spaces or
// dashes are masked in the log and found by the console's search.
describe(
  `admin answers, socket headers, CSV cells and typed phone numbers (${DB})`,
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    let admin: string;
    let design: Design;
    let booking: CustomerBooking;
    const lines: string[] = [];
    const phone = '9580164128';

    beforeAll(async () => {
      t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
      admin = await t.adminAuth();
      design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
      const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone })}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/add',
        headers: { authorization: customer },
        payload: bookingPayload(design, { selectedDates: [daysFromToday(7)], contactNumber: '8765012345' }),
      });
      booking = response.json<CustomerBooking>();
    });
    afterAll(() => t.close());

    it.each([
      ['/api/customers/all', 'admin'],
      ['/api/customers/all?page=1', 'admin'],
      ['/api/customers/export.csv', 'admin'],
      ['/api/artists/all', 'admin'],
      ['/api/artists/export.csv', 'admin'],
      ['/api/notifications', 'admin'],
      ['/api/artists', 'artist'],
    ])('answers GET %s with Cache-Control: no-store', async (url, role) => {
      const auth =
        role === 'admin'
          ? admin
          : `Bearer ${await createSession(t.app.db, { role: 'artist', phone: '9580164129' })}`;
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('sends the security headers with the socket.io polling handshake', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/socket.io/?EIO=4&transport=polling`);
      await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('quotes and neutralises a CSV cell holding a semicolon or a tab, like one starting with =', () => {
      expect(csvCell('=1+1')).toBe("'=1+1");
      expect(csvCell('a;=HYPERLINK("x")')).toBe(`"'a;=HYPERLINK(""x"")"`);
      expect(csvCell('name\t=cmd')).toBe(`"'name\t=cmd"`);
      expect(csvCell('plain text')).toBe('plain text');
    });

    /** The ids of the bookings the console's search finds for `q` (already encoded for the address). */
    const foundIds = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customers/all?q=${q}`,
          headers: { authorization: admin },
        })
      )
        .json<{ items: CustomerBooking[] }>()
        .items.map((row) => row._id);

    it.each(['95801 64128', '95801-64128', '+91 95801 64128'])(
      'finds the booking by %s in the console search and masks it in the request log',
      async (typed) => {
        lines.length = 0;
        expect(await foundIds(encodeURIComponent(typed))).toEqual([booking._id]);
        const spaced = await t.app.inject({
          method: 'GET',
          url: `/api/customers/all?q=${typed.replace(/ /g, '+')}`,
          headers: { authorization: admin },
        });
        expect(spaced.json<{ items: CustomerBooking[] }>().items).toHaveLength(1);
        const log = lines.join('\n');
        expect(log).toContain('********28');
        expect(log).not.toMatch(/95801|64128/);
      },
    );

    it('finds the booking by the reference the customer was given, in either case', async () => {
      const reference = bookingReference(booking._id);
      for (const typed of [reference, reference.toLowerCase(), ` ${reference} `]) {
        expect(await foundIds(encodeURIComponent(typed))).toEqual([booking._id]);
      }
    });
  },
);
