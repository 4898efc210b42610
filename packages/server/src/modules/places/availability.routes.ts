import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, availabilityAnswerSchema, availabilityQuerySchema } from '@mehendi/shared';
import { sendCachedAnswer } from '../catalogue';
import { availabilityKey } from './availability-from-memory';
import { availabilityOf } from './places.service';

// The public places per day (docs/bookings.md#places-and-availability), kept in memory per query and
// today's date until a place moves (app.places), and then answered before routing
// (availability-from-memory.ts).
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
      const now = new Date();
      // The key the request would find before routing: today and the whole query as sent.
      const url = request.raw.url ?? request.url;
      const query = url.indexOf('?');
      const key = availabilityKey(query === -1 ? '' : url.slice(query + 1), now);
      const answer = await app.places.answer(key, () => availabilityOf(app, request.query, now));
      return sendCachedAnswer(request, reply, answer);
    },
  );
};

export default availabilityRoutes;
