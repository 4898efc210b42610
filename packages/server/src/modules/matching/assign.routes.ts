import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, assignArtistSchema, customerBookingSchema, idParamsSchema } from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { refusalBody } from '../../http/outcome';
import { STEP_REFUSALS } from '../../http/route-schemas';
import { withDetails } from '../bookings';
import { assignArtist, lifecycleDepsOf, run } from '../bookings/lifecycle.service';
import { takeSeat } from './seats.service';

const changedSchema = z.object({ message: z.string(), booking: customerBookingSchema });

// The owner assigning by hand (docs/api.md#offers-to-artists): an artist to a booking, or to one seat of a
// team booking (docs/bookings.md#team-bookings).
const assignRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = lifecycleDepsOf(app);

  app.post(
    '/customers/:id/assign',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          'Assigns an approved artist to a new booking: it becomes confirmed and both are texted. A team booking names the seat to fill or change; it is confirmed once every seat is taken.',
        params: idParamsSchema,
        body: assignArtistSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const { artistId, seat } = request.body;
      const result =
        seat === undefined
          ? await assignArtist(deps, request.params.id, artistId, 'admin')
          : await run(deps, (tx) => takeSeat(tx, deps, request.params.id, seat, artistId, 'admin'));
      if (!result.ok) return reply.code(result.status).send(refusalBody(result));
      const [booking] = await withDetails(app.db, [result.value], app.config.advances);
      return { message: MESSAGES.bookingStatusSaved, booking: booking! };
    },
  );
};

export default assignRoutes;
