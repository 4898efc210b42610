// Offers to artists (docs/bookings.md#offers-to-artists): a new booking is offered to the best free artist
// at once, with a one-tap link in the text; a decline or silence moves it on; an accept confirms it; three
// misses or a close visit go to the owner; an artist who confirms automatically is confirmed in the answer.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  TEAM_TIMES,
  type Artist,
  type ArtistOffer,
  type AssignmentExplanation,
  type CustomerBooking,
  type Design,
} from '@mehendi/shared';
import { movableClock, type MovableClock } from '../../src/clock';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import { approvedArtistWorking, daysFromToday, postBooking } from '../bookings/work-fixtures';
import { artistAuth, offerTokenOf, textsOf } from './offer-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const OWNER = '+919800000001';

// One app for the file (docs/testing.md, CI's budget, rule 3). Each test makes its own three artists and
// books its own day; afterwards its bookings and artists are deleted (no offer left open to expire or to
// count against an artist, no "Needs you", no other candidate or booking in a list), the owner's switch is
// turned back on and the clock set back to now.
describe(`offers to artists (${DB})`, () => {
  let t: TestApp;
  /** The server the tests share, given back after a test that restarts it. */
  let shared: FastifyInstance;
  let clock: MovableClock;
  let admin: string;
  let design: Design;
  /** Ranked by distance from the venue's pincode 411030: same pincode, same area, further. */
  let near: Artist, middle: Artist, far: Artist;
  /** What the current test made (its artists and bookings), as the addresses that delete them. */
  let made: string[] = [];

  beforeAll(async () => {
    clock = movableClock();
    t = await createTestApp(
      { OWNER_ALERT_NUMBERS: OWNER, PUBLIC_URL: 'https://mehendi.example.in' },
      { autoOffers: true, offersSweepMs: 0, clock },
    );
    shared = t.app;
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    clock.set(new Date());
    made = [];
    const artist = async (fullName: string, pincode: string) => {
      const one = await approvedArtistWorking(t, admin, {}, { fullName, pincode });
      made.push(`/api/artists/${one._id}`);
      return one;
    };
    near = await artist('Asha Near', '411030');
    middle = await artist('Bina Middle', '411001');
    far = await artist('Chitra Far', '400001');
  });
  afterEach(async () => {
    // Now again: the admin's session is checked and the deletions are made today, not at a test's time.
    clock.set(new Date());
    // A test restarted the server (with the periodic sweep): the next tests get one like the first.
    if (t.app !== shared) shared = await t.restart();
    // Deleted with their offers and texts, the bookings before the artists (no job to hand back): the
    // next test sees no booking or artist but its own.
    for (const url of made.reverse()) {
      const deleted = await t.app.inject({ method: 'DELETE', url, headers: { authorization: admin } });
      if (deleted.statusCode !== 200) throw new Error(`delete failed: ${deleted.body}`);
    }
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: admin },
      payload: { autoOffers: true },
    });
    if (settings.statusCode !== 200) throw new Error(`settings failed: ${settings.body}`);
  });

  /** A booking on `day` days from today: each test books its own day, so no other test's jobs are on it. */
  const book = async (day: number, fields: Parameters<typeof postBooking>[2] = {}) => {
    const booking = await postBooking(t, design, {
      selectedDates: [daysFromToday(day)],
      venueAddress: '5 Lane, Bajirao Road',
      venuePincode: '411030',
      guestCount: 12,
      ...fields,
    });
    made.push(`/api/customers/${booking._id}`);
    return booking;
  };

  async function bookingOf(id: string): Promise<CustomerBooking> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/all?id=${id}&pageSize=1`,
      headers: { authorization: admin },
    });
    return response.json<{ items: CustomerBooking[] }>().items[0]!;
  }

  const byLink = (token: string, action: 'accept' | 'decline', payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/offers/${token}/${action}`, ...(payload ? { payload } : {}) });

  it('offers a new booking to the ranked first at once, with the job and a one-tap link in the text', async () => {
    const booking = await book(10);
    expect(booking.status).toBe('new');
    expect(booking.assignment).toMatchObject({ state: 'offering', artistId: near._id, round: 1 });

    const offerTexts = (await textsOf(t, booking._id)).filter((text) => text.template === 'artistOffer');
    expect(offerTexts).toHaveLength(1);
    expect(offerTexts[0]!.toPhone).toBe(near.phone);
    // The area and pincode, never the street; the guests and the estimate; the link.
    expect(offerTexts[0]!.body).toContain('Sadashiv Peth 411030');
    expect(offerTexts[0]!.body).not.toContain('5 Lane');
    expect(offerTexts[0]!.body).toContain('12 guests');
    expect(offerTexts[0]!.body).toMatch(/https:\/\/mehendi\.example\.in\/o\/[A-Za-z0-9_-]{22}$/);

    const token = await offerTokenOf(t, booking._id, near);
    const page = await t.app.inject({ method: 'GET', url: `/api/offers/${token}` });
    expect(page.statusCode).toBe(200);
    const offer = page.json<ArtistOffer>();
    expect(offer).toMatchObject({ bookingId: booking._id, state: 'open', guestCount: 12, pincode: '411030' });
    expect(JSON.stringify(offer)).not.toContain(booking.fullName);
    expect(JSON.stringify(offer)).not.toContain(booking.contactNumber);
  });

  it('moves to the next artist on a decline by link, confirms on accept and texts the customer once', async () => {
    const booking = await book(11);
    const declined = await byLink(await offerTokenOf(t, booking._id, near), 'decline', { reason: 'busy' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      message: MESSAGES.offerDeclinedByArtist,
      offer: { state: 'declined' },
    });
    expect((await bookingOf(booking._id)).assignment).toMatchObject({ artistId: middle._id, round: 2 });

    const accepted = await byLink(await offerTokenOf(t, booking._id, middle), 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const confirmed = await bookingOf(booking._id);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      artist: { fullName: 'Bina Middle' },
      assignment: null,
    });
    const toCustomer = (await textsOf(t, booking._id)).filter(
      (text) => text.toPhone === booking.loginNumber && !text.template.includes('Reminder'),
    );
    expect(toCustomer.map((text) => text.template)).toEqual(['customerReceived', 'customerConfirmed']);
    expect(confirmed.history.map((step) => step.note).filter(Boolean)).toEqual(
      expect.arrayContaining(['declined the offer: busy', 'accepted the offer']),
    );
    expect(confirmed.history.map((step) => step.offer).filter(Boolean)).toEqual([
      'offered',
      'declined',
      'offered',
      'accepted',
    ]);
    // Reminders are written with the confirmation.
    const reminders = (await textsOf(t, booking._id)).filter((text) => text.template.includes('Reminder'));
    expect(reminders.length).toBeGreaterThan(0);
  });

  it('refuses a wrong or used link (404), a decline without a reason (400) and an "other" without a note', async () => {
    const booking = await book(12);
    const token = await offerTokenOf(t, booking._id, near);
    expect((await byLink('A'.repeat(22), 'accept')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/offers/not-a-token' })).statusCode).toBe(404);
    expect((await byLink(token, 'decline', {})).statusCode).toBe(400);
    const noNote = await byLink(token, 'decline', { reason: 'other' });
    expect(noNote.statusCode).toBe(400);
    expect((await bookingOf(booking._id)).assignment).toMatchObject({ artistId: near._id, round: 1 });
    expect((await byLink(token, 'accept')).statusCode).toBe(200);
    expect((await byLink(token, 'accept')).statusCode).toBe(404);
  });

  it('moves on when an offer expires, also when it expired while no server ran', async () => {
    const booking = await book(13);
    const offered = (await bookingOf(booking._id)).assignment!;
    clock.set(new Date(Date.parse(offered.offerExpiresAt!) + 1000));
    // A late accept is refused with why, and the next artist is asked.
    const late = await byLink(await offerTokenOf(t, booking._id, near), 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: MESSAGES.artistOfferExpired });
    await t.app.matching.sweep();
    const second = (await bookingOf(booking._id)).assignment!;
    expect(second).toMatchObject({ artistId: middle._id, round: 2 });

    // The server stops; the offer expires meanwhile; a new server's first sweep moves it on.
    await t.restart({ offersSweepMs: undefined }, () =>
      clock.set(new Date(Date.parse(second.offerExpiresAt!) + 60_000)),
    );
    await expectSoon(async () => (await bookingOf(booking._id)).assignment?.artistId === far._id);
  });

  it('goes to the owner after three misses, with a text to the owner and a "Needs you" count', async () => {
    const booking = await book(14);
    for (const artist of [near, middle, far]) {
      const token = await offerTokenOf(t, booking._id, artist);
      expect((await byLink(token, 'decline', { reason: 'too_far' })).statusCode).toBe(200);
    }
    const waiting = await bookingOf(booking._id);
    expect(waiting).toMatchObject({
      status: 'new',
      assignment: { state: 'needs_owner', artistId: null, reason: 'rounds', round: 3 },
    });
    const toOwner = (await textsOf(t, booking._id)).filter((text) => text.toPhone === OWNER);
    expect(toOwner.map((text) => text.template)).toEqual(['ownerNewBooking', 'ownerNeedsArtist']);
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { authorization: admin },
    });
    expect(overview.json()).toMatchObject({ needsOwner: 1 });
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: admin },
    });
    expect(notices.json<{ subject: { kind: string } | null }[]>()[0]).toMatchObject({
      subject: { kind: 'needsOwner', name: booking.fullName },
      record: { type: 'booking', id: booking._id },
    });
    const tab = await t.app.inject({
      method: 'GET',
      url: '/api/customers/all?assignment=needs_owner&pageSize=10',
      headers: { authorization: admin },
    });
    expect(tab.json<{ items: CustomerBooking[] }>().items.map((item) => item._id)).toEqual([booking._id]);
    // The owner assigns by hand: the booking leaves "Needs you".
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${booking._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: near._id },
    });
    expect(assigned.statusCode).toBe(200);
    expect((await bookingOf(booking._id)).assignment).toBeNull();
  });

  it('asks the owner straight away when the visit is less than six hours away', async () => {
    clock.set(new Date(Date.parse(`${daysFromToday(15)}T06:00:00+05:30`)));
    const booking = await book(15, { selectedTime: 'Morning to Afternoon (11:00 AM to 4:00 PM)' });
    expect(booking.assignment).toMatchObject({ state: 'needs_owner', reason: 'too_close' });
    // "Needs you" lists it and not a booking still offered to artists (the evening's, hours ahead).
    const offered = await book(15, { selectedTime: 'Afternoon to Evening (4:00 PM to 9:00 PM)' });
    expect(offered.assignment).toMatchObject({ state: 'offering' });
    const needsYou = async (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/customers/all?${query}`, headers: { authorization: admin } });
    const tab = await needsYou('assignment=needs_owner&pageSize=10');
    expect(tab.json<{ items: CustomerBooking[]; total: number }>()).toMatchObject({
      items: [{ _id: booking._id }],
      total: 1,
    });
    expect((await needsYou('assignment=offering')).statusCode).toBe(400);
  });

  it('ends an open offer when the owner assigns by hand: the link then says the job went elsewhere', async () => {
    const booking = await book(16);
    const token = await offerTokenOf(t, booking._id, near);
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${booking._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: far._id },
    });
    expect(assigned.statusCode).toBe(200);
    const late = await byLink(token, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: MESSAGES.offerWentElsewhere });
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${token}` })).json()).toMatchObject({
      state: 'withdrawn',
    });
  });

  it('confirms in the booking answer itself with an artist who confirms jobs automatically', async () => {
    const auth = await artistAuth(t, near);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/my/preferences',
      headers: { authorization: auth },
      payload: { autoAccept: true },
    });
    expect(saved.json()).toMatchObject({ autoAccept: true });
    const booking = await book(17);
    expect(booking).toMatchObject({
      status: 'confirmed',
      artist: { fullName: 'Asha Near' },
      assignment: null,
    });
    const templates = (await textsOf(t, booking._id)).map((text) => text.template);
    expect(templates).not.toContain('artistOffer');
    expect(templates).toEqual(expect.arrayContaining(['customerConfirmed', 'artistJobAtVenue']));
  });

  it('shows the offers in My work and takes answers there; only the artist offered can answer', async () => {
    const booking = await book(18);
    const auth = await artistAuth(t, near);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my/offers',
      headers: { authorization: auth },
    });
    expect(mine.json<ArtistOffer[]>().map((offer) => [offer.bookingId, offer.state])).toEqual([
      [booking._id, 'open'],
    ]);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/my/offers/${booking._id}/accept`,
      headers: { authorization: await artistAuth(t, far) },
    });
    expect(other.statusCode).toBe(404);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/my/offers/${booking._id}/accept`,
      headers: { authorization: auth },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/my/offers/${booking._id}/decline`,
      headers: { authorization: auth },
      payload: { reason: 'busy' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: MESSAGES.offerAnswered });
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/my/preferences',
      headers: { authorization: auth },
    });
    expect(stats.json()).toMatchObject({ stats: { offered: 1, accepted: 1, responseRate: 1 } });
  });

  it('takes one of ten accepts sent at once for one offer', async () => {
    const booking = await book(19);
    const token = await offerTokenOf(t, booking._id, near);
    const answers = await Promise.all(Array.from({ length: 10 }, () => byLink(token, 'accept')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const customerTexts = (await textsOf(t, booking._id)).filter(
      (text) => text.template === 'customerConfirmed',
    );
    expect(customerTexts).toHaveLength(1);
  });

  it('explains the choice: every candidate in order with its facts, and every offer with its answer', async () => {
    const booking = await book(20);
    await byLink(await offerTokenOf(t, booking._id, near), 'decline', {
      reason: 'other',
      note: 'family function',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${booking._id}/assignment`,
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    const why = response.json<AssignmentExplanation>();
    expect(why.candidates.map((c) => [c.fullName, c.distance, c.skipped])).toEqual([
      ['Asha Near', 0, 'declined'],
      ['Bina Middle', 1, 'alreadyOffered'],
      ['Chitra Far', 2, null],
    ]);
    expect(why.offers).toMatchObject([
      { fullName: 'Asha Near', round: 1, state: 'declined', reason: 'other', note: 'family function' },
      { fullName: 'Bina Middle', round: 2, state: 'open' },
    ]);
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${booking._id}/assignment`,
      headers: { authorization: await artistAuth(t, near) },
    });
    expect(customer.statusCode).toBe(403);
  });

  it('offers a booking from the waiting list to an artist once its customer takes the place', async () => {
    // One artist only works that day: her confirmed job fills it.
    for (const artist of [middle, far])
      await t.app.inject({
        method: 'PUT',
        url: `/api/artists/${artist._id}/availability`,
        headers: { authorization: admin },
        payload: { weekly: {}, daysOff: [], maxJobsPerDay: 1 },
      });
    const day = 21;
    const first = await book(day);
    expect((await byLink(await offerTokenOf(t, first._id, near), 'accept')).statusCode).toBe(200);
    const waiting = await book(day, { waitlist: true });
    expect(waiting).toMatchObject({ status: 'waitlisted', assignment: null });

    // The first is cancelled: the place is offered to the waiting customer, who takes it.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${first._id}/status`,
      headers: { authorization: admin },
      payload: { status: 'cancelled', reason: 'Family emergency' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await bookingOf(waiting._id)).status).toBe('offered');
    const customer = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: waiting.loginNumber })}`;
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/my/bookings/${waiting._id}/accept-offer`,
      headers: { authorization: customer },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    // Then, like a new booking, it is offered to the artist.
    expect((await bookingOf(waiting._id)).assignment).toMatchObject({
      state: 'offering',
      artistId: near._id,
    });
    expect((await textsOf(t, waiting._id)).map((text) => text.template)).toContain('artistOffer');
  });

  it('takes a booking as a request for the owner while no artist is approved', async () => {
    for (const artist of [near, middle, far])
      await t.app.inject({
        method: 'PATCH',
        url: `/api/artists/${artist._id}/review`,
        headers: { authorization: admin },
        payload: { status: 'rejected', note: 'Moved away' },
      });
    const request = await book(22);
    expect(request).toMatchObject({ status: 'new', assignment: null });
    expect((await textsOf(t, request._id)).map((text) => text.template)).not.toContain('ownerNeedsArtist');
  });

  it('never offers an artist of weight 0, and offers nothing when the owner turns offers off', async () => {
    for (const artist of [near, middle])
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/artists/${artist._id}/offer-weight`,
            headers: { authorization: admin },
            payload: { weight: 0 },
          })
        ).statusCode,
      ).toBe(200);
    const badWeight = await t.app.inject({
      method: 'PUT',
      url: `/api/artists/${far._id}/offer-weight`,
      headers: { authorization: admin },
      payload: { weight: 6 },
    });
    expect(badWeight.statusCode).toBe(400);
    expect((await book(23)).assignment).toMatchObject({ artistId: far._id });

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: admin },
      payload: { autoOffers: false },
    });
    expect(off.json()).toEqual({ autoOffers: false, teamTimes: TEAM_TIMES });
    const manual = await book(24);
    expect(manual.assignment).toBeNull();
    expect((await textsOf(t, manual._id)).map((text) => text.template)).not.toContain('artistOffer');
  });
});

async function expectSoon(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
