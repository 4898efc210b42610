import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type CustomerBooking, type Design } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { BOOKING_LIMITS } from '../../src/limits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { capturingSms, sendOtp, verifyOtp, QUICK_CAPTCHA } from '../phone-auth/phone-auth-helpers';
import { uploadDesign } from './catalogue';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
// Codes one client may ask for one number in an hour (OTP_SEND_LIMITS).
const SENDS_PER_HOUR = 5;

// Issue 23, item 6: deleting one's data (DELETE /api/my/data) removes the bookings and the login records,
// but not what the limits count, so book, cancel, delete, book again cannot go on without end.
describe(`limits that stay spent through a deletion of the data (${DB})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let design: Design;
  const sms = capturingSms();
  let nextPhone = 9812470001;
  const newPhone = () => `+91${nextPhone++}`;

  beforeAll(async () => {
    t = await createTestApp({}, { sms, captchaPow: QUICK_CAPTCHA });
    design = await uploadDesign(t, await t.adminAuth(), 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signIn(phone: string, ip = '203.0.113.70'): Promise<string> {
    expect((await sendOtp(t.app, { phone, ip })).statusCode).toBe(200);
    const verified = await verifyOtp(t.app, phone, sms.lastCode(phone));
    expect(verified.statusCode).toBe(200);
    return `Bearer ${verified.json<{ token: string }>().token}`;
  }

  const call = (method: 'POST' | 'DELETE', url: string, auth: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  const book = (auth: string) =>
    call('POST', '/api/customers/add', auth, bookingPayload(design, { selectedDates: [daysFromToday(5)] }));

  it(`still counts the day's bookings after the customer deleted their data`, async () => {
    const phone = newPhone();
    const auth = await signIn(phone);
    for (let i = 0; i < BOOKING_LIMITS.perPhone.max; i++) {
      const booked = await book(auth);
      expect(booked.statusCode).toBe(201);
      const { _id } = booked.json<CustomerBooking>();
      expect((await call('POST', `/api/my/bookings/${_id}/cancel`, auth, {})).statusCode).toBe(200);
    }
    expect((await book(auth)).statusCode).toBe(429);

    expect((await call('DELETE', '/api/my/data', auth)).statusCode).toBe(200);
    // Signed in again with a code (another address: the first one may still ask for codes too).
    const again = await signIn(phone, '203.0.113.71');
    const refused = await book(again);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyBookings });
  });

  it('still counts the codes sent to the number after the customer deleted their data', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const phone = newPhone();
    const ip = '203.0.113.72';
    const auth = await signIn(phone, ip);
    for (let i = 1; i < SENDS_PER_HOUR; i++) {
      vi.setSystemTime(Date.now() + 31_000);
      expect((await sendOtp(t.app, { phone, ip })).statusCode).toBe(200);
    }
    expect((await call('DELETE', '/api/my/data', auth)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 31_000);
    const sixth = await sendOtp(t.app, { phone, ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: MESSAGES.tooManyRequests });
  });
});
