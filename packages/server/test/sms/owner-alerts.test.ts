// The owner hears of new work (docs/settings.md#owner-alerts): every new booking and artist application
// is texted to each OWNER_ALERT_NUMBERS number, in OWNER_ALERT_LANGUAGE, through the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference, type Design } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import { applyAsArtist, daysFromToday, postBooking, recordingSms, waitFor } from '../bookings/work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const OWNERS = ['+919822012345', '+917020098765'];

describe(`owner alerts (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  const sms = recordingSms();

  beforeAll(async () => {
    t = await createTestApp(
      { SMS_OUTBOX_POLL_MS: '50', OWNER_ALERT_NUMBERS: '98220 12345, +91 70200-98765' },
      { sms },
    );
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  const alertsAbout = (name: string) =>
    waitFor(
      async () => sms.sent.filter((text) => OWNERS.includes(text.to) && text.text.includes(name)),
      (found) => found.length >= 2,
    );

  it('texts each owner number once per new booking: name, variety, dates, slot and reference', async () => {
    const booking = await postBooking(t, design, {
      fullName: 'Sneha More',
      language: 'hi',
      selectedDates: [daysFromToday(5)],
      selectedTime: 'Late Evening (9:00 PM onwards)',
    });
    const alerts = await alertsAbout('Sneha More');
    expect(alerts.map((text) => text.to).sort()).toEqual([...OWNERS].sort());
    // In English (OWNER_ALERT_LANGUAGE's default), whatever language the customer booked in.
    for (const alert of alerts)
      expect(alert.text).toMatch(
        new RegExp(
          `^Mehendi Market: new booking from Sneha More, Bridal, \\d+ \\w+ 20\\d\\d \\(9 PM onwards\\), ref ${bookingReference(booking._id)}\\.$`,
        ),
      );
    // The console lists them with the booking's texts.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/customers/all?page=1&id=${booking._id}`,
      headers: { authorization: admin },
    });
    const messages = listed.json<{ items: { messages: { recipient: string; template: string }[] }[] }>()
      .items[0]!.messages;
    expect(messages.filter((message) => message.recipient === 'owner')).toEqual([
      expect.objectContaining({ template: 'ownerNewBooking' }),
      expect.objectContaining({ template: 'ownerNewBooking' }),
    ]);
  });

  it('texts each owner number once per artist application, new or sent again', async () => {
    const artist = await applyAsArtist(t, { fullName: 'Kavya Joshi', language: 'kn' });
    const alerts = await alertsAbout('Kavya Joshi');
    expect(alerts.map((text) => text.to).sort()).toEqual([...OWNERS].sort());
    for (const alert of alerts)
      expect(alert.text).toBe(
        `Mehendi Market: artist application from Kavya Joshi, ref ${bookingReference(artist._id)}.`,
      );

    await applyAsArtist(t, { fullName: 'Kavya Joshi Rao', phone: artist.phone });
    expect((await alertsAbout('Kavya Joshi Rao')).map((text) => text.to).sort()).toEqual([...OWNERS].sort());
  });

  it('writes in OWNER_ALERT_LANGUAGE, and texts no owner when none is set', async () => {
    const marathi = await createTestApp(
      { SMS_OUTBOX_POLL_MS: '50', OWNER_ALERT_NUMBERS: '9822012345', OWNER_ALERT_LANGUAGE: 'mr' },
      { sms },
    );
    try {
      await applyAsArtist(marathi, { fullName: 'Asha Patil' });
      const [alert] = await waitFor(
        async () => sms.sent.filter((text) => text.text.includes('Asha Patil')),
        (found) => found.length >= 1,
      );
      expect(alert).toMatchObject({
        to: OWNERS[0],
        text: expect.stringMatching(/^मेहंदी मार्केट: कलाकार अर्ज - Asha Patil, संदर्भ [0-9A-F]{8}$/),
      });
    } finally {
      await marathi.close();
    }

    const none = await createTestApp({ SMS_OUTBOX_POLL_MS: '50' }, { sms });
    try {
      const noneAdmin = await none.adminAuth();
      const noneDesign = await uploadDesign(none, noneAdmin, 'Bridal', '2000-3000');
      const booking = await postBooking(none, noneDesign, { fullName: 'Pooja Rane' });
      // The customer's acknowledgement is the booking's one text.
      const stored = await waitFor(
        async () =>
          (
            await none.app.inject({
              method: 'GET',
              url: `/api/customers/all?page=1&id=${booking._id}`,
              headers: { authorization: noneAdmin },
            })
          ).json<{ items: { messages: { recipient: string; status: string }[] }[] }>().items[0]!.messages,
        (messages) => messages.every((message) => message.status === 'sent'),
      );
      expect(stored.map((message) => message.recipient)).toEqual(['customer']);
    } finally {
      await none.close();
    }
  });
});
