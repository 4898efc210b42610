import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  artistAvailabilityRecordSchema,
  artistAvailabilitySchema,
  idParamsSchema,
} from '@mehendi/shared';
import { requireRole, sessionOf } from '../../auth/require-role';
import { sendRefusal } from '../../http/outcome';
import { findArtistByPhone } from './artists.repository';
import { readAvailability } from './availability.repository';
import { changeAvailability } from './availability.service';

const savedSchema = z.object({ message: z.string(), availability: artistAvailabilityRecordSchema });
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema };

// When an artist works (docs/bookings.md#places-and-availability): the artist's own, from My work, and any
// artist's, from the console. Without a saved one, the answer is the application's (every day, its slots).
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The session's artist, or null when this phone has sent no application. */
  const ownArtistId = async (phone: string | null) =>
    phone ? ((await findArtistByPhone(app.db, phone))?.id ?? null) : null;

  app.get(
    '/my/availability',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary: "When the artist session's artist works: weekly slots, days off, most jobs a day.",
        response: { 200: artistAvailabilityRecordSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const artistId = await ownArtistId(sessionOf(request).phone);
      const availability = artistId ? await readAvailability(app.db, artistId) : null;
      if (!availability) return reply.code(404).send({ error: MESSAGES.notFound });
      return availability;
    },
  );

  app.put(
    '/my/availability',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary: "Replaces when the artist session's artist works; the public places follow at once.",
        body: artistAvailabilitySchema,
        response: { 200: savedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const artistId = await ownArtistId(sessionOf(request).phone);
      if (!artistId) return reply.code(404).send({ error: MESSAGES.notFound });
      const saved = await changeAvailability(app, artistId, request.body);
      if (!saved.ok) return sendRefusal(reply, saved);
      return { message: MESSAGES.availabilitySaved, availability: saved.value };
    },
  );

  app.get(
    '/artists/:id/availability',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'When an artist works: weekly slots, days off, most jobs a day.',
        params: idParamsSchema,
        response: { 200: artistAvailabilityRecordSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const availability = await readAvailability(app.db, request.params.id);
      if (!availability) return reply.code(404).send({ error: MESSAGES.notFound });
      return availability;
    },
  );

  app.put(
    '/artists/:id/availability',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Replaces when an artist works; the public places follow at once.',
        params: idParamsSchema,
        body: artistAvailabilitySchema,
        response: { 200: savedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const saved = await changeAvailability(app, request.params.id, request.body);
      if (!saved.ok) return sendRefusal(reply, saved);
      return { message: MESSAGES.availabilitySaved, availability: saved.value };
    },
  );
};

export default availabilityRoutes;
