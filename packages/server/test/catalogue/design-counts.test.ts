// Which price ranges have designs (docs/api.md#catalogue-admin): the booking form disables an empty range,
// the console's overview warns of it. Both read the counts kept in memory, exact after every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_RANGES_BY_VARIETY, type DesignCount, type Overview } from '@mehendi/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`design counts (${DB})`, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/design-counts' });
    expect(response.statusCode).toBe(200);
    return response.json<DesignCount[]>();
  };
  const countOf = async (variety: string, priceRange: string) =>
    (await counts()).find((count) => count.variety === variety && count.priceRange === priceRange)?.designs;
  const emptyRanges = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Overview>().emptyPriceRanges;
  };

  it('lists every range of every variety, 0 for none, for anyone', async () => {
    const listed = await counts();
    const expected = Object.entries(PRICE_RANGES_BY_VARIETY).flatMap(([variety, ranges]) =>
      ranges.map((priceRange) => ({ variety, priceRange, designs: 0 })),
    );
    expect(listed).toEqual(expected);
    expect(await emptyRanges()).toEqual(expected.map(({ variety, priceRange }) => ({ variety, priceRange })));
  });

  it('follows uploads and deletes at once, and the overview warns only of the empty ranges', async () => {
    const first = await uploadDesign(t, admin, 'Munj', '1600-2500');
    await uploadDesign(t, admin, 'Munj', '1600-2500');
    expect(await countOf('Munj', '1600-2500')).toBe(2);
    expect(await emptyRanges()).not.toContainEqual({ variety: 'Munj', priceRange: '1600-2500' });
    expect(await emptyRanges()).toContainEqual({ variety: 'Munj', priceRange: '800-1500' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/designs/Munj/${first._id}`,
      headers: { authorization: admin },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await countOf('Munj', '1600-2500')).toBe(1);
  });

  it('keeps the overview for admins', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/overview' });
    expect(anonymous.statusCode).toBe(401);
  });
});
