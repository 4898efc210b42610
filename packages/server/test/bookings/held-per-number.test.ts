// What one phone number can hold (issue 40, item 3; docs/security.md#what-one-number-can-hold): at most
// HELD_BOOKINGS_PER_NUMBER bookings holding a place and HELD_DAYS_PER_NUMBER booked days across them, so
// one verified number cannot take a month's places; at most 10 dates in one booking.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  TIME_SLOTS,
  heldLimitMessage,
  type CustomerBooking,
  type Design,
  type MyBooking,
} from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { customerBookings } from '../../src/modules/bookings/bookings.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { approvedArtistWorking } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const [MORNING] = TIME_SLOTS;

let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `+9195${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

describe(`what one number can hold (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    // Places enough that no date is full: the limits, not the places, refuse.
    for (let i = 0; i < 3; i += 1) await approvedArtistWorking(t, admin, { maxJobsPerDay: 3 });
  });
  afterAll(() => t.close());

  async function customer() {
    const phone = nextPhone();
    return { phone, auth: `Bearer ${await createSession(t.app.db, { role: 'customer', phone })}` };
  }
  function book(auth: string, days: number[], fields: Record<string, unknown> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: { authorization: auth },
      payload: bookingPayload(design, {
        selectedDates: days.map(daysFromToday),
        selectedTime: MORNING,
        ...fields,
      }),
    });
  }
  const storedOf = async (phone: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(customerBookings)
        .where(eq(customerBookings.loginNumber, phone))
    )[0]!.n;

  it('refuses a fourth booking holding a place with 429 naming the limit, storing nothing', async () => {
    const { phone, auth } = await customer();
    for (const day of [10, 11, 12]) expect((await book(auth, [day])).statusCode).toBe(201);
    const fourth = await book(auth, [13]);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: heldLimitMessage('bookings', 3) });
    expect(await storedOf(phone)).toBe(3);
  });

  it('refuses days past six across the bookings, and books again once one is cancelled', async () => {
    const { phone, auth } = await customer();
    const first = await book(auth, [20, 21, 22, 23, 24]);
    expect(first.statusCode).toBe(201);
    const tooMany = await book(auth, [26, 27]);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toEqual({ error: heldLimitMessage('days', 6) });
    expect(await storedOf(phone)).toBe(1);
    expect((await book(auth, [26])).statusCode).toBe(201);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/my/bookings/${first.json<CustomerBooking>()._id}/cancel`,
      headers: { authorization: auth },
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await book(auth, [27, 28])).statusCode).toBe(201);
  });

  it('refuses more than 10 dates in one booking with 400', async () => {
    const { phone, auth } = await customer();
    const refused = await book(auth, [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: MESSAGES.tooManyDates });
    expect(await storedOf(phone)).toBe(0);
  });

  it('refuses a change of dates that adds days past the limit, and allows one that does not', async () => {
    const { auth } = await customer();
    const booking = (await book(auth, [40, 41, 42, 43])).json<CustomerBooking>();
    await book(auth, [45, 46]);
    const reschedule = (days: number[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/my/bookings/${booking._id}/reschedule`,
        headers: { authorization: auth },
        payload: { selectedDates: days.map(daysFromToday), selectedTime: MORNING },
      });
    const more = await reschedule([50, 51, 52, 53, 54]);
    expect(more.statusCode).toBe(429);
    expect(more.json()).toMatchObject({ error: heldLimitMessage('days', 6) });
    expect((await reschedule([50, 51, 52, 53])).statusCode).toBe(200);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my/bookings', headers: { authorization: auth } })
    ).json<MyBooking[]>();
    expect(mine.find((item) => item._id === booking._id)?.selectedDates).toHaveLength(4);
  });

  it('shows the console what the number holds', async () => {
    const { auth } = await customer();
    await book(auth, [60, 61]);
    const made = (await book(auth, [62])).json<CustomerBooking>();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/customers/all?q=${encodeURIComponent(made.loginNumber)}`,
      headers: { authorization: admin },
    });
    const records = list.json<{ items?: CustomerBooking[] } | CustomerBooking[]>();
    const items = Array.isArray(records) ? records : (records.items ?? []);
    expect(items.find((item) => item._id === made._id)?.heldByNumber).toEqual({ bookings: 2, days: 3 });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets exactly three of five bookings sent at the same moment through',
    async () => {
      const { phone, auth } = await customer();
      const answers = await Promise.all([70, 71, 72, 73, 74].map((day) => book(auth, [day])));
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([201, 201, 201, 429, 429]);
      expect(await storedOf(phone)).toBe(3);
    },
  );
});
