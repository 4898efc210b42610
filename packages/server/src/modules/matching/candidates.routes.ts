import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, apiErrorSchema, candidateSchema, idParamsSchema } from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { findBooking } from '../bookings';
import { rankCandidates } from './candidates';

// The artists the admin may assign to a booking, best first (docs/api.md).
const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/candidates',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          'Approved artists for the booking: those free on all its dates first (week, days off, most jobs a day), then variety, pincode distance, fewest jobs that week; the others say why not.',
        params: idParamsSchema,
        response: { 200: z.array(candidateSchema), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const booking = await findBooking(app.db, request.params.id);
      if (!booking) return reply.code(404).send({ error: MESSAGES.notFound });
      return rankCandidates(app, booking);
    },
  );
};

export default candidatesRoutes;
