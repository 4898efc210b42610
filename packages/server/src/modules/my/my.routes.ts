import type { FastifyPluginAsync } from 'fastify';
import myBookingsRoutes from './my-bookings.routes';
import myDataRoutes from './my-data.routes';
import myJobsRoutes from './my-jobs.routes';

/** /api/my: what a verified phone sees and changes of its own (docs/api.md "/api/my"). */
const myRoutes: FastifyPluginAsync = async (app) => {
  await app.register(myBookingsRoutes);
  await app.register(myJobsRoutes);
  await app.register(myDataRoutes);
};

export default myRoutes;
