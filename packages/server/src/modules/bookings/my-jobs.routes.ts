import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, canArtistComplete, idParamsSchema, myDeclineSchema, myJobSchema } from '@mehendi/shared';
import { requireRole, sessionOf } from '../../auth/require-role';
import { findArtistByPhone } from '../artists';
import { completeBooking, releaseBooking, type LifecycleResult } from './lifecycle.service';
import { findBooking, listJobsOf } from './bookings.repository';
import { aboutBooking, insertNotification } from '../notifications';
import { phoneOf, toMyJob } from './my-records';
import { refusalBody } from '../../http/outcome';
import { STEP_REFUSALS } from '../../http/route-schemas';

const changedSchema = z.object({ message: z.string(), job: myJobSchema });

// An artist's own jobs (docs/pages.md "My work"): only bookings assigned to the session's artist; any
// other id answers 404 like one that does not exist.
const myJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lifecycle = {
    db: app.db,
    clock: app.clock,
    onTextsQueued: () => app.smsOutbox?.wake(),
    places: app.places,
  };

  async function artistIdOf(phone: string): Promise<string | null> {
    return (await findArtistByPhone(app.db, phone))?.id ?? null;
  }

  function answer(result: LifecycleResult, message: string) {
    if (!result.ok) return { code: result.status, body: refusalBody(result) } as const;
    return { code: 200, body: { message, job: toMyJob(result.value, app.clock.now()) } } as const;
  }

  app.get(
    '/my/jobs',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary: "The artist session's confirmed and completed jobs, upcoming first.",
        response: { 200: z.array(myJobSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const artistId = await artistIdOf(phoneOf(sessionOf(request)));
      if (!artistId) return [];
      const now = app.clock.now();
      return (await listJobsOf(app.db, artistId)).map((row) => toMyJob(row, now));
    },
  );

  app.post(
    '/my/jobs/:id/decline',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary: 'Hands the job back with a reason: the booking is new again and admins are told.',
        params: idParamsSchema,
        body: myDeclineSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const artistId = await artistIdOf(phoneOf(sessionOf(request)));
      if (!artistId) return reply.code(404).send({ error: MESSAGES.notFound });
      const result = await releaseBooking(lifecycle, request.params.id, 'artist', request.body.reason, {
        artistId,
      });
      if (result.ok) {
        const notification = await insertNotification(
          app.db,
          {
            kind: 'jobDeclined',
            name: result.value.fullName,
            variety: result.value.mehendiVariety,
            dates: result.value.selectedDates.map((date) => date.slice(0, 10)),
          },
          aboutBooking(result.value.id),
        );
        app.notifier.publish(notification);
      }
      const { code, body } = answer(result, MESSAGES.jobDeclined);
      return reply.code(code).send(body);
    },
  );

  app.post(
    '/my/jobs/:id/complete',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary: 'Marks the job completed, on or after its last booked day.',
        params: idParamsSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const artistId = await artistIdOf(phoneOf(sessionOf(request)));
      const row = artistId ? await findBooking(app.db, request.params.id) : null;
      if (!row || row.artistId !== artistId) return reply.code(404).send({ error: MESSAGES.notFound });
      if (row.status !== 'confirmed') return reply.code(409).send({ error: MESSAGES.transitionNotAllowed });
      // The booked days never change, so this still holds under the lifecycle's lock.
      if (!canArtistComplete(row, app.clock.now()))
        return reply.code(409).send({ error: MESSAGES.completeTooEarly });
      const result = await completeBooking(lifecycle, row.id, 'artist', undefined, { artistId: artistId! });
      const { code, body } = answer(result, MESSAGES.jobCompleted);
      return reply.code(code).send(body);
    },
  );
};

export default myJobsRoutes;
