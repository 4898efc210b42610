// A reminder never arrives after its moment (docs/bookings.md#reminders): after downtime, the server starts
// again with its reminders overdue. One whose visit has begun is dropped, and so is an evening-before one
// ("tomorrow") on the visit's day; a late one still before its visit goes. Dropped rows say why.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Design } from '@mehendi/shared';
import { movableClock } from '../../src/clock';
import { customerBookings } from '../../src/modules/bookings/bookings.schema';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { applyAsArtist, approve, daysFromToday, postBooking, recordingSms, waitFor } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
// Starts at 4 PM India time (10:30 UTC): reminders at 18:00 India time the evening before (12:30 UTC) and at
// 1 PM India time on the day (07:30 UTC).
const AFTERNOON = 'Afternoon to Evening (4:00 PM to 9:00 PM)';
const REMINDERS = [
  'customerReminderTomorrow',
  'customerReminderToday',
  'artistReminderTomorrow',
  'artistReminderToday',
];
const utc = (day: string, hhmm: string) => `${day}T${hhmm}:00.000Z`;

describe(`reminders after downtime (${DB})`, () => {
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

  /** A booking on `day` in the afternoon, confirmed with a new artist now: its 4 reminders queued. */
  async function confirmedBooking(day: string, fullName: string) {
    clock.set(new Date());
    const artist = await approve(t, admin, await applyAsArtist(t, { fullName, language: 'en' }));
    const booking = await postBooking(t, design, {
      language: 'en',
      selectedDates: [day],
      selectedTime: AFTERNOON,
    });
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${booking._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: artist._id },
    });
    expect(assigned.statusCode).toBe(200);
    const [stored] = await t.app.db
      .select()
      .from(customerBookings)
      .where(eq(customerBookings.id, booking._id));
    expect((await reminders(booking._id)).map((row) => row.status)).toEqual(Array(4).fill('queued'));
    return { id: booking._id, phones: [stored!.loginNumber, artist.phone] };
  }

  const reminders = (bookingId: string) =>
    t.app.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.bookingId, bookingId), inArray(smsOutbox.template, REMINDERS)));
  const byTemplate = async (bookingId: string) =>
    Object.fromEntries(
      (await reminders(bookingId)).map((row) => [
        row.template,
        { status: row.status, lastError: row.lastError, attempts: row.attempts, channel: row.channel },
      ]),
    );
  const textedTo = (phones: string[]) =>
    sms.sent.filter((text) => phones.includes(text.to) && text.text.startsWith('Mehendi Market reminder'));

  /** The server stopped, then started again on the same database once the clock reads `at`. */
  async function downUntil(at: string) {
    await t.restart({}, () => clock.set(at));
  }

  it('drops every reminder of a visit that began while the server was down', async () => {
    const day = daysFromToday(3);
    const { id, phones } = await confirmedBooking(day, 'Leela Sathe');
    // Back at 4:30 PM India time on the day: half an hour into the visit.
    await downUntil(utc(day, '11:00'));

    const rows = await waitFor(
      () => byTemplate(id),
      (found) => Object.values(found).every((row) => row.status !== 'queued'),
    );
    const dropped = {
      status: 'cancelled',
      lastError: expect.stringMatching(/visit .*had begun/),
      attempts: 0,
      channel: 'sms',
    };
    expect(rows).toEqual({
      customerReminderTomorrow: dropped,
      artistReminderTomorrow: dropped,
      customerReminderToday: dropped,
      artistReminderToday: dropped,
    });
    expect(textedTo(phones)).toEqual([]);
  });

  it("drops the evening-before reminder on the visit's day, and still sends the day's late one", async () => {
    const day = daysFromToday(3);
    const { id, phones } = await confirmedBooking(day, 'Mala Ghate');
    // Back at 2 PM India time on the day: the evening before has gone, the visit is 2 hours away.
    await downUntil(utc(day, '08:30'));

    const rows = await waitFor(
      () => byTemplate(id),
      (found) => Object.values(found).every((row) => row.status !== 'queued'),
    );
    const dropped = {
      status: 'cancelled',
      lastError: expect.stringMatching(/visit's day .*"tomorrow"/),
      attempts: 0,
      channel: 'sms',
    };
    expect(rows).toMatchObject({
      customerReminderTomorrow: dropped,
      artistReminderTomorrow: dropped,
      customerReminderToday: { status: 'sent', lastError: null },
      artistReminderToday: { status: 'sent', lastError: null },
    });
    const texted = textedTo(phones).map((text) => text.text);
    expect(texted).toHaveLength(2);
    expect(texted.every((text) => !text.includes('tomorrow'))).toBe(true);
  });
});
