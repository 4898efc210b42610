import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  groupBy,
  apiErrorSchema,
  canArtistComplete,
  idParamsSchema,
  myDeclineSchema,
  myJobSchema,
  myStartSchema,
} from '@mehendi/shared';
import { phoneOf, requireRole, sessionOf } from '../../auth/require-role';
import { findArtistByPhone } from '../artists';
import {
  completeBooking,
  lifecycleDepsOf,
  releaseBooking,
  type LifecycleResult,
} from '../bookings/lifecycle.service';
import { sayOnMyWay, startJob } from './day-of-visit.service';
import { findBooking, listJobsOf, toMyJob } from '../bookings';
import { jobTeamOf, seatsOf } from '../team';
import { aboutBooking, insertNotification } from '../notifications';
import { refusalBody } from '../../http/outcome';
import { onceByKey } from './job-action-keys';
import { STEP_REFUSALS } from '../../http/route-schemas';

const changedSchema = z.object({ message: z.string(), job: myJobSchema });
type Changed = z.infer<typeof changedSchema>;

// A step the phone queued while offline is sent with the id it made then (docs/pages.md#the-app).
const keyHeadersSchema = z.object({
  'idempotency-key': z
    .uuid()
    .optional()
    .describe('The id the client made for this step: a repeat gets the first answer, the step runs once.'),
});

// An artist's own jobs (docs/pages.md "My work"): only bookings assigned to the session's artist; any
// other id answers 404 like one that does not exist.
const myJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lifecycle = { ...lifecycleDepsOf(app), notifier: app.notifier };

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
      const rows = await listJobsOf(app.db, artistId);
      // A team job's other artists and lead (docs/bookings.md#team-bookings), from one read of the seats.
      const seats = groupBy(
        await seatsOf(
          app.db,
          rows.filter((row) => row.teamSize > 1).map((row) => row.id),
        ),
        (seat) => seat.bookingId,
      );
      return rows.map((row) =>
        toMyJob(row, now, jobTeamOf(row, seats.get(row.id) ?? [], artistId), artistId),
      );
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
        summary: 'Marks the started job completed, on or after its last booked day.',
        params: idParamsSchema,
        headers: keyHeadersSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const artistId = await artistIdOf(phoneOf(sessionOf(request)));
      const row = artistId ? await findBooking(app.db, request.params.id) : null;
      if (!row || row.artistId !== artistId) return reply.code(404).send({ error: MESSAGES.notFound });
      const step = { artistId: artistId!, bookingId: row.id, action: 'complete' } as const;
      const { code, body } = await onceByKey<Changed>(
        app.db,
        request.headers['idempotency-key'],
        step,
        async () => {
          if (row.status !== 'confirmed' && row.status !== 'in_progress')
            return { code: 409, body: { error: MESSAGES.transitionNotAllowed } };
          // The booked days never change, so this still holds under the lifecycle's lock.
          if (!canArtistComplete({ ...row, status: 'in_progress' }, app.clock.now()))
            return { code: 409, body: { error: MESSAGES.completeTooEarly } };
          // Only a job started at the door with the customer's code (docs/bookings.md#the-day-of-the-visit).
          if (row.status !== 'in_progress')
            return { code: 409, body: { error: MESSAGES.transitionNotAllowed } };
          const result = await completeBooking(lifecycle, row.id, 'artist', undefined, {
            artistId: artistId!,
          });
          return answer(result, MESSAGES.jobCompleted);
        },
      );
      return reply.code(code).send(body);
    },
  );

  // The day of the visit (docs/bookings.md#the-day-of-the-visit).
  app.post(
    '/my/jobs/:id/start',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary:
          "Starts the job with the customer's 4-digit start code on a booked day: it is in progress and admins are told. Five wrong codes lock starting (423) and admins are told.",
        params: idParamsSchema,
        body: myStartSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS, 423: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const artistId = await artistIdOf(phoneOf(sessionOf(request)));
      if (!artistId) return reply.code(404).send({ error: MESSAGES.notFound });
      const result = await startJob(lifecycle, request.params.id, artistId, request.body.code);
      const { code, body } = answer(result, MESSAGES.jobStarted);
      return reply.code(code).send(body);
    },
  );

  app.post(
    '/my/jobs/:id/on-my-way',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary:
          'Texts the customer, in their language, that the artist is on the way: on a booked day, once a day.',
        params: idParamsSchema,
        headers: keyHeadersSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const artistId = await artistIdOf(phoneOf(sessionOf(request)));
      if (!artistId) return reply.code(404).send({ error: MESSAGES.notFound });
      const step = { artistId, bookingId: request.params.id, action: 'on-my-way' } as const;
      const { code, body } = await onceByKey<Changed>(
        app.db,
        request.headers['idempotency-key'],
        step,
        async () => answer(await sayOnMyWay(lifecycle, request.params.id, artistId), MESSAGES.onMyWaySent),
      );
      return reply.code(code).send(body);
    },
  );
};

export default myJobsRoutes;
