import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CANDIDATES_LISTED,
  MESSAGES,
  TIME_SLOTS,
  type ApiError,
  type Artist,
  type Candidate,
  type CustomerBooking,
  type Design,
  type MyBooking,
  type ReviewStatus,
} from '@mehendi/shared';
import { bookingPayload } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { loadArtists } from '../../src/db/bulk-load';
import { reviews } from '../../src/modules/reviews';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import {
  applyAsArtist,
  approve,
  approvedArtistWorking,
  daysFromToday,
  postBooking,
  WHOLE_WEEK,
} from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const [MORNING, AFTERNOON] = TIME_SLOTS;

/** The Saturday at least `days` from today, and the Sunday after it (the same Monday-to-Sunday week). */
function saturdayFrom(days: number): { sat: string; sun: string } {
  const day = new Date(`${daysFromToday(days)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  const sat = day.toISOString().slice(0, 10);
  return { sat, sun: new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10) };
}

describe(`the console's candidates follow the artists' availability (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  const artist = (
    fullName: string,
    availability: Record<string, unknown> = {},
    fields: { pincode?: string; mehendiVarieties?: string[] } = {},
  ) => approvedArtistWorking(t, admin, availability, { fullName, ...fields });

  const assign = async (booking: CustomerBooking, to: Artist) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${booking._id}/assign`,
      headers: { authorization: admin },
      payload: { artistId: to._id },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('lists free artists first (variety, distance, fewest jobs that week), then the others with why', async () => {
    const { sat, sun } = saturdayFrom(45);
    const near = { pincode: '411030' };
    await artist('C Free Near', {}, near);
    const weekBusy = await artist('C Free Week Busy', {}, near);
    await artist('C Free Far', {}, { pincode: '560001' });
    await artist('C No Variety', {}, { ...near, mehendiVarieties: ['Munj'] });
    await artist('C Off', { daysOff: [{ from: sat, to: sat, note: 'Wedding' }] }, near);
    await artist('C Not Saturdays', { weekly: { ...WHOLE_WEEK, sat: [] } }, near);
    await artist('C Afternoons', { weekly: { ...WHOLE_WEEK, sat: [AFTERNOON] } }, near);
    const full = await artist('C Full', {}, near);
    // C Full's one job a day is taken on Saturday afternoon; C Free Week Busy works the Sunday.
    await assign(await postBooking(t, design, { selectedDates: [sat], selectedTime: AFTERNOON }), full);
    await assign(await postBooking(t, design, { selectedDates: [sun], selectedTime: MORNING }), weekBusy);
    const booking = await postBooking(t, design, {
      selectedDates: [sat],
      selectedTime: MORNING,
      venuePincode: '411030',
    });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${booking._id}/candidates`,
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json<Candidate[]>().filter((one) => one.artist.fullName.startsWith('C '));
    expect(
      listed.map((one) => [one.artist.fullName, one.free, one.unavailable?.reason ?? null, one.weekJobs]),
    ).toEqual([
      ['C Free Near', true, null, 0],
      ['C Free Week Busy', true, null, 1],
      ['C Free Far', true, null, 0],
      ['C No Variety', true, null, 0],
      ['C Afternoons', false, 'notWorking', 0],
      ['C Not Saturdays', false, 'notWorking', 0],
      ['C Off', false, 'dayOff', 0],
      ['C Full', false, 'full', 1],
    ]);
    expect(listed.find((one) => one.artist.fullName === 'C Off')?.unavailable).toEqual({
      date: sat,
      reason: 'dayOff',
    });
    // The older fields keep their meaning: works the slot, and busy that day.
    const full2 = listed.find((one) => one.artist.fullName === 'C Full')!;
    expect([full2.available, full2.busy, full2.clash]).toEqual([true, true, null]);
    const off = listed.find((one) => one.artist.fullName === 'C Off')!;
    expect([off.available, off.busy]).toEqual([false, false]);
  });

  it("an artist free on one of a two-day booking's days but off on the other is not free", async () => {
    const { sat, sun } = saturdayFrom(60);
    await artist('D Sunday Off', { daysOff: [{ from: sun, to: sun }] });
    await artist('D Both Days');
    const booking = await postBooking(t, design, { selectedDates: [sat, sun], selectedTime: MORNING });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${booking._id}/candidates`,
      headers: { authorization: admin },
    });
    const listed = response.json<Candidate[]>().filter((one) => one.artist.fullName.startsWith('D '));
    expect(listed.map((one) => [one.artist.fullName, one.free, one.unavailable])).toEqual([
      ['D Both Days', true, null],
      ['D Sunday Off', false, { date: sun, reason: 'dayOff' }],
    ]);
  });

  it('follows a change to an artist the moment it commits, made here or by another process', async () => {
    const { sat } = saturdayFrom(75);
    const changing = await artist('E Changing');
    const booking = await postBooking(t, design, { selectedDates: [sat], selectedTime: MORNING });
    const standing = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/customers/${booking._id}/candidates`,
        headers: { authorization: admin },
      });
      return response.json<Candidate[]>().find((one) => one.artist.fullName === 'E Changing');
    };
    expect((await standing())?.free).toBe(true);
    // Statements straight to the database, as another server process would commit them.
    const dayOff = JSON.stringify([{ from: sat, to: sat }]);
    await t.database.db.execute(
      sql`update artist_availability set days_off = ${dayOff}::jsonb where artist_id = ${changing._id}`,
    );
    expect((await standing())?.unavailable).toEqual({ date: sat, reason: 'dayOff' });
    await t.database.db.execute(sql`update artists set status = 'rejected' where id = ${changing._id}`);
    expect(await standing()).toBeUndefined();
  });
});

describe(`a preferred artist and ratings in the candidates (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  let dayOffset = 100;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  const artist = async (fullName: string, pincode = '411030') =>
    approve(t, admin, await applyAsArtist(t, { fullName, pincode }));

  const candidatesOf = async (booking: CustomerBooking, prefix: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${booking._id}/candidates`,
      headers: { authorization: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Candidate[]>().filter((one) => one.artist.fullName.startsWith(prefix));
  };

  /** Reviews of `of`, each on a booking of its own (arranged in the table: moderation is tested elsewhere). */
  async function reviewed(of: Artist, ...given: [stars: number, status: ReviewStatus][]) {
    for (const [stars, status] of given) {
      dayOffset += 1;
      const booking = await postBooking(t, design, { selectedDates: [daysFromToday(dayOffset)] });
      await t.app.db.insert(reviews).values({
        bookingId: booking._id,
        loginNumber: booking.loginNumber,
        artistId: of._id,
        stars,
        status,
      });
    }
  }

  it('ranks the preferred artist first among the free ones, ahead of nearer ones', async () => {
    await artist('P Near');
    const wished = await artist('P Wished Far', '560001');
    const booking = await postBooking(t, design, {
      selectedDates: [daysFromToday(20)],
      venuePincode: '411030',
      preferredArtistId: wished._id,
    });
    const listed = await candidatesOf(booking, 'P ');
    expect(listed.map((one) => [one.artist.fullName, one.preferred, one.distance])).toEqual([
      ['P Wished Far', true, 2],
      ['P Near', false, 0],
    ]);
    // Without the wish, distance decides.
    const plain = await postBooking(t, design, {
      selectedDates: [daysFromToday(20)],
      venuePincode: '411030',
    });
    expect((await candidatesOf(plain, 'P ')).map((one) => one.artist.fullName)).toEqual([
      'P Near',
      'P Wished Far',
    ]);
  });

  it('does not rank the preferred artist first when she is not free', async () => {
    await artist('Q Free');
    const wished = await artist('Q Wished Off');
    const day = daysFromToday(30);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/artists/${wished._id}/availability`,
      headers: { authorization: admin },
      payload: { weekly: WHOLE_WEEK, daysOff: [{ from: day, to: day }], maxJobsPerDay: 1 },
    });
    expect(off.statusCode, off.body).toBe(200);
    const booking = await postBooking(t, design, { selectedDates: [day], preferredArtistId: wished._id });
    const listed = await candidatesOf(booking, 'Q ');
    expect(listed.map((one) => [one.artist.fullName, one.free, one.preferred])).toEqual([
      ['Q Free', true, false],
      ['Q Wished Off', false, true],
    ]);
  });

  it('shows ratings from published reviews only and ranks by them after distance', async () => {
    const five = await artist('R Five');
    const decimal = await artist('R Decimal');
    const many = await artist('R Four Many');
    const few = await artist('R Four Few');
    await artist('R None');
    const far = await artist('R Far Five', '560001');
    await reviewed(five, [5, 'published'], [1, 'hidden'], [1, 'pending']);
    await reviewed(decimal, [5, 'published'], [4, 'published'], [4, 'published']);
    await reviewed(many, [4, 'published'], [5, 'published'], [3, 'published'], [4, 'published']);
    await reviewed(few, [4, 'published'], [1, 'pending']);
    await reviewed(far, [5, 'published'], [5, 'published']);
    const booking = await postBooking(t, design, {
      selectedDates: [daysFromToday(40)],
      venuePincode: '411030',
    });
    const listed = await candidatesOf(booking, 'R ');
    expect(listed.map((one) => [one.artist.fullName, one.rating])).toEqual([
      ['R Five', { average: 5, count: 1 }],
      ['R Decimal', { average: 4.3, count: 3 }],
      ['R Four Many', { average: 4, count: 4 }],
      ['R Four Few', { average: 4, count: 1 }],
      ['R None', null],
      ['R Far Five', { average: 5, count: 2 }],
    ]);
  });

  it('refuses a preferred artist who is malformed, unknown or not approved, storing nothing', async () => {
    const pending = await applyAsArtist(t, { fullName: 'S Pending' });
    const phone = '+919812300011';
    const token = await createSession(t.app.db, { role: 'customer', phone });
    for (const preferredArtistId of ['not-an-id', '6f1c2b1e-8d4a-4b7e-9a51-0c3d2e1f4a5b', pending._id]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/add',
        headers: { authorization: `Bearer ${token}` },
        payload: bookingPayload(design, { selectedDates: [daysFromToday(50)], preferredArtistId }),
      });
      expect(response.statusCode, preferredArtistId).toBe(400);
      const refusal = response.json<ApiError>();
      expect(refusal.fields?.preferredArtistId, response.body).toBeTruthy();
      if (preferredArtistId !== 'not-an-id') expect(refusal.error).toBe(MESSAGES.unknownPreferredArtist);
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my/bookings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json<MyBooking[]>()).toEqual([]);
  });

  it("keeps the wish on the booking's record, in the console and in My bookings", async () => {
    const wished = await artist('Tara Joshi');
    const phone = '+919812300012';
    const token = await createSession(t.app.db, { role: 'customer', phone });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: { authorization: `Bearer ${token}` },
      payload: bookingPayload(design, { selectedDates: [daysFromToday(55)], preferredArtistId: wished._id }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const stored = made.json<CustomerBooking>();
    expect([stored.preferredArtistId, stored.preferredArtistFirstName]).toEqual([wished._id, 'Tara']);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/customers/all?id=${stored._id}`,
      headers: { authorization: admin },
    });
    const [inConsole] = listed.json<CustomerBooking[]>();
    expect([inConsole?.preferredArtistId, inConsole?.preferredArtistFirstName]).toEqual([wished._id, 'Tara']);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my/bookings',
      headers: { authorization: `Bearer ${token}` },
    });
    const [own] = mine.json<MyBooking[]>();
    expect([own?.preferredArtistId, own?.preferredArtistFirstName]).toEqual([wished._id, 'Tara']);
    // A booking from a client without the field has no wish.
    const plain = await postBooking(t, design, { selectedDates: [daysFromToday(55)] });
    expect([plain.preferredArtistId, plain.preferredArtistFirstName]).toEqual([null, null]);
  });
});

describe(`the candidates of a business with many artists (${DB})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the first CANDIDATES_LISTED, and the preferred artist wherever she ranks', async () => {
    const admin = await t.adminAuth();
    const design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    // 200 made-up artists, 160 of them approved (bulk-load.ts: 80%), working the slots their application
    // names: more than CANDIDATES_LISTED of them free for the booking.
    await loadArtists(t.app.db, 200);
    const wished = await approve(t, admin, await applyAsArtist(t, { fullName: 'Zoya Wished Off' }));
    const day = daysFromToday(30);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/artists/${wished._id}/availability`,
      headers: { authorization: admin },
      payload: { weekly: WHOLE_WEEK, daysOff: [{ from: day, to: day }], maxJobsPerDay: 1 },
    });
    expect(off.statusCode, off.body).toBe(200);
    const booking = await postBooking(t, design, { selectedDates: [day], preferredArtistId: wished._id });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${booking._id}/candidates`,
      headers: { authorization: admin },
    });
    const listed = response.json<Candidate[]>();
    expect(listed).toHaveLength(CANDIDATES_LISTED + 1);
    expect(listed.slice(0, CANDIDATES_LISTED).every((one) => one.free && !one.preferred)).toBe(true);
    expect(listed.at(-1)).toMatchObject({ preferred: true, free: false, artist: { _id: wished._id } });
  });
});
