import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  bookingReference,
  type Artist,
  type Candidate,
  type CustomerBooking,
  type Design,
} from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import { applyAsArtist, approve, daysFromToday, postBooking, recordingSms, waitFor } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`booking lifecycle, review and assignment (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  const sms = recordingSms();

  beforeAll(async () => {
    t = await createTestApp(
      { SMS_OUTBOX_POLL_MS: '50', SMS_RETRY_BASE_MS: '20', SMS_MAX_ATTEMPTS: '3' },
      { sms },
    );
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  const bookingsById = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customers/all',
      headers: { authorization: admin },
    });
    return new Map(response.json<CustomerBooking[]>().map((booking) => [booking._id, booking]));
  };
  const bookingNow = async (id: string) => (await bookingsById()).get(id)!;
  const assign = (booking: CustomerBooking, artist: Artist, authorization = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customers/${booking._id}/assign`,
      headers: { authorization },
      payload: { artistId: artist._id },
    });
  const setStatus = (booking: CustomerBooking, payload: Record<string, unknown>, authorization = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customers/${booking._id}/status`,
      headers: { authorization },
      payload,
    });
  const review = (artist: Artist, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/artists/${artist._id}/review`,
      headers: { authorization: admin },
      payload,
    });

  describe('artist review', () => {
    it('starts pending, is approved, and a re-submission waits for a new review', async () => {
      const artist = await applyAsArtist(t);
      expect(artist).toMatchObject({ status: 'pending', reviewNote: null, reviewedAt: null });
      const approved = await approve(t, admin, artist);
      expect(approved.status).toBe('approved');
      expect(approved.reviewedAt).not.toBeNull();
    });

    it('refuses a rejection without a note, and stores one with it', async () => {
      const artist = await applyAsArtist(t);
      const bare = await review(artist, { status: 'rejected' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({ error: MESSAGES.rejectionNeedsNote });
      const rejected = await review(artist, { status: 'rejected', note: 'No sample designs' });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json<{ artist: Artist }>().artist).toMatchObject({
        status: 'rejected',
        reviewNote: 'No sample designs',
      });
    });

    it('answers 404 for an unknown artist and 401 without a session', async () => {
      const artist = await applyAsArtist(t);
      expect((await review({ ...artist, _id: crypto.randomUUID() }, { status: 'approved' })).statusCode).toBe(
        404,
      );
      const anonymous = await t.app.inject({
        method: 'PATCH',
        url: `/api/artists/${artist._id}/review`,
        payload: { status: 'approved' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('lifecycle', () => {
    it('goes new → confirmed → completed, each step in the history, and texts both sides', async () => {
      const artist = await approve(
        t,
        admin,
        await applyAsArtist(t, { fullName: 'Kavya Joshi', language: 'mr' }),
      );
      const booking = await postBooking(t, design, {
        fullName: 'Sneha More',
        language: 'hi',
        selectedDates: [daysFromToday(0)],
      });
      expect(booking).toMatchObject({ status: 'new', history: [], language: 'hi', artist: null });

      const assigned = await assign(booking, artist);
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json<{ booking: CustomerBooking }>().booking).toMatchObject({
        status: 'confirmed',
        artist: { _id: artist._id, fullName: 'Kavya Joshi' },
        history: [{ by: 'admin', from: 'new', to: 'confirmed', artistId: artist._id }],
      });

      // The customer in Hindi (the booking's language) at the verified number, the artist in Marathi.
      // The first acknowledged the request with its reference when it was made.
      const texts = await waitFor(
        async () =>
          sms.sent.filter(
            (text) =>
              text.to === booking.loginNumber ||
              (text.to === artist.phone && text.text.includes('Sneha More')),
          ),
        (found) => found.length >= 3,
      );
      // (The outbox may send the two in either order when they are due together.)
      const toCustomer = texts.filter((text) => text.to === booking.loginNumber).map((text) => text.text);
      expect(toCustomer).toHaveLength(2);
      expect(toCustomer).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(
              `^मेहंदी मार्केट: आपकी .+ की ब्राइडल मेहंदी का अनुरोध मिला, संदर्भ ${bookingReference(booking._id)}। कलाकार पक्का होने पर बताएंगे$`,
            ),
          ),
          // The artist by first name (issue 44).
          expect.stringMatching(/^मेहंदी मार्केट: आपकी ब्राइडल मेहंदी .*पक्की। कलाकार: Kavya$/),
        ]),
      );
      expect(texts.find((text) => text.to === artist.phone)?.text).toMatch(
        /^मेहंदी मार्केट काम: वधू, .*Sneha More, 9876543210\.$/,
      );
      for (const text of texts) expect(text.text).not.toMatch(/https?:|www\./);
      // The texts sent at once (a reminder later today, if any, waits for its time).
      const sentStates = await waitFor(
        async () => (await bookingNow(booking._id)).messages.filter((message) => !message.dueAt),
        (messages) => messages.every((message) => message.status === 'sent'),
      );
      expect(sentStates.map((message) => [message.recipient, message.template, message.status])).toEqual([
        ['customer', 'customerReceived', 'sent'],
        ['customer', 'customerConfirmed', 'sent'],
        ['artist', 'artistJob', 'sent'],
      ]);

      const completed = await setStatus(booking, { status: 'completed' });
      expect(completed.statusCode).toBe(200);
      const stored = await bookingNow(booking._id);
      expect(stored.status).toBe('completed');
      expect(stored.history.map((step) => `${step.from}>${step.to}`)).toEqual([
        'new>confirmed',
        'confirmed>completed',
      ]);
    });

    it('refuses a step the lifecycle does not allow with 409 and changes nothing', async () => {
      const booking = await postBooking(t, design);
      const completeNew = await setStatus(booking, { status: 'completed' });
      expect(completeNew.statusCode).toBe(409);
      expect(completeNew.json()).toEqual({ error: MESSAGES.transitionNotAllowed });
      expect(await bookingNow(booking._id)).toMatchObject({ status: 'new', history: [] });

      expect((await setStatus(booking, { status: 'cancelled', reason: 'Family emergency' })).statusCode).toBe(
        200,
      );
      // The cancellation's text is sent in the background; the snapshot is taken once it has been, so
      // only what the refused steps might change is compared.
      const before = await waitFor(
        () => bookingNow(booking._id),
        (stored) => stored.messages.every((message) => message.status !== 'queued'),
      );
      const artist = await approve(t, admin, await applyAsArtist(t));
      for (const attempt of [
        () => setStatus(booking, { status: 'completed' }),
        () => setStatus(booking, { status: 'cancelled', reason: 'again' }),
        () => assign(booking, artist),
      ]) {
        const response = await attempt();
        expect(response.statusCode).toBe(409);
      }
      expect(await bookingNow(booking._id)).toEqual(before);
    });

    it('completes a booking only from its first booked day (India time): before it a 409 naming the day', async () => {
      const artist = await approve(t, admin, await applyAsArtist(t, { fullName: 'Meera Kulkarni' }));
      const booking = await postBooking(t, design, { selectedDates: [daysFromToday(6), daysFromToday(5)] });
      expect((await assign(booking, artist)).statusCode).toBe(200);
      const firstDay = daysFromToday(5).slice(0, 10);
      const early = await setStatus(booking, { status: 'completed' });
      expect(early.statusCode).toBe(409);
      const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(firstDay),
      );
      expect(early.json()).toEqual({
        error: `A booking can be completed on or after its first booked day, ${day}.`,
      });
      expect(early.json<{ error: string }>().error).toMatch(/\d{1,2} \w{3} 20\d\d/);
      expect(await bookingNow(booking._id)).toMatchObject({ status: 'confirmed' });

      // The evening before in India is still too early; that day's first minute in India is not (a session
      // signed in then, as the admin's of today has expired by that day).
      const midnightInIndia = Date.parse(`${firstDay}T00:00:00+05:30`);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(midnightInIndia - 60_000);
        const later = await t.adminAuth();
        expect((await setStatus(booking, { status: 'completed' }, later)).statusCode).toBe(409);
        vi.setSystemTime(midnightInIndia + 60_000);
        const done = await setStatus(booking, { status: 'completed' }, later);
        expect(done.statusCode).toBe(200);
      } finally {
        vi.useRealTimers();
      }
      expect(await bookingNow(booking._id)).toMatchObject({ status: 'completed' });
    });

    it('needs a reason to cancel, and tells the customer and the artist', async () => {
      const artist = await approve(t, admin, await applyAsArtist(t, { fullName: 'Ritu Shah' }));
      const booking = await postBooking(t, design, { fullName: 'Pooja Rane' });
      expect((await assign(booking, artist)).statusCode).toBe(200);
      const bare = await setStatus(booking, { status: 'cancelled' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({ error: MESSAGES.cancelNeedsReason });
      expect((await bookingNow(booking._id)).status).toBe('confirmed');

      const cancelled = await setStatus(booking, { status: 'cancelled', reason: 'Wedding postponed' });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<{ booking: CustomerBooking }>().booking).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Wedding postponed',
      });
      const texts = await waitFor(
        async () =>
          sms.sent.filter(
            (text) =>
              (text.to === booking.loginNumber || text.text.includes('Pooja Rane')) &&
              text.text.includes('cancelled'),
          ),
        (found) => found.length >= 2,
      );
      expect(texts.map((text) => text.to).sort()).toEqual([artist.phone, booking.loginNumber].sort());
      expect(texts.find((text) => text.to === booking.loginNumber)?.text).toContain(
        'cancelled: Wedding postponed',
      );
    });

    it('refuses bad bodies and unknown bookings, and only admins may change a status', async () => {
      const booking = await postBooking(t, design);
      expect((await setStatus(booking, { status: 'confirmed' })).statusCode).toBe(400);
      const unknown = await t.app.inject({
        method: 'POST',
        url: `/api/customers/${crypto.randomUUID()}/status`,
        headers: { authorization: admin },
        payload: { status: 'completed' },
      });
      expect(unknown.statusCode).toBe(404);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/customers/${booking._id}/status`,
        payload: { status: 'completed' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('assignment', () => {
    it('refuses an artist who is not approved (400) and an unknown one (404)', async () => {
      const booking = await postBooking(t, design);
      const pending = await applyAsArtist(t);
      const response = await assign(booking, pending);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: MESSAGES.artistNotApproved });
      expect((await assign(booking, { ...pending, _id: crypto.randomUUID() })).statusCode).toBe(404);
      expect((await bookingNow(booking._id)).status).toBe('new');
    });

    it('refuses a busy artist with 409 but not for a slot that does not overlap', async () => {
      const artist = await approve(t, admin, await applyAsArtist(t));
      // Two jobs a day, so only the clash stops the second (one a day would stop it as well).
      const url = `/api/artists/${artist._id}/availability`;
      const week = await t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
      const saved = await t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: admin },
        payload: { ...week.json<Record<string, unknown>>(), maxJobsPerDay: 2 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const day = daysFromToday(20);
      const first = await postBooking(t, design, {
        selectedDates: [day],
        selectedTime: 'Late Evening (9:00 PM onwards)',
      });
      const clash = await postBooking(t, design, {
        selectedDates: [day, daysFromToday(21)],
        selectedTime: 'Any Time From Morning Till Night',
      });
      const morning = await postBooking(t, design, {
        selectedDates: [day],
        selectedTime: 'Morning to Afternoon (11:00 AM to 4:00 PM)',
      });
      expect((await assign(first, artist)).statusCode).toBe(200);
      const busy = await assign(clash, artist);
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toEqual({ error: MESSAGES.artistBusy });
      expect((await bookingNow(clash._id)).status).toBe('new');
      expect((await assign(morning, artist)).statusCode).toBe(200);
    });

    it('re-assigns a confirmed booking, records it and tells the customer and both artists', async () => {
      const [a, b] = [
        await approve(t, admin, await applyAsArtist(t, { fullName: 'Anita Desai' })),
        await approve(t, admin, await applyAsArtist(t, { fullName: 'Bhavna Rao' })),
      ];
      const booking = await postBooking(t, design, {
        fullName: 'Reema Gupta',
        selectedDates: [daysFromToday(30)],
      });
      expect((await assign(booking, a)).statusCode).toBe(200);
      expect((await assign(booking, a)).statusCode).toBe(409);
      const moved = await assign(booking, b);
      expect(moved.statusCode).toBe(200);
      const stored = await bookingNow(booking._id);
      expect(stored.artist?._id).toBe(b._id);
      expect(stored.history.map((step) => [step.to, step.artistId])).toEqual([
        ['confirmed', a._id],
        ['confirmed', b._id],
      ]);
      const texts = await waitFor(
        // Received, confirmed and re-assigned to the customer; the job to each artist; the first's cancellation.
        async () =>
          sms.sent.filter((text) => text.to === booking.loginNumber || text.text.includes('Reema Gupta')),
        (found) => found.length >= 6,
      );
      expect(
        texts.find((text) => text.to === booking.loginNumber && text.text.includes('now be done by Bhavna.')),
      ).toBeDefined();
      expect(texts.find((text) => text.to === a.phone && text.text.includes('is cancelled'))).toBeDefined();
    });

    it('lists approved artists as candidates, free ones first, with the busy one and its clash', async () => {
      const day = daysFromToday(40);
      const make = async (fullName: string, mehendiVarieties: string[], timeRange: string) =>
        approve(t, admin, await applyAsArtist(t, { fullName, mehendiVarieties, timeRange }));
      const late = 'Late Evening (9:00 PM onwards)';
      const any = 'Any Time From Morning Till Night';
      await make('Cand Munj', ['Munj'], any);
      await make('Cand Morning', ['Engagement'], 'Morning to Afternoon (11:00 AM to 4:00 PM)');
      const busy = await make('Cand Busy', ['Engagement'], any);
      await make('Cand Late', ['Engagement'], late);
      await applyAsArtist(t, { fullName: 'Cand Pending', mehendiVarieties: ['Engagement'] });
      const other = await postBooking(t, design, { selectedDates: [day], selectedTime: any });
      expect((await assign(other, busy)).statusCode).toBe(200);
      const engagement = await uploadDesign(t, admin, 'Bridal (Engagement)', '800-1500');
      const booking = await postBooking(t, engagement, {
        selectedDates: [day],
        selectedTime: late,
        mehendiVariety: 'Bridal (Engagement)',
        priceRange: '800-1500',
      });

      const response = await t.app.inject({
        method: 'GET',
        url: `/api/customers/${booking._id}/candidates`,
        headers: { authorization: admin },
      });
      expect(response.statusCode).toBe(200);
      const mine = response
        .json<Candidate[]>()
        .filter((candidate) => candidate.artist.fullName.startsWith('Cand '));
      // Free ones first (the variety first), then those who are not: not working the slot, then busy.
      expect(mine.map((candidate) => candidate.artist.fullName)).toEqual([
        'Cand Late',
        'Cand Munj',
        'Cand Morning',
        'Cand Busy',
      ]);
      expect(
        mine.map((candidate) => [
          candidate.offersVariety,
          candidate.available,
          candidate.busy,
          candidate.free,
        ]),
      ).toEqual([
        [true, true, false, true],
        [false, true, false, true],
        [true, false, false, false],
        [true, true, true, false],
      ]);
      expect(mine[3]?.clash).toMatchObject({ _id: other._id, selectedTime: any });
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/customers/${crypto.randomUUID()}/candidates`,
        headers: { authorization: admin },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('outbox', () => {
    it('retries a failing gateway, ends failed, and never blocks the status change', async () => {
      const artist = await approve(t, admin, await applyAsArtist(t));
      const booking = await postBooking(t, design, {
        fullName: 'Nisha Failing',
        selectedDates: [daysFromToday(50)],
      });
      // The request's acknowledgement goes out first; the gateway fails only for the assignment's texts.
      await waitFor(
        async () => (await bookingNow(booking._id)).messages,
        (found) => found.length === 1 && found[0]!.status === 'sent',
      );
      sms.failing = true;
      try {
        expect((await assign(booking, artist)).statusCode).toBe(200);
        const messages = await waitFor(
          // The texts sent at once: the reminders wait for their time.
          async () => (await bookingNow(booking._id)).messages.filter((text) => !text.dueAt).slice(1),
          (found) => found.length === 2 && found.every((message) => message.status === 'failed'),
        );
        expect(messages.map((message) => [message.status, message.attempts])).toEqual([
          ['failed', 3],
          ['failed', 3],
        ]);
        const overview = await t.app.inject({
          method: 'GET',
          url: '/api/admin/overview',
          headers: { authorization: admin },
        });
        expect(overview.json<{ failedMessages: number }>().failedMessages).toBeGreaterThanOrEqual(2);
        // The overview's card opens the bookings whose texts failed: this one, and none whose texts all went.
        const withFailed = await t.app.inject({
          method: 'GET',
          url: '/api/customers/all?texts=failed&pageSize=100',
          headers: { authorization: admin },
        });
        const listed = withFailed.json<{ items: CustomerBooking[] }>().items;
        expect(listed.map((found) => found._id)).toContain(booking._id);
        expect(listed.filter((found) => !found.messages.some((text) => text.status === 'failed'))).toEqual(
          [],
        );
      } finally {
        sms.failing = false;
      }
      // Only the acknowledgement went; the failed texts never reached anyone.
      expect(sms.sent.filter((text) => text.to === booking.loginNumber)).toHaveLength(1);
    });
  });
});
