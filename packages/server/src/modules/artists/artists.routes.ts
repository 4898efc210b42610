import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  artistApplicationSchema,
  artistListQuerySchema,
  artistReviewSchema,
  artistMultipartFieldsSchema,
  artistSchema,
  fieldErrors,
  idParamsSchema,
  pageSchemaOf,
} from '@mehendi/shared';
import { phoneOf, requireRole, sessionOf } from '../../auth/require-role';
import { ImageRejectedError } from '../../images/image-rejection';
import { registerImageUploads, UploadFormError } from '../../images/image-upload';
import { ARTIST_UPLOAD_LIMITS } from '../../limits';
import { listAnswer, sendCsv } from '../../http/paging';
import { logSecurityEvent } from '../../http/security-events';
import { artistsCsv } from './artists-csv';
import { findArtistByPhone, listArtistsPage, streamArtists, toArtist } from './artists.repository';
import {
  applicationLimitReached,
  removeArtist,
  reviewApplication,
  submitApplication,
  type ArtistDeps,
  type ArtistLeaving,
} from './artists.service';
import { DESIGN_FILES_FIELD, readArtistUpload, type DesignPhoto } from './artists.upload';
import { sendRefusal } from '../../http/outcome';
import { deleteByIdSchema } from '../../http/route-schemas';

const artistSavedSchema = z.object({ message: z.string(), artist: artistSchema });

// Artist applications (docs/api.md#artists): artists apply with their phone session, admins list and delete.
export interface ArtistsRoutesOptions {
  leaving: ArtistLeaving;
}

const artistsRoutes: FastifyPluginAsyncZod<ArtistsRoutesOptions> = async (app, options) => {
  // Read when a request comes: the outbox worker is set once the app is ready.
  const deps = (): ArtistDeps => ({
    db: app.db,
    storage: app.storage,
    notifier: app.notifier,
    log: app.log,
    smsOutbox: app.smsOutbox,
    config: app.config,
    places: app.places,
    leaving: options.leaving,
  });
  await registerImageUploads(app, {
    files: ARTIST_UPLOAD_LIMITS.maxFiles,
    fields: ARTIST_UPLOAD_LIMITS.maxFields,
    fieldSize: ARTIST_UPLOAD_LIMITS.maxFieldBytes,
    parts: ARTIST_UPLOAD_LIMITS.maxFiles + ARTIST_UPLOAD_LIMITS.maxFields,
  });

  // Multipart as in docs/api.md (JSON text fields plus repeated uploadedDesigns files), or the same fields as
  // JSON without files. The body is read by hand, so its schema is applied below rather than declared.
  app.post(
    '/artists/add',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary:
          "Saves the artist session's application: multipart fields fullName, whatsappNumber, address, pincode, jobTerm, mehendiVarieties (JSON list), availability (JSON), repeated uploadedDesigns photos; or the same fields as JSON without photos. A second application from the same phone replaces the first.",
        response: { 201: artistSavedSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const phone = phoneOf(sessionOf(request));
      // Before the photos are read: a phone at its limit costs no image work.
      if (await applicationLimitReached(app, phone)) {
        logSecurityEvent(request, 'application-limited');
        return reply.code(429).send({ error: MESSAGES.tooManyRequests });
      }
      let photos: DesignPhoto[] = [];
      let parsed;
      try {
        if (request.isMultipart()) {
          const upload = await readArtistUpload(request);
          photos = upload.photos;
          parsed = artistMultipartFieldsSchema.safeParse(upload.fields);
        } else {
          parsed = artistApplicationSchema.safeParse(request.body);
        }
      } catch (error) {
        if (error instanceof ImageRejectedError || error instanceof UploadFormError) {
          logSecurityEvent(request, 'upload-refused', { reason: error.message });
          return reply
            .code(error.statusCode)
            .send({ error: error.message, fields: { [DESIGN_FILES_FIELD]: error.message } });
        }
        throw error;
      }
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        return reply
          .code(400)
          .send({ error: Object.values(fields)[0] ?? MESSAGES.fixValidationErrors, fields });
      }
      const submitted = await submitApplication(deps(), phone, parsed.data, photos);
      if (!submitted.ok) {
        logSecurityEvent(request, 'application-limited');
        return sendRefusal(reply, submitted);
      }
      return reply.code(201).send({ message: MESSAGES.artistSaved, artist: submitted.value });
    },
  );

  app.get(
    '/artists',
    {
      onRequest: requireRole('artist'),
      schema: {
        summary: "The artist session's own application.",
        response: { 200: artistSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await findArtistByPhone(app.db, phoneOf(sessionOf(request)));
      if (!row) return reply.code(404).send({ error: MESSAGES.notFound });
      return toArtist(row);
    },
  );

  app.get(
    '/artists/all',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          'Artist applications, newest first: the whole list, or one page when status, q, page or pageSize is given.',
        querystring: artistListQuerySchema,
        response: { 200: z.union([z.array(artistSchema), pageSchemaOf(artistSchema)]), 400: apiErrorSchema },
      },
    },
    (request) =>
      listAnswer(
        request.query,
        (window) => listArtistsPage(app.db, request.query, window),
        (rows) => rows.map(toArtist),
      ),
  );

  app.get(
    '/artists/export.csv',
    {
      onRequest: requireRole('admin'),
      // Compressed as it streams (sendStreamed).
      compress: false,
      // A CSV answer, so no JSON response schema; a bad filter is still a 400 in the JSON error shape.
      schema: {
        summary: 'The artist applications as a CSV file, filtered as the list is.',
        querystring: artistListQuerySchema,
      },
    },
    (request, reply) => sendCsv(reply, 'artists.csv', artistsCsv(streamArtists(app.db, request.query))),
  );

  // Review (docs/rules-and-messages.md): approved or rejected with a note; only approved artists get work,
  // so a rejected one's confirmed jobs go back to be assigned (docs/decisions.md §17).
  app.patch(
    '/artists/:id/review',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          'Approves or rejects an application; an artist no longer approved hands their confirmed jobs back.',
        params: idParamsSchema,
        body: artistReviewSchema,
        response: { 200: artistSavedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { status, note } = request.body;
      const reviewed = await reviewApplication(deps(), request.params.id, { status, note: note || null });
      if (!reviewed.ok) return sendRefusal(reply, reviewed);
      return { message: MESSAGES.artistReviewed, artist: reviewed.value };
    },
  );

  // The artist's confirmed jobs go back to be assigned before the application goes (docs/decisions.md §17).
  app.delete(
    '/artists/:id',
    {
      onRequest: requireRole('admin'),
      schema: deleteByIdSchema('Deletes an artist and their photos; their confirmed jobs are handed back.'),
    },
    async (request, reply) => {
      const removed = await removeArtist(deps(), request.params.id);
      if (!removed.ok) return sendRefusal(reply, removed);
      return { message: MESSAGES.artistDeleted };
    },
  );
};

export default artistsRoutes;
