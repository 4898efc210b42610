import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  TIME_SLOTS,
  weekdayOf,
  type Artist,
  type CustomerBooking,
  type Design,
} from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { approvedArtistWorking, daysFromToday, postBooking, WHOLE_WEEK } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const [MORNING, AFTERNOON, EVENING] = TIME_SLOTS;

describe(`assigning takes only an artist free on every date of the booking (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  const artist = (fullName: string, availability: Record<string, unknown> = {}) =>
    approvedArtistWorking(t, admin, availability, { fullName });

  const assign = (booking: CustomerBooking, to: Artist) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customers/${booking._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: to._id },
    });

  const statusOf = async (booking: CustomerBooking) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/all?id=${booking._id}&pageSize=1`,
      headers: { authorization: admin },
    });
    return response.json<{ items: CustomerBooking[] }>().items[0];
  };

  it('refuses an artist off on one of the dates (409, nothing changed) and takes one free on all', async () => {
    const [first, second] = [daysFromToday(40), daysFromToday(41)];
    const off = await artist('Off Second Day', { daysOff: [{ from: second, to: second, note: 'Wedding' }] });
    const free = await artist('Free Both Days');
    const booking = await postBooking(t, design, { selectedDates: [first, second], selectedTime: MORNING });

    const refused = await assign(booking, off);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: MESSAGES.artistNotFree });
    expect(await statusOf(booking)).toMatchObject({ status: 'new', artist: null });

    const taken = await assign(booking, free);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await statusOf(booking)).toMatchObject({
      status: 'confirmed',
      artist: { fullName: 'Free Both Days' },
    });
  });

  it('refuses an artist who does not work that weekday or slot, or whose one job that day is taken', async () => {
    const day = daysFromToday(50);
    const weekday = weekdayOf(day);
    const afternoonsOnly = await artist('Afternoons Only', {
      weekly: { ...WHOLE_WEEK, [weekday]: [AFTERNOON] },
    });
    const oneJob = await artist('One Job A Day');
    const morning = await postBooking(t, design, { selectedDates: [day], selectedTime: MORNING });
    const evening = await postBooking(t, design, { selectedDates: [day], selectedTime: EVENING });

    expect((await assign(morning, afternoonsOnly)).json()).toEqual({ error: MESSAGES.artistNotFree });
    expect((await assign(morning, oneJob)).statusCode).toBe(200);
    // No clash in the evening, but the artist's one job that day is the morning's.
    const full = await assign(evening, oneJob);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: MESSAGES.artistNotFree });
    expect(await statusOf(evening)).toMatchObject({ status: 'new', artist: null });
  });
});
