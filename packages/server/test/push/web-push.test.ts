// Web push (docs/messaging.md#push) against a local fake push service: the key, subscriptions, an offer's
// push (TTL, Urgency, Topic, aes128gcm, a VAPID JWT that verifies, a payload that decrypts), the text as its
// fallback after PUSH_FALLBACK_MINUTES of clock time, a 410 that removes the subscription, a 500 retried,
// the owner's pushes, and two workers sending each push once. Nothing here sleeps for time: the clock moves.
// One app serves the file (its start is most of a test's time); each test gets a fresh push service, an
// emptied text log, the clock put back and no bookings or subscriptions left by another. The two tests that
// need other settings start their own.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PUSH_TITLES,
  bookingReference,
  pushTopicOf,
  type Artist,
  type Design,
  type PushPayload,
} from '@mehendi/shared';
import { movableClock, type MovableClock } from '../../src/clock';
import { createSession } from '../../src/auth/sessions.repository';
import { customerBookings } from '../../src/modules/bookings';
import { artistOffers } from '../../src/modules/matching/offers.schema';
import { pushOutbox, pushSubscriptions } from '../../src/modules/push/push.schema';
import { enqueuePush, ownerPush } from '../../src/modules/push';
import { loadVapidKeys } from '../../src/modules/push/push-keys';
import { sendDuePushes } from '../../src/modules/push/push.worker';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { enqueueTexts } from '../../src/modules/sms-outbox';
import { registry } from '../../src/metrics/registry';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import {
  applyAsArtist,
  approvedArtistWorking,
  daysFromToday,
  postBooking,
  recordingSms,
  waitFor,
} from '../bookings/work-fixtures';
import { artistAuth } from '../matching/offer-fixtures';
import {
  browserSubscription,
  startFakePushService,
  verifiedVapidClaims,
  type BrowserSubscription,
  type FakePushService,
} from './fake-push-service';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const MINUTE = 60_000;

describe(`web push (${DB})`, () => {
  let fake: FakePushService;
  let sms: ReturnType<typeof recordingSms>;
  let clock: MovableClock;
  let t: TestApp;
  let admin: string;
  let design: Design;
  let artist: Artist;
  /** The file's app and what its tests read of it. */
  let shared: {
    t: TestApp;
    sms: typeof sms;
    clock: MovableClock;
    admin: string;
    design: Design;
    artist: Artist;
  };

  async function start(env: Record<string, string> = {}) {
    t = await createTestApp(
      { PUBLIC_URL: 'https://mehendi.example.in', ...env },
      { autoOffers: true, offersSweepMs: 0, clock, sms },
    );
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    artist = await approvedArtistWorking(t, admin, {}, { fullName: 'Asha Near', pincode: '411030' });
  }

  // A minute ahead of the wall clock: a text (and a text's push) is due from its writing by the database's
  // clock, which a clock standing still before it would never reach.
  const clockNow = () => new Date(Date.now() + MINUTE);

  beforeAll(async () => {
    sms = recordingSms();
    clock = movableClock(clockNow());
    await start();
    shared = { t, sms, clock, admin, design, artist };
  });
  afterAll(() => shared?.t.close());

  beforeEach(async () => {
    // A push service per test: a push still on its way from the test before reaches that one's, not this.
    fake = await startFakePushService();
    ({ t, sms, clock, admin, design, artist } = shared);
    // The subscriptions go with their queued pushes, the bookings with their offers, texts and pushes (an
    // artist holds only ARTIST_OFFERS_OPEN_MAX open offers, and an old text must not fall due here).
    await t.app.db.delete(pushSubscriptions);
    await t.app.db.delete(customerBookings);
    sms.sent = [];
    sms.failing = false;
    clock.set(clockNow());
  });
  afterEach(() => fake.close());

  const book = (days = 10) =>
    postBooking(t, design, {
      selectedDates: [daysFromToday(days)],
      venueAddress: '5 Lane, Bajirao Road',
      venuePincode: '411030',
      guestCount: 12,
    });

  const subscribe = (auth: string, payload: object | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { authorization: auth },
      payload,
    });
  const unsubscribe = (auth: string, payload: object) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { authorization: auth },
      payload,
    });

  async function subscribed(auth: string, name: string): Promise<BrowserSubscription> {
    const browser = browserSubscription(fake.endpoint(name));
    const answer = await subscribe(auth, browser.json);
    expect(answer.statusCode, answer.body).toBe(200);
    return browser;
  }

  const offerTextOf = async (bookingId: string) =>
    (
      await t.app.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.bookingId, bookingId), eq(smsOutbox.template, 'artistOffer')))
    )[0]!;

  /** The offers texted to the artist (their approval was texted too). */
  const offersTexted = () => sms.sent.filter((sent) => sent.to === artist.phone && sent.text.includes('/o/'));

  /** mehendi_pushes_total of `outcome`, as GET /metrics reports it (per process, so compared before and after). */
  async function pushesCounted(outcome: string): Promise<number> {
    const metric = await registry.getSingleMetric('mehendi_pushes_total')!.get();
    return metric.values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
  }

  /** The worker reads the outbox now (a poll would, later); the clock decides what is due. */
  const wake = () => t.app.smsOutbox!.wake();

  describe('key and subscriptions', () => {
    it('answers the VAPID public key to artists and admins only, the key kept in the database', async () => {
      const key = (authorization?: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/push/key',
          headers: authorization ? { authorization } : {},
        });
      expect((await key()).statusCode).toBe(401);
      const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '+919811111111' })}`;
      expect((await key(customer)).statusCode).toBe(403);
      const forAdmin = await key(admin);
      expect(forAdmin.statusCode).toBe(200);
      const { publicKey } = forAdmin.json<{ publicKey: string }>();
      expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
      expect((await key(await artistAuth(t, artist))).json()).toEqual({ publicKey });
      // Another process (or a restart) on the database signs with the same pair.
      expect((await loadVapidKeys(t.app.db, null)).publicKey).toBe(publicKey);
    });

    it('keeps one subscription per endpoint, refuses bad input, and deletes only your own (404 for another’s)', async () => {
      const auth = await artistAuth(t, artist);
      const bad = await subscribe(auth, { endpoint: 'not a url', keys: { p256dh: 'x', auth: '' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: MESSAGES.invalidRequest });
      expect((await subscribe(auth, [])).statusCode).toBe(400);
      expect(await t.app.db.select().from(pushSubscriptions)).toEqual([]);

      const browser = await subscribed(auth, 'asha');
      const again = await subscribe(auth, browser.json);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ subscribed: true });
      const rows = await t.app.db.select().from(pushSubscriptions);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ artistId: artist._id, adminId: null, endpoint: browser.json.endpoint });

      const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '+919811111112' })}`;
      expect((await subscribe(customer, browser.json)).statusCode).toBe(403);
      const other = await applyAsArtist(t, { fullName: 'Bina Other' });
      const otherAuth = await artistAuth(t, other);
      expect((await unsubscribe(otherAuth, { endpoint: browser.json.endpoint })).statusCode).toBe(404);
      expect((await unsubscribe(admin, { endpoint: browser.json.endpoint })).statusCode).toBe(404);
      expect((await unsubscribe(auth, { endpoint: 'ftp://x' })).statusCode).toBe(400);
      expect(await t.app.db.select().from(pushSubscriptions)).toHaveLength(1);

      const removed = await unsubscribe(auth, { endpoint: browser.json.endpoint });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ subscribed: false });
      expect((await unsubscribe(auth, { endpoint: browser.json.endpoint })).statusCode).toBe(404);
    });
  });

  // Each test books its own date.
  describe('an offer', () => {
    it('goes by push at once: TTL the seconds left, Urgency high, the booking as Topic, a VAPID JWT, the offer encrypted', async () => {
      const browser = await subscribed(await artistAuth(t, artist), 'asha');
      const booking = await book(12);
      await waitFor(
        async () => fake.requests.length,
        (n) => n >= 1,
      );
      expect(fake.requests).toHaveLength(1);
      const request = fake.requests[0]!;

      const [offer] = await t.app.db
        .select()
        .from(artistOffers)
        .where(eq(artistOffers.bookingId, booking._id));
      const secondsLeft = Math.floor((offer!.expiresAt.getTime() - clock.now().getTime()) / 1000);
      expect(request).toMatchObject({ method: 'POST', path: '/push/asha' });
      expect(request.headers).toMatchObject({
        ttl: String(secondsLeft),
        urgency: 'high',
        topic: pushTopicOf(booking._id),
        'content-encoding': 'aes128gcm',
      });
      expect(request.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      const claims = verifiedVapidClaims(request.headers.authorization, t.app.push.publicKey);
      expect(claims.aud).toBe(new URL(fake.endpoint('x')).origin);
      expect(claims.sub).toBe('mailto:support@mehendimarket.in');

      const payload = browser.decrypt(request.body);
      expect(payload).toMatchObject({
        title: PUSH_TITLES.en.artistOffer,
        url: `/my-work#${bookingReference(booking._id)}`,
        tag: `booking-${booking._id}`,
      });
      expect(payload.body).toContain('Sadashiv Peth 411030');
      expect(payload.body).toContain('12 guests');

      // The text waits for the push to be opened (docs/messaging.md#push).
      const text = await offerTextOf(booking._id);
      expect(text).toMatchObject({ status: 'queued', toPhone: artist.phone });
      expect(text.dueAt?.getTime()).toBe(offer!.offeredAt.getTime() + 5 * MINUTE);
      expect(offersTexted()).toEqual([]);
      // Recorded after the push service's answer, which the fake gave before the test read it.
      const [row] = await waitFor(
        () => t.app.db.select().from(pushSubscriptions),
        (rows) => rows[0]?.lastSuccessAt !== null,
      );
      expect(row!.lastSuccessAt).toEqual(clock.now());
    });

    it('is texted after 5 minutes of clock time when the artist has not opened it', async () => {
      await subscribed(await artistAuth(t, artist), 'asha');
      const booking = await book(13);
      await waitFor(
        async () => fake.requests.length,
        (n) => n >= 1,
      );
      clock.advance(5 * MINUTE - 1000);
      wake();
      clock.advance(1000);
      wake();
      const sent = await waitFor(
        async () => offersTexted(),
        (texts) => texts.length > 0,
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain('Sadashiv Peth 411030');
      // Marked sent once the provider has taken it: the worker writes that just after the send.
      const text = await waitFor(
        () => offerTextOf(booking._id),
        (row) => row.status !== 'queued',
      );
      expect(text.status).toBe('sent');
    });

    it('is not texted when the artist opened it in My work before then', async () => {
      const auth = await artistAuth(t, artist);
      await subscribed(auth, 'asha');
      const booking = await book(14);
      clock.advance(2 * MINUTE);
      const work = await t.app.inject({
        method: 'GET',
        url: '/api/my/offers',
        headers: { authorization: auth },
      });
      expect(work.statusCode).toBe(200);
      clock.advance(3 * MINUTE);
      wake();
      const text = await waitFor(
        () => offerTextOf(booking._id),
        (row) => row.status !== 'queued',
      );
      expect(text).toMatchObject({ status: 'cancelled' });
      expect(text.lastError).toContain('opened');
      expect(offersTexted()).toEqual([]);
    });

    it('is texted at once, as before, to an artist without a subscription', async () => {
      const booking = await book(15);
      const text = await offerTextOf(booking._id);
      expect(text.dueAt).toBeNull();
      await waitFor(
        async () => offersTexted(),
        (texts) => texts.length > 0,
      );
      expect(await t.app.db.select().from(pushOutbox)).toEqual([]);
    });

    it('removes the subscription on a 410 and does not try again; the offer is then texted at once', async () => {
      await subscribed(await artistAuth(t, artist), 'asha');
      fake.answers.push(410);
      const gone = await pushesCounted('gone');
      const booking = await book(16);
      await waitFor(
        () => t.app.db.select().from(pushSubscriptions),
        (rows) => rows.length === 0,
      );
      expect(await t.app.db.select().from(pushOutbox)).toEqual([]);
      // Their phone takes no pushes now: the text does not wait PUSH_FALLBACK_MINUTES (the clock stands still).
      await waitFor(
        () => offerTextOf(booking._id),
        (row) => row.status === 'sent',
      );
      expect(offersTexted()).toHaveLength(1);
      expect(fake.requests).toHaveLength(1);
      expect(await pushesCounted('gone')).toBe(gone + 1);
    });

    it('retries a 500 after the back-off on the clock, then sends once', async () => {
      await subscribed(await artistAuth(t, artist), 'asha');
      fake.answers.push(500);
      await book(17);
      const [failed] = await waitFor(
        () => t.app.db.select().from(pushOutbox),
        (rows) => rows[0]?.lastError !== null && rows[0]?.lastError !== undefined,
      );
      expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
      expect(failed!.lastError).toContain('500');
      wake();
      clock.advance(30_000);
      wake();
      const [sent] = await waitFor(
        () => t.app.db.select().from(pushOutbox),
        (rows) => rows[0]?.status === 'sent',
      );
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
      expect(fake.requests).toHaveLength(2);
    });
  });

  describe('other pushes', () => {
    // Each starts its own app with its settings, its own text log and clock; the file's app waits.
    beforeEach(() => {
      sms = recordingSms();
      clock = movableClock(clockNow());
    });
    afterEach(async () => {
      if (t !== shared.t) await t.close();
    });

    it('tells the artist a job confirmed and cancelled, and the owner of a new application and a booking that needs them', async () => {
      await start({ ARTIST_OFFER_ROUNDS: '1' });
      const auth = await artistAuth(t, artist);
      const asha = await subscribed(auth, 'asha');
      const owner = await subscribed(admin, 'owner');

      const first = await book();
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/my/offers/${first._id}/accept`,
        headers: { authorization: auth },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const second = await book(11);
      const declined = await t.app.inject({
        method: 'POST',
        url: `/api/my/offers/${second._id}/decline`,
        headers: { authorization: auth },
        payload: { reason: 'busy' },
      });
      expect(declined.statusCode, declined.body).toBe(200);
      const applicant = await applyAsArtist(t, { fullName: 'Chitra New' });
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/customers/${first._id}/status`,
        headers: { authorization: admin },
        payload: { status: 'cancelled', reason: 'The family moved the wedding' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const shown = async () => {
        const rows = await t.app.db.select().from(pushOutbox);
        return rows.map((row) => ({ kind: row.kind, status: row.status }));
      };
      await waitFor(shown, (rows) => rows.length === 6 && rows.every((row) => row.status === 'sent'));
      const payloads = fake.requests.map((request) =>
        (request.path === '/push/asha' ? asha : owner).decrypt(request.body),
      );
      expect(payloads).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            title: PUSH_TITLES.en.artistOffer,
            url: `/my-work#${bookingReference(first._id)}`,
          }),
          expect.objectContaining({
            title: PUSH_TITLES.en.artistJob,
            url: `/my-work#${bookingReference(first._id)}`,
          }),
          expect.objectContaining({
            title: PUSH_TITLES.en.artistJobCancelled,
            url: `/my-work#${bookingReference(first._id)}`,
            tag: `booking-${first._id}`,
          }),
          expect.objectContaining({
            title: PUSH_TITLES.en.artistOffer,
            url: `/my-work#${bookingReference(second._id)}`,
          }),
          expect.objectContaining({
            title: PUSH_TITLES.en.ownerNeedsArtist,
            url: `/admin-dashboard?section=customers&record=${second._id}`,
          }),
          expect.objectContaining({
            title: PUSH_TITLES.en.ownerArtistApplication,
            url: `/admin-dashboard?section=artists&record=${applicant._id}`,
          }),
        ]),
      );
      expect(fake.requests).toHaveLength(6);
      for (const payload of payloads) expect(payload.body.length).toBeGreaterThan(10);
    });

    it('tells the owner, in the owner’s language, of a text that failed for good', async () => {
      sms.failing = true;
      await start({ SMS_MAX_ATTEMPTS: '1', OWNER_ALERT_LANGUAGE: 'hi' });
      const owner = await subscribed(admin, 'owner');
      const booking = await book();
      wake();
      // The artist's approval text failed too (and is pushed without a booking): the booking's is looked for.
      const about = (payload: PushPayload) => payload.url.endsWith(booking._id);
      const payloads = await waitFor(
        async () => fake.requests.map((request) => owner.decrypt(request.body)),
        (all) => all.some(about),
      );
      const payload = payloads.find(about)!;
      expect(payload.title).toBe(PUSH_TITLES.hi.ownerTextFailed);
      expect(payload.body).toContain(bookingReference(booking._id));
      expect(payload.body.endsWith('।')).toBe(true);
      expect(payload.url).toBe(`/admin-dashboard?section=customers&record=${booking._id}`);
    });
  });

  describe('the outbox', () => {
    it('writes a text’s push in the text’s transaction: none when it rolls back', async () => {
      await subscribed(await artistAuth(t, artist), 'asha');
      const booking = await book(18);
      await waitFor(
        async () => fake.requests.length,
        (n) => n >= 1,
      );
      const before = (await t.app.db.select().from(pushOutbox)).length;
      const cancelled = {
        bookingId: booking._id,
        recipient: 'artist' as const,
        toPhone: artist.phone,
        template: 'artistJobCancelled' as const,
        language: 'en',
        body: 'Mehendi Market: the job is cancelled.',
        variables: {},
      };
      await expect(
        t.app.db.transaction(async (tx) => {
          await enqueueTexts(tx, [cancelled]);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await t.app.db.select().from(pushOutbox)).toHaveLength(before);
      await t.app.db.transaction((tx) => enqueueTexts(tx, [cancelled]));
      const rows = await t.app.db.select().from(pushOutbox).where(eq(pushOutbox.kind, 'artistJobCancelled'));
      expect(rows).toHaveLength(1);
    });

    // On PostgreSQL each worker's claim runs on its own pooled connection, as two processes' would.
    it('never sends a push twice with three workers taking from it at once', async () => {
      const admins = await t.app.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
      expect(admins).toEqual([]);
      const count = 12;
      for (let i = 0; i < count; i += 1) await subscribed(admin, `owner-${i}`);
      const push = ownerPush('ownerNeedsArtist', 'en', 'A booking needs you.', {});
      expect(await enqueuePush(t.app.db, 'admins', push)).toBe(count);
      fake.delayMs = 5;
      const settings = { ...t.app.config.sms.outbox, leaseMs: 60_000 };
      const worker = () => sendDuePushes(t.app.db, t.app.push.send, t.app.log, settings, clock);
      const taken = await Promise.all([worker(), worker(), worker()]);
      await waitFor(
        () => t.app.db.select().from(pushOutbox).where(eq(pushOutbox.status, 'queued')),
        (rows) => rows.length === 0,
      );
      expect(taken.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(count);
      const paths = fake.requests.map((request) => request.path).sort();
      expect(paths).toEqual(Array.from({ length: count }, (_, i) => `/push/owner-${i}`).sort());
    });
  });
});
