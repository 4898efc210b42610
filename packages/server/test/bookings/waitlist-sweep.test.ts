// The waiting list's sweep on its own (docs/bookings.md#waiting-list): an expired offer is passed on by the
// process's timer, without any request, and by a process started after it expired (a restart).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_SLOTS, type CustomerBooking, type Design } from '@mehendi/shared';
import { bookingPayload } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { customerBookings } from '../../src/modules/bookings/bookings.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { applyAsArtist, approve, waitFor } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const [MORNING] = TIME_SLOTS;
const NO_DAY = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function saturday(n: number): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7) + 7 * n);
  return day.toISOString().slice(0, 10);
}

describe(`the waiting list's sweep (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  let seq = 0;

  beforeAll(async () => {
    // A sweep every 50 ms stands in for the 20 s of a running server.
    t = await createTestApp({}, { waitlistSweepMs: 50 });
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    const artist = await approve(t, admin, await applyAsArtist(t, { phone: '+919700000001' }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/artists/${artist._id}/availability`,
      headers: { authorization: admin },
      payload: { weekly: { ...NO_DAY, sat: [MORNING] }, daysOff: [], maxJobsPerDay: 1 },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  async function book(day: string, waitlist: boolean): Promise<{ booking: CustomerBooking; auth: string }> {
    seq += 1;
    const auth = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: `+91970000${String(seq).padStart(4, '0')}` })}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: { authorization: auth },
      payload: bookingPayload(design, { selectedDates: [day], selectedTime: MORNING, waitlist }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return { booking: response.json<CustomerBooking>(), auth };
  }

  const statusOf = async (id: string) => {
    const [row] = await t.app.db.select().from(customerBookings).where(eq(customerBookings.id, id));
    return row!.status;
  };

  /** A held Saturday morning, cancelled: the first of two waiting bookings is offered, its hold then ends. */
  async function expiredOffer(day: string) {
    const held = await book(day, false);
    const first = await book(day, true);
    const second = await book(day, true);
    await t.app.inject({
      method: 'POST',
      url: `/api/my/bookings/${held.booking._id}/cancel`,
      headers: { authorization: held.auth },
      payload: {},
    });
    expect(await statusOf(first.booking._id)).toBe('offered');
    await t.app.db
      .update(customerBookings)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerBookings.id, first.booking._id));
    return { first: first.booking._id, second: second.booking._id };
  }

  it('passes an expired offer to the next customer on its own, by the periodic sweep', async () => {
    const { first, second } = await expiredOffer(saturday(0));
    expect(
      await waitFor(
        () => statusOf(second),
        (status) => status === 'offered',
      ),
    ).toBe('offered');
    expect(await statusOf(first)).toBe('waitlisted');
  });

  it('passes on an offer that expired while no process ran, as a process starts', async () => {
    // A process that does not sweep while the offer expires, then one started afterwards with the
    // periodic sweep it has by default.
    await t.restart({ waitlistSweepMs: 0 });
    const { second } = await expiredOffer(saturday(1));
    await t.restart({ waitlistSweepMs: undefined });
    expect(
      await waitFor(
        () => statusOf(second),
        (status) => status === 'offered',
      ),
    ).toBe('offered');
  });
});
