import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewSchema } from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { designCounts } from '../catalogue';
import { readOverview } from './overview.repository';

// The console's first screen (docs/pages.md): the counts an owner checks every morning, and the price
// ranges customers cannot choose because they have no designs yet (from the in-memory catalogue).
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          "The console's counts: new bookings, confirmed in the next 7 days, pending artists, failed texts; the price ranges without designs.",
        response: { 200: overviewSchema },
      },
    },
    async () => {
      const counts = await designCounts(app);
      return {
        ...(await readOverview(app.db, app.clock.now())),
        emptyPriceRanges: counts
          .filter((count) => count.designs === 0)
          .map(({ variety, priceRange }) => ({ variety, priceRange })),
      };
    },
  );
};

export default overviewRoutes;
