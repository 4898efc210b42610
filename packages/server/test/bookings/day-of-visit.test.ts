import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type Artist,
  type CustomerBooking,
  type Design,
  type MyBooking,
  type MyJob,
  type Notification,
} from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { sayOnMyWay, startJob } from '../../src/modules/visits/day-of-visit.service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { approve, recordingSms, waitFor } from './work-fixtures';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const DAY_MS = 24 * 60 * 60 * 1000;

let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `+9196${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

describe(`the day of the visit: start code, "on my way" and calendar feeds (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  const sms = recordingSms();

  beforeAll(async () => {
    t = await createTestApp({ SMS_OUTBOX_POLL_MS: '50', SMS_RETRY_BASE_MS: '20' }, { sms });
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, auth?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: auth ? { authorization: auth } : {},
      ...(payload ? { payload } : {}),
    });

  async function customer() {
    const phone = nextPhone();
    return { phone, auth: `Bearer ${await createSession(t.app.db, { role: 'customer', phone })}` };
  }

  /** An approved artist, approved before the booking so the day has a place for it. */
  async function artist(fullName: string) {
    const phone = nextPhone();
    const auth = `Bearer ${await createSession(t.app.db, { role: 'artist', phone })}`;
    const response = await call('POST', '/api/artists/add', auth, {
      fullName,
      whatsappNumber: '9876501234',
      address: '12 Laxmi Road, Pune',
      pincode: '411030',
      jobTerm: 'Part-time',
      mehendiVarieties: ['Bridal'],
      availability: { timeRange: 'Any Time From Morning Till Night' },
    });
    if (response.statusCode !== 201) throw new Error(`application failed: ${response.body}`);
    return { phone, auth, artist: await approve(t, admin, response.json<{ artist: Artist }>().artist) };
  }

  async function book(auth: string, fields: Record<string, unknown> = {}): Promise<CustomerBooking> {
    const response = await call(
      'POST',
      '/api/customers/add',
      auth,
      bookingPayload(design, {
        selectedDates: [daysFromToday(0)],
        selectedTime: 'Any Time From Morning Till Night',
        venueAddress: '12 Tilak Road, Sadashiv Peth',
        venuePincode: '411030',
        ...fields,
      }),
    );
    if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
    return response.json<CustomerBooking>();
  }

  async function assign(booking: { _id: string }, to: Artist) {
    const response = await call('POST', `/api/customers/${booking._id}/assign`, admin, { artistId: to._id });
    if (response.statusCode !== 200) throw new Error(`assign failed: ${response.body}`);
  }

  /** A customer's booking for today, assigned to a new artist. */
  async function jobToday(artistName: string, fields: Record<string, unknown> = {}) {
    const assigned = await artist(artistName);
    const me = await customer();
    const booking = await book(me.auth, fields);
    await assign(booking, assigned.artist);
    return { me, assigned, booking };
  }

  const myBooking = async (auth: string, id: string) =>
    (await call('GET', '/api/my/bookings', auth)).json<MyBooking[]>().find((booking) => booking._id === id);
  const myJob = async (auth: string, id: string) =>
    (await call('GET', '/api/my/jobs', auth)).json<MyJob[]>().find((job) => job._id === id);
  const adminBooking = async (id: string) =>
    (await call('GET', '/api/customers/all', admin))
      .json<CustomerBooking[]>()
      .find((booking) => booking._id === id);
  const notifications = async () => (await call('GET', '/api/notifications', admin)).json<Notification[]>();
  const start = (auth: string, id: string, code: string) =>
    call('POST', `/api/my/jobs/${id}/start`, auth, { code });

  it('starts the job with the right code only: 400 for a wrong one, then in progress, admins told', async () => {
    const { me, assigned, booking } = await jobToday('Sana Shaikh', { fullName: 'Pooja Rao' });
    const code = (await myBooking(me.auth, booking._id))!.startCode;
    expect(code).toMatch(/^\d{4}$/);
    // Never to the artist nor in the console.
    expect(JSON.stringify(await myJob(assigned.auth, booking._id))).not.toContain(`"${code}"`);
    expect(await myJob(assigned.auth, booking._id)).toMatchObject({ canStart: true, startLocked: false });
    expect(Object.keys((await adminBooking(booking._id))!)).not.toContain('startCode');

    const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const wrong = await start(assigned.auth, booking._id, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: MESSAGES.startCodeWrong,
      fields: { code: MESSAGES.startCodeWrong },
    });
    expect((await adminBooking(booking._id))!.status).toBe('confirmed');
    const malformed = await start(assigned.auth, booking._id, '12a4');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: MESSAGES.startCodeFormat });

    const started = await start(assigned.auth, booking._id, code!);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      message: MESSAGES.jobStarted,
      job: { status: 'in_progress', canComplete: true, canStart: false },
    });
    const stored = (await adminBooking(booking._id))!;
    expect(stored.status).toBe('in_progress');
    expect(stored.history.at(-1)).toMatchObject({ by: 'artist', from: 'confirmed', to: 'in_progress' });
    expect((await notifications())[0]).toMatchObject({
      subject: { kind: 'jobStarted', name: 'Pooja Rao', artist: 'Sana Shaikh' },
    });
    // The code is the customer's only while confirmed; an in-progress visit cannot be cancelled.
    expect(await myBooking(me.auth, booking._id)).toMatchObject({
      status: 'in_progress',
      startCode: null,
      canCancel: false,
    });
    const cancel = await call('POST', `/api/my/bookings/${booking._id}/cancel`, me.auth, {});
    expect(cancel.statusCode).toBe(409);
    expect((await start(assigned.auth, booking._id, code!)).statusCode).toBe(409);

    const done = await call('POST', `/api/my/jobs/${booking._id}/complete`, assigned.auth);
    expect(done.statusCode).toBe(200);
    expect((await adminBooking(booking._id))!.history.at(-1)).toMatchObject({
      from: 'in_progress',
      to: 'completed',
    });
  });

  it('locks starting after 5 wrong codes (423 even for the right one), admins told; a re-assignment keeps the code and clears the lock', async () => {
    const { me, assigned, booking } = await jobToday('Rekha Jadhav', { fullName: 'Kavya Iyer' });
    const code = (await myBooking(me.auth, booking._id))!.startCode!;
    const wrongCode = String((Number(code) + 5000) % 10_000).padStart(4, '0');
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await start(assigned.auth, booking._id, wrongCode)).statusCode, `attempt ${attempt}`).toBe(400);
    const locked = await start(assigned.auth, booking._id, code);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ error: MESSAGES.startCodeLocked });
    expect((await adminBooking(booking._id))!.status).toBe('confirmed');
    const told = (await notifications()).filter(
      (notification) => notification.subject?.kind === 'startLocked',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatchObject({ name: 'Kavya Iyer', artist: 'Rekha Jadhav' });
    expect(await myJob(assigned.auth, booking._id)).toMatchObject({ canStart: false, startLocked: true });

    const other = await artist('Farah Khan');
    await assign(booking, other.artist);
    expect((await myBooking(me.auth, booking._id))!.startCode).toBe(code);
    expect((await start(other.auth, booking._id, code)).statusCode).toBe(200);
  });

  it('starts and texts "on my way" only on a booked day (409 otherwise), and only for the assigned artist (404)', async () => {
    const assigned = await artist('Nisha Patil');
    const me = await customer();
    const later = await book(me.auth, { selectedDates: [daysFromToday(6)] });
    await assign(later, assigned.artist);
    const code = (await myBooking(me.auth, later._id))!.startCode!;
    const early = await start(assigned.auth, later._id, code);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: MESSAGES.notABookedDay });
    const earlyWay = await call('POST', `/api/my/jobs/${later._id}/on-my-way`, assigned.auth);
    expect(earlyWay.statusCode).toBe(409);
    expect(earlyWay.json()).toEqual({ error: MESSAGES.notABookedDay });
    expect(await myJob(assigned.auth, later._id)).toMatchObject({ canStart: false, canSayOnMyWay: false });

    // The same job on its booked day, by the clock the service is given.
    const deps = { db: t.app.db, notifier: t.app.notifier, clock: t.app.clock, origin: t.app.config.origin };
    const bookedDay = new Date(Date.now() + 6 * DAY_MS);
    expect(
      await startJob(deps, later._id, assigned.artist._id, code, new Date(Date.now() + 7 * DAY_MS)),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await startJob(deps, later._id, assigned.artist._id, code, bookedDay)).toMatchObject({
      ok: true,
      value: { status: 'in_progress' },
    });
    expect(await sayOnMyWay(deps, later._id, assigned.artist._id, bookedDay)).toMatchObject({ ok: true });

    const stranger = await artist('Zoya Mirza');
    for (const response of [
      await start(stranger.auth, later._id, code),
      await call('POST', `/api/my/jobs/${later._id}/on-my-way`, stranger.auth),
      await start(assigned.auth, crypto.randomUUID(), code),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.notFound });
    }
  });

  it('lets an admin complete a confirmed job that never started, and says so in its history', async () => {
    const { booking } = await jobToday('Pallavi Joshi');
    const response = await call('POST', `/api/customers/${booking._id}/status`, admin, {
      status: 'completed',
    });
    expect(response.statusCode).toBe(200);
    expect((await adminBooking(booking._id))!.history.at(-1)).toMatchObject({
      by: 'admin',
      from: 'confirmed',
      to: 'completed',
      neverStarted: true,
    });
  });

  it('texts the customer "on my way" once a day, in their language, with the artist\'s first name', async () => {
    const { assigned, booking } = await jobToday('Meera Deshpande', {
      fullName: 'Anita Verma',
      language: 'hi',
    });
    const first = await call('POST', `/api/my/jobs/${booking._id}/on-my-way`, assigned.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: MESSAGES.onMyWaySent, job: { canSayOnMyWay: false } });
    const again = await call('POST', `/api/my/jobs/${booking._id}/on-my-way`, assigned.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: MESSAGES.onMyWayAlreadySent });

    const texts = (await adminBooking(booking._id))!.messages.filter(
      (text) => text.template === 'customerOnMyWay',
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ recipient: 'customer' });
    const sent = await waitFor(
      async () => sms.sent.filter((text) => text.to === booking.loginNumber && text.text.includes('निकल')),
      (found) => found.length > 0,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/^मेहंदी मार्केट: आपकी .*कलाकार Meera निकल चुके हैं$/);
    expect(sent[0]!.text).not.toContain('Deshpande');
  });

  describe('calendar feeds', () => {
    const feedPath = (url: string) => new URL(url).pathname;
    const events = (body: string) => {
      const calendar = new ICAL.Component(ICAL.parse(body));
      // The zone the file names is the one its times are read in.
      for (const zone of calendar.getAllSubcomponents('vtimezone'))
        ICAL.TimezoneService.register(new ICAL.Timezone(zone));
      return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    };

    it("lists the artist's confirmed and in-progress jobs with venue and first name; renewing ends the old address", async () => {
      const mine = await artist('Tara Bhosale');
      const me = await customer();
      const kept = await book(me.auth, {
        fullName: 'Ritu Sharma',
        selectedDates: [daysFromToday(8), daysFromToday(9)],
      });
      const dropped = await book(me.auth, { fullName: 'Gita Rane', selectedDates: [daysFromToday(11)] });
      await assign(kept, mine.artist);
      await assign(dropped, mine.artist);
      const cancelled = await call('POST', `/api/customers/${dropped._id}/status`, admin, {
        status: 'cancelled',
        reason: 'Wedding postponed',
      });
      expect(cancelled.statusCode).toBe(200);

      const link = await call('POST', '/api/my/calendar-link', mine.auth);
      expect(link.statusCode).toBe(200);
      const { url } = link.json<{ url: string }>();
      expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

      const feed = await call('GET', feedPath(url));
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.headers['cache-control']).toContain('no-store');
      const listed = events(feed.body);
      expect(listed.map((event) => event.uid)).toEqual([
        `${kept._id}-${daysFromToday(8)}@mehendi-market`,
        `${kept._id}-${daysFromToday(9)}@mehendi-market`,
      ]);
      expect(listed[0]!.summary).toBe('Bridal mehendi: Ritu');
      expect(listed[0]!.location).toBe('12 Tilak Road, Sadashiv Peth – 411030');
      expect(listed[0]!.startDate.zone.tzid).toBe('Asia/Kolkata');
      // 'Any Time' runs 09:00 to 22:00 in India: 03:30 to 16:30 UTC.
      expect(listed[0]!.startDate.toJSDate().toISOString()).toBe(`${daysFromToday(8)}T03:30:00.000Z`);
      expect(listed[0]!.endDate.toJSDate().toISOString()).toBe(`${daysFromToday(8)}T16:30:00.000Z`);
      expect(feed.body).not.toContain('Gita');
      expect(feed.body).not.toContain('9876543210');
      // Fetched again: the same events.
      expect(events((await call('GET', feedPath(url))).body).map((event) => event.uid)).toEqual(
        listed.map((event) => event.uid),
      );

      const renewed = (await call('POST', '/api/my/calendar-link', mine.auth)).json<{ url: string }>().url;
      expect(renewed).not.toBe(url);
      const old = await call('GET', feedPath(url));
      expect(old.statusCode).toBe(404);
      expect(old.json()).toEqual({ error: MESSAGES.notFound });
      expect((await call('GET', feedPath(renewed))).statusCode).toBe(200);
      expect((await call('GET', '/api/calendar/not-a-secret.ics')).statusCode).toBe(404);
    });

    it('gives the admins every assigned booking, and nobody else a link', async () => {
      const { booking } = await jobToday('Divya Kamat', { fullName: 'Sneha Gokhale' });
      const link = await call('POST', '/api/admin/calendar-link', admin);
      expect(link.statusCode).toBe(200);
      const feed = await call('GET', feedPath(link.json<{ url: string }>().url));
      expect(feed.statusCode).toBe(200);
      const listed = events(feed.body);
      const event = listed.find((item) => item.uid === `${booking._id}-${daysFromToday(0)}@mehendi-market`);
      expect(event?.summary).toBe('Bridal mehendi: Sneha');
      expect(event?.description).toContain('Artist: Divya Kamat');

      const someone = await customer();
      expect((await call('POST', '/api/my/calendar-link', someone.auth)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/calendar-link')).statusCode).toBe(401);
    });
  });
});
