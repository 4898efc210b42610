import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerBooking, Design } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import { applyAsArtist, approve, daysFromToday, postBooking } from './work-fixtures';

const ROUNDS = 5;

// Decided in the database under a per-artist lock (docs/decisions.md): only PostgreSQL runs the two
// transactions truly at once (PGlite has one connection), so the race is run there.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two admins assigning one artist at once (PostgreSQL)',
  () => {
    let t: TestApp;
    let admin: string;
    let design: Design;

    beforeAll(async () => {
      t = await createTestApp({ SMS_OUTBOX_POLL_MS: '50' });
      admin = await t.adminAuth();
      design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    });
    afterAll(() => t.close());

    const assign = (booking: CustomerBooking, artistId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/customers/${booking._id}/assign`,
        headers: { authorization: admin },
        payload: { artistId },
      });

    it(`gives one 200 and one 409 for clashing bookings, ${ROUNDS} times out of ${ROUNDS}`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const artist = await approve(t, admin, await applyAsArtist(t));
        // A second artist free that day, so both bookings find a place (docs/bookings.md#places-and-availability).
        await approve(t, admin, await applyAsArtist(t));
        const day = daysFromToday(5 + round);
        const first = await postBooking(t, design, { selectedDates: [day] });
        const second = await postBooking(t, design, {
          selectedDates: [day],
          selectedTime: 'Any Time From Morning Till Night',
        });
        const answers = await Promise.all([assign(first, artist._id), assign(second, artist._id)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

        const list = await t.app.inject({
          method: 'GET',
          url: '/api/customers/all',
          headers: { authorization: admin },
        });
        const confirmed = list
          .json<CustomerBooking[]>()
          .filter((booking) => booking.artist?._id === artist._id && booking.status === 'confirmed');
        expect(confirmed).toHaveLength(1);
      }
    });
  },
);
