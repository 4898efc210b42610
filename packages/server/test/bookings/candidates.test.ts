import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_SLOTS, type Artist, type Candidate, type CustomerBooking, type Design } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { applyAsArtist, approve, daysFromToday, postBooking } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const [MORNING, AFTERNOON] = TIME_SLOTS;
const ALL = [TIME_SLOTS[0], TIME_SLOTS[1], TIME_SLOTS[2]];
const WEEK = { mon: ALL, tue: ALL, wed: ALL, thu: ALL, fri: ALL, sat: ALL, sun: ALL };

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

  /** An approved artist working as `availability` says (set by the admin, as from the console). */
  async function artist(
    fullName: string,
    availability: Record<string, unknown> = {},
    fields: { pincode?: string; mehendiVarieties?: string[] } = {},
  ): Promise<Artist> {
    const approved = await approve(t, admin, await applyAsArtist(t, { fullName, ...fields }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/artists/${approved._id}/availability`,
      headers: { authorization: admin },
      payload: { weekly: WEEK, daysOff: [], maxJobsPerDay: 1, ...availability },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return approved;
  }

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
    await artist('C Not Saturdays', { weekly: { ...WEEK, sat: [] } }, near);
    await artist('C Afternoons', { weekly: { ...WEEK, sat: [AFTERNOON] } }, near);
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
});
