import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, bookingStatusChangeSchema, customerBookingSchema, idParamsSchema } from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { withDetails } from './bookings.repository';
import { cancelBooking, completeBooking, lifecycleDepsOf, type LifecycleResult } from './lifecycle.service';
import { refusalBody } from '../../http/outcome';
import { STEP_REFUSALS } from '../../http/route-schemas';

const changedSchema = z.object({ message: z.string(), booking: customerBookingSchema });

// The admin's side of the booking lifecycle (docs/api.md): complete and cancel (assigning an artist, with its
// candidates and a team's seats, is matching's: assignment.routes.ts).
const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = lifecycleDepsOf(app);

  async function answer(result: LifecycleResult) {
    if (!result.ok) return { code: result.status, body: refusalBody(result) } as const;
    const [booking] = await withDetails(app.db, [result.value], app.config.advances);
    return { code: 200, body: { message: MESSAGES.bookingStatusSaved, booking: booking! } } as const;
  }

  app.post(
    '/customers/:id/status',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Completes or cancels a booking (a cancellation needs a reason).',
        params: idParamsSchema,
        body: bookingStatusChangeSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const { status, reason } = request.body;
      const result =
        status === 'completed'
          ? await completeBooking(deps, request.params.id, 'admin', reason)
          : await cancelBooking(deps, request.params.id, 'admin', reason ?? '');
      const { code, body } = await answer(result);
      return reply.code(code).send(body);
    },
  );
};

export default lifecycleRoutes;
