import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import {
  MESSAGES,
  apiErrorSchema,
  assignmentExplanationSchema,
  idParamsSchema,
  offerStatsSchema,
  offerWeightSchema,
} from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { artists } from '../artists';
import { findBooking, withDetails } from '../bookings';
import { candidatesInOrder } from './offer-ranking';
import { offerStatsOf } from './offer-view';
import { artistOffers } from './offers.schema';

const artistOfferFiguresSchema = z.object({
  artistId: z.string(),
  weight: z.number().int(),
  autoAccept: z.boolean(),
  stats: offerStatsSchema,
});

// The owner's view of offers to artists (docs/api.md#offers-to-artists): why an artist was chosen, each
// artist's weight, and the month's offers per artist.
const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { offers: settings } = app.matching.deps;

  app.get(
    '/customers/:id/assignment',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          'Why an artist is (or would be) offered the booking: every candidate in offer order with the facts that ranked them, and every offer made with its answer.',
        params: idParamsSchema,
        response: { 200: assignmentExplanationSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const booking = await findBooking(app.db, request.params.id);
      if (!booking) return reply.code(404).send({ error: MESSAGES.notFound });
      const offers = await app.db
        .select({ offer: artistOffers, fullName: artists.fullName })
        .from(artistOffers)
        .innerJoin(artists, eq(artists.id, artistOffers.artistId))
        .where(eq(artistOffers.bookingId, booking.id))
        .orderBy(asc(artistOffers.round));
      const now = app.clock.now();
      const [candidates, [record]] = await Promise.all([
        candidatesInOrder(
          app.db,
          booking,
          offers.map((row) => row.offer),
          now,
          settings.openMax,
        ),
        withDetails(app.db, [booking]),
      ]);
      return {
        assignment: record!.assignment ?? null,
        candidates,
        offers: offers.map(({ offer, fullName }) => ({
          artistId: offer.artistId,
          fullName,
          round: offer.round,
          offeredAt: offer.offeredAt.toISOString(),
          expiresAt: offer.expiresAt.toISOString(),
          state: offer.answer ?? (offer.expiresAt <= now ? ('expired' as const) : ('open' as const)),
          answeredAt: offer.answeredAt?.toISOString() ?? null,
          reason: offer.reason,
          note: offer.note,
        })),
      };
    },
  );

  app.put(
    '/artists/:id/offer-weight',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          "Sets an artist's weight in fairness: 0 never offered automatically, 1 the default, up to 5.",
        params: idParamsSchema,
        body: offerWeightSchema,
        response: { 200: offerWeightSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const [saved] = await app.db
        .update(artists)
        .set({ offerWeight: request.body.weight })
        .where(eq(artists.id, request.params.id))
        .returning({ weight: artists.offerWeight });
      if (!saved) return reply.code(404).send({ error: MESSAGES.notFound });
      return saved;
    },
  );

  app.get(
    '/admin/offer-stats',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          "Each approved artist's weight, automatic confirmation and offers this month (India time): offered, accepted, declined, expired, response rate.",
        response: { 200: z.array(artistOfferFiguresSchema) },
      },
    },
    async () => {
      const approved = await app.db
        .select({ id: artists.id, weight: artists.offerWeight, autoAccept: artists.autoAccept })
        .from(artists)
        .where(eq(artists.status, 'approved'));
      const stats = await offerStatsOf(
        app.db,
        approved.map((a) => a.id),
        app.clock.now(),
      );
      return approved.map((a) => ({
        artistId: a.id,
        weight: a.weight,
        autoAccept: a.autoAccept,
        stats: stats.get(a.id)!,
      }));
    },
  );
};

export default assignmentRoutes;
