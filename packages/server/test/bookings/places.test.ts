import { count } from 'drizzle-orm';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  TIME_SLOTS,
  noPlaceMessage,
  unknownWeekdayMessage,
  type Artist,
  type AvailabilityAnswer,
  type CustomerBooking,
  type Design,
  type SeasonAnswer,
} from '@mehendi/shared';
import { bookingPayload } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { customerBookings } from '../../src/modules/bookings/bookings.schema';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { applyAsArtist, approve, approvedArtistWorking } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const [MORNING, AFTERNOON, , ANY] = TIME_SLOTS;

let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `+9196${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** The n-th Saturday at least a week from today (n = 0, 1, …), so each test has days of its own. */
function saturday(n: number): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7) + 7 * n);
  return day.toISOString().slice(0, 10);
}
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const NO_DAY = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe(`places: bookings only where an artist is free (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;

  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    // The availability is asked over a real connection: an answer kept in memory is then sent before
    // routing (availability-from-memory.ts), as in production, so every change below is seen through it.
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  // Every test brings its own approved artists: the ones before it are deleted.
  afterEach(async () => {
    const artists = await t.app.inject({
      method: 'GET',
      url: '/api/artists/all',
      headers: { authorization: admin },
    });
    for (const artist of artists.json<Artist[]>()) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/artists/${artist._id}`,
        headers: { authorization: admin },
      });
    }
  });

  async function customer(): Promise<string> {
    return `Bearer ${await createSession(t.app.db, { role: 'customer', phone: nextPhone() })}`;
  }

  const book = async (fields: Record<string, unknown>, auth?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: { authorization: auth ?? (await customer()) },
      payload: bookingPayload(design, fields),
    });

  /** An approved artist who works as `availability` says (the admin sets it from the console). */
  async function artistWorking(
    availability: Record<string, unknown>,
    varieties = ['Bridal', 'Engagement'],
  ): Promise<{ artist: Artist; phone: string }> {
    const phone = nextPhone();
    const artist = await approvedArtistWorking(t, admin, availability, {
      phone,
      mehendiVarieties: varieties,
    });
    return { artist, phone };
  }

  const stored = async () => {
    const [bookings] = await t.app.db.select({ n: count() }).from(customerBookings);
    const [texts] = await t.app.db.select({ n: count() }).from(smsOutbox);
    return { bookings: bookings!.n, texts: texts!.n };
  };

  const availability = async (query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/api/availability?${query}`, { headers });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: { etag: response.headers.get('etag') ?? undefined },
      json: <T = unknown>() => JSON.parse(body) as T,
    };
  };

  const placesOf = async (day: string, slot: string, variety = 'Bridal') => {
    const response = await availability(`from=${day}&to=${day}&variety=${encodeURIComponent(variety)}`);
    expect(response.statusCode).toBe(200);
    return response.json<AvailabilityAnswer>().days[0]!.slots.find((entry) => entry.slot === slot)!.places;
  };

  it('takes bookings as requests while no artist is approved', async () => {
    const day = saturday(0);
    for (let i = 0; i < 3; i++)
      expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(201);
    const answer = (await availability(`from=${day}&to=${day}`)).json<AvailabilityAnswer>();
    expect(answer.requestsOnly).toBe(true);
  });

  it('with two artists working Saturday mornings, takes two Saturday-morning bookings and refuses the third', async () => {
    const day = saturday(1);
    await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING] } });
    await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING] } });
    expect(await placesOf(day, MORNING)).toBe(2);
    expect(await placesOf(day, AFTERNOON)).toBe(0);
    expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(201);
    expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(201);
    expect(await placesOf(day, MORNING)).toBe(0);

    const before = await stored();
    const third = await book({ selectedDates: [day], selectedTime: MORNING });
    expect(third.statusCode).toBe(409);
    const message = noPlaceMessage(day, MORNING);
    expect(message).toMatch(
      /^No artist is free on \d{1,2} \w{3,4} \d{4} \(11 AM-4 PM\)\. Please choose another date/,
    );
    expect(third.json()).toEqual({ error: message, fields: { selectedDates: message } });
    // Nothing stored, nothing texted.
    expect(await stored()).toEqual(before);
  });

  it('counts a day off: the artist away that Saturday leaves no place', async () => {
    const day = saturday(2);
    const { artist } = await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING] } });
    expect(await placesOf(day, MORNING)).toBe(1);
    const away = await t.app.inject({
      method: 'PUT',
      url: `/api/artists/${artist._id}/availability`,
      headers: { authorization: admin },
      payload: {
        weekly: { ...NO_DAY, sat: [MORNING] },
        daysOff: [{ from: day, to: day, note: 'Wedding' }],
        maxJobsPerDay: 1,
      },
    });
    expect(away.statusCode).toBe(200);
    expect(await placesOf(day, MORNING)).toBe(0);
    expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(409);
    expect(await placesOf(saturday(3), MORNING)).toBe(1);
  });

  it('tells a day nobody works (closed) from a booked-out one (full), few places from many, here and in the season view', async () => {
    const day = saturday(10);
    const sunday = nextDay(day);
    const monday = nextDay(sunday);
    // Four artists work Saturday mornings; nobody works Sundays; the one Monday artist is away that Monday.
    for (let i = 0; i < 3; i++) await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING] } });
    await artistWorking({
      weekly: { ...NO_DAY, sat: [MORNING], mon: [MORNING] },
      daysOff: [{ from: monday, to: monday }],
      maxJobsPerDay: 1,
    });
    const slotOf = async (date: string) => {
      const answer = (
        await availability(`from=${date}&to=${date}&variety=Bridal`)
      ).json<AvailabilityAnswer>();
      return answer.days[0]!.slots.find((entry) => entry.slot === MORNING)!;
    };
    expect(await slotOf(day)).toEqual({ slot: MORNING, places: 4, usual: 4, standing: 'open' });
    expect(await slotOf(sunday)).toEqual({ slot: MORNING, places: 0, usual: 0, standing: 'closed' });
    expect(await slotOf(monday)).toEqual({ slot: MORNING, places: 0, usual: 0, standing: 'closed' });
    for (let i = 0; i < 3; i++)
      expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(201);
    expect(await slotOf(day)).toEqual({ slot: MORNING, places: 1, usual: 4, standing: 'few' });
    expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(201);
    expect(await slotOf(day)).toEqual({ slot: MORNING, places: 0, usual: 4, standing: 'full' });

    // The console's season view says the same of the same days.
    const season = await t.app.inject({
      method: 'GET',
      url: `/api/season?month=${day.slice(0, 7)}&variety=Bridal`,
      headers: { authorization: admin },
    });
    expect(season.statusCode).toBe(200);
    const standing = (date: string) =>
      season
        .json<SeasonAnswer>()
        .days.find((one) => one.date === date)
        ?.slots.find((entry) => entry.slot === MORNING)?.standing;
    expect(standing(day)).toBe('full');
    if (sunday.slice(0, 7) === day.slice(0, 7)) expect(standing(sunday)).toBe('closed');
  });

  it('counts one artist’s places when asked for her (a profile’s “Book with …”), her own jobs only', async () => {
    const day = saturday(11);
    const sunday = nextDay(day);
    const { artist: both } = await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING], sun: [MORNING] } });
    const { artist: saturdays } = await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING] } });
    const morning = async (query: string) =>
      (await availability(`from=${day}&to=${sunday}&variety=Bridal${query}`))
        .json<AvailabilityAnswer>()
        .days.map((one) => one.slots.find((entry) => entry.slot === MORNING)!.standing);
    expect(await morning('')).toEqual(['open', 'few']);
    expect(await morning(`&artist=${saturdays._id}`)).toEqual(['few', 'closed']);
    expect(await morning(`&artist=${both._id}`)).toEqual(['few', 'few']);
    // Her Saturday taken by her own job: full for her, while the other artist still has a place.
    const taken = await book({ selectedDates: [day], selectedTime: MORNING });
    expect(taken.statusCode).toBe(201);
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${taken.json<CustomerBooking>()._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: saturdays._id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await morning(`&artist=${saturdays._id}`)).toEqual(['full', 'closed']);
    expect(await morning('')).toEqual(['few', 'few']);
    expect(await morning('&artist=no-such-artist')).toEqual(['closed', 'closed']);
  });

  it('with one job a day, a morning job fills the artist’s day; with three, the afternoon stays open', async () => {
    const day = saturday(4);
    const { artist } = await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING, AFTERNOON] } });
    expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(201);
    expect(await placesOf(day, AFTERNOON)).toBe(0);
    const afternoon = await book({ selectedDates: [day], selectedTime: AFTERNOON });
    expect(afternoon.statusCode).toBe(409);
    expect(afternoon.json<{ error: string }>().error).toBe(noPlaceMessage(day, AFTERNOON));

    await t.app.inject({
      method: 'PUT',
      url: `/api/artists/${artist._id}/availability`,
      headers: { authorization: admin },
      payload: { weekly: { ...NO_DAY, sat: [MORNING, AFTERNOON] }, maxJobsPerDay: 3 },
    });
    expect(await placesOf(day, AFTERNOON)).toBe(1);
    expect((await book({ selectedDates: [day], selectedTime: AFTERNOON })).statusCode).toBe(201);
  });

  it('needs a place on every date of a booking, naming the first full one', async () => {
    const day = saturday(5);
    const sunday = nextDay(day);
    await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING], sun: [MORNING] } });
    expect((await book({ selectedDates: [sunday], selectedTime: MORNING })).statusCode).toBe(201);
    const before = await stored();
    const both = await book({ selectedDates: [sunday, day], selectedTime: MORNING });
    expect(both.statusCode).toBe(409);
    expect(both.json<{ error: string }>().error).toBe(noPlaceMessage(sunday, MORNING));
    expect(await stored()).toEqual(before);
    expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(201);
  });

  it('gives a Bridal place only to an artist who offers Bridal, and an Engagement one to Engagement', async () => {
    const day = saturday(6);
    await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING] } }, ['Engagement']);
    expect(await placesOf(day, MORNING, 'Bridal')).toBe(0);
    expect(await placesOf(day, MORNING, 'Bridal (Engagement)')).toBe(1);
    expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(409);
  });

  it('counts Any Time as the day’s free artists, and an Any Time booking takes its artist’s day', async () => {
    const day = saturday(7);
    await artistWorking({ weekly: { ...NO_DAY, sat: [AFTERNOON] } });
    expect(await placesOf(day, ANY)).toBe(1);
    expect((await book({ selectedDates: [day], selectedTime: ANY })).statusCode).toBe(201);
    expect(await placesOf(day, AFTERNOON)).toBe(0);
  });

  it('reopens a place when a booking is cancelled: the availability answer moves, and so does its ETag', async () => {
    const day = saturday(8);
    await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING] } });
    const made = await book({ selectedDates: [day], selectedTime: MORNING });
    expect(made.statusCode).toBe(201);
    const query = `from=${day}&to=${day}&variety=Bridal`;
    const full = await availability(query);
    expect(await placesOf(day, MORNING)).toBe(0);
    const etag = full.headers.etag as string;
    expect((await availability(query, { 'if-none-match': etag })).statusCode).toBe(304);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${made.json<CustomerBooking>()._id}/status`,
      headers: { authorization: admin },
      payload: { status: 'cancelled', reason: 'Family emergency' },
    });
    expect(cancelled.statusCode).toBe(200);
    const reopened = await availability(query, { 'if-none-match': etag });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.headers.etag).not.toBe(etag);
    expect(await placesOf(day, MORNING)).toBe(1);
    expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(201);
  });

  it('moves the answer when an artist is approved or deleted', async () => {
    const day = saturday(9);
    expect(await placesOf(day, MORNING)).toBe(0);
    const { artist } = await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING] } });
    expect(await placesOf(day, MORNING)).toBe(1);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/artists/${artist._id}`,
      headers: { authorization: admin },
    });
    expect(await placesOf(day, MORNING)).toBe(0);
  });

  it('counts the teams of `team` artists that fit a day (a team booking, issue 47), refusing a size past 1 to 20', async () => {
    const day = saturday(12);
    for (let i = 0; i < 5; i++) await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING] } });
    const morning = async (team: number) => {
      const answer = await availability(`from=${day}&to=${day}&team=${team}`);
      expect(answer.statusCode).toBe(200);
      return answer.json<AvailabilityAnswer>().days[0]!.slots.find((slot) => slot.slot === MORNING)!;
    };
    // Five free artists: one team of 3 fits (few), two teams of 2 (open), none of 6 ever (closed).
    expect(await morning(3)).toEqual({ slot: MORNING, places: 5, usual: 5, standing: 'few' });
    expect((await morning(2)).standing).toBe('open');
    expect((await morning(6)).standing).toBe('closed');
    // Three of the five booked: two places left, too few for a team of 3 (full: it may open again).
    for (let i = 0; i < 3; i++)
      expect((await book({ selectedDates: [day], selectedTime: MORNING })).statusCode).toBe(201);
    expect(await morning(3)).toEqual({ slot: MORNING, places: 2, usual: 5, standing: 'full' });
    expect((await morning(1)).standing).toBe('open');
    for (const team of ['0', '21', 'x', '2.5'])
      expect((await availability(`from=${day}&to=${day}&team=${team}`)).json()).toEqual({
        error: MESSAGES.invalidTeam,
        fields: { team: MESSAGES.invalidTeam },
      });
  });

  it('answers the four slots of every day asked for, none on days past, and refuses more than 62 days', async () => {
    await artistWorking({ weekly: { ...NO_DAY, sat: [MORNING] } });
    const from = saturday(0);
    const sixtyTwo = new Date(Date.parse(`${from}T00:00:00Z`) + 61 * 86_400_000).toISOString().slice(0, 10);
    const answer = await availability(`from=${from}&to=${sixtyTwo}`);
    expect(answer.statusCode).toBe(200);
    const { days } = answer.json<AvailabilityAnswer>();
    expect(days).toHaveLength(62);
    expect(days[0]!.slots.map((slot) => slot.slot)).toEqual([...TIME_SLOTS]);

    const tooLong = await availability(`from=${from}&to=${nextDay(sixtyTwo)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: MESSAGES.invalidAvailabilityRange,
      fields: { to: MESSAGES.invalidAvailabilityRange },
    });
    expect((await availability(`from=${from}`)).statusCode).toBe(400);
    expect((await availability(`from=${from}&to=${from}&variety=Tattoo`)).json()).toMatchObject({
      fields: { variety: MESSAGES.selectVariety },
    });
    const lastSaturday = saturday(-2);
    const past = (await availability(`from=${lastSaturday}&to=${lastSaturday}`)).json<AvailabilityAnswer>();
    expect(past.days[0]!.slots.every((slot) => slot.places === 0)).toBe(true);
  });
});

describe(`when an artist works: My work and the console (${DB})`, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, authorization: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  async function artistSession(timeRange: string) {
    const phone = nextPhone();
    const artist = await applyAsArtist(t, { phone, timeRange });
    return { artist, auth: `Bearer ${await createSession(t.app.db, { role: 'artist', phone })}` };
  }

  it('starts from the application: its slot every day, no days off, one job a day', async () => {
    const { auth } = await artistSession(AFTERNOON);
    const own = await call('GET', '/api/my/availability', auth);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      weekly: {
        mon: [AFTERNOON],
        tue: [AFTERNOON],
        wed: [AFTERNOON],
        thu: [AFTERNOON],
        fri: [AFTERNOON],
        sat: [AFTERNOON],
        sun: [AFTERNOON],
      },
      daysOff: [],
      maxJobsPerDay: 1,
    });
    const anyTime = await artistSession(ANY);
    expect(
      (await call('GET', '/api/my/availability', anyTime.auth)).json<{ weekly: { mon: string[] } }>().weekly
        .mon,
    ).toEqual(TIME_SLOTS.slice(0, 3));
  });

  it('saves the artist’s own, and reads it back; another artist sees only theirs', async () => {
    const mine = await artistSession(ANY);
    const other = await artistSession(MORNING);
    const availability = {
      weekly: { ...NO_DAY, sat: [MORNING, AFTERNOON], sun: [AFTERNOON] },
      daysOff: [{ from: '2027-01-10', to: '2027-01-12', note: 'Sister’s wedding' }],
      maxJobsPerDay: 2,
    };
    const saved = await call('PUT', '/api/my/availability', mine.auth, availability);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: MESSAGES.availabilitySaved, availability });
    expect((await call('GET', '/api/my/availability', mine.auth)).json()).toEqual(availability);
    // The other artist's own record is untouched, and no route of theirs reaches mine.
    expect(
      (await call('GET', '/api/my/availability', other.auth)).json<{ maxJobsPerDay: number }>().maxJobsPerDay,
    ).toBe(1);
    expect((await call('GET', `/api/artists/${mine.artist._id}/availability`, other.auth)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/artists/${mine.artist._id}/availability`, other.auth, availability))
        .statusCode,
    ).toBe(403);
  });

  it('lets the admin read and change any artist’s, and answers 404 for an artist that does not exist', async () => {
    const { artist, auth } = await artistSession(MORNING);
    const changed = { weekly: { ...NO_DAY, mon: [MORNING] }, daysOff: [], maxJobsPerDay: 3 };
    expect((await call('PUT', `/api/artists/${artist._id}/availability`, admin, changed)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/artists/${artist._id}/availability`, admin)).json()).toEqual(changed);
    expect((await call('GET', '/api/my/availability', auth)).json()).toEqual(changed);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/artists/${unknown}/availability`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/artists/${unknown}/availability`, admin, changed)).statusCode).toBe(404);
    // A phone that has not applied has no availability.
    const stranger = `Bearer ${await createSession(t.app.db, { role: 'artist', phone: nextPhone() })}`;
    expect((await call('GET', '/api/my/availability', stranger)).statusCode).toBe(404);
    expect((await call('PUT', '/api/my/availability', stranger, changed)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 per field and changes nothing', async () => {
    const { auth } = await artistSession(MORNING);
    const good = { weekly: { ...NO_DAY, sat: [MORNING] }, daysOff: [], maxJobsPerDay: 1 };
    const refused = async (payload: object, field: string, message: string) => {
      const response = await call('PUT', '/api/my/availability', auth, { ...good, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    };
    await refused({ weekly: { ...NO_DAY, sat: ['Brunch'] } }, 'weekly', MESSAGES.unknownSlot);
    await refused({ daysOff: [{ from: '2027-01-12', to: '2027-01-10' }] }, 'daysOff', MESSAGES.dayOffOrder);
    await refused({ maxJobsPerDay: 0 }, 'maxJobsPerDay', MESSAGES.invalidMaxJobs);
    await refused({ maxJobsPerDay: 4 }, 'maxJobsPerDay', MESSAGES.invalidMaxJobs);
    const fiftyOne = Array.from({ length: 51 }, () => ({ from: '2027-01-10', to: '2027-01-10' }));
    await refused({ daysOff: fiftyOne }, 'daysOff', MESSAGES.tooManyDaysOff);
    expect(
      (await call('GET', '/api/my/availability', auth)).json<{ weekly: { sat: string[] } }>().weekly.sat,
    ).toEqual([MORNING]);
    expect(
      (await call('GET', '/api/my/availability', auth)).json<{ weekly: { mon: string[] } }>().weekly.mon,
    ).toEqual([MORNING]);
  });

  it('refuses a weekday it does not know ("monday" for "mon") with a 400 naming it, and stores nothing', async () => {
    const { artist, auth } = await artistSession(MORNING);
    const before = (await call('GET', '/api/my/availability', auth)).json();
    const week = { weekly: { monday: [AFTERNOON], tue: [AFTERNOON] }, daysOff: [], maxJobsPerDay: 2 };
    for (const [url, who] of [
      ['/api/my/availability', auth],
      [`/api/artists/${artist._id}/availability`, admin],
    ] as const) {
      const refused = await call('PUT', url, who, week);
      expect(refused.statusCode, url).toBe(400);
      const body = refused.json<{ error: string; fields: Record<string, string> }>();
      expect(body.error).toContain('"monday"');
      expect(body).toEqual({ error: unknownWeekdayMessage('monday'), fields: { weekly: body.error } });
    }
    expect((await call('GET', '/api/my/availability', auth)).json()).toEqual(before);
    // A week of known days, some left out, is taken as before.
    const known = { weekly: { tue: [AFTERNOON] }, daysOff: [], maxJobsPerDay: 2 };
    expect((await call('PUT', '/api/my/availability', auth, known)).statusCode).toBe(200);
    expect((await call('GET', '/api/my/availability', auth)).json()).toMatchObject({
      weekly: { ...NO_DAY, tue: [AFTERNOON] },
      maxJobsPerDay: 2,
    });
  });
});

// Decided in the database under a lock per day: only PostgreSQL runs the transactions truly at once
// (PGlite has one connection), so the race is run there.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'ten customers at the same moment for the last place (PostgreSQL)',
  () => {
    let t: TestApp;
    let admin: string;
    let design: Design;

    beforeAll(async () => {
      t = await createTestApp();
      admin = await t.adminAuth();
      design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    });
    afterAll(() => t.close());

    it('gives one 201 and nine 409, and stores one booking', async () => {
      const artist = await approve(t, admin, await applyAsArtist(t, { phone: nextPhone() }));
      const day = saturday(0);
      await t.app.inject({
        method: 'PUT',
        url: `/api/artists/${artist._id}/availability`,
        headers: { authorization: admin },
        payload: { weekly: { ...NO_DAY, sat: [MORNING] }, maxJobsPerDay: 1 },
      });
      const sessions = await Promise.all(
        Array.from(
          { length: 10 },
          async () => `Bearer ${await createSession(t.app.db, { role: 'customer', phone: nextPhone() })}`,
        ),
      );
      const answers = await Promise.all(
        sessions.map((authorization) =>
          t.app.inject({
            method: 'POST',
            url: '/api/customers/add',
            headers: { authorization },
            payload: bookingPayload(design, { selectedDates: [day], selectedTime: MORNING }),
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
      const [stored] = await t.app.db.select({ n: count() }).from(customerBookings);
      expect(stored!.n).toBe(1);
    });
  },
);
