import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { bookingReference, type Artist, type CustomerBooking, type Design } from '@mehendi/shared';
import { movableClock } from '../../src/clock';
import { createSession } from '../../src/auth/sessions.repository';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { customerBookings } from '../../src/modules/bookings/bookings.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { applyAsArtist, approve, daysFromToday, postBooking, recordingSms, waitFor } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const AFTERNOON = 'Afternoon to Evening (4:00 PM to 9:00 PM)';
const ANY_TIME = 'Any Time From Morning Till Night';
const REMINDERS = [
  'customerReminderTomorrow',
  'customerReminderToday',
  'artistReminderTomorrow',
  'artistReminderToday',
];
const HOUR = 60 * 60 * 1000;
/** An instant on `day` ('YYYY-MM-DD') at `hhmm` UTC, as ISO. */
const utc = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00.000Z`).toISOString();
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10);

describe(`reminders before the visit (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  const sms = recordingSms();
  const clock = movableClock();

  beforeAll(async () => {
    t = await createTestApp({ SMS_OUTBOX_POLL_MS: '50' }, { sms, clock });
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  // Each test starts at the wall clock's time; some move it.
  const resetClock = () => clock.set(new Date());

  const post = (url: string, payload: Record<string, unknown>, authorization = admin) =>
    t.app.inject({ method: 'POST', url, headers: { authorization }, payload });
  const assign = (booking: CustomerBooking, artist: Artist) =>
    post(`/api/customers/${booking._id}/assign`, { artistId: artist._id });
  const reminderRows = (bookingId: string) =>
    t.app.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.bookingId, bookingId), inArray(smsOutbox.template, REMINDERS)));
  const shown = async (bookingId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customers/all',
      headers: { authorization: admin },
    });
    const booking = response.json<CustomerBooking[]>().find((row) => row._id === bookingId)!;
    return booking.messages.filter((message) => REMINDERS.includes(message.template));
  };
  const summary = (
    rows: { recipient: string; toPhone: string; template: string; status: string; dueAt: Date | null }[],
  ) =>
    rows
      .map((row) => ({
        recipient: row.recipient,
        toPhone: row.toPhone,
        template: row.template,
        status: row.status,
        dueAt: row.dueAt?.toISOString(),
      }))
      .sort((a, b) =>
        `${a.dueAt}${a.template}${a.toPhone}`.localeCompare(`${b.dueAt}${b.template}${b.toPhone}`),
      );
  const newArtist = async (fullName: string, language = 'mr') =>
    approve(t, admin, await applyAsArtist(t, { fullName, language }));
  const loginNumberOf = async (bookingId: string) =>
    (await t.app.db.select().from(customerBookings).where(eq(customerBookings.id, bookingId)))[0]!
      .loginNumber;

  it('confirming a booking 3 days away writes the customer’s and the artist’s two reminders, in their languages', async () => {
    resetClock();
    const day = daysFromToday(3);
    const artist = await newArtist('Kavya Joshi', 'mr');
    const booking = await postBooking(t, design, {
      fullName: 'Sneha More',
      language: 'hi',
      selectedDates: [day],
      selectedTime: AFTERNOON,
      venueAddress: 'Flat 4, Shanti Kunj, see evil-pay.in/upi',
      venuePincode: '411030',
    });
    expect((await assign(booking, artist)).statusCode).toBe(200);

    const rows = await reminderRows(booking._id);
    const customer = await loginNumberOf(booking._id);
    // 18:00 India time the evening before is 12:30 UTC; 3 hours before 4 PM is 1 PM India, 07:30 UTC.
    expect(summary(rows)).toEqual(
      summary([
        {
          recipient: 'customer',
          toPhone: customer,
          template: 'customerReminderTomorrow',
          status: 'queued',
          dueAt: new Date(utc(dayBefore(day), '12:30')),
        },
        {
          recipient: 'artist',
          toPhone: artist.phone,
          template: 'artistReminderTomorrow',
          status: 'queued',
          dueAt: new Date(utc(dayBefore(day), '12:30')),
        },
        {
          recipient: 'customer',
          toPhone: customer,
          template: 'customerReminderToday',
          status: 'queued',
          dueAt: new Date(utc(day, '07:30')),
        },
        {
          recipient: 'artist',
          toPhone: artist.phone,
          template: 'artistReminderToday',
          status: 'queued',
          dueAt: new Date(utc(day, '07:30')),
        },
      ]),
    );
    const bodies = Object.fromEntries(rows.map((row) => [row.template, row.body]));
    // The artist by first name, the day as the language writes it (issue 44).
    expect(bodies.customerReminderTomorrow).toMatch(/^मेहंदी मार्केट याद: .* कल \d+ \S+ 2026 .*कलाकार: Kavya$/u);
    // The day's reminder carries the start code and the link to the booking's card in My bookings.
    expect(bodies.customerReminderToday).toMatch(
      new RegExp(
        `कोड \\d{4}। मेरी बुकिंग: http://localhost:3000/my-bookings#${bookingReference(booking._id)}$`,
        'u',
      ),
    );
    expect(bodies.artistReminderToday).toMatch(/^मेहंदी मार्केट आठवण: .* आज /u);
    expect(bodies.artistReminderToday).toContain('Flat 4, Shanti Kunj, see, पिन 411030');
    expect(rows.every((row) => row.language === (row.recipient === 'customer' ? 'hi' : 'mr'))).toBe(true);
    // Nothing is sent before its time.
    expect(sms.sent.filter((text) => text.text.includes('याद') || text.text.includes('आठवण'))).toEqual([]);

    // The console shows them with their state and due time.
    const messages = await shown(booking._id);
    expect(messages).toHaveLength(4);
    expect(messages.map((message) => message.dueAt).sort()).toEqual([
      utc(dayBefore(day), '12:30'),
      utc(dayBefore(day), '12:30'),
      utc(day, '07:30'),
      utc(day, '07:30'),
    ]);
    expect(messages.every((message) => message.status === 'queued')).toBe(true);

    // Cancelling marks all four cancelled.
    expect(
      (await post(`/api/customers/${booking._id}/status`, { status: 'cancelled', reason: 'Postponed' }))
        .statusCode,
    ).toBe(200);
    expect((await shown(booking._id)).map((message) => message.status)).toEqual(Array(4).fill('cancelled'));
  });

  it('re-assigning cancels the old artist’s reminders and writes the new artist’s', async () => {
    resetClock();
    const first = await newArtist('Asha Patil');
    const second = await newArtist('Bhavna Rao', 'kn');
    const booking = await postBooking(t, design, {
      selectedDates: [daysFromToday(4)],
      selectedTime: AFTERNOON,
    });
    await assign(booking, first);
    expect((await assign(booking, second)).statusCode).toBe(200);

    const rows = await reminderRows(booking._id);
    const artistRows = (phone: string) =>
      rows.filter((row) => row.toPhone === phone).map((row) => row.status);
    expect(artistRows(first.phone)).toEqual(['cancelled', 'cancelled']);
    expect(artistRows(second.phone)).toEqual(['queued', 'queued']);
    expect(rows.filter((row) => row.toPhone === second.phone).every((row) => row.language === 'kn')).toBe(
      true,
    );
    // The customer's name the new artist: the old two are cancelled, two new ones queued.
    const customer = rows.filter((row) => row.recipient === 'customer');
    expect(customer.filter((row) => row.status === 'queued').map((row) => row.body)).toEqual([
      expect.stringContaining('with Bhavna.'),
      expect.stringContaining('with Bhavna. Start code'),
    ]);
    expect(customer.filter((row) => row.status === 'cancelled')).toHaveLength(2);
  });

  it('an “Any Time” slot’s 3-hour reminder moves out of the quiet hours to 08:00 India time', async () => {
    resetClock();
    const day = daysFromToday(3);
    const artist = await newArtist('Chitra Naik');
    const booking = await postBooking(t, design, { selectedDates: [day], selectedTime: ANY_TIME });
    await assign(booking, artist);
    // 3 hours before 9 AM is 6 AM, in the quiet hours: 08:00 India time is 02:30 UTC.
    const dues = (await reminderRows(booking._id)).filter((row) => row.template.endsWith('Today'));
    expect(dues.map((row) => row.dueAt?.toISOString())).toEqual([utc(day, '02:30'), utc(day, '02:30')]);
  });

  it('writes no reminder whose time has passed when the booking is confirmed', async () => {
    resetClock();
    const day = daysFromToday(3);
    const artist = await newArtist('Deepa Kale');
    const booking = await postBooking(t, design, { selectedDates: [day], selectedTime: AFTERNOON });
    // Confirmed at 7 PM India time the evening before: that evening's reminder is gone, the day's remains.
    clock.set(utc(dayBefore(day), '13:30'));
    expect((await assign(booking, artist)).statusCode).toBe(200);
    const rows = await reminderRows(booking._id);
    expect(rows.map((row) => row.template).sort()).toEqual(['artistReminderToday', 'customerReminderToday']);
  });

  it('a reschedule moves the reminders; the artist’s decline cancels them', async () => {
    resetClock();
    const artist = await newArtist('Esha Gokhale');
    const booking = await postBooking(t, design, {
      selectedDates: [daysFromToday(5)],
      selectedTime: AFTERNOON,
    });
    await assign(booking, artist);
    const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: await loginNumberOf(booking._id) })}`;
    const moved = daysFromToday(6);
    const response = await post(
      `/api/my/bookings/${booking._id}/reschedule`,
      { selectedDates: [moved], selectedTime: AFTERNOON },
      customer,
    );
    expect(response.statusCode).toBe(200);
    const queued = (await reminderRows(booking._id)).filter((row) => row.status === 'queued');
    expect(queued.map((row) => row.dueAt?.toISOString()).sort()).toEqual([
      utc(dayBefore(moved), '12:30'),
      utc(dayBefore(moved), '12:30'),
      utc(moved, '07:30'),
      utc(moved, '07:30'),
    ]);

    const artistAuth = `Bearer ${await createSession(t.app.db, { role: 'artist', phone: artist.phone })}`;
    const declined = await post(`/api/my/jobs/${booking._id}/decline`, { reason: 'Unwell' }, artistAuth);
    expect(declined.statusCode).toBe(200);
    expect((await reminderRows(booking._id)).every((row) => row.status === 'cancelled')).toBe(true);
  });

  it('removing the artist cancels the reminders of their jobs', async () => {
    resetClock();
    const artist = await newArtist('Farah Shaikh');
    const booking = await postBooking(t, design, {
      selectedDates: [daysFromToday(3)],
      selectedTime: AFTERNOON,
    });
    await assign(booking, artist);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/artists/${artist._id}`,
      headers: { authorization: admin },
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await shown(booking._id)).map((message) => message.status)).toEqual(Array(4).fill('cancelled'));
  });

  it('sends a reminder when the clock reaches its time, once', async () => {
    resetClock();
    const day = daysFromToday(3);
    const artist = await newArtist('Gauri Desai', 'en');
    const booking = await postBooking(t, design, {
      fullName: 'Ira Sen',
      language: 'en',
      selectedDates: [day],
      selectedTime: AFTERNOON,
    });
    await assign(booking, artist);
    const phones = [await loginNumberOf(booking._id), artist.phone];
    const isReminder = (text: { to: string; text: string }) =>
      phones.includes(text.to) && text.text.startsWith('Mehendi Market reminder');
    const before = sms.sent.filter(isReminder).length;

    clock.set(new Date(Date.parse(utc(dayBefore(day), '12:30')) + 1000));
    t.app.smsOutbox?.wake();
    const sent = await waitFor(
      async () => sms.sent.filter(isReminder).slice(before),
      (texts) => texts.length >= 2,
    );
    expect(sent.map((text) => text.text).sort()).toEqual([
      expect.stringMatching(/^Mehendi Market reminder: Bridal job tomorrow, .* Customer \d+\. Venue: /),
      expect.stringMatching(/^Mehendi Market reminder: your Bridal mehendi is tomorrow, .*, with Gauri\.$/),
    ]);
    const states = await shown(booking._id);
    expect(
      states
        .filter((message) => message.status === 'sent')
        .map((message) => message.template)
        .sort(),
    ).toEqual(['artistReminderTomorrow', 'customerReminderTomorrow']);
    // The day's reminders are still to come.
    expect(states.filter((message) => message.status === 'queued')).toHaveLength(2);
    expect(sms.sent.filter(isReminder).slice(before)).toHaveLength(2);
  });
  it('starting the job cancels the day’s reminders still queued and keeps the later booked days’', async () => {
    resetClock();
    const [first, second] = [daysFromToday(3), daysFromToday(4)];
    const artist = await newArtist('Hema Rane', 'en');
    const booking = await postBooking(t, design, {
      fullName: 'Uma Bhat',
      language: 'en',
      selectedDates: [first, second],
      selectedTime: AFTERNOON,
    });
    await assign(booking, artist);
    expect((await reminderRows(booking._id)).map((row) => row.status)).toEqual(Array(8).fill('queued'));

    // 10:30 AM India time on the first day: its 1 PM reminders are still to come.
    clock.set(utc(first, '05:00'));
    const [stored] = await t.app.db
      .select()
      .from(customerBookings)
      .where(eq(customerBookings.id, booking._id));
    const artistAuth = `Bearer ${await createSession(t.app.db, { role: 'artist', phone: artist.phone })}`;
    const started = await post(`/api/my/jobs/${booking._id}/start`, { code: stored!.startCode }, artistAuth);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ job: { status: 'in_progress' } });

    const rows = await reminderRows(booking._id);
    const statusOf = (template: string, due: string) =>
      rows
        .filter((row) => row.template === template && row.dueAt?.toISOString() === due)
        .map((row) => row.status);
    // The first day's 3-hour reminders are moot now the artist is at the door.
    expect(statusOf('customerReminderToday', utc(first, '07:30'))).toEqual(['cancelled']);
    expect(statusOf('artistReminderToday', utc(first, '07:30'))).toEqual(['cancelled']);
    // The second day's all still go, the evening-before one this very evening.
    for (const template of ['customerReminderTomorrow', 'artistReminderTomorrow'])
      expect(statusOf(template, utc(first, '12:30')), template).toEqual(['queued']);
    for (const template of ['customerReminderToday', 'artistReminderToday'])
      expect(statusOf(template, utc(second, '07:30')), template).toEqual(['queued']);
    // The first day's evening-before reminders were due yesterday: sent by now or cancelled, never queued.
    for (const template of ['customerReminderTomorrow', 'artistReminderTomorrow'])
      expect(statusOf(template, utc(dayBefore(first), '12:30')), template).not.toContain('queued');
  });
});
