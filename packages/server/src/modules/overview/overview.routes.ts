import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indianDay, overviewSchema } from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { designCounts } from '../catalogue';
import { readOverview } from './overview.repository';
import { advanceFigures } from '../advances';

/** The first instant of India's calendar month of `now`. */
function indianMonthStart(now: Date): Date {
  return new Date(`${indianDay(now).slice(0, 7)}-01T00:00:00+05:30`);
}

// The console's first screen (docs/pages.md): the counts an owner checks every morning, and the price
// ranges customers cannot choose because they have no designs yet (from the in-memory catalogue).
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          "The console's counts: new bookings, confirmed in the next 7 days, pending artists, failed texts, bookings on the waiting list; the price ranges without designs; the advances received this month, claimed and refunds due.",
        response: { 200: overviewSchema },
      },
    },
    async () => {
      const counts = await designCounts(app);
      return {
        ...(await readOverview(app.db, app.clock.now())),
        advances: app.config.advances
          ? await advanceFigures(app.db, indianMonthStart(app.clock.now()))
          : null,
        emptyPriceRanges: counts
          .filter((count) => count.designs === 0)
          .map(({ variety, priceRange }) => ({ variety, priceRange })),
      };
    },
  );
};

export default overviewRoutes;
