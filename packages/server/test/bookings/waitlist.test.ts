// The waiting list with timed offers and rescheduling (docs/bookings.md#waiting-list, #rescheduling),
// through the API as customers, artists and the admin use it.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  TIME_SLOTS,
  noPlaceMessage,
  closedDayMessage,
  type Artist,
  type CustomerBooking,
  type Design,
  type MyBooking,
} from '@mehendi/shared';
import { bookingPayload } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { customerBookings } from '../../src/modules/bookings/bookings.schema';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { applyAsArtist, approve } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const [MORNING, AFTERNOON] = TIME_SLOTS;
const MINUTE = 60_000;

let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `+9195${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** The n-th Saturday at least a week from today, so each test has days of its own. */
function saturday(n: number): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7) + 7 * n);
  return day.toISOString().slice(0, 10);
}

const NO_DAY = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

interface Customer {
  auth: string;
  phone: string;
}

describe(`waiting list and rescheduling (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;

  beforeAll(async () => {
    // The sweep runs only when a test calls it, as the timer would after the clock moved.
    t = await createTestApp({}, { waitlistSweepMs: 0 });
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  afterEach(async () => {
    vi.useRealTimers();
    const artists = await t.app.inject({
      method: 'GET',
      url: '/api/artists/all',
      headers: { authorization: admin },
    });
    for (const artist of artists.json<Artist[]>())
      await t.app.inject({
        method: 'DELETE',
        url: `/api/artists/${artist._id}`,
        headers: { authorization: admin },
      });
  });

  async function customer(): Promise<Customer> {
    const phone = nextPhone();
    return { phone, auth: `Bearer ${await createSession(t.app.db, { role: 'customer', phone })}` };
  }

  const book = (who: Customer, fields: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: { authorization: who.auth },
      payload: bookingPayload(design, fields),
    });

  async function booked(who: Customer, fields: Record<string, unknown>): Promise<CustomerBooking> {
    const response = await book(who, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CustomerBooking>();
  }

  async function artistWorking(
    weekly: Record<string, string[]>,
    maxJobsPerDay = 1,
    mehendiVarieties?: string[],
  ): Promise<Artist> {
    const application = { phone: nextPhone(), ...(mehendiVarieties ? { mehendiVarieties } : {}) };
    const artist = await approve(t, admin, await applyAsArtist(t, application));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/artists/${artist._id}/availability`,
      headers: { authorization: admin },
      payload: { weekly: { ...NO_DAY, ...weekly }, daysOff: [], maxJobsPerDay },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return artist;
  }

  /** The owner gives `booking` to `artist` (the console's Assign). */
  async function assign(booking: CustomerBooking, artist: Artist): Promise<void> {
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${booking._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: artist._id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  }

  async function mine(who: Customer, id: string): Promise<MyBooking> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my/bookings',
      headers: { authorization: who.auth },
    });
    expect(response.statusCode).toBe(200);
    return response.json<MyBooking[]>().find((one) => one._id === id)!;
  }

  const post = (who: Customer, id: string, step: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/my/bookings/${id}/${step}`,
      headers: { authorization: who.auth },
      ...(payload === undefined ? {} : { payload }),
    });

  const textsTo = async (phone: string, template: string) =>
    t.app.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.toPhone, phone), eq(smsOutbox.template, template)));

  const historyOf = async (id: string) => {
    const [row] = await t.app.db.select().from(customerBookings).where(eq(customerBookings.id, id));
    return row!.history.map((step) => `${step.by}:${step.from}>${step.to}`);
  };

  /** One artist, one Saturday-morning place, taken by `holder`; two more customers join the waiting list. */
  async function fullSaturday(n: number) {
    const day = saturday(n);
    await artistWorking({ sat: [MORNING] });
    const holder = await customer();
    const held = await booked(holder, { selectedDates: [day], selectedTime: MORNING });
    const first = await customer();
    const second = await customer();
    const waiting1 = await booked(first, { selectedDates: [day], selectedTime: MORNING, waitlist: true });
    const waiting2 = await booked(second, { selectedDates: [day], selectedTime: MORNING, waitlist: true });
    return { day, holder, held, first, second, waiting1, waiting2 };
  }

  it('refuses a closed date (nobody works it) with or without the waiting list, and stores nothing', async () => {
    const day = saturday(11);
    // The only artist works Saturday mornings: Saturday afternoon is closed, not full.
    await artistWorking({ sat: [MORNING] });
    const who = await customer();
    for (const waitlist of [true, false]) {
      const refused = await book(who, { selectedDates: [day], selectedTime: AFTERNOON, waitlist });
      expect(refused.statusCode).toBe(409);
      const message = closedDayMessage(day, AFTERNOON!);
      expect(refused.json()).toMatchObject({ error: message, fields: { selectedDates: message } });
    }
    expect(
      await t.app.db.select().from(customerBookings).where(eq(customerBookings.loginNumber, who.phone)),
    ).toEqual([]);
    // The morning of the same day is open.
    expect((await booked(who, { selectedDates: [day], selectedTime: MORNING })).status).not.toBe(
      'waitlisted',
    );
  });

  it('puts a booking for a full date on the waiting list, numbered in line; on a free date the flag is ignored', async () => {
    const { day, first, second, waiting1, waiting2 } = await fullSaturday(0);
    expect(waiting1.status).toBe('waitlisted');
    expect(waiting2.status).toBe('waitlisted');
    expect(await mine(first, waiting1._id)).toMatchObject({
      waitlistPosition: 1,
      offerExpiresAt: null,
      canReschedule: false,
    });
    expect((await mine(second, waiting2._id)).waitlistPosition).toBe(2);
    // The console's overview counts the line.
    const waitingCount = async () =>
      (await t.app.inject({ url: '/api/admin/overview', headers: { authorization: admin } })).json<{
        waitlisted: number;
      }>().waitlisted;
    expect(await waitingCount()).toBe(2);
    // Waiting holds no place and is texted only when a place is offered.
    expect(await textsTo(first.phone, 'customerReceived')).toEqual([]);
    expect(await historyOf(waiting1._id)).toEqual(['customer:waitlisted>waitlisted']);

    // Without the flag the full date is still refused; on a free date the flag makes an ordinary booking.
    expect((await book(await customer(), { selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(
      409,
    );
    // A waiting booking is open: the customer's data stays until it is cancelled, which they may do.
    const deleteData = () =>
      t.app.inject({ method: 'DELETE', url: '/api/my/data', headers: { authorization: second.auth } });
    expect((await deleteData()).json()).toEqual({ error: MESSAGES.activeBookingsFirst });
    const left = await post(second, waiting2._id, 'cancel', { reason: 'Found another artist' });
    expect(left.statusCode, left.body).toBe(200);
    expect(await waitingCount()).toBe(1);
    expect((await deleteData()).statusCode).toBe(200);

    const free = await booked(await customer(), {
      selectedDates: [saturday(1)],
      selectedTime: MORNING,
      waitlist: true,
    });
    expect(free.status).toBe('new');
  });

  it('offers a cancelled place to the first in line (texted), passes an expired offer to the next, and takes one accepted in time', async () => {
    const { day, holder, held, first, second, waiting1, waiting2 } = await fullSaturday(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    const cancelled = await post(holder, held._id, 'cancel', { reason: 'Wedding moved' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const offer = await mine(first, waiting1._id);
    expect(offer.status).toBe('offered');
    expect(Date.parse(offer.offerExpiresAt!) - Date.now()).toBeGreaterThan(29 * MINUTE);
    expect(Date.parse(offer.offerExpiresAt!) - Date.now()).toBeLessThanOrEqual(30 * MINUTE);
    const [text] = await textsTo(first.phone, 'customerOffered');
    expect(text?.body).toMatch(
      /a place opened for your Bridal mehendi on .* Confirm it in My bookings by \d{1,2}:\d\d [ap]m: http:\/\/localhost:3000\/my-bookings#[0-9A-F]{8}$/,
    );
    expect((await mine(second, waiting2._id)).waitlistPosition).toBe(1);
    // The offer holds the place: no one else can book it meanwhile.
    const other = await book(await customer(), { selectedDates: [day], selectedTime: MORNING });
    expect(other.json()).toMatchObject({ error: noPlaceMessage(day, MORNING) });

    // 31 minutes later the sweep passes it on: the first goes to the end of the line, the second is offered.
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    await t.app.waitlist.sweep();
    expect(await mine(first, waiting1._id)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
      offerExpiresAt: null,
    });
    expect((await mine(second, waiting2._id)).status).toBe('offered');
    expect(await textsTo(second.phone, 'customerOffered')).toHaveLength(1);
    expect(await textsTo(first.phone, 'customerOffered')).toHaveLength(1);

    const late = await post(first, waiting1._id, 'accept-offer');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: MESSAGES.offerExpired });

    const accepted = await post(second, waiting2._id, 'accept-offer');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: MESSAGES.offerAccepted,
      booking: { status: 'new', offerExpiresAt: null },
    });
    expect(await historyOf(waiting2._id)).toEqual([
      'customer:waitlisted>waitlisted',
      'system:waitlisted>offered',
      'customer:offered>new',
    ]);
    expect(await historyOf(waiting1._id)).toEqual([
      'customer:waitlisted>waitlisted',
      'system:waitlisted>offered',
      'system:offered>waitlisted',
    ]);
    // Accepting twice, or another's booking: 409 and 404.
    expect((await post(second, waiting2._id, 'accept-offer')).statusCode).toBe(409);
    expect((await post(second, waiting1._id, 'accept-offer')).statusCode).toBe(404);
  });

  it('serves the line in order when sweeps run at the very moment of a cancellation', async () => {
    // A sweep that looked at the first in line just before the place opened must not give it to the second.
    await artistWorking({ sat: [MORNING] });
    for (let round = 0; round < 4; round++) {
      const day = saturday(12 + round);
      const [holder, first, second] = [await customer(), await customer(), await customer()];
      const held = await booked(holder, { selectedDates: [day], selectedTime: MORNING });
      const waiting1 = await booked(first, { selectedDates: [day], selectedTime: MORNING, waitlist: true });
      const waiting2 = await booked(second, { selectedDates: [day], selectedTime: MORNING, waitlist: true });
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await Promise.all([
        post(holder, held._id, 'cancel', {}),
        ...[0, 1, 2, 3, 4, 6, 8, 10, 12, 15].map((ms) => later(ms).then(() => t.app.waitlist.sweep())),
      ]);
      await t.app.waitlist.sweep();
      expect((await mine(first, waiting1._id)).status, `round ${round}`).toBe('offered');
      expect((await mine(second, waiting2._id)).status, `round ${round}`).toBe('waitlisted');
    }
  });

  it('answers 409 to an offer accepted after it expired even before the sweep, and passes it on at once', async () => {
    const { holder, held, first, second, waiting1, waiting2 } = await fullSaturday(3);
    vi.useFakeTimers({ toFake: ['Date'] });
    await post(holder, held._id, 'cancel', {});
    vi.setSystemTime(Date.now() + 30 * MINUTE + 1000);
    const late = await post(first, waiting1._id, 'accept-offer');
    expect(late.statusCode).toBe(409);
    expect((await mine(second, waiting2._id)).status).toBe('offered');
  });

  it('offers a place opened by an artist approved later', async () => {
    const { first, waiting1 } = await fullSaturday(4);
    await artistWorking({ sat: [MORNING] });
    expect((await mine(first, waiting1._id)).status).toBe('offered');
  });

  it('reschedules a confirmed booking: kept by a free artist (texted), 409 into a full slot, past the cut-off, 404 for another', async () => {
    const day = saturday(5);
    const artist = await artistWorking({ sat: [MORNING, AFTERNOON] }, 2);
    const owner = await customer();
    const mineBooking = await booked(owner, { selectedDates: [day], selectedTime: MORNING });
    await assign(mineBooking, artist);
    // Someone waits for the morning (the artist's only one); the afternoon is free for them.
    const waiter = await customer();
    const waiting = await booked(waiter, { selectedDates: [day], selectedTime: MORNING, waitlist: true });

    expect((await mine(owner, mineBooking._id)).canReschedule).toBe(true);
    const moved = await post(owner, mineBooking._id, 'reschedule', {
      selectedDates: [day],
      selectedTime: AFTERNOON,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: MESSAGES.bookingRescheduled,
      booking: { status: 'confirmed', selectedTime: AFTERNOON, artist: { firstName: expect.any(String) } },
    });
    const [row] = await t.app.db
      .select()
      .from(customerBookings)
      .where(eq(customerBookings.id, mineBooking._id));
    expect(row!.artistId).toBe(artist._id);
    expect(row!.history.at(-1)).toMatchObject({
      by: 'customer',
      from: 'confirmed',
      to: 'confirmed',
      moved: { from: { dates: [day], slot: MORNING }, to: { dates: [day], slot: AFTERNOON } },
    });
    const [artistTexts] = await Promise.all([
      t.app.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.bookingId, mineBooking._id), eq(smsOutbox.template, 'artistJobMoved'))),
    ]);
    expect(artistTexts).toHaveLength(1);
    // The morning it left is offered to the waiting list.
    expect((await mine(waiter, waiting._id)).status).toBe('offered');

    // Back into the morning, now held by the offer: full.
    const full = await post(owner, mineBooking._id, 'reschedule', {
      selectedDates: [day],
      selectedTime: MORNING,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: noPlaceMessage(day, MORNING) });
    expect((await mine(owner, mineBooking._id)).selectedTime).toBe(AFTERNOON);

    // Another customer's booking: 404.
    const stranger = await customer();
    expect(
      (await post(stranger, mineBooking._id, 'reschedule', { selectedDates: [day], selectedTime: MORNING }))
        .statusCode,
    ).toBe(404);

    // Within 24 hours of its slot: too late.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(`${day}T10:30:00Z`) - 23 * 60 * MINUTE);
    // A session of that day (the one from weeks before has expired by then).
    const later = {
      phone: owner.phone,
      auth: `Bearer ${await createSession(t.app.db, { role: 'customer', phone: owner.phone })}`,
    };
    expect((await mine(later, mineBooking._id)).canReschedule).toBe(false);
    const late = await post(later, mineBooking._id, 'reschedule', {
      selectedDates: [saturday(6)],
      selectedTime: AFTERNOON,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: MESSAGES.rescheduleTooLate });
  });

  it('sends a confirmed booking back to new when its artist is not free at the new time', async () => {
    const day = saturday(7);
    const artist = await artistWorking({ sat: [MORNING] });
    await artistWorking({ sat: [AFTERNOON] });
    const owner = await customer();
    const booking = await booked(owner, { selectedDates: [day], selectedTime: MORNING });
    await assign(booking, artist);
    const moved = await post(owner, booking._id, 'reschedule', {
      selectedDates: [day],
      selectedTime: AFTERNOON,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ booking: { status: 'new', artist: null } });
    const cancelledTexts = await t.app.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.bookingId, booking._id), eq(smsOutbox.template, 'artistJobCancelled')));
    expect(cancelledTexts).toHaveLength(1);
  });

  it("does not keep an artist who does not offer the booking's variety, though free at the new time", async () => {
    const day = saturday(9);
    // The owner may give a booking to an artist of another variety (the candidates list them all); a
    // move is a new place, which that artist does not offer.
    const munjOnly = await artistWorking({ sat: [MORNING, AFTERNOON] }, 2, ['Munj']);
    await artistWorking({ sat: [MORNING, AFTERNOON] }, 2);
    const owner = await customer();
    const booking = await booked(owner, { selectedDates: [day], selectedTime: MORNING });
    await assign(booking, munjOnly);
    const moved = await post(owner, booking._id, 'reschedule', {
      selectedDates: [day],
      selectedTime: AFTERNOON,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ booking: { status: 'new', artist: null } });
  });
});
