// The artist's job text says what, when and where (docs/bookings.md#texts): the customer's number and the
// venue, whose pincode survives the venue's cut; the guests, siders and estimate are in My work, so that
// the text fits two SMS parts in every language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Artist, CustomerBooking, Design, SidersDesign } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign, uploadSidersDesign } from './catalogue';
import { applyAsArtist, approve, daysFromToday, postBooking, recordingSms, waitFor } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const LONG_VENUE = 'Flat 12, Laxmi Apartments, near Dagdusheth Temple, Budhwar Peth, Pune';

describe(`the artist's job text (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  let siders: SidersDesign;
  const sms = recordingSms();

  beforeAll(async () => {
    t = await createTestApp({ SMS_OUTBOX_POLL_MS: '50' }, { sms });
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    siders = await uploadSidersDesign(t, admin, 'indian');
  });
  afterAll(() => t.close());

  async function jobTextOf(booking: CustomerBooking, artist: Artist): Promise<string> {
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${booking._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: artist._id },
    });
    expect(assigned.statusCode).toBe(200);
    // The artist's other text is their approval, which names their application.
    const texts = await waitFor(
      async () => sms.sent.filter((text) => text.to === artist.phone && !/application|आवेदन/.test(text.text)),
      (found) => found.length > 0,
    );
    expect(texts).toHaveLength(1);
    return texts[0]!.text;
  }

  it('names the customer’s number and the venue with its pincode, and leaves the rest to My work', async () => {
    const artist = await approve(t, admin, await applyAsArtist(t, { fullName: 'Kavya Joshi' }));
    const booking = await postBooking(t, design, {
      fullName: 'Sneha More',
      selectedDates: [daysFromToday(8), daysFromToday(9)],
      selectedTime: 'Afternoon to Evening (4:00 PM to 9:00 PM)',
      venueAddress: LONG_VENUE,
      venuePincode: '411002',
      guestCount: 3,
      includeSiders: true,
      sidersType: 'indian',
      sidersDesigns: [siders.imagePath],
      sidersLength: 'threeQuarter',
    });
    // A day: 2,000-3,000 + 3 guests at 300-500 + Indian 3/4 siders at 160 an arm on both arms; two days.
    expect(booking.estimate).toMatchObject({ min: 2 * 3220, max: 2 * 4820, days: 2 });

    const text = await jobTextOf(booking, artist);
    expect(text).toMatch(
      /^Mehendi Market job: Bridal, \d+-\d+ \w+ 20\d\d, 4 PM-9 PM\. Customer 9876543210\. Venue: Flat 12, Laxmi Apartments\.\.\., PIN 411002\.$/,
    );
  });

  it("is in the artist's language", async () => {
    const artist = await approve(
      t,
      admin,
      await applyAsArtist(t, { fullName: 'Meera Kulkarni', language: 'hi' }),
    );
    const booking = await postBooking(t, design, {
      fullName: 'Pooja Rane',
      venueAddress: '7 Shaniwar Peth, Pune',
      venuePincode: '411030',
    });
    const text = await jobTextOf(booking, artist);
    expect(text).toMatch(/^मेहंदी मार्केट काम: ब्राइडल, /);
    expect(text).toMatch(/, रात 9 के बाद। 9876543210, 7 Shaniwar Peth, Pune 411030$/);
  });

  it('keeps the shorter text for a booking made before the venue was asked', async () => {
    const artist = await approve(t, admin, await applyAsArtist(t, { fullName: 'Ritu Shah' }));
    const booking = await postBooking(t, design, { fullName: 'Asha Patil' });
    expect(booking.venueAddress).toBeNull();
    expect(await jobTextOf(booking, artist)).toMatch(
      /^Mehendi Market job: Bridal, \d+ \w+ 20\d\d, 9 PM onwards\. Customer Asha Patil, 9876543210\.$/,
    );
  });
});
