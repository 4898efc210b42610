import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import type { Design } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { uploadDesign } from '../bookings/catalogue';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

interface ErrorLine {
  level: number;
  msg: string;
  err?: { type: string; message: string; stack?: string; code?: string; cause?: { code?: string } };
}

// Issue 23, item 2: a failed query is logged with its SQL text and the database's error code, never with
// the values it was given (a booking's numbers, name and venue; the admin's e-mail).
describe(`errors in the log carry no query values (${DB})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let design: Design;
  const lines: string[] = [];
  const errors = () => lines.map((line) => JSON.parse(line) as ErrorLine).filter((line) => line.level >= 50);

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    design = await uploadDesign(t, await t.adminAuth(), 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  it('logs a refused booking insert with its SQL and error code, without the numbers, name or venue', async () => {
    const phone = '9580164128';
    const auth = `Bearer ${await createSession(t.app.db, { role: 'customer', phone })}`;
    // Every insert now fails inside the database, as an unstorable value would.
    await t.app.db.execute(
      sql.raw('alter table customer_bookings add constraint refuse_all check (false) not valid'),
    );
    try {
      lines.length = 0;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/add',
        headers: { authorization: auth },
        payload: bookingPayload(design, {
          fullName: 'Savitri Deshmukh',
          contactNumber: '8765012345',
          selectedDates: [daysFromToday(6)],
          venueAddress: '44 Tilak Road, Sadashiv Peth, Pune',
        }),
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql.raw('alter table customer_bookings drop constraint refuse_all'));
    }
    const [line] = errors();
    // The booking's insert (written with its limit event in one statement: docs/speed.md#load-figure).
    expect(line?.err?.message).toMatch(
      /^Failed query: (with "counted" as \(.+\) )?insert into "customer_bookings"/,
    );
    // check_violation, from PostgreSQL and PGlite alike.
    expect(line?.err?.cause?.code).toBe('23514');
    const log = lines.join('\n');
    for (const value of [phone, '8765012345', 'Savitri', 'Tilak Road', 'params:']) {
      expect(log).not.toContain(value);
    }
  });

  it('logs a failed admin sign-in query without the e-mail', async () => {
    await t.app.db.execute(sql.raw('alter table admins rename to admins_away'));
    try {
      lines.length = 0;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'priya.admin@mehendi.example', password: TEST_ADMIN.password },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql.raw('alter table admins_away rename to admins'));
    }
    const [line] = errors();
    expect(line?.err?.message).toMatch(/^Failed query: select/);
    expect(line?.err?.cause?.code).toBe('42P01');
    expect(lines.join('\n')).not.toContain('priya.admin@mehendi.example');
    expect(lines.join('\n')).not.toContain('priya.admin');
  });
});
