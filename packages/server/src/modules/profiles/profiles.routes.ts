import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  adminProfileSwitchSchema,
  apiErrorSchema,
  idParamsSchema,
  isProfileSlug,
  myProfileSchema,
  profileSlugParamsSchema,
  profileSwitchSchema,
  publicProfileSchema,
  publicProfileSummarySchema,
} from '@mehendi/shared';
import { requireRole, sessionOf } from '../../auth/require-role';
import { sendRefusal } from '../../http/outcome';
import { findPublicProfile, listPublicProfiles } from './profiles.repository';
import { hideProfile, myProfile, switchOwnProfile } from './profiles.service';

const switchedSchema = myProfileSchema.extend({ message: z.string() });
// Public pages may be kept a minute by a browser or a proxy: a new review shows soon enough.
const PUBLIC_CACHE = 'public, max-age=60';

// Public artist profiles (docs/api.md#artist-profiles): the artist's switch, the admin's take-down, and the
// two public reads the /artists pages are made from.
const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/profile',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary: "Whether the artist session's public profile is shown, and its address part (slug).",
        response: { 200: myProfileSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const profile = await myProfile(app.db, sessionOf(request).phone ?? '');
      if (!profile) return reply.code(404).send({ error: MESSAGES.notFound });
      reply.header('cache-control', 'no-store');
      return profile;
    },
  );

  app.patch(
    '/my/profile',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary:
          "Shows or hides the artist session's public profile (off by default; only an approved artist may show it, 409 otherwise).",
        body: profileSwitchSchema,
        response: { 200: switchedSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const switched = await switchOwnProfile(app.db, sessionOf(request).phone ?? '', request.body.public);
      if (!switched.ok) return sendRefusal(reply, switched);
      return switched.value;
    },
  );

  app.patch(
    '/artists/:id/profile',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          "Takes an artist's public profile down ({ public: false } only; showing it is the artist's choice).",
        params: idParamsSchema,
        body: adminProfileSwitchSchema,
        response: { 200: z.object({ message: z.string() }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const hidden = await hideProfile(app.db, request.params.id);
      if (!hidden.ok) return sendRefusal(reply, hidden);
      return { message: MESSAGES.profileHidden };
    },
  );

  app.get(
    '/artists/public',
    {
      schema: {
        summary:
          'Every public artist profile: slug, first name, locality, varieties and rating, best rated first.',
        response: { 200: z.array(publicProfileSummarySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return listPublicProfiles(app.db);
    },
  );

  app.get(
    '/artists/public/:slug',
    {
      schema: {
        summary:
          "A public artist profile: first name, locality, varieties, sample designs, rating (published reviews only) and published reviews newest first; 404 for a hidden or unknown one. `id` is the artist's, for a booking's `preferredArtistId`.",
        params: profileSlugParamsSchema,
        response: { 200: publicProfileSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const profile = isProfileSlug(slug) ? await findPublicProfile(app.db, slug) : null;
      if (!profile) return reply.code(404).send({ error: MESSAGES.notFound });
      reply.header('cache-control', PUBLIC_CACHE);
      return profile;
    },
  );
};

export default profilesRoutes;
