// Offers to artists with two server processes on PostgreSQL and Redis (docs/bookings.md#offers-to-artists):
// bookings made through both at once are each offered once, no artist is offered a booking twice, and
// offers that expire while both answer late move on exactly once.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type CustomerBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { artists } from '../../src/modules/artists/artists.schema';
import { artistOffers } from '../../src/modules/matching/offers.schema';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import type { ServerProcess } from '../helpers/server-process';
import { startServerPair, type ServerPair } from '../helpers/server-pair';
import { adminToken, postBooking, uploadDesign } from '../durability/process-client';

const BOOKINGS = 20;
const available = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

if (!available) {
  describe.skip('offers to artists with two server processes (set TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
    it('needs PostgreSQL and Redis', () => {});
  });
}

describe.runIf(available)('offers to artists with two server processes on PostgreSQL and Redis', () => {
  let pair: ServerPair;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pair = await startServerPair('offers', process.env.TEST_REDIS_URL);
    ({ a, b } = pair);
  }, 120_000);
  afterAll(() => pair?.close(), 30_000);

  const offersOf = (ids: string[]) =>
    pair.database.use((db) => db.select().from(artistOffers).where(inArray(artistOffers.bookingId, ids)));
  const offerTexts = () =>
    pair.database.use((db) => db.select().from(smsOutbox).where(eq(smsOutbox.template, 'artistOffer')));

  it('offers 20 bookings made through both at once once each, and moves expired offers on once', async () => {
    // Enough artists working every day that each booking has candidates to spare in every round
    // (ARTIST_OFFERS_OPEN_MAX is 2 open offers each).
    await pair.database.use((db) =>
      db.insert(artists).values(
        Array.from({ length: 24 }, (_, i) => ({
          phone: `+9198000222${String(i).padStart(2, '0')}`,
          fullName: `Artist ${i}`,
          whatsappNumber: '9876501234',
          address: '12 Laxmi Road, Pune',
          pincode: '411030',
          jobTerm: 'Part-time' as const,
          mehendiVarieties: ['Bridal'],
          availabilityTimeRange: 'Any Time From Morning Till Night',
          status: 'approved' as const,
        })),
      ),
    );
    // Each process keeps uploads on its own disk here (no S3), so each books a design of its own.
    const designs = [
      await uploadDesign(a.url, await adminToken(a.url), 'Bridal', '2000-3000'),
      await uploadDesign(b.url, await adminToken(b.url), 'Bridal', '2000-3000'),
    ];
    const made = await Promise.all(
      Array.from({ length: BOOKINGS }, async (_, i) => {
        const token = await pair.database.use((db) =>
          createSession(db, { role: 'customer', phone: `+9198111${String(i).padStart(5, '0')}` }),
        );
        const payload = bookingPayload(designs[i % 2]!, { selectedDates: [daysFromToday(20 + (i % 5))] });
        const response = await postBooking((i % 2 ? b : a).url, token, payload);
        const body = (await response.json()) as CustomerBooking;
        expect(response.status, JSON.stringify(body)).toBe(201);
        return body;
      }),
    );
    const ids = made.map((booking) => booking._id);

    const first = await offersOf(ids);
    expect(first).toHaveLength(BOOKINGS);
    expect(new Set(first.map((offer) => offer.bookingId)).size).toBe(BOOKINGS);
    expect(await offerTexts()).toHaveLength(BOOKINGS);

    // Every offer runs out while both processes run. Late answers to three of them reach both at the same
    // moment (within the links' rate limit); each late answer sweeps, so both processes move all 20 on at once.
    await pair.database.use((db) =>
      db
        .update(artistOffers)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(inArray(artistOffers.bookingId, ids)),
    );
    const tokens = (await offerTexts()).map((text) => /\/o\/([A-Za-z0-9_-]{22})/.exec(text.body)![1]!);
    const late = await Promise.all(
      tokens
        .slice(0, 5)
        .flatMap((token) =>
          [a, b].map((server) => fetch(`${server.url}/api/offers/${token}/accept`, { method: 'POST' })),
        ),
    );
    for (const answer of late) {
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ error: MESSAGES.artistOfferExpired });
    }

    const second = await offersOf(ids);
    expect(second).toHaveLength(BOOKINGS * 2);
    for (const id of ids) {
      const mine = second.filter((offer) => offer.bookingId === id);
      expect(mine.map((offer) => offer.round).sort()).toEqual([1, 2]);
      expect(mine.filter((offer) => offer.answer === null)).toHaveLength(1);
      expect(new Set(mine.map((offer) => offer.artistId)).size).toBe(2);
    }
    expect(await offerTexts()).toHaveLength(BOOKINGS * 2);
  });
});
