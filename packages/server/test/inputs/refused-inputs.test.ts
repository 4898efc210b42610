import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bookingPayload, daysFromToday, multipart } from '@mehendi/test-client';
import { MESSAGES, messageKeyOf, type CustomerBooking, type Design } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { uploadDesign } from '../bookings/catalogue';
import { postBooking } from '../bookings/work-fixtures';
import { samplePhoto } from '../helpers/image-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const NUL = '\u0000';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A refusal answers a text of the message catalogue, and so does each field it names. */
function expectDocumented(response: LightMyRequestResponse) {
  const body = response.json<{ error: string; fields?: Record<string, string> }>();
  expect(messageKeyOf(body.error), body.error).toBeDefined();
  for (const message of Object.values(body.fields ?? {}))
    expect(messageKeyOf(message), message).toBeDefined();
  return body;
}

const artistFields = {
  fullName: 'Meera Kulkarni',
  whatsappNumber: '9876501234',
  address: '12 Laxmi Road, Pune',
  pincode: '411030',
  jobTerm: 'Part-time',
  mehendiVarieties: '["Bridal"]',
  availability: '{"timeRange":"Any Time From Morning Till Night"}',
};

// Issue 23, items 4 and 7: a NUL character in any text is a 400 naming the field with its message (never
// a 500 from the database), and no validator's or library's own wording reaches a client.
describe(`refused inputs answer documented messages (${DB})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let artist: string;
  let design: Design;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '9580164128' })}`;
    artist = `Bearer ${await createSession(t.app.db, { role: 'artist', phone: '9580164129' })}`;
  });
  afterAll(() => t.close());

  const send = (options: InjectOptions) => t.app.inject(options);

  describe('a NUL character', () => {
    const cases: [string, () => InjectOptions, string, string][] = [
      [
        'venueAddress of a booking',
        () => ({
          method: 'POST',
          url: '/api/customers/add',
          headers: { authorization: customer },
          payload: bookingPayload(design, {
            selectedDates: [daysFromToday(5)],
            venueAddress: `12 Laxmi Road${NUL}, Pune`,
          }),
        }),
        'venueAddress',
        MESSAGES.invalidVenueAddress,
      ],
      [
        'fullName of a booking',
        () => ({
          method: 'POST',
          url: '/api/customers/add',
          headers: { authorization: customer },
          payload: bookingPayload(design, { selectedDates: [daysFromToday(5)], fullName: `Asha${NUL}` }),
        }),
        'fullName',
        MESSAGES.invalidFullName,
      ],
      [
        'e-mail of an admin sign-in (no session)',
        () => ({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email: `admin${NUL}@test.example`, password: 'whatever it is' },
        }),
        'email',
        MESSAGES.loginFailed,
      ],
      [
        'q of the bookings list',
        () => ({ method: 'GET', url: '/api/customers/all?q=a%00b', headers: { authorization: admin } }),
        'q',
        MESSAGES.invalidSearch,
      ],
      [
        'q of the artists export',
        () => ({ method: 'GET', url: '/api/artists/export.csv?q=%00', headers: { authorization: admin } }),
        'q',
        MESSAGES.invalidSearch,
      ],
      [
        'note of a review',
        () => ({
          method: 'PATCH',
          url: `/api/artists/${SOME_ID}/review`,
          headers: { authorization: admin },
          payload: { status: 'rejected', note: `no${NUL}` },
        }),
        'note',
        MESSAGES.invalidNote,
      ],
      [
        'reason of an admin cancellation',
        () => ({
          method: 'POST',
          url: `/api/customers/${SOME_ID}/status`,
          headers: { authorization: admin },
          payload: { status: 'cancelled', reason: `gone${NUL}` },
        }),
        'reason',
        MESSAGES.invalidNote,
      ],
      [
        "reason of a customer's cancellation",
        () => ({
          method: 'POST',
          url: `/api/my/bookings/${SOME_ID}/cancel`,
          headers: { authorization: customer },
          payload: { reason: NUL },
        }),
        'reason',
        MESSAGES.invalidNote,
      ],
      [
        "reason of an artist's decline",
        () => ({
          method: 'POST',
          url: `/api/my/jobs/${SOME_ID}/decline`,
          headers: { authorization: artist },
          payload: { reason: `ill${NUL}` },
        }),
        'reason',
        MESSAGES.declineNeedsReason,
      ],
      [
        'address of an application (JSON)',
        () => ({
          method: 'POST',
          url: '/api/artists/add',
          headers: { authorization: artist },
          payload: {
            ...artistFields,
            address: `12 Laxmi Road${NUL}`,
            mehendiVarieties: ['Bridal'],
            availability: { timeRange: 'Any Time From Morning Till Night' },
          },
        }),
        'address',
        MESSAGES.addressRequired,
      ],
      [
        'phone of a code request',
        () => ({
          method: 'POST',
          url: '/api/auth/otp/send',
          payload: { phone: `98765${NUL}43210`, role: 'customer', captcha: 'x' },
        }),
        'phone',
        MESSAGES.invalidPhone,
      ],
      [
        'publicId of an old-style delete',
        () => ({
          method: 'POST',
          url: '/api/cloudinary-delete',
          headers: { authorization: admin },
          payload: { publicId: `designs/x${NUL}` },
        }),
        'publicId',
        MESSAGES.notFound,
      ],
    ];
    it.each(cases)('in the %s is a 400 naming the field', async (_name, request, field, message) => {
      const response = await send(request());
      expect(response.statusCode, response.body).toBe(400);
      const body = expectDocumented(response);
      expect(body.fields?.[field]).toBe(message);
    });

    it('in a field of a multipart application is a 400 naming the field', async () => {
      const form = await multipart({ ...artistFields, fullName: `Meera${NUL}` });
      const response = await send({
        method: 'POST',
        url: '/api/artists/add',
        headers: { authorization: artist, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(expectDocumented(response).fields?.fullName).toBe(MESSAGES.artistFullName);
    });

    it('in a field of a design upload is a 400 naming the field', async () => {
      const photo = await samplePhoto();
      const form = await multipart(
        { variety: 'Bridal', priceRange: `2000-3000${NUL}` },
        { name: 'd.jpg', type: 'image/jpeg', bytes: photo },
      );
      const response = await send({
        method: 'POST',
        url: '/api/designs/upload',
        headers: { authorization: admin, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(expectDocumented(response).fields?.priceRange).toBe(MESSAGES.uploadFieldsMissing);
    });
  });

  describe('list filters typed into the address bar', () => {
    it.each([
      ['page=1e20', 'page', MESSAGES.invalidPage],
      ['page=1&page=2', 'page', MESSAGES.invalidPage],
      ['page=0', 'page', MESSAGES.invalidPage],
      ['pageSize=1000', 'pageSize', MESSAGES.invalidPage],
      ['status=bogus', 'status', MESSAGES.invalidListFilter],
      ['sort=oldest', 'sort', MESSAGES.invalidListFilter],
      ['id=nope', 'id', MESSAGES.notFound],
    ])('?%s answers the field and its message', async (query, field, message) => {
      for (const list of ['/api/customers/all', '/api/artists/all', '/api/customers/export.csv']) {
        const response = await send({
          method: 'GET',
          url: `${list}?${query}`,
          headers: { authorization: admin },
        });
        expect(response.statusCode, `${list}?${query}`).toBe(400);
        expect(expectDocumented(response)).toEqual({ error: message, fields: { [field]: message } });
      }
    });
  });

  it("answers a decline without a reason with the decline's message", async () => {
    const response = await send({
      method: 'POST',
      url: `/api/my/jobs/${SOME_ID}/decline`,
      headers: { authorization: artist },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(expectDocumented(response)).toEqual({
      error: MESSAGES.declineNeedsReason,
      fields: { reason: MESSAGES.declineNeedsReason },
    });
  });

  it('cancels a booking of the customer sent with no body at all, with or without a JSON content type', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const booking: CustomerBooking = await postBooking(t, design, { selectedDates: [daysFromToday(20)] });
      const owner = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: booking.loginNumber })}`;
      const response = await send({
        method: 'POST',
        url: `/api/my/bookings/${booking._id}/cancel`,
        headers: { authorization: owner, ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ message: string }>().message).toBe(MESSAGES.bookingCancelled);
    }
  });

  it('answers a multipart application with 27 fields with a documented message, not "Too many files"', async () => {
    const extra = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`extra${i}`, 'x']));
    const form = await multipart({ ...artistFields, ...extra });
    const response = await send({
      method: 'POST',
      url: '/api/artists/add',
      headers: { authorization: artist, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = expectDocumented(response);
    expect(body.error).toBe(MESSAGES.invalidRequest);
  });

  it('answers a 4 KB address in a multipart application as too long, not as missing', async () => {
    const form = await multipart({ ...artistFields, address: 'Laxmi Road '.repeat(400) });
    const response = await send({
      method: 'POST',
      url: '/api/artists/add',
      headers: { authorization: artist, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(expectDocumented(response).fields?.address).toBe(MESSAGES.addressTooLong);
  });

  it.each([
    ['broken JSON', '{"email":', { 'content-type': 'application/json' }],
    ['an empty JSON body where one is needed', '', { 'content-type': 'application/json' }],
    ['a body that is not an object', '[1,2]', { 'content-type': 'application/json' }],
    ['a form-encoded body', 'email=a', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('answers %s with a documented message', async (_name, payload, headers) => {
    const response = await send({ method: 'POST', url: '/api/admin/login', headers, payload });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectDocumented(response);
  });
});
