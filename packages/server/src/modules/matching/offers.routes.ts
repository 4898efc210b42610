import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  artistOfferSchema,
  artistPreferencesSchema,
  offerDeclineSchema,
  offerStatsSchema,
} from '@mehendi/shared';
import { eq } from 'drizzle-orm';
import { phoneOf, requireRole, sessionOf } from '../../auth/require-role';
import { sendRefusal } from '../../http/outcome';
import { OFFER_LINK_RATE_LIMIT } from '../../limits';
import { artists, findArtistByPhone, type ArtistRow } from '../artists';
import { OFFER_TOKEN_PATTERN, acceptOffer, declineOffer, findOffer, type OfferKey } from './offers.service';
import { offerStatsOf, offerWithJob, offersOfArtist } from './offer-view';
import { openOffer, openOffersOf } from './offer-opened';

const answeredSchema = z.object({ message: z.string(), offer: artistOfferSchema });
const preferencesAnswerSchema = artistPreferencesSchema.extend({ stats: offerStatsSchema });
const tokenParams = z.object({ token: z.string().max(64) });
const bookingParams = z.object({ bookingId: z.uuid({ error: MESSAGES.notFound }) });
const ANSWER_REFUSALS = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

// Offers to artists (docs/api.md#offers-to-artists): in My work with the artist's session, and by the
// one-tap link texted to them, whose secret is the only key (no login: an artist on a weak signal answers
// in one tap).
const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.matching.deps;
  const rateLimit = { max: OFFER_LINK_RATE_LIMIT.max, timeWindow: OFFER_LINK_RATE_LIMIT.timeWindowMs };

  async function signedInArtist(phone: string): Promise<ArtistRow | null> {
    const artist = await findArtistByPhone(app.db, phone);
    return artist?.status === 'approved' ? artist : null;
  }

  /** The artist's offer preference with this month's figures. */
  async function preferencesOf(artistId: string, autoAccept: boolean) {
    const stats = (await offerStatsOf(app.db, [artistId], app.clock.now())).get(artistId)!;
    return { autoAccept, stats };
  }

  /**
   * Accepts or declines the offer `key` names; answers the offer as it is now, or the refusal. A late answer
   * moves the booking on now rather than at the next sweep.
   */
  async function answer(reply: FastifyReply, key: OfferKey, action: 'accept' | 'decline', body: unknown) {
    const result =
      action === 'accept'
        ? await acceptOffer(deps, key, 'artist')
        : await declineOffer(deps, key, offerDeclineSchema.parse(body));
    if (!result.ok) {
      if (result.message === MESSAGES.artistOfferExpired) await app.matching.sweep();
      return sendRefusal(reply, result);
    }
    const offer = await findOffer(app.db, key);
    const view = offer ? await offerWithJob(app.db, offer, app.clock.now()) : null;
    if (!view) return reply.code(404).send({ error: MESSAGES.notFound });
    const message = action === 'accept' ? MESSAGES.offerAcceptedByArtist : MESSAGES.offerDeclinedByArtist;
    return reply.send({ message, offer: view });
  }

  app.get(
    '/my/offers',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary: "The signed-in artist's offers of the last two weeks, open ones first.",
        response: { 200: z.array(artistOfferSchema) },
      },
    },
    async (request) => {
      const artist = await signedInArtist(phoneOf(sessionOf(request)));
      if (!artist) return [];
      // Seen in My work: a pushed offer's fallback text is no longer needed (docs/messaging.md#push).
      await openOffersOf(app.db, artist.id, app.clock.now());
      return offersOfArtist(app.db, artist, app.clock.now());
    },
  );

  for (const action of ['accept', 'decline'] as const)
    app.post(
      `/my/offers/:bookingId/${action}`,
      {
        onRequest: requireRole('artist'),
        schema: {
          summary:
            action === 'accept'
              ? 'Accepts an open offer: the booking is confirmed with the artist (409 when expired, taken by another, or the artist is no longer free).'
              : 'Declines an open offer with a reason (busy, too_far, not_my_style, or other with a note); the next artist is offered.',
          params: bookingParams,
          ...(action === 'decline' ? { body: offerDeclineSchema } : {}),
          response: { 200: answeredSchema, ...ANSWER_REFUSALS },
        },
      },
      async (request, reply) => {
        const artist = await signedInArtist(phoneOf(sessionOf(request)));
        if (!artist) return reply.code(404).send({ error: MESSAGES.notFound });
        return answer(
          reply,
          { bookingId: request.params.bookingId, artistId: artist.id },
          action,
          request.body,
        );
      },
    );

  app.get(
    '/offers/:token',
    {
      config: { rateLimit },
      // Public: the 128-bit secret in the link is the key (docs/security.md).
      schema: {
        summary: 'The job a one-tap offer link opens (no login); 404 for a wrong link.',
        params: tokenParams,
        response: { 200: artistOfferSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const offer = OFFER_TOKEN_PATTERN.test(token) ? await findOffer(app.db, { token }) : null;
      const view = offer ? await offerWithJob(app.db, offer, app.clock.now()) : null;
      reply.header('cache-control', 'no-store');
      if (!view) return reply.code(404).send({ error: MESSAGES.notFound });
      await openOffer(app.db, offer!.id, app.clock.now());
      return view;
    },
  );

  for (const action of ['accept', 'decline'] as const)
    app.post(
      `/offers/:token/${action}`,
      {
        config: { rateLimit },
        schema: {
          summary:
            action === 'accept'
              ? 'Accepts the offer of a one-tap link (no login); 404 for a wrong or used link, 409 when expired or taken by another.'
              : 'Declines the offer of a one-tap link with a reason; 404 for a wrong or used link.',
          params: tokenParams,
          ...(action === 'decline' ? { body: offerDeclineSchema } : {}),
          response: { 200: answeredSchema, ...ANSWER_REFUSALS },
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        if (!OFFER_TOKEN_PATTERN.test(token)) return reply.code(404).send({ error: MESSAGES.notFound });
        return answer(reply, { token }, action, request.body);
      },
    );

  app.get(
    '/my/preferences',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary:
          "The artist's offer preference (confirm jobs that fit their week automatically) and this month's offers.",
        response: { 200: preferencesAnswerSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const artist = await signedInArtist(phoneOf(sessionOf(request)));
      if (!artist) return reply.code(404).send({ error: MESSAGES.notFound });
      return preferencesOf(artist.id, artist.autoAccept);
    },
  );

  app.put(
    '/my/preferences',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary: "Saves whether jobs that fit the artist's week are confirmed automatically.",
        body: artistPreferencesSchema,
        response: { 200: preferencesAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const artist = await signedInArtist(phoneOf(sessionOf(request)));
      if (!artist) return reply.code(404).send({ error: MESSAGES.notFound });
      await app.db
        .update(artists)
        .set({ autoAccept: request.body.autoAccept })
        .where(eq(artists.id, artist.id));
      return preferencesOf(artist.id, request.body.autoAccept);
    },
  );
};

export default offersRoutes;
