import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TIME_SLOTS, type CustomerBooking, type Design, type SeasonAnswer } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { approvedArtistWorking, daysFromToday, postBooking } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const [MORNING, AFTERNOON, EVENING, ANY] = TIME_SLOTS;

/** The month after next ('YYYY-MM'): every one of its days is ahead and within the booking horizon. */
function monthAfterNext(): string {
  const today = new Date(`${daysFromToday(0)}T00:00:00Z`);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 1)).toISOString().slice(0, 7);
}

describe(`the owner's season view (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  const month = monthAfterNext();
  const [full, oneOff, quiet] = [`${month}-10`, `${month}-11`, `${month}-12`];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  const artist = (fullName: string, availability: Record<string, unknown> = {}) =>
    approvedArtistWorking(t, admin, availability, { fullName });

  const season = (query: string, authorization: string | undefined = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/season?${query}`,
      headers: authorization ? { authorization } : {},
    });

  it('counts per day and slot the bookings held, the places left and the waiting list', async () => {
    const asha = await artist('Asha', {});
    await artist('Bina', { daysOff: [{ from: oneOff, to: oneOff }] });
    const first = await postBooking(t, design, { selectedDates: [full], selectedTime: MORNING });
    await postBooking(t, design, { selectedDates: [full], selectedTime: MORNING });
    const waiting = await postBooking(t, design, {
      selectedDates: [full],
      selectedTime: MORNING,
      waitlist: true,
    });
    expect(waiting.status).toBe('waitlisted');
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${first._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: asha._id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const response = await season(`month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SeasonAnswer>();
    expect(answer.month).toBe(month);
    expect(answer.requestsOnly).toBe(false);
    expect(answer.days[0]!.date).toBe(`${month}-01`);
    expect(
      answer.days.every((day) => day.open && day.slots.map((s) => s.slot).join() === TIME_SLOTS.join()),
    ).toBe(true);
    const day = (date: string) => answer.days.find((one) => one.date === date)!.slots;
    // Both artists take one job a day: the two morning bookings fill the day; one more waits.
    expect(day(full)).toEqual([
      { slot: MORNING, held: 2, places: 0, waiting: 1, usual: 2, standing: 'full' },
      { slot: AFTERNOON, held: 0, places: 0, waiting: 0, usual: 2, standing: 'full' },
      { slot: EVENING, held: 0, places: 0, waiting: 0, usual: 2, standing: 'full' },
      { slot: ANY, held: 0, places: 0, waiting: 0, usual: 2, standing: 'full' },
    ]);
    // Bina is off: Asha alone.
    expect(day(oneOff).map((slot) => slot.places)).toEqual([1, 1, 1, 1]);
    expect(day(quiet)).toEqual([
      { slot: MORNING, held: 0, places: 2, waiting: 0, usual: 2, standing: 'open' },
      { slot: AFTERNOON, held: 0, places: 2, waiting: 0, usual: 2, standing: 'open' },
      { slot: EVENING, held: 0, places: 2, waiting: 0, usual: 2, standing: 'open' },
      { slot: ANY, held: 0, places: 2, waiting: 0, usual: 2, standing: 'open' },
    ]);
    // The same places as the public availability answers.
    const publicAnswer = await t.app.inject({
      method: 'GET',
      url: `/api/availability?from=${full}&to=${quiet}`,
    });
    expect(publicAnswer.json<{ days: { slots: { places: number }[] }[] }>().days.map((d) => d.slots)).toEqual(
      [full, oneOff, quiet].map((date) =>
        day(date).map(({ slot, places, usual, standing }) => ({ slot, places, usual, standing })),
      ),
    );
  });

  it('opens a date as the bookings holding it (the list filter `date`)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/all?date=${full}&pageSize=20`,
      headers: { authorization: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ items: CustomerBooking[]; total: number }>();
    expect(page.total).toBe(3);
    expect(page.items.every((booking) => booking.selectedDates.some((d) => d.startsWith(full)))).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/customers/all?date=${month}-32`,
      headers: { authorization: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: MESSAGES.invalidDate });
  });

  it('answers 400 for a month that is not YYYY-MM and 401 without the admin', async () => {
    for (const query of ['month=2026-13', 'month=2026-1', 'month=next', '']) {
      const response = await season(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: MESSAGES.invalidMonth });
    }
    expect((await season(`month=${month}&variety=Tattoo`)).statusCode).toBe(400);
    expect((await season(`month=${month}`, '')).statusCode).toBe(401);
    const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '+919812345678' })}`;
    expect((await season(`month=${month}`, customer)).statusCode).toBe(403);
  });
});
