import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  cloudinaryDeleteSchema,
  designDeleteParamsSchema,
  designListParamsSchema,
  designSchema,
  designUploadFieldsSchema,
  messageResponseSchema,
} from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { sendCachedAnswer } from '../../catalogue/send-cached-answer';
import { registerImageUploads } from '../../images/image-upload';
import { readUploadForm, uploadRouteSchema } from '../../images/upload-fields';
import { listDesigns } from './designs.repository';
import { deleteDesign, deleteImageByPublicId, toDesign, uploadDesign } from './designs.service';

const uploadResponseSchema = messageResponseSchema.extend({ design: designSchema });

const designsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app);

  app.post(
    '/designs/upload',
    {
      onRequest: requireRole('admin'),
      schema: uploadRouteSchema(uploadResponseSchema),
    },
    async (request, reply) => {
      const form = await readUploadForm(request, designUploadFieldsSchema, MESSAGES.uploadFieldsMissing);
      if ('refusal' in form) return reply.code(400).send(form.refusal);
      const row = await uploadDesign(app.db, app.storage, form.data, form.image);
      await app.catalogue.changed();
      return reply.code(201).send({ message: MESSAGES.uploadSuccess, design: toDesign(row) });
    },
  );

  app.get(
    '/designs/:variety/:priceRange',
    {
      // The busiest public read: two log lines per request would cost more than answering it.
      logLevel: 'warn',
      schema: {
        params: designListParamsSchema,
        response: { 200: z.array(designSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { variety, priceRange } = request.params;
      const answer = await app.catalogue.answer(`designs/${variety}/${priceRange}`, async () =>
        (await listDesigns(app.db, variety, priceRange)).map(toDesign),
      );
      return sendCachedAnswer(request, reply, answer);
    },
  );

  app.delete(
    '/designs/:variety/:designId',
    {
      onRequest: requireRole('admin'),
      schema: {
        params: designDeleteParamsSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { variety, designId } = request.params;
      const deleted = await deleteDesign(app.db, app.storage, request.log, variety, designId, () =>
        app.catalogue.changed(),
      );
      if (!deleted) return reply.code(404).send({ error: MESSAGES.notFound });
      return { message: MESSAGES.designDeleted };
    },
  );

  // Kept for the old client, which asks for the image host's copy to be removed before DELETE.
  app.post(
    '/cloudinary-delete',
    {
      onRequest: requireRole('admin'),
      schema: { body: cloudinaryDeleteSchema, response: { 200: messageResponseSchema, 400: apiErrorSchema } },
    },
    async (request, reply) => {
      if (!(await deleteImageByPublicId(app.storage, request.body.publicId))) {
        return reply.code(400).send({ error: MESSAGES.notFound, fields: { publicId: MESSAGES.notFound } });
      }
      return { message: MESSAGES.designDeleted };
    },
  );
};

export default designsRoutes;
