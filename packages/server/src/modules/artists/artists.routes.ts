import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  artistApplicationSchema,
  artistMultipartFieldsSchema,
  artistSchema,
  fieldErrors,
  idParamsSchema,
  messageResponseSchema,
} from '@mehendi/shared';
import { requireRole, sessionOf } from '../../auth/require-role';
import { ImageRejectedError } from '../../images/image-rejection';
import { registerImageUploads, UploadFormError } from '../../images/image-upload';
import { ARTIST_UPLOAD_LIMITS } from '../../limits';
import { findArtistByPhone, listArtists, toArtist } from './artists.repository';
import { removeArtist, submitApplication } from './artists.service';
import { DESIGN_FILES_FIELD, readArtistUpload, type DesignPhoto } from './artists.upload';

const artistSavedSchema = z.object({ message: z.string(), artist: artistSchema });

function phoneOf(session: { phone: string | null }): string {
  if (!session.phone) throw new Error('artist session without a phone');
  return session.phone;
}

// Artist applications (docs/api.md#artists): artists apply with their phone session, admins list and delete.
const artistsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      schema: { response: { 201: artistSavedSchema, '4xx': apiErrorSchema } },
    },
    async (request, reply) => {
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
      const artist = await submitApplication(app, phoneOf(sessionOf(request)), parsed.data, photos);
      return reply.code(201).send({ message: MESSAGES.artistSaved, artist });
    },
  );

  app.get(
    '/artists',
    { onRequest: requireRole('artist'), schema: { response: { 200: artistSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const row = await findArtistByPhone(app.db, phoneOf(sessionOf(request)));
      if (!row) return reply.code(404).send({ error: MESSAGES.notFound });
      return toArtist(row);
    },
  );

  app.get(
    '/artists/all',
    { onRequest: requireRole('admin'), schema: { response: { 200: z.array(artistSchema) } } },
    async () => (await listArtists(app.db)).map(toArtist),
  );

  app.delete(
    '/artists/:id',
    {
      onRequest: requireRole('admin'),
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, 404: apiErrorSchema } },
    },
    async (request, reply) => {
      if (!(await removeArtist(app, request.params.id)))
        return reply.code(404).send({ error: MESSAGES.notFound });
      return { message: MESSAGES.artistDeleted };
    },
  );
};

export default artistsRoutes;
