import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  assignArtistSchema,
  bookingStatusChangeSchema,
  candidateSchema,
  customerBookingSchema,
  idParamsSchema,
} from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { findBooking, withDetails } from './bookings.repository';
import { rankCandidates } from './candidates';
import { assignArtist, cancelBooking, completeBooking, type LifecycleResult } from './lifecycle.service';
import { refusalBody } from '../../http/outcome';
import { STEP_REFUSALS } from '../../http/route-schemas';

const changedSchema = z.object({ message: z.string(), booking: customerBookingSchema });

// The admin's side of the booking lifecycle (docs/api.md): complete, cancel, candidates and assign.
const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    clock: app.clock,
    advances: app.config.advances ?? undefined,
    onTextsQueued: () => app.smsOutbox?.wake(),
    places: app.places,
  };

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

  app.post(
    '/customers/:id/assign',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Assigns an approved artist to a new booking: it becomes confirmed and both are texted.',
        params: idParamsSchema,
        body: assignArtistSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const result = await assignArtist(deps, request.params.id, request.body.artistId, 'admin');
      const { code, body } = await answer(result);
      return reply.code(code).send(body);
    },
  );

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

export default lifecycleRoutes;
