import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, seasonAnswerSchema, seasonQuerySchema } from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { seasonOf } from './season.service';

// The owner's season view (docs/bookings.md#the-season-view): read when the console opens a month, so it
// is counted afresh each time rather than kept like the public availability.
const seasonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/season',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          'Per day of a month (YYYY-MM) and slot: the bookings holding a place, the places left (for a variety when one is given) and the waiting list.',
        querystring: seasonQuerySchema,
        response: { 200: seasonAnswerSchema, 400: apiErrorSchema },
      },
    },
    (request) => seasonOf(app, request.query),
  );
};

export default seasonRoutes;
