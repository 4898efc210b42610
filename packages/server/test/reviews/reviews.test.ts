import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  bookingReference,
  type AdminReview,
  type Artist,
  type CustomerBooking,
  type Design,
  type Review,
} from '@mehendi/shared';
import { bookingPayload, daysFromToday, randomMobile } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { lockBookingsOf } from '../../src/modules/bookings/bookings.repository';
import { reviews } from '../../src/modules/reviews/reviews.schema';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { jpegWithExif } from '../helpers/image-fixtures';
import { storedFiles } from '../helpers/stored-files';
import { uploadDesign } from '../bookings/catalogue';
import { applyAsArtist, approve } from '../bookings/work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const HOUR = 60 * 60 * 1000;

describe(`reviews of completed bookings (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  let artist: Artist;
  let artistSeq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  interface Customer {
    token: string;
    phone: string;
  }
  async function customer(): Promise<Customer> {
    const phone = `+91${randomMobile()}`;
    return { phone, token: await createSession(t.app.db, { role: 'customer', phone }) };
  }
  /** After the clock moved past the sessions' lifetime: new sessions for the same people. */
  async function signInAgain(...who: Customer[]): Promise<void> {
    admin = await t.adminAuth();
    for (const one of who) one.token = await createSession(t.app.db, { role: 'customer', phone: one.phone });
  }

  // Each booking is today, so each gets an artist of its own: one artist has one place a slot.
  async function booking(who: Customer, fields: Record<string, unknown> = {}): Promise<CustomerBooking> {
    artistSeq += 1;
    artist = await approve(
      t,
      admin,
      await applyAsArtist(t, { fullName: `Meera Kulkarni ${'abcdefghijklmnop'[artistSeq] ?? 'z'}` }),
    );
    return t.api.ok<CustomerBooking>('POST', '/api/customers/add', {
      token: who.token,
      json: bookingPayload(design, { selectedDates: [daysFromToday(0)], language: 'hi', ...fields }),
    });
  }

  const adminToken = () => admin.replace(/^Bearer /, '');
  async function complete(bookingId: string): Promise<void> {
    await t.api.ok('POST', `/api/customers/${bookingId}/assign`, {
      token: adminToken(),
      json: { artistId: artist._id },
    });
    await t.api.ok('POST', `/api/customers/${bookingId}/status`, {
      token: adminToken(),
      json: { status: 'completed' },
    });
  }

  async function completedBooking(who: Customer): Promise<CustomerBooking> {
    const made = await booking(who);
    await complete(made._id);
    return made;
  }

  const send = (
    method: 'POST' | 'PUT',
    who: Customer,
    id: string,
    body: { stars: string; text?: string },
    photos: Buffer[] = [],
  ) =>
    t.api.request(method, `/api/my/bookings/${id}/review`, {
      token: who.token,
      form: {
        fields: body.text === undefined ? { stars: body.stars } : { stars: body.stars, text: body.text },
        files: photos.map((bytes, index) => ({
          field: 'photos',
          name: `stain-${index}.jpg`,
          type: 'image/jpeg',
          bytes,
        })),
      },
    });
  const post = (who: Customer, id: string, body: { stars: string; text?: string }, photos?: Buffer[]) =>
    send('POST', who, id, body, photos);
  const edit = (who: Customer, id: string, body: { stars: string; text?: string }, photos?: Buffer[]) =>
    send('PUT', who, id, body, photos);
  const postJson = (who: Customer, id: string, json: unknown) =>
    t.api.request('POST', `/api/my/bookings/${id}/review`, { token: who.token, json });
  const pending = () =>
    t.api.ok<AdminReview[]>('GET', '/api/reviews?status=pending', { token: adminToken() });

  it('takes a review of the own completed booking with a photo whose EXIF and GPS are gone, pending', async () => {
    const asha = await customer();
    const made = await completedBooking(asha);
    const source = await jpegWithExif();
    expect((await sharp(source).metadata()).exif).toBeDefined();

    const response = await post(
      asha,
      made._id,
      { stars: '5', text: 'Dark maroon stain! Book her at www.meera-mehendi.in or https://x.co/abc' },
      [source],
    );
    expect(response.status).toBe(201);
    const review = response.json<Review>();
    expect(review).toMatchObject({
      bookingId: made._id,
      stars: 5,
      status: 'pending',
      text: 'Dark maroon stain! Book her at or',
    });
    expect(review.photos).toHaveLength(1);
    expect(review.photos[0]).toMatch(/^\/uploads\/reviews\/.+\.webp$/);
    for (const path of [...review.photos, ...review.thumbs]) {
      const image = await t.app.inject({ method: 'GET', url: path });
      expect(image.statusCode).toBe(200);
      const metadata = await sharp(image.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
    // The console's pending list has it with its booking and the artist.
    expect((await pending()).find((item) => item._id === review._id)).toMatchObject({
      booking: { fullName: 'Asha Patil', mehendiVariety: 'Bridal' },
      artist: { _id: artist._id, fullName: artist.fullName },
      moderation: null,
    });
    // And the customer's own list.
    const mine = await t.api.ok<Review[]>('GET', '/api/my/reviews', { token: asha.token });
    expect(mine.map((item) => item._id)).toEqual([review._id]);
  });

  it('stores and shows the text without disguised links, e-mail addresses and mobile numbers', async () => {
    const asha = await customer();
    const made = await completedBooking(asha);
    const text =
      'गहरा रंग, 2 घंटे, ₹1,200. Book ｍｅｅｒａ．ｉｎ or meera[.]in or meera.c\u200bom, ' +
      'mailto:meera@henna.in, meera@gmail, call +91 98765 43210 or ९८७६५ ४३२१०!';
    const expected = 'गहरा रंग, 2 घंटे, ₹1,200. Book or or , , call or !';

    const response = await postJson(asha, made._id, { stars: 5, text });
    expect(response.status).toBe(201);
    const review = response.json<Review>();
    expect(review.text).toBe(expected);
    const [stored] = await t.app.db.select().from(reviews).where(eq(reviews.id, review._id));
    expect(stored!.text).toBe(expected);
    const mine = await t.api.ok<Review[]>('GET', '/api/my/reviews', { token: asha.token });
    expect(mine.find((item) => item._id === review._id)!.text).toBe(expected);
    expect((await pending()).find((item) => item._id === review._id)!.text).toBe(expected);
  });

  it("answers 404 for another's booking and for a booking not completed, and stores nothing", async () => {
    const asha = await customer();
    const other = await customer();
    const completed = await completedBooking(asha);
    const open = await booking(asha);

    const foreign = await postJson(other, completed._id, { stars: 4 });
    expect(foreign.status).toBe(404);
    expect(foreign.json()).toEqual({ error: MESSAGES.notFound });
    expect((await postJson(asha, open._id, { stars: 4 })).status).toBe(404);
    expect(await t.api.ok<Review[]>('GET', '/api/my/reviews', { token: asha.token })).toEqual([]);
    // A booking's own number may still rate it.
    expect((await postJson(asha, completed._id, { stars: 4 })).status).toBe(201);
  });

  it('refuses a second review with 409 and bad stars or a long text with 400', async () => {
    const asha = await customer();
    const made = await completedBooking(asha);
    const bad = await postJson(asha, made._id, { stars: 6 });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({
      error: MESSAGES.invalidStars,
      fields: { stars: MESSAGES.invalidStars },
    });
    const long = await postJson(asha, made._id, { stars: 3, text: 'a'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.json()).toMatchObject({ error: MESSAGES.invalidReviewText });

    expect((await postJson(asha, made._id, { stars: 3, text: 'Good' })).status).toBe(201);
    const second = await postJson(asha, made._id, { stars: 5 });
    expect(second.status).toBe(409);
    expect(second.json()).toEqual({ error: MESSAGES.reviewExists });
  });

  it('lets the customer edit within 7 days of posting (pending again), and answers 409 after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const asha = await customer();
    const made = await completedBooking(asha);
    const posted = (await postJson(asha, made._id, { stars: 3, text: 'Okay' })).json<Review>();
    await t.api.ok('PATCH', `/api/reviews/${posted._id}`, {
      token: adminToken(),
      json: { status: 'published' },
    });

    vi.setSystemTime(Date.now() + 6 * 24 * HOUR);
    await signInAgain(asha);
    const edit = await t.api.request('PUT', `/api/my/bookings/${made._id}/review`, {
      token: asha.token,
      json: { stars: 4, text: 'Darker on day two' },
    });
    expect(edit.status).toBe(200);
    expect(edit.json<Review>()).toMatchObject({ stars: 4, text: 'Darker on day two', status: 'pending' });

    vi.setSystemTime(Date.now() + 1 * 24 * HOUR + 60_000);
    await signInAgain(asha);
    const late = await t.api.request('PUT', `/api/my/bookings/${made._id}/review`, {
      token: asha.token,
      json: { stars: 1 },
    });
    expect(late.status).toBe(409);
    expect(late.json()).toEqual({ error: MESSAGES.reviewEditClosed });
    expect((await t.api.ok<Review[]>('GET', '/api/my/reviews', { token: asha.token }))[0]).toMatchObject({
      stars: 4,
    });
  });

  it('takes at most 5 reviews an hour from one number', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const asha = await customer();
    const made = [];
    for (let index = 0; index < 6; index += 1) made.push(await completedBooking(asha));
    for (const one of made.slice(0, 5))
      expect((await postJson(asha, one._id, { stars: 5 })).status).toBe(201);
    const sixth = await postJson(asha, made[5]!._id, { stars: 5 });
    expect(sixth.status).toBe(429);
    expect(sixth.json()).toMatchObject({ error: MESSAGES.reviewLimit });
    vi.setSystemTime(Date.now() + HOUR + 1000);
    await signInAgain(asha);
    expect((await postJson(asha, made[5]!._id, { stars: 5 })).status).toBe(201);
  });

  it('publishes and hides with the reason, who and when; only admins moderate', async () => {
    const asha = await customer();
    const made = await completedBooking(asha);
    const posted = (await postJson(asha, made._id, { stars: 2, text: 'Faded' })).json<Review>();

    const byCustomer = await t.api.request('PATCH', `/api/reviews/${posted._id}`, {
      token: asha.token,
      json: { status: 'published' },
    });
    expect(byCustomer.status).toBe(403);
    expect((await t.api.request('GET', '/api/reviews', { token: asha.token })).status).toBe(403);
    const badStatus = await t.api.request('PATCH', `/api/reviews/${posted._id}`, {
      token: adminToken(),
      json: { status: 'deleted' },
    });
    expect(badStatus.status).toBe(400);

    const hidden = await t.api.ok<{ message: string; review: AdminReview }>(
      'PATCH',
      `/api/reviews/${posted._id}`,
      {
        token: adminToken(),
        json: { status: 'hidden', reason: 'Names another business' },
      },
    );
    expect(hidden.message).toBe(MESSAGES.reviewModerated);
    expect(hidden.review).toMatchObject({
      status: 'hidden',
      moderation: { by: 'admin@test.example', reason: 'Names another business' },
    });
    expect(Date.now() - Date.parse(hidden.review.moderation!.at)).toBeLessThan(60_000);
    // Kept for the audit, out of the pending list.
    expect((await pending()).some((item) => item._id === posted._id)).toBe(false);
    const all = await t.api.ok<AdminReview[]>('GET', '/api/reviews?status=hidden', { token: adminToken() });
    expect(all.some((item) => item._id === posted._id)).toBe(true);
  });

  it("removes the customer's reviews and their photos with 'delete my data'", async () => {
    const asha = await customer();
    const made = await completedBooking(asha);
    const review = (await post(asha, made._id, { stars: '5' }, [await jpegWithExif()])).json<Review>();
    const name = (path: string) => path.split('/').pop()!;
    const before = await storedFiles(t.dataDir);
    expect(before.some((file) => file.endsWith(name(review.photos[0]!)))).toBe(true);

    expect((await t.api.request('DELETE', '/api/my/data', { token: asha.token })).status).toBe(200);
    const after = await storedFiles(t.dataDir);
    expect(after.some((file) => file.endsWith(name(review.photos[0]!)))).toBe(false);
    expect(after.some((file) => file.endsWith(name(review.thumbs[0]!)))).toBe(false);
    const listed = await t.api.ok<AdminReview[]>('GET', '/api/reviews', { token: adminToken() });
    expect(listed.some((item) => item._id === review._id)).toBe(false);
  });

  /** The review files in storage, and the files the review rows name: the same when none is orphaned. */
  async function reviewFiles(): Promise<{ stored: string[]; referenced: string[] }> {
    const rows = await t.app.db.select({ photos: reviews.photos }).from(reviews);
    return {
      stored: (await storedFiles(t.dataDir)).filter((file) => file.startsWith('reviews/')),
      referenced: rows.flatMap((row) => row.photos.flatMap((photo) => photo.keys)).sort(),
    };
  }

  it('keeps exactly the photos the review rows name when two edits replace them at the same moment', async () => {
    const asha = await customer();
    const made = await completedBooking(asha);
    const photo = await jpegWithExif();
    expect((await post(asha, made._id, { stars: '3' }, [photo])).status).toBe(201);

    const [first, second] = await Promise.all([
      edit(asha, made._id, { stars: '4' }, [photo, photo]),
      edit(asha, made._id, { stars: '5' }, [photo]),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // One edit wins: the review shows its photos, and the storage holds those and no other.
    const [shown] = await t.api.ok<Review[]>('GET', '/api/my/reviews', { token: asha.token });
    expect([first.json<Review>().photos, second.json<Review>().photos]).toContainEqual(shown!.photos);
    const files = await reviewFiles();
    expect(files.stored).toEqual(files.referenced);
  });

  it("removes a booking's review and its photos when the admin deletes the booking", async () => {
    const asha = await customer();
    const made = await completedBooking(asha);
    expect((await post(asha, made._id, { stars: '4' }, [await jpegWithExif()])).status).toBe(201);
    expect((await reviewFiles()).stored.length).toBeGreaterThan(0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${made._id}`,
      headers: { authorization: admin },
    });
    expect(deleted.statusCode).toBe(200);
    const files = await reviewFiles();
    expect(files.stored).toEqual(files.referenced);
  });

  it("leaves no photo of a review edited while 'delete my data' runs", async () => {
    const asha = await customer();
    const made = await completedBooking(asha);
    const photo = await jpegWithExif();
    const posted = (await post(asha, made._id, { stars: '3' }, [photo])).json<Review>();

    // The edit's new photo is being stored when the customer's data goes.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let storing!: () => void;
    const started = new Promise<void>((resolve) => (storing = resolve));
    const put = t.app.storage.put.bind(t.app.storage);
    const held = vi.spyOn(t.app.storage, 'put').mockImplementationOnce(async (...args) => {
      storing();
      await gate;
      return put(...args);
    });
    const editing = edit(asha, made._id, { stars: '5' }, [photo]);
    await started;
    held.mockRestore();
    expect((await t.api.request('DELETE', '/api/my/data', { token: asha.token })).status).toBe(200);
    release();

    const edited = await editing;
    expect(edited.status).toBe(404);
    expect(edited.json()).toEqual({ error: MESSAGES.notFound });
    const files = await reviewFiles();
    expect(files.stored).toEqual(files.referenced);
    const name = (path: string) => path.split('/').pop()!;
    for (const path of [...posted.photos, ...posted.thumbs])
      expect(files.stored.some((file) => file.endsWith(name(path)))).toBe(false);
  });

  /** Until `count` transactions of this database wait for an advisory lock, or `stop.done`. */
  async function waitingForLocks(count: number, stop = { done: false }): Promise<void> {
    for (const deadline = Date.now() + 20_000; !stop.done; await new Promise((go) => setTimeout(go, 20))) {
      const { rows } = (await t.app.db.execute(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`,
      )) as unknown as { rows: { n: number }[] };
      if ((rows[0]?.n ?? 0) >= count) return;
      if (Date.now() > deadline) throw new Error(`no ${count} transactions waiting for a lock`);
    }
  }

  // Only PostgreSQL runs transactions at once (PGlite has one connection), so only there can a review be
  // posted while "delete my data" is half done: its reviews deleted, its bookings not yet.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "leaves no photo of a review posted while 'delete my data' runs (PostgreSQL)",
    async () => {
      const asha = await customer();
      const made = await completedBooking(asha);
      // Holding the number's booking lock stops the deletion just before it deletes the bookings.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holding = t.app.db.transaction(async (tx) => {
        await lockBookingsOf(tx, asha.phone);
        locked();
        await gate;
      });
      await lockTaken;
      const deleting = t.api.request('DELETE', '/api/my/data', { token: asha.token });
      await waitingForLocks(1);

      const posting = post(asha, made._id, { stars: '5' }, [await jpegWithExif()]);
      // The post either ends (stored beside the half-done deletion) or waits for the deletion to end.
      const stop = { done: false };
      await Promise.race([posting.finally(() => (stop.done = true)), waitingForLocks(2, stop)]);
      stop.done = true;
      release();
      await holding;
      expect((await deleting).status).toBe(200);
      const posted = await posting;
      expect(posted.status).toBe(404);
      expect(posted.json()).toEqual({ error: MESSAGES.notFound });
      const files = await reviewFiles();
      expect(files.stored).toEqual(files.referenced);
    },
  );

  describe('the review request text', () => {
    const requestsOf = (bookingId: string) =>
      t.app.db.select().from(smsOutbox).where(eq(smsOutbox.bookingId, bookingId));

    it('is due 48 hours after completion, in the booking language, one per booking', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // 11:00 India time: 48 hours later is 11:00 again, inside the day.
      const completedAt = Date.parse(`${daysFromToday(1)}T05:30:00Z`);
      vi.setSystemTime(completedAt);
      await signInAgain();
      const asha = await customer();
      const made = await booking(asha, { fullName: 'Sneha More' });
      await complete(made._id);
      const requests = (await requestsOf(made._id)).filter((row) => row.template === 'customerReviewRequest');
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ status: 'queued', language: 'hi', toPhone: made.loginNumber });
      // The first name, and the link to the booking's card where the review is given (issue 44).
      expect(requests[0]!.body).toMatch(/^मेहंदी मार्केट: Sneha, आपकी ब्राइडल मेहंदी कैसी रची\?/);
      expect(requests[0]!.body).toMatch(
        new RegExp(`: http://localhost:3000/my-bookings#${bookingReference(made._id)}$`),
      );
      expect(requests[0]!.nextAttemptAt.getTime() - completedAt).toBeGreaterThanOrEqual(48 * HOUR - 1000);
      expect(requests[0]!.nextAttemptAt.getTime() - completedAt).toBeLessThanOrEqual(48 * HOUR + 1000);
      // Completed is final: a second completion is refused and texts nothing more.
      const again = await t.api.request('POST', `/api/customers/${made._id}/status`, {
        token: adminToken(),
        json: { status: 'completed' },
      });
      expect(again.status).toBe(409);
      expect(
        (await requestsOf(made._id)).filter((row) => row.template === 'customerReviewRequest'),
      ).toHaveLength(1);
    });

    it('waits for 08:00 India time when 48 hours later is night there', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // 22:30 India time (17:00 UTC): two days later at 22:30 is night, so the next 08:00 (02:30 UTC).
      const day = daysFromToday(1);
      vi.setSystemTime(Date.parse(`${day}T17:00:00Z`));
      await signInAgain();
      const asha = await customer();
      const made = await booking(asha, { selectedDates: [daysFromToday(0)] });
      await complete(made._id);
      const [request] = (await requestsOf(made._id)).filter(
        (row) => row.template === 'customerReviewRequest',
      );
      const expected = new Date(Date.parse(`${day}T02:30:00Z`) + 3 * 24 * HOUR);
      expect(request!.nextAttemptAt.toISOString()).toBe(expected.toISOString());
    });

    it('is never queued for a cancelled booking', async () => {
      const asha = await customer();
      const made = await booking(asha, { selectedDates: [daysFromToday(5)] });
      await t.api.ok('POST', `/api/customers/${made._id}/status`, {
        token: adminToken(),
        json: { status: 'cancelled', reason: 'Wedding postponed' },
      });
      const templates = (await requestsOf(made._id)).map((row) => row.template);
      expect(templates).toContain('customerCancelled');
      expect(templates).not.toContain('customerReviewRequest');
    });
  });
});
