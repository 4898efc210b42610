// The availability answered from memory before routing (issue 48; docs/speed.md#availability-from-memory),
// over a real connection as a phone asks it (inject would bypass the server's own request handler). What a
// change does to the answer is in places.test.ts, which asks the same way; this file checks the path itself.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TIME_SLOTS, type AvailabilityAnswer, type CustomerBooking, type Design } from '@mehendi/shared';
import { bookingPayload } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { availabilityKey } from '../../src/modules/places/availability-from-memory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { approvedArtistWorking } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const [MORNING] = TIME_SLOTS;
const NO_DAY = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/** A Saturday `weeks` weeks after the one two weeks or more ahead. */
function saturday(weeks: number): string {
  const day = new Date(Date.now() + (14 + weeks * 7) * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

describe(`availability answered from memory before routing (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  let base: string;
  let routed: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    // Two artists working Saturday mornings: two places each Saturday morning.
    for (let i = 0; i < 2; i++)
      await approvedArtistWorking(t, admin, { weekly: { ...NO_DAY, sat: [MORNING] } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The route asks app.places for its answer; a request answered before routing never does.
    routed = vi.spyOn(t.app.places, 'answer');
  }, 60_000);
  afterAll(() => t.close());

  const get = (query: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${base}/api/availability?${query}`, { headers, method });
  const morning = (answer: AvailabilityAnswer) =>
    answer.days[0]!.slots.find((slot) => slot.slot === MORNING)!.places;

  it('keys an answer by the day and the whole query, whatever its order or encoding', () => {
    const now = new Date();
    const key = availabilityKey('from=2026-12-05&to=2026-12-05&variety=Bridal', now);
    expect(availabilityKey('variety=Bridal&to=2026-12-05&from=2026-12-05', now)).toBe(key);
    expect(availabilityKey('from=2026%2D12%2D05&to=2026-12-05&variety=Bridal', now)).toBe(key);
    expect(availabilityKey('from=2026-12-05&to=2026-12-05&variety=Bridal&team=3', now)).not.toBe(key);
    expect(
      availabilityKey('from=2026-12-05&to=2026-12-05&variety=Bridal', new Date(Date.now() + 86_400_000)),
    ).not.toBe(key);
  });

  it('sends a kept answer without routing: the same bytes and tag, 304 to a current copy, HEAD without a body', async () => {
    const day = saturday(0);
    const query = `from=${day}&to=${day}&variety=Bridal`;
    routed.mockClear();
    const first = await get(query, { 'accept-encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(routed).toHaveBeenCalledTimes(1);

    // The same query in another order comes from memory, with the route's headers.
    const again = await get(`variety=Bridal&to=${day}&from=${day}`, { 'accept-encoding': 'gzip, br' });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(body);
    expect(routed).toHaveBeenCalledTimes(1);
    for (const name of ['etag', 'cache-control', 'vary', 'content-type', 'x-content-type-options']) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(morning(JSON.parse(body) as AvailabilityAnswer)).toBe(2);

    const current = await get(query, { 'if-none-match': first.headers.get('etag')! });
    expect(current.status).toBe(304);
    expect(await current.text()).toBe('');
    const head = await get(query, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(routed).toHaveBeenCalledTimes(1);

    // A query the route refuses is never kept: it is refused each time.
    expect((await get(`from=${day}`)).status).toBe(400);
    expect((await get(`from=${day}`)).status).toBe(400);
  });

  it('answers afresh, with a new tag, right after a booking is made and after it is moved', async () => {
    const day = saturday(1);
    const later = saturday(2);
    const query = `from=${day}&to=${later}&variety=Bridal`;
    const before = await get(query);
    const etag = before.headers.get('etag')!;
    expect(morning((await before.json()) as AvailabilityAnswer)).toBe(2);

    const phone = '+919812300077';
    const auth = `Bearer ${await createSession(t.app.db, { role: 'customer', phone })}`;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: { authorization: auth },
      payload: bookingPayload(design, { selectedDates: [day], selectedTime: MORNING }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const taken = await get(query, { 'if-none-match': etag });
    expect(taken.status).toBe(200);
    const places = (answer: AvailabilityAnswer) =>
      [day, later].map(
        (date) =>
          answer.days.find((one) => one.date === date)!.slots.find((slot) => slot.slot === MORNING)!.places,
      );
    expect(places((await taken.json()) as AvailabilityAnswer)).toEqual([1, 2]);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/my/bookings/${made.json<CustomerBooking>()._id}/reschedule`,
      headers: { authorization: auth },
      payload: { selectedDates: [later], selectedTime: MORNING },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(places((await (await get(query)).json()) as AvailabilityAnswer)).toEqual([2, 1]);
  });
});
