import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type CustomerBooking, type Design, type MyBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { runHousekeeping } from '../../src/housekeeping/housekeeping';
import { jobActionKeys } from '../../src/modules/visits/job-action-keys.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { applyAsArtist, approve } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `+9195${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

// My work offline (docs/pages.md#the-app): "On my way" and "Done" tapped without a connection are sent
// later with the id the phone made then; sent twice, the step is stored once and both get its answer.
describe(`an artist's steps sent again with their Idempotency-Key (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  const call = (url: string, auth: string, headers: Record<string, string> = {}, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: auth, ...headers },
      ...(payload ? { payload } : {}),
    });

  async function artist(fullName: string) {
    const phone = nextPhone();
    const applied = await applyAsArtist(t, { fullName, phone, mehendiVarieties: ['Bridal'] });
    const auth = `Bearer ${await createSession(t.app.db, { role: 'artist', phone })}`;
    return { auth, artist: await approve(t, admin, applied) };
  }

  /** A booking for today, assigned to a new artist; the customer's session reads its start code. */
  async function jobToday(artistName: string) {
    const assigned = await artist(artistName);
    const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: nextPhone() })}`;
    const booked = await call(
      '/api/customers/add',
      customer,
      {},
      bookingPayload(design, {
        selectedDates: [daysFromToday(0)],
        selectedTime: 'Any Time From Morning Till Night',
        venueAddress: '12 Tilak Road, Sadashiv Peth',
        venuePincode: '411030',
      }),
    );
    if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);
    const booking = booked.json<CustomerBooking>();
    const assign = await call(
      `/api/customers/${booking._id}/assign`,
      admin,
      {},
      { artistId: assigned.artist._id },
    );
    if (assign.statusCode !== 200) throw new Error(`assign failed: ${assign.body}`);
    return { assigned, booking, customer };
  }

  const stored = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/customers/all', headers: { authorization: admin } }))
      .json<CustomerBooking[]>()
      .find((booking) => booking._id === id)!;
  const onMyWayTexts = async (id: string) =>
    (await stored(id)).messages.filter((text) => text.template === 'customerOnMyWay');

  it('"On my way" sent twice with one key texts the customer once; both answers are the first', async () => {
    const { assigned, booking } = await jobToday('Meera Deshpande');
    const key = { 'idempotency-key': randomUUID() };
    const url = `/api/my/jobs/${booking._id}/on-my-way`;
    const first = await call(url, assigned.auth, key);
    const again = await call(url, assigned.auth, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: MESSAGES.onMyWaySent, job: { canSayOnMyWay: false } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await onMyWayTexts(booking._id)).toHaveLength(1);
    // A new key is a new tap: the day's one text is already sent.
    const other = await call(url, assigned.auth, { 'idempotency-key': randomUUID() });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: MESSAGES.onMyWayAlreadySent });
  });

  it('two requests at once with one key: one step stored, no failure', async () => {
    const { assigned, booking } = await jobToday('Farah Khan');
    const key = { 'idempotency-key': randomUUID() };
    const url = `/api/my/jobs/${booking._id}/on-my-way`;
    const answers = await Promise.all([call(url, assigned.auth, key), call(url, assigned.auth, key)]);
    // The second either waited for nothing (409 while the first runs) or got the first's answer.
    expect(answers.map((answer) => answer.statusCode).sort()).toSatisfy(
      (codes: number[]) => codes[0] === 200 && [200, 409].includes(codes[1]!),
    );
    expect(await onMyWayTexts(booking._id)).toHaveLength(1);
    const keys = await t.app.db.select().from(jobActionKeys);
    expect(keys.filter((row) => row.key === key['idempotency-key'])).toHaveLength(1);
  });

  it('"Done" sent twice with one key completes the job once', async () => {
    const { assigned, booking, customer } = await jobToday('Sana Shaikh');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my/bookings',
      headers: { authorization: customer },
    });
    const code = mine.json<MyBooking[]>().find((row) => row._id === booking._id)!.startCode!;
    expect((await call(`/api/my/jobs/${booking._id}/start`, assigned.auth, {}, { code })).statusCode).toBe(
      200,
    );
    const key = { 'idempotency-key': randomUUID() };
    const url = `/api/my/jobs/${booking._id}/complete`;
    const first = await call(url, assigned.auth, key);
    const again = await call(url, assigned.auth, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: MESSAGES.jobCompleted, job: { status: 'completed' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await stored(booking._id)).history.filter((step) => step.to === 'completed')).toHaveLength(1);
  });

  it("refuses a key that is no UUID (400) and another artist's or step's key (404), changing nothing", async () => {
    const { assigned, booking } = await jobToday('Nisha Patil');
    const url = `/api/my/jobs/${booking._id}/on-my-way`;
    const malformed = await call(url, assigned.auth, { 'idempotency-key': 'tap-1' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json<{ fields: object }>().fields)).toEqual(['idempotency-key']);
    expect(await onMyWayTexts(booking._id)).toHaveLength(0);

    const key = { 'idempotency-key': randomUUID() };
    expect((await call(url, assigned.auth, key)).statusCode).toBe(200);
    const someoneElse = await jobToday('Rekha Jadhav');
    const theirs = await call(
      `/api/my/jobs/${someoneElse.booking._id}/on-my-way`,
      someoneElse.assigned.auth,
      key,
    );
    expect(theirs.statusCode).toBe(404);
    expect(await onMyWayTexts(someoneElse.booking._id)).toHaveLength(0);
    const otherStep = await call(`/api/my/jobs/${booking._id}/complete`, assigned.auth, key);
    expect(otherStep.statusCode).toBe(404);
  });

  // Last: housekeeping a week ahead also ends every session.
  it('housekeeping keeps a key a week, then forgets it', async () => {
    const { assigned, booking } = await jobToday('Lata Pawar');
    const key = randomUUID();
    const sent = await call(`/api/my/jobs/${booking._id}/on-my-way`, assigned.auth, {
      'idempotency-key': key,
    });
    expect(sent.statusCode).toBe(200);
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    expect((await runHousekeeping(t.app.db, inDays(6))).jobActionKeys).toBe(0);
    expect((await runHousekeeping(t.app.db, inDays(8))).jobActionKeys).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.select().from(jobActionKeys);
    expect(left.map((row) => row.key)).not.toContain(key);
  });
});
