import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewSchema } from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { readOverview } from './overview.repository';

// The console's first screen (docs/pages.md): the counts an owner checks every morning.
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          "The console's counts: new bookings, confirmed in the next 7 days, pending artists, failed texts.",
        response: { 200: overviewSchema },
      },
    },
    () => readOverview(app.db),
  );
};

export default overviewRoutes;
