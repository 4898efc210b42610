// Fairness over the India-time month through the API (docs/bookings.md#offers-to-artists): equally
// suitable artists who confirm jobs automatically share the bookings by weight, and a newcomer is counted
// as if they had had their share of the month so far.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Artist, CustomerBooking, Design } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import { approvedArtistWorking, daysFromToday, postBooking } from '../bookings/work-fixtures';
import { artistAuth } from './offer-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`fairness among artists (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  let day = 5;

  beforeEach(async () => {
    t = await createTestApp({}, { autoOffers: true, offersSweepMs: 0 });
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
  });
  afterEach(() => t.close());

  /** An artist in the venue's pincode who confirms every job that fits automatically. */
  async function alwaysAccepting(fullName: string, weight = 1): Promise<Artist> {
    const artist = await approvedArtistWorking(t, admin, {}, { fullName, pincode: '411030' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/my/preferences',
      headers: { authorization: await artistAuth(t, artist) },
      payload: { autoAccept: true },
    });
    if (weight !== 1)
      await t.app.inject({
        method: 'PUT',
        url: `/api/artists/${artist._id}/offer-weight`,
        headers: { authorization: admin },
        payload: { weight },
      });
    return artist;
  }

  /** `n` bookings, each on a day of its own (every artist free), counted by who confirmed them. */
  async function bookMany(n: number, counts = new Map<string, number>()): Promise<Map<string, number>> {
    for (let i = 0; i < n; i++) {
      day += 1;
      const booking: CustomerBooking = await postBooking(t, design, {
        selectedDates: [daysFromToday(day)],
        venuePincode: '411030',
        venueAddress: '5 Lane, Bajirao Road',
      });
      expect(booking.status).toBe('confirmed');
      const name = booking.artist!.fullName;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return counts;
  }

  it('shares 30 bookings among 3 equal artists 10 each (±1)', async () => {
    for (const name of ['Asha', 'Bina', 'Chitra']) await alwaysAccepting(name);
    const counts = await bookMany(30);
    expect([...counts.keys()].sort()).toEqual(['Asha', 'Bina', 'Chitra']);
    for (const count of counts.values()) expect(Math.abs(count - 10)).toBeLessThanOrEqual(1);
  });

  it('shares 40 bookings 20/10/10 (±2) by weights 2:1:1, and never offers weight 0', async () => {
    await alwaysAccepting('Asha', 2);
    await alwaysAccepting('Bina');
    await alwaysAccepting('Chitra');
    await alwaysAccepting('Never', 0);
    const counts = await bookMany(40);
    expect(Math.abs(counts.get('Asha')! - 20)).toBeLessThanOrEqual(2);
    expect(Math.abs(counts.get('Bina')! - 10)).toBeLessThanOrEqual(2);
    expect(Math.abs(counts.get('Chitra')! - 10)).toBeLessThanOrEqual(2);
    expect(counts.get('Never')).toBeUndefined();
  });

  it('gives an artist approved after 20 bookings no more than the average share of the next 10, plus 2', async () => {
    for (const name of ['Asha', 'Bina', 'Chitra']) await alwaysAccepting(name);
    await bookMany(20);
    await alwaysAccepting('Newcomer');
    const next = await bookMany(10);
    const newcomer = next.get('Newcomer') ?? 0;
    expect(newcomer).toBeLessThanOrEqual(10 / 4 + 2);
    // Calibrated, not starved: the newcomer is offered work.
    expect(newcomer).toBeGreaterThan(0);
  });
});
