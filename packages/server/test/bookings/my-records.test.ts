import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  formatDays,
  type Artist,
  type CustomerBooking,
  type Design,
  type MyBooking,
  type MyJob,
  type Notification,
} from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { approve, recordingSms, waitFor } from './work-fixtures';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `+9197${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

describe(`a customer's bookings and an artist's jobs (${DB})`, () => {
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

  async function customer() {
    const phone = nextPhone();
    return { phone, auth: `Bearer ${await createSession(t.app.db, { role: 'customer', phone })}` };
  }

  async function book(
    auth: string,
    fields: Partial<{
      fullName: string;
      selectedDates: string[];
      selectedTime: string;
      language: string;
      venueAddress: string;
      venuePincode: string;
      guestCount: number;
    }> = {},
  ): Promise<CustomerBooking> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: { authorization: auth },
      payload: bookingPayload(design, { selectedDates: [daysFromToday(5)], ...fields }),
    });
    if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
    return response.json<CustomerBooking>();
  }

  async function artist(fullName = 'Meera Kulkarni') {
    const phone = nextPhone();
    const auth = `Bearer ${await createSession(t.app.db, { role: 'artist', phone })}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/artists/add',
      headers: { authorization: auth },
      payload: {
        fullName,
        whatsappNumber: '9876501234',
        address: '12 Laxmi Road, Pune',
        pincode: '411030',
        jobTerm: 'Part-time',
        mehendiVarieties: ['Bridal'],
        availability: { timeRange: 'Any Time From Morning Till Night' },
      },
    });
    if (response.statusCode !== 201) throw new Error(`application failed: ${response.body}`);
    const approved = await approve(t, admin, response.json<{ artist: Artist }>().artist);
    return { phone, auth, artist: approved };
  }

  async function assign(booking: { _id: string }, to: Artist) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${booking._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: to._id },
    });
    if (response.statusCode !== 200) throw new Error(`assign failed: ${response.body}`);
  }

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  const myBookings = async (auth: string) =>
    (await call('GET', '/api/my/bookings', auth)).json<MyBooking[]>();
  const myJobs = async (auth: string) => (await call('GET', '/api/my/jobs', auth)).json<MyJob[]>();
  const adminBooking = async (id: string) =>
    (await call('GET', '/api/customers/all', admin))
      .json<CustomerBooking[]>()
      .find((booking) => booking._id === id);
  const notifications = async () => (await call('GET', '/api/notifications', admin)).json<Notification[]>();

  it("lists only the number's own bookings, upcoming first, with the artist once confirmed", async () => {
    const me = await customer();
    const later = await book(me.auth, { selectedDates: [daysFromToday(9)] });
    const sooner = await book(me.auth, { selectedDates: [daysFromToday(4)] });
    const other = await customer();
    await book(other.auth, { fullName: 'Someone Else' });
    const { artist: meera } = await artist('Meera Kulkarni');
    await assign(later, meera);

    const mine = await myBookings(me.auth);
    expect(mine.map((booking) => booking._id)).toEqual([sooner._id, later._id]);
    expect(mine[0]).toMatchObject({ status: 'new', artist: null, canCancel: true });
    expect(mine[1]).toMatchObject({
      status: 'confirmed',
      artist: { firstName: 'Meera', whatsappNumber: '9876501234' },
    });
    expect(JSON.stringify(mine)).not.toContain('Someone Else');
  });

  it('tells the customer and the artist the whole booking: reference, venue, guests, siders, estimate', async () => {
    const me = await customer();
    // Approved first: an approved artist is already busy on day 9, so the booking needs a free one.
    const { artist: gauri, auth } = await artist('Gauri Deshmukh');
    const booking = await book(me.auth, {
      fullName: 'Kiran Pawar',
      selectedDates: [daysFromToday(8), daysFromToday(9)],
      venueAddress: '4 Model Colony, Shivajinagar',
      venuePincode: '411016',
      guestCount: 4,
    });
    await assign(booking, gauri);
    const reference = booking._id.replace(/-/g, '').slice(0, 8).toUpperCase();
    const perDay = { min: 2000 + 4 * 300, max: 3000 + 4 * 500 };
    const whole = {
      reference,
      guestCount: 4,
      includeSiders: false,
      sidersLength: null,
      estimate: { min: 2 * perDay.min, max: 2 * perDay.max, days: 2, perDay },
    };
    expect((await myBookings(me.auth)).find((item) => item._id === booking._id)).toMatchObject({
      ...whole,
      venueAddress: '4 Model Colony, Shivajinagar',
      venuePincode: '411016',
    });
    expect((await myJobs(auth)).find((job) => job._id === booking._id)).toMatchObject({
      ...whole,
      venuePincode: '411016',
    });
  });

  it('gives an RFC 5545 calendar: one event per day over the slot in Asia/Kolkata, stable UIDs', async () => {
    const me = await customer();
    const days = [daysFromToday(6), daysFromToday(7)];
    const booking = await book(me.auth, {
      selectedDates: days,
      selectedTime: 'Morning to Afternoon (11:00 AM to 4:00 PM)',
    });
    const download = async () => {
      const response = await call('GET', `/api/my/bookings/${booking._id}/calendar.ics`, me.auth);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(response.body));
      // The zone the file names is the one its times are read in.
      for (const zone of calendar.getAllSubcomponents('vtimezone'))
        ICAL.TimezoneService.register(new ICAL.Timezone(zone));
      return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    };
    const events = await download();
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.startDate.toString())).toEqual([
      `${days[0]}T11:00:00`,
      `${days[1]}T11:00:00`,
    ]);
    expect(events[0]!.startDate.zone.tzid).toBe('Asia/Kolkata');
    // 11:00 in India is 05:30 UTC; the slot ends at 16:00 (10:30 UTC).
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(`${days[0]}T05:30:00.000Z`);
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe(`${days[0]}T10:30:00.000Z`);
    expect(events[0]!.summary).toContain('Bridal');
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
    expect((await download()).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it("reads in the page's language, else the booking's, and refuses an unknown one", async () => {
    const me = await customer();
    const booking = await book(me.auth, { language: 'hi', selectedTime: 'Any Time From Morning Till Night' });
    const summaryOf = async (query: string) => {
      const response = await call('GET', `/api/my/bookings/${booking._id}/calendar.ics${query}`, me.auth);
      expect(response.statusCode).toBe(200);
      const [event] = new ICAL.Component(ICAL.parse(response.body))
        .getAllSubcomponents('vevent')
        .map((vevent) => new ICAL.Event(vevent));
      return `${event!.summary} | ${event!.description}`;
    };
    const reference = booking._id.replace(/-/g, '').slice(0, 8).toUpperCase();
    // The booked days as the pages write them, in the calendar's language (issue 44).
    const days = (language: string) => formatDays(booking.selectedDates, language);
    expect(await summaryOf('')).toBe(
      `मेहंदी मार्केट: ब्राइडल मेहंदी | ब्राइडल, ₹2,000 – ₹3,000\n${days('hi')}\nदिनभर कभी भी\nबुकिंग संदर्भ संख्या: ${reference}`,
    );
    expect(await summaryOf('?lang=mr')).toMatch(
      new RegExp(
        `^मेहंदी मार्केट: वधू मेहंदी \\| .*\n${days('mr')}\nदिवसभर कधीही\nबुकिंग संदर्भ क्रमांक: ${reference}$`,
        'su',
      ),
    );
    expect(await summaryOf('?lang=en')).toBe(
      `Mehendi Market: Bridal mehendi | Bridal, ₹2,000 – ₹3,000\n${days('en')}\nany time\nBooking reference: ${reference}`,
    );
    const refused = await call('GET', `/api/my/bookings/${booking._id}/calendar.ics?lang=fr`, me.auth);
    expect(refused.statusCode).toBe(400);
  });

  it('puts the venue (escaped), the reference and a reminder at 18:00 India time the evening before', async () => {
    const me = await customer();
    const days = [daysFromToday(11), daysFromToday(12)];
    const venue = 'Flat 4, "Gulmohar"; Lane 5\nKothrud, near the big temple of the old town';
    const booking = await book(me.auth, { selectedDates: days, venueAddress: venue, venuePincode: '411038' });
    const reference = booking._id.replace(/-/g, '').slice(0, 8).toUpperCase();
    const download = async () => {
      const response = await call('GET', `/api/my/bookings/${booking._id}/calendar.ics`, me.auth);
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const body = await download();
    // Commas, semicolons and the line break escaped (RFC 5545 §3.3.11); the long line folded at 75 octets.
    expect(body.replace(/\r\n /g, '')).toContain(
      'LOCATION:Flat 4\\, "Gulmohar"\\; Lane 5\\nKothrud\\, near the big temple of the old town – 411038\r\n',
    );
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const vevents = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(2);
    const inIndia = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    vevents.forEach((vevent, index) => {
      const event = new ICAL.Event(vevent);
      expect(event.location).toBe(`${venue} – 411038`);
      expect(event.description).toContain(`Booking reference: ${reference}`);
      const alarms = vevent.getAllSubcomponents('valarm');
      expect(alarms).toHaveLength(1);
      expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(alarms[0]!.getFirstPropertyValue('description')).toBe('Tomorrow: Bridal mehendi, 9 PM onwards');
      const trigger = alarms[0]!.getFirstProperty('trigger')!;
      expect(trigger.type).toBe('date-time');
      const at = (trigger.getFirstValue() as ICAL.Time).toJSDate();
      const dayBefore = new Date(Date.parse(days[index]!) - 24 * 3600_000).toISOString().slice(0, 10);
      expect(inIndia.format(at)).toBe(`${dayBefore}, 18:00`);
      expect(at.toISOString()).toBe(`${dayBefore}T12:30:00.000Z`);
    });

    // A cancelled booking's events no longer remind anyone.
    await call('POST', `/api/my/bookings/${booking._id}/cancel`, me.auth, {});
    expect(await download()).not.toContain('BEGIN:VALARM');
  });

  it('ends a late-evening event at midnight', async () => {
    const me = await customer();
    const day = daysFromToday(8);
    const booking = await book(me.auth, { selectedDates: [day] });
    const body = (await call('GET', `/api/my/bookings/${booking._id}/calendar.ics`, me.auth)).body;
    const [event] = new ICAL.Component(ICAL.parse(body))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(event!.startDate.toString()).toBe(`${day}T21:00:00`);
    expect(event!.endDate.toJSDate().getTime() - event!.startDate.toJSDate().getTime()).toBe(3 * 3600_000);
  });

  it('cancels before the cut-off: history by customer, admins told, the assigned artist texted', async () => {
    const me = await customer();
    const booking = await book(me.auth, { fullName: 'Rupa Shinde', selectedDates: [daysFromToday(3)] });
    const { artist: kavya } = await artist('Kavya Joshi');
    await assign(booking, kavya);

    const response = await call('POST', `/api/my/bookings/${booking._id}/cancel`, me.auth, {
      reason: 'Wedding moved',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MESSAGES.bookingCancelled,
      booking: { status: 'cancelled', canCancel: false },
    });
    const stored = await adminBooking(booking._id);
    expect(stored).toMatchObject({ status: 'cancelled', cancelReason: 'Wedding moved' });
    expect(stored!.history.at(-1)).toMatchObject({ by: 'customer', from: 'confirmed', to: 'cancelled' });
    expect((await notifications())[0]).toMatchObject({
      subject: { kind: 'bookingCancelled', name: 'Rupa Shinde', variety: 'Bridal' },
      record: { type: 'booking', id: booking._id },
    });
    const texts = await waitFor(
      async () => sms.sent.filter((text) => text.to === kavya.phone && text.text.includes('cancelled')),
      (found) => found.length > 0,
    );
    expect(texts[0]!.text).toContain('Rupa Shinde');

    const again = await call('POST', `/api/my/bookings/${booking._id}/cancel`, me.auth, {});
    expect(again.statusCode).toBe(409);
  });

  it('cancels without a reason: nothing stored or texted in its place (no dash)', async () => {
    const me = await customer();
    const booking = await book(me.auth, { fullName: 'Rupa Shinde', selectedDates: [daysFromToday(6)] });
    const response = await call('POST', `/api/my/bookings/${booking._id}/cancel`, me.auth, {});
    expect(response.statusCode).toBe(200);
    const stored = await adminBooking(booking._id);
    expect(stored).toMatchObject({ status: 'cancelled', cancelReason: null });
    expect(stored!.history.at(-1)!.note).toBeUndefined();
    const texts = await waitFor(
      async () =>
        sms.sent.filter((text) => text.to === booking.loginNumber && text.text.includes('cancelled')),
      (found) => found.length > 0,
    );
    expect(texts[0]!.text).toMatch(
      /^Mehendi Market: your Bridal mehendi booking on .+ 20\d\d is cancelled\.$/,
    );
    expect(texts[0]!.text).not.toContain('—');
  });

  it('refuses to cancel within 24 hours of the first slot (409) and changes nothing', async () => {
    const me = await customer();
    const booking = await book(me.auth, {
      selectedDates: [daysFromToday(0), daysFromToday(4)],
      selectedTime: 'Morning to Afternoon (11:00 AM to 4:00 PM)',
    });
    expect((await myBookings(me.auth))[0]).toMatchObject({ _id: booking._id, canCancel: false });
    const response = await call('POST', `/api/my/bookings/${booking._id}/cancel`, me.auth, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: MESSAGES.cancelTooLate });
    expect((await adminBooking(booking._id))!.status).toBe('new');
  });

  it('lets an artist see, decline and complete only their own jobs', async () => {
    const me = await customer();
    const soon = await book(me.auth, {
      fullName: 'Pooja Rao',
      selectedDates: [daysFromToday(5)],
      venueAddress: '12 Tilak Road, Sadashiv Peth',
      venuePincode: '411030',
    });
    const today = await book(me.auth, {
      fullName: 'Pooja Rao',
      selectedDates: [daysFromToday(0)],
      selectedTime: 'Any Time From Morning Till Night',
    });
    const mine = await artist('Sana Shaikh');
    await assign(soon, mine.artist);
    await assign(today, mine.artist);

    const jobs = await myJobs(mine.auth);
    expect(jobs.map((job) => job._id)).toEqual([today._id, soon._id]);
    expect(jobs[1]).toMatchObject({
      fullName: 'Pooja Rao',
      contactNumber: '9876543210',
      venueAddress: '12 Tilak Road, Sadashiv Peth',
      venuePincode: '411030',
      status: 'confirmed',
      canComplete: false,
    });
    // A booking made without a venue (an older client) says so rather than guess.
    expect(jobs[0]).toMatchObject({ venueAddress: null, venuePincode: null });

    const early = await call('POST', `/api/my/jobs/${soon._id}/complete`, mine.auth);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: MESSAGES.completeTooEarly });
    // A job is done only once started at the door with the customer's code.
    const unstarted = await call('POST', `/api/my/jobs/${today._id}/complete`, mine.auth);
    expect(unstarted.statusCode).toBe(409);
    const code = (await myBookings(me.auth)).find((booking) => booking._id === today._id)!.startCode!;
    expect((await call('POST', `/api/my/jobs/${today._id}/start`, mine.auth, { code })).statusCode).toBe(200);
    const done = await call('POST', `/api/my/jobs/${today._id}/complete`, mine.auth);
    expect(done.statusCode).toBe(200);
    expect((await adminBooking(today._id))!.history.at(-1)).toMatchObject({ by: 'artist', to: 'completed' });

    const bare = await call('POST', `/api/my/jobs/${soon._id}/decline`, mine.auth, { reason: ' ' });
    expect(bare.statusCode).toBe(400);
    expect((await adminBooking(soon._id))!.status).toBe('confirmed');

    const declined = await call('POST', `/api/my/jobs/${soon._id}/decline`, mine.auth, { reason: 'Unwell' });
    expect(declined.statusCode).toBe(200);
    const back = await adminBooking(soon._id);
    expect(back).toMatchObject({ status: 'new', artist: null });
    expect(back!.history.at(-1)).toMatchObject({
      by: 'artist',
      from: 'confirmed',
      to: 'new',
      note: 'Unwell',
    });
    expect((await notifications())[0]).toMatchObject({ subject: { kind: 'jobDeclined', name: 'Pooja Rao' } });
    expect((await myJobs(mine.auth)).map((job) => job._id)).toEqual([today._id]);
    // The customer hears at once that a new artist is being found.
    const told = await waitFor(
      async () =>
        sms.sent.filter(
          (text) => text.to === soon.loginNumber && text.text.includes('finding you a new artist'),
        ),
      (found) => found.length === 1,
    );
    expect(told[0]!.text).toMatch(/^Mehendi Market: your artist cannot come for your Bridal mehendi on /);
  });

  it("answers 404 on every new route for another customer's booking or another artist's job", async () => {
    const owner = await customer();
    const booking = await book(owner.auth);
    const assigned = await artist('Asha Pawar');
    await assign(booking, assigned.artist);
    const stranger = await customer();
    const otherArtist = await artist('Neha Jain');

    const tries = [
      call('GET', `/api/my/bookings/${booking._id}/calendar.ics`, stranger.auth),
      call('POST', `/api/my/bookings/${booking._id}/cancel`, stranger.auth, {}),
      call('POST', `/api/my/bookings/${crypto.randomUUID()}/cancel`, owner.auth, {}),
      call('POST', `/api/my/jobs/${booking._id}/decline`, otherArtist.auth, { reason: 'Not mine' }),
      call('POST', `/api/my/jobs/${booking._id}/complete`, otherArtist.auth),
      call('POST', `/api/my/jobs/${crypto.randomUUID()}/complete`, assigned.auth),
    ];
    for (const response of await Promise.all(tries)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.notFound });
    }
    expect(await myBookings(stranger.auth)).toEqual([]);
    expect(await myJobs(otherArtist.auth)).toEqual([]);
    // The customer's DELETE /api/my/data only ever touches the session's own number.
    expect((await call('DELETE', '/api/my/data', stranger.auth)).statusCode).toBe(200);
    expect(await adminBooking(booking._id)).toMatchObject({ status: 'confirmed' });
  });

  it("deletes a number's data only once nothing is waiting or confirmed, without the number in the notice", async () => {
    const me = await customer();
    const booking = await book(me.auth, { fullName: 'Leela Nair' });
    const refused = await call('DELETE', '/api/my/data', me.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: MESSAGES.activeBookingsFirst });
    expect(await adminBooking(booking._id)).toBeDefined();

    await call('POST', `/api/my/bookings/${booking._id}/cancel`, me.auth, {});
    const deleted = await call('DELETE', '/api/my/data', me.auth);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.dataDeleted });
    expect(await adminBooking(booking._id)).toBeUndefined();
    const [notice] = await notifications();
    expect(notice).toMatchObject({ subject: { kind: 'dataDeleted', bookings: 1 } });
    expect(JSON.stringify(notice)).not.toContain(me.phone.slice(3));
    // The session went with the data.
    expect((await call('GET', '/api/my/bookings', me.auth)).statusCode).toBe(401);
  });

  it('signs out: the phone session no longer opens anything', async () => {
    const me = await customer();
    expect((await call('GET', '/api/my/bookings', me.auth)).statusCode).toBe(200);
    const response = await call('POST', '/api/my/sign-out', me.auth);
    expect(response.json()).toEqual({ message: MESSAGES.signedOut });
    expect((await call('GET', '/api/my/bookings', me.auth)).statusCode).toBe(401);
  });
});
