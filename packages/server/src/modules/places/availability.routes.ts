import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, availabilityAnswerSchema, availabilityQuerySchema } from '@mehendi/shared';
import { sendCachedAnswer } from '../catalogue';
import { availabilityOf } from './places.service';

// The public places per day (docs/bookings.md#places-and-availability), kept in memory per range, variety
// and today's date until a place moves (app.places).
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/availability',
    {
      // Compressed once per change with the kept answer (sendCachedAnswer).
      config: { compress: false },
      schema: {
        summary:
          'Places per day and slot from `from` to `to` (at most 62 days), for a variety or one artist when given: how many more bookings artists can take, the usual places and how the day stands (closed, full, few, open).',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityAnswerSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { from, to, variety, artist } = request.query;
      const now = new Date();
      // Today is part of the key: a day that has passed has no places.
      const key = `${now.toDateString()}|${from}|${to}|${variety ?? ''}|${artist ?? ''}`;
      const answer = await app.places.answer(key, () => availabilityOf(app, request.query, now));
      return sendCachedAnswer(request, reply, answer);
    },
  );
};

export default availabilityRoutes;
