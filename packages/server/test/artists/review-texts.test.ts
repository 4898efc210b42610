// An artist hears of their review by text (docs/bookings.md#texts): approved, or not approved with the
// admin's note, in the language of their form; written to the outbox with the review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Artist } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { applyAsArtist, recordingSms, waitFor } from '../bookings/work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`review texts (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  const sms = recordingSms();

  beforeAll(async () => {
    t = await createTestApp({ SMS_OUTBOX_POLL_MS: '50' }, { sms });
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const review = (artist: Artist, payload: { status: string; note?: string }) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/artists/${artist._id}/review`,
      headers: { authorization: admin },
      payload,
    });
  const textsTo = (artist: Artist, count: number) =>
    waitFor(
      async () => sms.sent.filter((text) => text.to === artist.phone).map((text) => text.text),
      (found) => found.length >= count,
    );

  it('texts an approval, in English when the form named no language', async () => {
    const artist = await applyAsArtist(t, { fullName: 'Kavya Joshi' });
    expect((await review(artist, { status: 'approved' })).statusCode).toBe(200);
    expect(await textsTo(artist, 1)).toEqual([
      'Mehendi Market: Hello Kavya Joshi, your artist application is approved. We will text you when we have a job for you.',
    ]);
  });

  it("texts a rejection with the admin's note, in the artist's language", async () => {
    const artist = await applyAsArtist(t, { fullName: 'Meera Kulkarni', language: 'mr' });
    expect(
      (await review(artist, { status: 'rejected', note: 'Please send clearer photos' })).statusCode,
    ).toBe(200);
    expect(await textsTo(artist, 1)).toEqual([
      'मेहंदी मार्केट: Meera Kulkarni, तुमचा कलाकार अर्ज मंजूर झाला नाही: Please send clearer photos',
    ]);
  });

  it('texts an approval with its note; a review repeated as it was texts nothing more', async () => {
    const artist = await applyAsArtist(t, { fullName: 'Ritu Shah', language: 'hi' });
    expect((await review(artist, { status: 'approved', note: 'Welcome aboard' })).statusCode).toBe(200);
    expect((await review(artist, { status: 'approved', note: 'Welcome aboard' })).statusCode).toBe(200);
    // An application sent again waits for review; its next approval is news again.
    await applyAsArtist(t, { fullName: 'Ritu Shah', language: 'hi', phone: artist.phone });
    expect((await review(artist, { status: 'approved' })).statusCode).toBe(200);
    const texts = await textsTo(artist, 2);
    expect(texts).toEqual([
      'मेहंदी मार्केट: Ritu Shah, आपका कलाकार आवेदन स्वीकार हो गया है। टिप्पणी: Welcome aboard',
      'मेहंदी मार्केट: Ritu Shah, आपका कलाकार आवेदन स्वीकार हो गया है। काम मिलने पर बताएंगे',
    ]);
  });

  it('texts nothing when the review is refused', async () => {
    const artist = await applyAsArtist(t, { fullName: 'Sunita Patil' });
    expect((await review(artist, { status: 'rejected' })).statusCode).toBe(400);
    expect((await review({ ...artist, _id: crypto.randomUUID() }, { status: 'approved' })).statusCode).toBe(
      404,
    );
    // A text that was queued would be sent within a poll or two; an approval after it is the only one.
    expect((await review(artist, { status: 'approved' })).statusCode).toBe(200);
    const texts = await textsTo(artist, 1);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('is approved');
  });
});
