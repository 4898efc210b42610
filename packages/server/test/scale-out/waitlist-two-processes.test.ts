// An offer from the waiting list that expires while two server processes run (docs/bookings.md#waiting-list):
// both sweep, and the next customer in line is offered the place once, texted once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TIME_SLOTS, type CustomerBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { artists } from '../../src/modules/artists/artists.schema';
import { customerBookings } from '../../src/modules/bookings/bookings.schema';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import type { ServerProcess } from '../helpers/server-process';
import { startServerPair, type ServerPair } from '../helpers/server-pair';
import { adminToken, postBooking, processClient, uploadDesign } from '../durability/process-client';

const [MORNING] = TIME_SLOTS;
const channels = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', redisUrl: '' }] : []),
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [{ name: 'PostgreSQL and Redis', redisUrl: process.env.TEST_REDIS_URL }]
    : []),
];

if (channels.length === 0) {
  describe.skip('the waiting list with two server processes (set TEST_DATABASE_URL)', () => {
    it('needs PostgreSQL', () => {});
  });
}

describe.each(channels)('the waiting list with two server processes on $name', ({ redisUrl }) => {
  let pair: ServerPair;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pair = await startServerPair('waitlist', redisUrl);
    ({ a, b } = pair);
  }, 120_000);
  afterAll(() => pair?.close(), 30_000);

  const session = (phone: string) =>
    pair.database.use((db) => createSession(db, { role: 'customer', phone }));
  const call = (server: ServerProcess, token: string, path: string, json?: unknown) =>
    processClient(server.url).request('POST', path, { token, ...(json === undefined ? {} : { json }) });
  const statusOf = async (id: string) =>
    pair.database.use(async (db) => {
      const [row] = await db.select().from(customerBookings).where(eq(customerBookings.id, id));
      return row!;
    });
  const offersTo = (phone: string) =>
    pair.database.use((db) =>
      db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.toPhone, phone), eq(smsOutbox.template, 'customerOffered'))),
    );

  it('passes an offer that expired to the next customer exactly once while both sweep', async () => {
    // One approved artist, whose application says mornings: one morning place a day.
    await pair.database.use((db) =>
      db.insert(artists).values({
        phone: '+919800011133',
        fullName: 'Meera Kulkarni',
        whatsappNumber: '9876501234',
        address: '12 Laxmi Road, Pune',
        pincode: '411030',
        jobTerm: 'Part-time',
        mehendiVarieties: ['Bridal'],
        availabilityTimeRange: MORNING,
        status: 'approved',
      }),
    );
    const design = await uploadDesign(a.url, await adminToken(a.url), 'Bridal', '2000-3000');
    const booking = (waitlist: boolean) =>
      bookingPayload(design, { selectedDates: [daysFromToday(30)], selectedTime: MORNING, waitlist });
    const [holder, first, second] = ['+919811100001', '+919811100002', '+919811100003'];
    const tokens = {
      holder: await session(holder),
      first: await session(first),
      second: await session(second),
    };

    const held = await postBooking(a.url, tokens.holder, booking(false));
    expect(held.status).toBe(201);
    const joined = async (server: ServerProcess, token: string) => {
      const response = await postBooking(server.url, token, booking(true));
      const body = (await response.json()) as CustomerBooking;
      expect(response.status, JSON.stringify(body)).toBe(201);
      return body;
    };
    const waiting1 = await joined(a, tokens.first);
    const waiting2 = await joined(a, tokens.second);
    expect([waiting1.status, waiting2.status]).toEqual(['waitlisted', 'waitlisted']);

    // Cancelled through A: the first in line is offered the place.
    const heldId = ((await held.json()) as CustomerBooking)._id;
    expect((await call(a, tokens.holder, `/api/my/bookings/${heldId}/cancel`, {})).status).toBe(200);
    expect((await statusOf(waiting1._id)).status).toBe('offered');

    // Its time runs out while both run (the hold is moved into the past, as the clock would move), and both
    // processes sweep at the same moment: a late "Confirm" on each passes the place on.
    await pair.database.use((db) =>
      db
        .update(customerBookings)
        .set({ offerExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(customerBookings.id, waiting1._id)),
    );
    const late = await Promise.all([
      call(a, tokens.first, `/api/my/bookings/${waiting1._id}/accept-offer`),
      call(b, tokens.first, `/api/my/bookings/${waiting1._id}/accept-offer`),
    ]);
    for (const answer of late) {
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ error: MESSAGES.offerExpired });
    }

    const passed = await statusOf(waiting2._id);
    expect(passed.status).toBe('offered');
    expect(passed.history.filter((step) => step.to === 'offered')).toHaveLength(1);
    expect(await offersTo(second)).toHaveLength(1);
    const expired = await statusOf(waiting1._id);
    expect(expired.status).toBe('waitlisted');
    expect(expired.history.filter((step) => step.from === 'offered')).toHaveLength(1);
    expect(await offersTo(first)).toHaveLength(1);
  }, 60_000);
});
