// The booking's venue, guests, siders arm length, estimate and language (docs/api.md), on PGlite or on
// the PostgreSQL of TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  estimateBooking,
  MESSAGES,
  type CustomerBooking,
  type Design,
  type SidersDesign,
} from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { insertBooking } from '../../src/modules/bookings/bookings.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { uploadDesign, uploadSidersDesign } from './catalogue';

const PHONE = '+919812300010';

describe('booking venue, guests, siders length and estimate', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let bridal: Design;
  let indian: SidersDesign;

  beforeAll(async () => {
    // One customer makes every booking here: what one number may hold at once is raised out of the way
    // (tested in held-per-number.test.ts).
    t = await createTestApp({ HELD_BOOKINGS_PER_NUMBER: '50', HELD_DAYS_PER_NUMBER: '300' });
    admin = await t.adminAuth();
    customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: PHONE })}`;
    bridal = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    indian = await uploadSidersDesign(t, admin, 'indian');
  });
  afterAll(() => t.close());

  /** The original shape an old client posts (docs/api.md#customers): none of the new fields. */
  function oldClientBooking(): Record<string, unknown> {
    return bookingPayload(bridal);
  }

  /** What this form posts: venue, 3 guests, Indian siders at three-quarter length, the page language. */
  function fullBooking(): Record<string, unknown> {
    return {
      ...oldClientBooking(),
      venueAddress: '12 Tilak Road, Sadashiv Peth',
      venuePincode: '411030',
      guestCount: 3,
      includeSiders: true,
      sidersType: 'indian',
      sidersLength: 'threeQuarter',
      sidersDesigns: [indian.imagePath],
      language: 'mr',
    };
  }

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      payload,
      headers: { authorization: customer },
    });

  // The texts' states move on in the background (the acknowledgement is sent); the bookings do not.
  const listBookings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/customers/all', headers: { authorization: admin } }))
      .json<CustomerBooking[]>()
      .map((booking) => ({ ...booking, messages: [] }));

  it('stores venue, guests, arm length, language and the shared estimate, and lists them', async () => {
    const response = await post(fullBooking());
    expect(response.statusCode).toBe(201);
    const booking = response.json<CustomerBooking>();
    const day = { min: 2000 + 3 * 300 + 160 * 2, max: 3000 + 3 * 500 + 160 * 2 };
    const expected = { ...day, days: 1, perDay: day };
    expect(
      estimateBooking({
        selectedDates: booking.selectedDates,
        priceRange: '2000-3000',
        guestCount: 3,
        includeSiders: true,
        sidersType: 'indian',
        sidersLength: 'threeQuarter',
      }),
    ).toEqual(expected);
    expect(booking).toMatchObject({
      venueAddress: '12 Tilak Road, Sadashiv Peth',
      venuePincode: '411030',
      guestCount: 3,
      sidersType: 'indian',
      sidersLength: 'threeQuarter',
      estimate: expected,
      language: 'mr',
    });
    expect((await listBookings()).find((item) => item._id === booking._id)).toEqual({
      ...booking,
      messages: [],
    });
  });

  it('never takes the estimate from the client', async () => {
    const response = await post({ ...fullBooking(), estimate: { min: 1, max: 2 }, guestCount: 0 });
    expect(response.statusCode).toBe(201);
    expect(response.json<CustomerBooking>().estimate).toMatchObject({ min: 2000 + 320, max: 3000 + 320 });
  });

  it("counts every booked day: two dates' estimate is twice one date's, with the day's figure beside it", async () => {
    const one = (await post(fullBooking())).json<CustomerBooking>();
    const response = await post({
      ...fullBooking(),
      selectedDates: [daysFromToday(11), daysFromToday(12)],
    });
    expect(response.statusCode).toBe(201);
    const two = response.json<CustomerBooking>();
    expect(two.estimate).toEqual({
      min: 2 * one.estimate!.min,
      max: 2 * one.estimate!.max,
      days: 2,
      perDay: { min: one.estimate!.min, max: one.estimate!.max },
    });
    expect((await listBookings()).find((item) => item._id === two._id)?.estimate).toEqual(two.estimate);
  });

  it('still stores a booking in the original shape, with the venue and language unknown (201)', async () => {
    const response = await post(oldClientBooking());
    expect(response.statusCode).toBe(201);
    expect(response.json<CustomerBooking>()).toMatchObject({
      venueAddress: null,
      venuePincode: null,
      guestCount: 0,
      sidersLength: null,
      estimate: { min: 2000, max: 3000 },
      language: null,
    });
  });

  it('drops the arm length when siders are not included', async () => {
    const response = await post({ ...oldClientBooking(), sidersLength: 'full' });
    expect(response.statusCode).toBe(201);
    expect(response.json<CustomerBooking>()).toMatchObject({
      sidersLength: null,
      estimate: { min: 2000, max: 3000 },
    });
  });

  it('takes 50 guests', async () => {
    const response = await post({ ...fullBooking(), guestCount: 50 });
    expect(response.statusCode).toBe(201);
    expect(response.json<CustomerBooking>()).toMatchObject({
      guestCount: 50,
      estimate: { min: 2000 + 50 * 300 + 320, max: 3000 + 50 * 500 + 320 },
    });
  });

  it.each([
    ['venuePincode', '41103', MESSAGES.invalidPincode],
    ['venuePincode', '4110300', MESSAGES.invalidPincode],
    ['venuePincode', 'abcdef', MESSAGES.invalidPincode],
    ['venueAddress', 'Pune', MESSAGES.invalidVenueAddress],
    ['venueAddress', '          ', MESSAGES.invalidVenueAddress],
    ['guestCount', 301, MESSAGES.invalidGuestCount],
    ['guestCount', -1, MESSAGES.invalidGuestCount],
    ['guestCount', 2.5, MESSAGES.invalidGuestCount],
    ['guestCount', '3', MESSAGES.invalidGuestCount],
    ['sidersLength', null, MESSAGES.selectSidersLength],
    ['sidersLength', 'elbow', MESSAGES.selectSidersLength],
  ])('refuses %s = %j with 400 and its message, storing nothing', async (field, value, message) => {
    const before = await listBookings();
    const response = await post({ ...fullBooking(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await listBookings()).toEqual(before);
  });

  it('refuses siders without a length even from an old client that never sends one', async () => {
    const before = await listBookings();
    const { sidersLength: _omitted, ...withoutLength } = fullBooking();
    const response = await post({ ...oldClientBooking(), ...withoutLength, venueAddress: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: MESSAGES.selectSidersLength,
      fields: { sidersLength: MESSAGES.selectSidersLength },
    });
    expect(await listBookings()).toEqual(before);
  });

  it('shows a booking stored before these fields as unknown', async () => {
    const row = await insertBooking(t.app.db, {
      fullName: 'Old Booking',
      contactNumber: '9876543210',
      loginNumber: PHONE,
      selectedDates: [`${daysFromToday(5)}T00:00:00.000Z`],
      selectedTime: 'Late Evening (9:00 PM onwards)',
      mehendiVariety: 'Bridal',
      priceRange: '2000-3000',
      selectedDesigns: [],
      sidersType: null,
      includeSiders: false,
    });
    expect((await listBookings()).find((item) => item._id === row.id)).toMatchObject({
      venueAddress: null,
      venuePincode: null,
      guestCount: 0,
      sidersLength: null,
      estimate: null,
      language: null,
    });
  });
});
