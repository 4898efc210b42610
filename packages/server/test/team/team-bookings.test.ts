// Team bookings (docs/bookings.md#team-bookings): a function sized from its brides and guests holds a place
// per artist, its seats are offered bridal first and it is confirmed when every seat is taken; the owner
// fills seats by hand; 48 hours before, a team still short goes to the owner and the customer chooses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  TEAM_SHORT_HOURS,
  closedDayMessage,
  guestsServed,
  slotInstant,
  teamShortMessage,
  type Artist,
  type AvailabilityAnswer,
  type CustomerBooking,
  type Design,
  type MyBooking,
  type MyJob,
} from '@mehendi/shared';
import { bookingPayload } from '@mehendi/test-client';
import { movableClock, type MovableClock } from '../../src/clock';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import { approvedArtistWorking, daysFromToday, postBooking } from '../bookings/work-fixtures';
import { artistAuth, offerTokenOf, textsOf } from '../matching/offer-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const OWNER = '+919800000001';
const SLOT = 'Late Evening (9:00 PM onwards)';
/** A bride and 40 guests: 180 + 480 minutes, three artists' four hours. */
const TEAM_OF_3 = { brides: 1, guestCount: 40 };
/** A bride and 100 guests: 1,380 minutes, six artists. */
const TEAM_OF_6 = { brides: 1, guestCount: 100 };
/** A bride and 20 guests: 420 minutes, two artists. */
const TEAM_OF_2 = { brides: 1, guestCount: 20 };

describe(`team bookings (${DB})`, () => {
  let t: TestApp;
  let clock: MovableClock;
  let admin: string;
  let design: Design;
  let five: Artist[];

  beforeAll(async () => {
    clock = movableClock();
    t = await createTestApp(
      { OWNER_ALERT_NUMBERS: OWNER, PUBLIC_URL: 'https://mehendi.example.in' },
      { autoOffers: true, offersSweepMs: 0, clock },
    );
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    five = [];
    for (const [name, pincode] of [
      ['Asha Near', '411030'],
      ['Bina Middle', '411001'],
      ['Chitra Far', '400001'],
      ['Deepa Farther', '560001'],
      ['Esha Farthest', '110001'],
    ] as const)
      five.push(await approvedArtistWorking(t, admin, {}, { fullName: name, pincode }));
  });
  afterAll(() => t.close());

  const book = (day: string, fields: Parameters<typeof postBooking>[2] = {}) =>
    postBooking(t, design, {
      selectedDates: [day],
      selectedTime: SLOT,
      venueAddress: '5 Lane, Bajirao Road',
      venuePincode: '411030',
      ...fields,
    });

  async function bookingOf(id: string): Promise<CustomerBooking> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/all?id=${id}&pageSize=1`,
      headers: { authorization: admin },
    });
    return response.json<{ items: CustomerBooking[] }>().items[0]!;
  }

  const customerAuth = async (booking: CustomerBooking) =>
    `Bearer ${await createSession(t.app.db, { role: 'customer', phone: booking.loginNumber })}`;

  async function myBooking(booking: CustomerBooking): Promise<MyBooking> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my/bookings',
      headers: { authorization: await customerAuth(booking) },
    });
    return response.json<MyBooking[]>().find((one) => one._id === booking._id)!;
  }

  const lateEvening = async (day: string, team?: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/availability?from=${day}&to=${day}${team ? `&team=${team}` : ''}`,
    });
    return response.json<AvailabilityAnswer>().days[0]!.slots.find((slot) => slot.slot === SLOT)!;
  };

  const artistNamed = (id: string | null) => five.find((artist) => artist._id === id)!;

  /** Accepts the booking's open offer by its one-tap link; answers who was offered. */
  async function acceptOpenOffer(bookingId: string): Promise<Artist> {
    const offered = artistNamed((await bookingOf(bookingId)).assignment!.artistId);
    const token = await offerTokenOf(t, bookingId, offered);
    const accepted = await t.app.inject({ method: 'POST', url: `/api/offers/${token}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return offered;
  }

  it('sizes the team from the guests, holds a place per artist, and refuses a team bigger than the free artists', async () => {
    const day = daysFromToday(20);
    expect((await lateEvening(day)).places).toBe(5);
    // A bride and 5 guests fit one artist's four hours: no team, as before teams.
    const single = await book(daysFromToday(21), { brides: 1, guestCount: 5 });
    expect(single.team).toBeNull();

    const team = await book(day, TEAM_OF_3);
    expect(team).toMatchObject({ status: 'new', brides: 1, guestCount: 40 });
    expect(team.team).toMatchObject({ artistsNeeded: 3, confirmed: 0, shortBy: null, choice: null });
    expect(team.team!.seats.map((seat) => seat.role)).toEqual(['bridal', 'guests', 'guests']);
    // Three of five places held: two left, and no team of three fits any more.
    expect(await lateEvening(day)).toMatchObject({ places: 2, usual: 5 });
    expect(await lateEvening(day, 3)).toMatchObject({ places: 2, standing: 'full' });
    expect(await lateEvening(day, 2)).toMatchObject({ standing: 'few' });

    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: {
        authorization: `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '+919811100001' })}`,
      },
      payload: bookingPayload(design, { selectedDates: [day], selectedTime: SLOT, ...TEAM_OF_6 }),
    });
    expect(tooBig.statusCode).toBe(409);
    // Five artists ever work the evening: a team of six never fits, waiting list or not.
    expect(tooBig.json()).toMatchObject({ error: teamShortMessage(day, SLOT, 5, 6) });
    const another = await t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: {
        authorization: `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '+919811100002' })}`,
      },
      payload: bookingPayload(design, { selectedDates: [day], selectedTime: SLOT, ...TEAM_OF_3 }),
    });
    expect(another.statusCode).toBe(409);
    expect(another.json()).toMatchObject({
      error: teamShortMessage(day, SLOT, 2, 3),
      fields: { selectedDates: teamShortMessage(day, SLOT, 2, 3) },
    });
    // It may wait for three places instead, and is offered them once the first team cancels.
    const waiting = await book(day, { ...TEAM_OF_3, waitlist: true });
    expect(waiting.status).toBe('waitlisted');
    expect((await lateEvening(day)).places).toBe(2);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${team._id}/status`,
      headers: { authorization: admin },
      payload: { status: 'cancelled', reason: 'Family changed the date' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await bookingOf(waiting._id)).status).toBe('offered');
    expect((await lateEvening(day)).places).toBe(2);
    // A closed day stays the closed-day answer for a team too.
    expect(closedDayMessage(day, SLOT)).not.toBe(teamShortMessage(day, SLOT, 0, 3));
  });

  it('refuses more than 300 guests or 3 brides, changing nothing', async () => {
    for (const [fields, field, message] of [
      [{ guestCount: 301 }, 'guestCount', MESSAGES.invalidGuestCount],
      [{ brides: 4 }, 'brides', MESSAGES.invalidBrides],
      [{ brides: -1 }, 'brides', MESSAGES.invalidBrides],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/add',
        headers: {
          authorization: `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '+919811100003' })}`,
        },
        payload: bookingPayload(design, { selectedDates: [daysFromToday(22)], ...fields }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { [field]: message } });
    }
    expect((await lateEvening(daysFromToday(22))).places).toBe(5);
  });

  it('offers the bridal seat first, then the guests’ one after another, and confirms when every seat is accepted', async () => {
    const booking = await book(daysFromToday(24), TEAM_OF_3);
    expect(booking.team!.seats[0]).toMatchObject({ role: 'bridal', state: 'offered' });
    expect(booking.team!.seats.slice(1).map((seat) => seat.state)).toEqual(['open', 'open']);

    const bridal = await acceptOpenOffer(booking._id);
    const halfway = await bookingOf(booking._id);
    expect(halfway.status).toBe('new');
    expect(halfway.team).toMatchObject({ confirmed: 1 });
    expect(halfway.team!.seats.map((seat) => seat.state)).toEqual(['accepted', 'offered', 'open']);
    expect(halfway.team!.seats[1]!.artistId).not.toBe(bridal._id);
    // The offer says which seat it is.
    const seatOffer = await t.app.inject({
      method: 'GET',
      url: '/api/my/offers',
      headers: { authorization: await artistAuth(t, artistNamed(halfway.team!.seats[1]!.artistId)) },
    });
    expect(seatOffer.json()[0]).toMatchObject({ team: { artistsNeeded: 3, role: 'guests' } });
    // The customer sees the progress.
    expect((await myBooking(booking)).team).toMatchObject({ artistsNeeded: 3, confirmed: 1 });

    const second = await acceptOpenOffer(booking._id);
    const third = await acceptOpenOffer(booking._id);
    const confirmed = await bookingOf(booking._id);
    expect(confirmed).toMatchObject({ status: 'confirmed', artist: { _id: bridal._id } });
    expect(confirmed.team).toMatchObject({ confirmed: 3 });
    expect(new Set([bridal._id, second._id, third._id]).size).toBe(3);

    const texts = await textsOf(t, booking._id);
    const customer = texts.filter((text) => text.template === 'customerConfirmed');
    expect(customer).toHaveLength(1);
    expect(customer[0]!.body).toContain(bridal.fullName.split(' ')[0]);
    // The lead has the customer's number; the others the team's size and the lead's name and number.
    const team = texts.filter((text) => text.template === 'artistTeamJob');
    expect(team.map((text) => text.toPhone).sort()).toEqual([second.phone, third.phone].sort());
    for (const text of team) {
      expect(text.body).toContain('team of 3');
      expect(text.body).toContain(`Lead: ${bridal.fullName.split(' ')[0]}, ${bridal.whatsappNumber}`);
    }
    expect(texts.some((text) => text.template === 'artistJobAtVenue' && text.toPhone === bridal.phone)).toBe(
      true,
    );

    // Each artist of the team sees the others and whom to call in My work.
    const jobsOf = async (artist: Artist) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/my/jobs',
          headers: { authorization: await artistAuth(t, artist) },
        })
      )
        .json<MyJob[]>()
        .find((job) => job._id === booking._id)!;
    const guestJob = await jobsOf(second);
    expect(guestJob.team).toEqual({
      artistsNeeded: 3,
      myRole: 'guests',
      iAmLead: false,
      lead: { firstName: bridal.fullName.split(' ')[0], whatsappNumber: bridal.whatsappNumber },
      others: expect.arrayContaining([
        { firstName: bridal.fullName.split(' ')[0], role: 'bridal', lead: true },
        { firstName: third.fullName.split(' ')[0], role: 'guests', lead: false },
      ]),
    });
    // The day's steps are the lead's.
    expect(guestJob.canStart).toBe(false);
    expect((await jobsOf(bridal)).team).toMatchObject({ myRole: 'bridal', iAmLead: true });

    // Each artist's calendar feed has the job, saying it is a team's.
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/my/calendar-link',
      headers: { authorization: await artistAuth(t, third) },
    });
    const feed = await t.app.inject({
      method: 'GET',
      url: new URL(link.json<{ url: string }>().url).pathname,
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(booking._id);
    expect(feed.body).toContain('A team of 3 artists');
  });

  it('offers the bridal seat to the artist the customer wished for, the guests’ seat by the ranking', async () => {
    // The farthest of the five: the ranking alone would ask her last.
    const wished = five[4]!;
    const booking = await book(daysFromToday(36), { ...TEAM_OF_2, preferredArtistId: wished._id });
    expect(booking.team!.seats[0]).toMatchObject({ role: 'bridal', state: 'offered', artistId: wished._id });
    expect((await acceptOpenOffer(booking._id))._id).toBe(wished._id);
    // The guests' seat goes to the nearest, as any seat would.
    const guests = (await bookingOf(booking._id)).team!.seats[1]!;
    expect(guests).toMatchObject({ role: 'guests', state: 'offered', artistId: five[0]!._id });
  });

  it('lets the owner fill or change a seat by hand, naming the seat', async () => {
    const booking = await book(daysFromToday(26), TEAM_OF_2);
    const [first, second] = booking.team!.seats;
    const assign = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/customers/${booking._id}/assign`,
        headers: { authorization: admin },
        payload,
      });
    const noSeat = await assign({ artistId: five[4]!._id });
    expect(noSeat.statusCode).toBe(400);
    expect(noSeat.json()).toMatchObject({ error: MESSAGES.chooseSeat });

    // The owner takes the bridal seat from the artist it was offered to: the offer is withdrawn.
    const offeredTo = artistNamed(first!.artistId);
    const token = await offerTokenOf(t, booking._id, offeredTo);
    const filled = await assign({ artistId: five[4]!._id, seat: 0 });
    expect(filled.statusCode, filled.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/offers/${token}/accept` })).json()).toEqual({
      error: MESSAGES.offerWentElsewhere,
    });
    const twice = await assign({ artistId: five[4]!._id, seat: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: MESSAGES.alreadyInTeam });
    expect((await assign({ artistId: five[4]!._id, seat: 7 })).statusCode).toBe(400);

    const done = await assign({ artistId: five[3]!._id, seat: second!.seat });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ booking: CustomerBooking }>().booking).toMatchObject({
      status: 'confirmed',
      artist: { _id: five[4]!._id },
      team: { confirmed: 2 },
    });
  });

  it('never holds more seats than free artists when ten teams book the last places at once', async () => {
    const day = daysFromToday(28);
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/customers/add',
          headers: {
            authorization: `Bearer ${await createSession(t.app.db, {
              role: 'customer',
              phone: `+9198222${String(index).padStart(5, '0')}`,
            })}`,
          },
          payload: bookingPayload(design, { selectedDates: [day], selectedTime: SLOT, ...TEAM_OF_2 }),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    // Five artists: two teams of two fit, the third would need a fourth and fifth of whom one is left.
    expect(codes).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect((await lateEvening(day)).places).toBe(1);
  });

  async function flaggedTeam(day: string): Promise<{ booking: CustomerBooking; seated: Artist[] }> {
    const booking = await book(day, TEAM_OF_3);
    const seated = [await acceptOpenOffer(booking._id), await acceptOpenOffer(booking._id)];
    // 47 hours before the visit the sweep finds the third seat still open.
    const visit = slotInstant(day, SLOT, 'start');
    clock.set(new Date(visit.getTime() - (TEAM_SHORT_HOURS - 1) * 3600_000));
    await t.app.matching.sweep();
    return { booking, seated };
  }

  it('flags a team still short 48 hours before to the owner and the customer, who may go ahead with fewer', async () => {
    const { booking } = await flaggedTeam(daysFromToday(30));
    const flagged = await bookingOf(booking._id);
    expect(flagged.status).toBe('new');
    expect(flagged.assignment).toMatchObject({ state: 'needs_owner', reason: 'team_short' });
    expect(flagged.team).toMatchObject({ confirmed: 2, shortBy: 1, choice: null });
    const served = guestsServed(2, TEAM_OF_3);
    expect(served).toBe(25);
    expect(flagged.team!.reduced).toEqual({
      guestCount: 25,
      estimate: { min: 2000 + 25 * 300, max: 3000 + 25 * 500 },
    });
    const texts = await textsOf(t, booking._id);
    const toCustomer = texts.filter((text) => text.template === 'customerTeamShort');
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.toPhone).toBe(booking.loginNumber);
    expect(toCustomer[0]!.body).toContain('2 of 3 artists');
    expect(toCustomer[0]!.body).toContain('https://mehendi.example.in/my-bookings#');
    expect(texts.filter((text) => text.toPhone === OWNER).map((text) => text.template)).toContain(
      'ownerNeedsArtist',
    );
    // Flagged once: another sweep texts nobody again.
    await t.app.matching.sweep();
    expect(
      (await textsOf(t, booking._id)).filter((text) => text.template === 'customerTeamShort'),
    ).toHaveLength(1);

    // Only the booking's customer may answer.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/my/bookings/${booking._id}/team-choice`,
      headers: {
        authorization: `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '+919811100009' })}`,
      },
      payload: { choice: 'go_ahead' },
    });
    expect(stranger.statusCode).toBe(404);
    const choose = async (choice: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/my/bookings/${booking._id}/team-choice`,
        headers: { authorization: await customerAuth(booking) },
        payload: { choice },
      });
    expect((await choose('maybe')).json()).toMatchObject({ error: MESSAGES.chooseTeamChoice });
    const ahead = await choose('go_ahead');
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect(ahead.json<{ booking: MyBooking }>().booking).toMatchObject({
      status: 'confirmed',
      guestCount: 25,
      estimate: { min: 2000 + 25 * 300, max: 3000 + 25 * 500 },
      team: { artistsNeeded: 2, confirmed: 2, choice: 'go_ahead', shortBy: null },
    });
    expect((await choose('cancel')).json()).toEqual({ error: MESSAGES.noTeamChoice });
  });

  it('lets the customer of a team still short cancel instead; its artists are told', async () => {
    clock.set(new Date());
    const { booking, seated } = await flaggedTeam(daysFromToday(32));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/my/bookings/${booking._id}/team-choice`,
      headers: { authorization: await customerAuth(booking) },
      payload: { choice: 'cancel' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ booking: MyBooking }>().booking).toMatchObject({
      status: 'cancelled',
      team: { choice: 'cancel' },
    });
    const told = (await textsOf(t, booking._id)).filter((text) => text.template === 'artistJobCancelled');
    expect(told.map((text) => text.toPhone).sort()).toEqual(seated.map((artist) => artist.phone).sort());
    // Its places are free again.
    expect((await lateEvening(daysFromToday(32))).places).toBe(5);
    clock.set(new Date());
  });

  it('books a bride and 120 guests as a team of 7, stored with its guests', async () => {
    // Seven artists now (the last test: the ones before count five).
    for (const name of ['Farah Seventh', 'Gita Sixth'])
      five.push(await approvedArtistWorking(t, admin, {}, { fullName: name, pincode: '411002' }));
    const big = await book(daysFromToday(34), { brides: 1, guestCount: 120 });
    expect(big).toMatchObject({ guestCount: 120, brides: 1, team: { artistsNeeded: 7 } });
    expect(big.estimate).toMatchObject({ min: 2000 + 120 * 300, max: 3000 + 120 * 500 });
    expect((await lateEvening(daysFromToday(34))).places).toBe(0);
  });
});
