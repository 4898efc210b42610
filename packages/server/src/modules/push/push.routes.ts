import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  MESSAGES,
  apiErrorSchema,
  pushKeySchema,
  pushSubscribedSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@mehendi/shared';
import { phoneOf, requireRole, sessionOf } from '../../auth/require-role';
import { findArtistByPhone } from '../artists';
import { deleteSubscription, saveSubscription, type PushOwner } from './push.repository';

// Web push for artists and the owner (docs/api.md#web-push, docs/messaging.md#push): the key a browser
// subscribes with, and its subscription kept or forgotten. Customers get texts only.
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireRole('artist', 'admin');

  /** The session's owner: the admin, or the artist of the verified number (null: no artist of it). */
  async function ownerOf(request: FastifyRequest): Promise<PushOwner | null> {
    const session = sessionOf(request);
    if (session.role === 'admin') return session.adminId ? { adminId: session.adminId } : null;
    const artist = await findArtistByPhone(app.db, phoneOf(session));
    return artist ? { artistId: artist.id } : null;
  }

  /** Plain http reaches only a test's fake push service: a real browser's push service is https. */
  function refusedEndpoint(endpoint: string): boolean {
    return app.config.env === 'production' && !endpoint.startsWith('https://');
  }

  app.get(
    '/push/key',
    {
      onRequest: guard,
      schema: {
        summary: "The server's VAPID public key: the applicationServerKey a browser subscribes with.",
        response: { 200: pushKeySchema },
      },
    },
    () => ({ publicKey: app.push.publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: guard,
      schema: {
        summary:
          "Keeps this browser's push subscription for the signed-in artist or admin (the same endpoint again changes nothing but its keys).",
        body: pushSubscriptionSchema,
        response: { 200: pushSubscribedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (refusedEndpoint(request.body.endpoint))
        return reply
          .code(400)
          .send({ error: MESSAGES.invalidRequest, fields: { endpoint: MESSAGES.invalidRequest } });
      const owner = await ownerOf(request);
      if (!owner) return reply.code(404).send({ error: MESSAGES.notFound });
      await saveSubscription(app.db, owner, request.body);
      return { subscribed: true };
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: guard,
      schema: {
        summary:
          "Forgets this browser's push subscription; 404 when the signed-in artist or admin has none of that endpoint.",
        body: pushUnsubscribeSchema,
        response: { 200: pushSubscribedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request);
      if (!owner || !(await deleteSubscription(app.db, owner, request.body.endpoint)))
        return reply.code(404).send({ error: MESSAGES.notFound });
      return { subscribed: false };
    },
  );
};

export default pushRoutes;
