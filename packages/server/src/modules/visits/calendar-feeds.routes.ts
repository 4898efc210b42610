import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, apiErrorSchema, calendarLinkSchema } from '@mehendi/shared';
import { phoneOf, requireRole, sessionOf } from '../../auth/require-role';
import { CALENDAR_FEED_RATE_LIMIT } from '../../limits';
import { findArtistByPhone } from '../artists';
import { FEED_SECRET_PATTERN, readFeed, renewFeedSecret } from './calendar-feeds.service';
import { jobsCalendar } from './jobs-calendar';

// Calendar subscriptions (docs/bookings.md#calendar-subscriptions): an artist's jobs and the admins'
// assigned bookings as feeds a calendar app fetches by a private address.
const calendarFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  function addressOf(secret: string): string {
    return `${app.config.origin}/api/calendar/${secret}.ics`;
  }

  app.post(
    '/my/calendar-link',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary:
          "A new private address of the artist's calendar of confirmed and in-progress jobs; the address given before stops working.",
        response: { 200: calendarLinkSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const artist = await findArtistByPhone(app.db, phoneOf(sessionOf(request)));
      if (!artist) return reply.code(404).send({ error: MESSAGES.notFound });
      reply.header('cache-control', 'no-store');
      return { url: addressOf(await renewFeedSecret(app.db, { artistId: artist.id })) };
    },
  );

  app.post(
    '/admin/calendar-link',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          "A new private address of a calendar of every confirmed and in-progress booking; this admin's address given before stops working.",
        response: { 200: calendarLinkSchema },
      },
    },
    async (request, reply) => {
      const adminId = sessionOf(request).adminId;
      if (!adminId) throw new Error('admin session without an admin');
      reply.header('cache-control', 'no-store');
      return { url: addressOf(await renewFeedSecret(app.db, { adminId })) };
    },
  );

  app.get(
    '/calendar/:secret.ics',
    {
      config: {
        rateLimit: { max: CALENDAR_FEED_RATE_LIMIT.max, timeWindow: CALENDAR_FEED_RATE_LIMIT.timeWindowMs },
      },
      // Public: the secret in the address is the key. A calendar answer, so no JSON response schema.
      schema: {
        summary:
          'The calendar feed (text/calendar, RFC 5545) of a private address: one event per booked day of each job; 404 once the address is renewed.',
        params: z.object({ secret: z.string() }),
      },
    },
    async (request, reply) => {
      const { secret } = request.params;
      const feed = FEED_SECRET_PATTERN.test(secret) ? await readFeed(app.db, secret) : null;
      if (!feed)
        return reply.code(404).header('cache-control', 'no-store').send({ error: MESSAGES.notFound });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="mehendi-jobs.ics"')
        .send(jobsCalendar(feed.jobs, { languageTag: feed.language }));
    },
  );
};

export default calendarFeedsRoutes;
